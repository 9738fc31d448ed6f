import { describe, expect, it } from 'vitest';
import { asPerson, indefiniteArticle, withArticle } from './reason-articles.ts';

describe('withArticle', () => {
  it('puts "a" or "an" before a phrase that names one countable thing', () => {
    expect(withArticle('studio')).toBe('a studio');
    expect(withArticle('commercial kitchen to lease or share')).toBe('a commercial kitchen to lease or share');
    expect(withArticle('photographer for our brochure')).toBe('a photographer for our brochure');
    expect(withArticle('older laptop in good nick')).toBe('an older laptop in good nick');
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
