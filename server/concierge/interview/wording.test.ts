import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import { changesDone, understanding } from './wording.ts';

const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const empty: DossierDocument = { headline: '', about: '', lookingFor: [], canOffer: [], topics: [] };

describe('understanding', () => {
  it('says in one line whom matching will look for and what the guest brings, in their words', () => {
    const proposal = { ...empty, lookingFor: [item('an accountant'), item('a bookkeeper')], canOffer: [item('roasting lessons')] };
    expect(understanding(proposal)).toBe("So you're looking for an accountant and a bookkeeper, and you can offer roasting lessons.");
  });

  it('reads an item that starts with its verb as the -ing form after "looking for"', () => {
    const proposal = { ...empty, lookingFor: [item('raise our seed round'), item('hire a CTO')] };
    expect(understanding(proposal)).toBe(
      "So you're looking for raising our seed round and hiring a CTO; I don't know yet what you could offer others.",
    );
  });

  it('says what it does not know yet', () => {
    expect(understanding({ ...empty, canOffer: [item('mentoring')] })).toBe(
      "So you can offer mentoring; I don't know yet whom you'd like to meet.",
    );
    expect(understanding(empty)).toBe("I don't know yet whom you'd like to meet or what you could offer.");
  });
});

describe('changesDone', () => {
  it('says each change in words, and that nothing else changed', () => {
    const text = changesDone([
      { kind: 'move', item: 'a fractional CFO', from: 'canOffer', to: 'lookingFor' },
      { kind: 'add', item: 'sailing', to: 'topics' },
    ]);
    expect(text).toBe(
      'I\'ve moved "a fractional CFO" to Looking for and added "sailing" to Topics. Nothing else changed. Does it look right now?',
    );
  });

  it('says when it was not sure, and what else the guest may have meant', () => {
    const text = changesDone(
      [{ kind: 'remove', item: 'rennet advice', from: 'canOffer' }],
      [{ kind: 'move', item: 'rennet advice', from: 'canOffer', to: 'topics' }],
    );
    expect(text).toBe(
      'I wasn\'t sure I read that right, so please check: I\'ve removed "rennet advice" from Can offer. Nothing else changed. ' +
        'If you meant that I should have moved "rennet advice" to Topics instead, tell me. Does it look right now?',
    );
    expect(changesDone([{ kind: 'add', item: 'goats', to: 'topics' }], [])).toBe(
      'I wasn\'t sure I read that right, so please check: I\'ve added "goats" to Topics. Nothing else changed. Does it look right now?',
    );
  });
});
