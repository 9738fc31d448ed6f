import { describe, expect, it } from 'vitest';
import { asPerson, indefiniteArticle, withArticle } from './reason-articles.ts';

describe('withArticle', () => {
  it('puts "a" or "an" before a phrase that names one countable thing', () => {
    expect(withArticle('studio')).toBe('a studio');
    expect(withArticle('commercial kitchen to lease or share')).toBe('a commercial kitchen to lease or share');
    expect(withArticle('photographer for our brochure')).toBe('a photographer for our brochure');
    expect(withArticle('older laptop in good nick')).toBe('an older laptop in good nick');
  });

  it('reads a noun the lemmatiser respells as singular, and a plural in -men or a number of a measure by what it counts', () => {
    // "licence" is lemmatised "license", "app" "application": singular all the same.
    expect(withArticle('licence')).toBe('a licence');
    expect(withArticle('app for parents')).toBe('an app for parents');
    expect(withArticle('38 foot lobster boat')).toBe('a 38 foot lobster boat');
    for (const phrase of [
      'fishermen who can bring me shellfish',
      'tradespeople who can fit adaptations',
      'grade 9 to 12',
      '20 tonnes a season',
    ])
      expect(withArticle(phrase), phrase).toBe(phrase);
  });

  it('leaves a plural, a mass noun, an activity, a name and a phrase with its own determiner or number as they are', () => {
    for (const phrase of [
      'tables',
      'new customers',
      'seed funding for my battery startup',
      'advice on pricing',
      'equipment',
      'bookkeeping',
      'my website',
      'some help with marketing',
      '2 chairs',
      'Steam Deck repairs',
      "Vang's Kitchen",
      'someone to fix my website',
    ])
      expect(withArticle(phrase), phrase).toBe(phrase);
  });
});

describe('asPerson', () => {
  it('says who a headline names as one person, and nothing of a headline that names a business', () => {
    expect(asPerson('dairy farmer')).toBe('a dairy farmer');
    expect(asPerson('angel investor in early climate-tech companies')).toBe('an angel investor in early climate-tech companies');
    expect(asPerson("Vang's Kitchen, Hmong and Lao food")).toBeNull();
    expect(asPerson('vegan bakery in Leith')).toBeNull();
  });

  it('says where someone holds their role: at a firm, in a place or a language, at "the" body named by what it is', () => {
    expect(asPerson('sales rep, Oickle Fuels')).toBe('a sales rep at Oickle Fuels');
    expect(asPerson('Ontario land surveyor, Baird Geomatics')).toBe('an Ontario land surveyor at Baird Geomatics');
    expect(asPerson('interpreter, Romanian')).toBe('an interpreter in Romanian');
    expect(asPerson('marine biologist, School of Life Sciences')).toBe('a marine biologist at the School of Life Sciences');
    // A detail that names no firm stays as written.
    expect(asPerson('owner-pharmacist, open overnight')).toBe('an owner-pharmacist, open overnight');
  });
});

describe('indefiniteArticle', () => {
  it('goes by the sound a phrase starts with', () => {
    expect(indefiniteArticle('hour a week')).toBe('an');
    expect(indefiniteArticle('university lab')).toBe('a');
    expect(indefiniteArticle('MBA intern')).toBe('an');
    expect(indefiniteArticle('BBC producer')).toBe('a');
    expect(indefiniteArticle('8-seat van')).toBe('an');
    expect(indefiniteArticle('12-seat boat')).toBe('a');
    expect(indefiniteArticle('18-hole course')).toBe('an');
    expect(indefiniteArticle('editor')).toBe('an');
  });
});
