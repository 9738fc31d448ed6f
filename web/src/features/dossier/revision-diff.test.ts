import { describe, expect, it } from 'vitest';
import type { DossierChange } from '../../../../shared/api/dossier.ts';
import { changeCountText, changeGroups, wordDiff } from './revision-diff.ts';

describe('wordDiff', () => {
  it('marks removed and added words and keeps the rest', () => {
    expect(wordDiff('Founder of a climate startup', 'Founder of a fintech startup')).toEqual([
      { kind: 'same', text: 'Founder of a ' },
      { kind: 'removed', text: 'climate' },
      { kind: 'added', text: 'fintech' },
      { kind: 'same', text: ' startup' },
    ]);
  });

  it('gives one added part for text written into an empty field, and one removed part for text cleared', () => {
    expect(wordDiff('', 'Hello there')).toEqual([{ kind: 'added', text: 'Hello there' }]);
    expect(wordDiff('Hello there', '')).toEqual([{ kind: 'removed', text: 'Hello there' }]);
  });

  it('joins the parts back into the text after (without removed) and, but for spacing, the text before (without added)', () => {
    const before = 'I build batteries for boats and I mentor students.';
    const after = 'I build batteries for ferries; I mentor students and founders.';
    const parts = wordDiff(before, after);
    const join = (kind: 'added' | 'removed') =>
      parts
        .filter((part) => part.kind !== kind)
        .map((part) => part.text)
        .join('');
    // diffWords gives unchanged runs the new text's spacing.
    expect(join('removed')).toBe(after);
    const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
    expect(withoutSpaces(join('added'))).toBe(withoutSpaces(before));
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text)).toEqual(['boats and']);
  });
});

describe('changeGroups', () => {
  const changes: DossierChange[] = [
    { section: 'topics', change: 'added', before: null, after: 'Sailing' },
    { section: 'headline', change: 'changed', before: 'Engineer', after: 'Battery Engineer' },
    { section: 'lookingFor', change: 'removed', before: 'A co-founder', after: null },
    { section: 'topics', change: 'removed', before: 'Chess', after: null },
  ];

  it('groups the changes by section in reading order, each with a marker in words', () => {
    expect(changeGroups(changes)).toEqual([
      {
        section: 'headline',
        label: 'Headline',
        rows: [
          {
            change: 'changed',
            marker: 'Changed',
            parts: [
              { kind: 'added', text: 'Battery ' },
              { kind: 'same', text: 'Engineer' },
            ],
          },
        ],
      },
      {
        section: 'lookingFor',
        label: 'Looking for',
        rows: [{ change: 'removed', marker: 'Removed', parts: [{ kind: 'removed', text: 'A co-founder' }] }],
      },
      {
        section: 'topics',
        label: 'Topics',
        rows: [
          { change: 'added', marker: 'Added', parts: [{ kind: 'added', text: 'Sailing' }] },
          { change: 'removed', marker: 'Removed', parts: [{ kind: 'removed', text: 'Chess' }] },
        ],
      },
    ]);
  });

  it('has nothing for a revision without changes', () => {
    expect(changeGroups([])).toEqual([]);
  });
});

describe('changeCountText', () => {
  it('counts each kind of change', () => {
    expect(
      changeCountText([
        { section: 'topics', change: 'added', before: null, after: 'Sailing' },
        { section: 'canOffer', change: 'added', before: null, after: 'Intros' },
        { section: 'about', change: 'changed', before: 'a', after: 'b' },
      ]),
    ).toBe('2 added, 1 changed');
    expect(changeCountText([])).toBe('No changes');
  });
});
