import { describe, expect, it } from 'vitest';
import type { DossierChange } from '../../../../shared/api/dossier.ts';
import { changeCountText, changeGroups } from './revision-diff.ts';

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
