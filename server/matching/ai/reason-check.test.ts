import { describe, expect, it } from 'vitest';
import { createMatchingEngine } from '../engine/matching-engine.ts';
import { syntheticEvent } from '../engine/testing/synthetic-event.ts';
import { writeReason } from '../engine/write-reason.ts';
import { reasonMaxLength, reasonProblem, type ReasonFacts } from './reason-check.ts';
import { reasonData, reasonFacts } from './reason-prompt.ts';

/** What the model was given: two names, the matched items of both dossiers, and the built-in reason. */
const facts: ReasonFacts = {
  texts: [
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
  ],
  viewerName: 'Sam',
  prospectName: 'Dana',
  viewerItems: ['Seed funding for battery storage', 'Founder of a battery storage startup', 'Climate tech'],
  prospectItems: ['Angel investment in early climate-tech companies', 'Storage founders', 'Climate'],
  sharedIdeas: ['funding'],
};
const withTexts = (...texts: string[]): ReasonFacts => ({ ...facts, texts: [...facts.texts, ...texts] });

describe('reasonProblem', () => {
  it.each([
    'Dana offers angel investment in early climate-tech companies, just what you need for your battery storage seed funding, and Dana is looking for storage founders like you.',
    "You're looking for seed funding for battery storage, and Dana's angel investment in early climate-tech companies could be a great fit; you both care about climate tech.",
    'They look for storage founders, and you are the founder of a battery storage startup.',
    'Dana offers you angel investment in early climate-tech companies, which could help you with seed funding for battery storage.',
    'Angel investment in early climate-tech companies is just what you need for your battery storage.',
    facts.texts.at(-1)!,
  ])('passes a reason made of the facts’ words, each said of its own guest: %s', (reason) => {
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
    expect(reasonProblem('Dana is a billionaire with angel investment you need.', withTexts('billionaire'))).toBeNull();
  });

  it.each([
    'You offer angel investment in early climate-tech companies, and Dana looks for seed funding.',
    'Dana looks for seed funding for battery storage; your angel investment could help.',
    'They are the founder of a battery storage startup, and you could meet them.',
  ])('refuses a reason that gives one guest what the other wrote: %s', (reason) => {
    expect(reasonProblem(reason, facts)).toMatch(/of one guest's items of the other/);
  });

  it('refuses a gendered pronoun the facts never used, and takes one they did', () => {
    expect(reasonProblem('She offers angel investment in early climate-tech companies, which you need.', facts)).toBe(
      'the reason guesses a gender',
    );
    expect(reasonProblem('She offers angel investment, which you need.', withTexts('She invests in climate tech'))).toBeNull();
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

  it("passes the engine's own reasons across a synthetic event, and refuses most of them with the two guests swapped", () => {
    const { attendees } = syntheticEvent({ seed: 11, size: 120, plantedPairs: 10, ambushers: 3, popular: 3 });
    const byId = new Map(attendees.map((attendee) => [attendee.userId, attendee]));
    const engine = createMatchingEngine({ attendees, pastAnswers: [], excludedPairs: [], listSize: 20 });
    const misattributed = /of one guest's items of the other/;
    let drafts = 0;
    let refusedSwaps = 0;
    for (const [viewerId, prospects] of engine.rank()) {
      for (const { userId, facets } of prospects) {
        const [viewer, prospect] = [byId.get(viewerId)!, byId.get(userId)!];
        const draft = writeReason(viewer, prospect, facets);
        const given = reasonFacts(reasonData(viewer, prospect, facets, draft));
        expect(reasonProblem(draft, given) ?? '').not.toMatch(misattributed);
        // "Dana offers…, and you look for…" becomes "You offer…, and Dana looks for…".
        const name = prospect.name!.split(' ')[0]!;
        const swapped = draft
          .replace(/\byou\b/g, '@')
          .replace(new RegExp(`\\b${name}\\b`, 'g'), 'you')
          .replace(/@/g, name)
          .replace(/\byour\b/g, 'their');
        // A reason that reads the same swapped ("You both care about sailing.") has nobody to misattribute.
        if (swapped === draft) continue;
        drafts++;
        if (misattributed.test(reasonProblem(swapped, given) ?? '')) refusedSwaps++;
      }
    }
    expect(drafts).toBeGreaterThan(1000);
    expect(refusedSwaps / drafts).toBeGreaterThan(0.75);
  });
});
