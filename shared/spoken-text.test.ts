import { describe, expect, it } from 'vitest';
import type { DossierDocument } from './api/dossier.ts';
import { spokenText } from './spoken-text.ts';

const item = (text: string) => ({ text, sourceMessageIds: ['m1'] });
const proposal: DossierDocument = {
  headline: 'Founder and CEO of Tidewater',
  about: 'I build electric ferries.',
  lookingFor: [item('seed investors'), item('ferry operators'), item('a CTO')],
  canOffer: [item('advice on batteries.')],
  topics: [],
};

describe('spokenText', () => {
  it('reads the proposed dossier before the question that asks about it', () => {
    const text = "Thank you, Dana. Here's the dossier I'd write from what you told me. Does it look right?";
    expect(spokenText({ text, concierge: { step: 'summary', proposal } })).toBe(
      "Thank you, Dana. Here's the dossier I'd write from what you told me. Founder and CEO of Tidewater. I build electric ferries. " +
        "You're looking for seed investors, ferry operators and a CTO. You can offer advice on batteries. Does it look right?",
    );
  });

  it('adds it at the end when the text asks nothing, and leaves other messages as they are', () => {
    const text = "Here's what I have: you can confirm it, or change something.";
    expect(spokenText({ text, concierge: { step: 'summary', proposal: { ...proposal, about: '', lookingFor: [], canOffer: [] } } })).toBe(
      `${text} Founder and CEO of Tidewater.`,
    );
    expect(spokenText({ text: 'Who are you?', concierge: { step: 'question', proposal: null } })).toBe('Who are you?');
    expect(spokenText({ text: null, concierge: null })).toBe('');
  });
});
