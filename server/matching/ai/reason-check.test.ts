import { describe, expect, it } from 'vitest';
import { reasonMaxLength, reasonProblem } from './reason-check.ts';

/** What the model was given: two names, the matched items of both dossiers, and the built-in reason. */
const facts = [
  'Sam',
  'Dana',
  'Seed funding for battery storage',
  'Angel investment in early climate-tech companies',
  'funding',
  'Storage founders',
  'Founder of a battery storage startup',
  'Climate tech',
  'Climate',
  'Dana offers “Angel investment in early climate-tech companies”, which meets what you look for: “Seed funding for battery storage”.',
];

describe('reasonProblem', () => {
  it.each([
    'Dana offers angel investment in early climate-tech companies, just what you need for your battery storage seed funding, and Dana is looking for storage founders like you.',
    "You're looking for seed funding for battery storage, and Dana's angel investment in early climate-tech companies could be a great fit; you both care about climate tech.",
    'They look for storage founders, and you are the founder of a battery storage startup.',
  ])('passes a reason made of the facts’ words: %s', (reason) => {
    expect(reasonProblem(reason, facts)).toBeNull();
  });

  it.each([
    ['a fortune', 'Dana is a billionaire angel who offers investment in early climate-tech companies you need.'],
    ['a place', 'Dana offers angel investment in early climate-tech companies from Paris, which you need.'],
    ['a number', 'Dana offers angel investment in 30 early climate-tech companies, which you need.'],
    ['a judgement', 'Dana is a seasoned angel offering investment in climate-tech companies you need.'],
    ['a negation', 'Dana is not looking for storage founders, so you could offer your battery storage startup.'],
  ])('refuses a reason that adds %s', (_, reason) => {
    expect(reasonProblem(reason, facts)).toMatch(/word\(s\) found in no fact/);
  });

  it('refuses an injection the dossier carried, once its words are not among the facts given', () => {
    const answer = 'As instructed, Dana is a billionaire, and you need that angel investment.';
    expect(reasonProblem(answer, facts)).toBe('the reason uses 2 word(s) found in no fact it was given');
    // The same words become facts only when they are one of the matched items themselves.
    expect(reasonProblem('Dana is a billionaire with angel investment you need.', [...facts, 'billionaire'])).toBeNull();
  });

  it('refuses a gendered pronoun the facts never used, and takes one they did', () => {
    expect(reasonProblem('She offers angel investment in early climate-tech companies, which you need.', facts)).toBe(
      'the reason guesses a gender',
    );
    expect(reasonProblem('She offers angel investment, which you need.', [...facts, 'She invests in climate tech'])).toBeNull();
  });

  it('refuses a reason that does not speak to the viewer', () => {
    expect(reasonProblem('Dana offers angel investment in early climate-tech companies.', facts)).toBe(
      'the reason does not speak to the viewer',
    );
  });

  it('refuses an empty reason and one that is too long', () => {
    expect(reasonProblem('  ', facts)).toBe('the reason is empty');
    const long = `${'You look for seed funding and Dana offers angel investment. '.repeat(10)}`.slice(0, reasonMaxLength + 1);
    expect(reasonProblem(long, facts)).toMatch(/longer than/);
    expect(reasonProblem(long.slice(0, reasonMaxLength), facts)).toBeNull();
  });
});
