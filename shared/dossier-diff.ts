import { diffWords } from 'diff';
import { dossierListSections, type DossierChange, type DossierDocument, type DossierItem, type DossierListSection } from './api/dossier.ts';

/**
 * The one diff of dossier documents, pure: the server lists a revision's changes with it
 * (`diffDossiers`), the dossier page draws them word by word (`wordDiff`), and the concierge's
 * summary shows the guest what a correction changes before it is saved (`documentDiff`).
 */

const listSections = dossierListSections;

/** The document before the first revision. */
export const emptyDossierDocument: DossierDocument = { headline: '', about: '', lookingFor: [], canOffer: [], topics: [] };

/** How two items are compared: case, spacing and end punctuation do not make a different item. */
export function normaliseItemText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!?…]+$/u, '')
    .trim();
}

/** Each item's text under its normalised text, first one kept, in document order. */
function byNormalisedText(items: DossierItem[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const item of items) {
    const key = normaliseItemText(item.text);
    if (!texts.has(key)) texts.set(key, item.text);
  }
  return texts;
}

function textChange(section: 'headline' | 'about', before: string, after: string): DossierChange[] {
  if (before.trim() === after.trim()) return [];
  if (!before.trim()) return [{ section, change: 'added', before: null, after }];
  if (!after.trim()) return [{ section, change: 'removed', before, after: null }];
  return [{ section, change: 'changed', before, after }];
}

/**
 * What changed from one dossier document to the next: headline and about as changed (or added,
 * removed), list items as removed or added by their normalised text, so a reworded item shows as
 * one removed and one added and an item whose sources alone changed is no change. Sections in
 * document order; within a list, the removed items in their old order, then the added ones.
 */
export function diffDossiers(before: DossierDocument, after: DossierDocument): DossierChange[] {
  const changes = [...textChange('headline', before.headline, after.headline), ...textChange('about', before.about, after.about)];
  for (const section of listSections) {
    const beforeItems = byNormalisedText(before[section]);
    const afterItems = byNormalisedText(after[section]);
    for (const [key, text] of beforeItems)
      if (!afterItems.has(key)) changes.push({ section, change: 'removed', before: text, after: null });
    for (const [key, text] of afterItems) if (!beforeItems.has(key)) changes.push({ section, change: 'added', before: null, after: text });
  }
  return changes;
}

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** The words removed and added between two texts, in reading order; runs of unchanged words are kept whole. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const piece of diffWords(before, after)) {
    const kind = piece.added ? 'added' : piece.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += piece.value;
    else parts.push({ kind, text: piece.value });
  }
  return parts;
}

/** The headline or the about text against the document before: `parts` word by word when it changed. */
export type TextDiff = {
  kind: 'same' | 'added' | 'removed' | 'changed';
  before: string;
  after: string;
  parts: DiffPart[];
};

/**
 * One item as the guest is shown it against the document before: kept, added, removed, moved here
 * from another section (`from`), or the same item reworded (`before`, its old words; `parts`, see
 * `rewordParts`).
 */
export type ItemDiff =
  | { kind: 'same'; text: string }
  | { kind: 'added'; text: string }
  | { kind: 'removed'; text: string }
  | { kind: 'moved'; text: string; from: DossierListSection }
  | { kind: 'reworded'; text: string; before: string; parts: DiffPart[] };

/**
 * How a reworded item is drawn: word by word when at least half of it stays (the few words that
 * change stand out in a long item), else its old words struck whole, then the new ones.
 */
export function rewordParts(before: string, after: string): DiffPart[] {
  const parts = wordDiff(before, after);
  const kept = parts
    .filter((part) => part.kind === 'same')
    .map((part) => part.text)
    .join('')
    .trim().length;
  if (kept * 2 >= Math.max(before.trim().length, after.trim().length)) return parts;
  return [
    { kind: 'removed', text: before },
    { kind: 'added', text: after },
  ];
}

/** A whole proposed document against the one before it: each list in the new order, its removed items after. */
export type DocumentDiff = { headline: TextDiff; about: TextDiff } & Record<DossierListSection, ItemDiff[]>;

/** A change's text as drawn: word by word when changed, whole when added or removed. */
export function changeParts(change: DossierChange): DiffPart[] {
  const before = change.before ?? '';
  const after = change.after ?? '';
  if (change.change === 'added') return [{ kind: 'added', text: after }];
  if (change.change === 'removed') return [{ kind: 'removed', text: before }];
  return wordDiff(before, after);
}

function textDiff(change: DossierChange | undefined, text: string): TextDiff {
  if (!change) return { kind: 'same', before: text, after: text, parts: [{ kind: 'same', text }] };
  return { kind: change.change, before: change.before ?? '', after: change.after ?? '', parts: changeParts(change) };
}

/** Words that say nothing of what an item is about: two items sharing only these are not one item reworded. */
const fillerWords = new Set([
  'a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'i', 'in', 'into', 'is', 'me', 'my', 'of', 'on', 'or', 'our', 'the', 'to', 'who', 'with',
]); // prettier-ignore

function contentWords(text: string): string[] {
  return normaliseItemText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !fillerWords.has(word));
}

/** How alike two items' words are, 0 to 1 (the Dice coefficient of their content words). */
export function itemLikeness(a: string, b: string): number {
  const left = contentWords(a);
  const right = contentWords(b);
  if (left.length === 0 || right.length === 0) return 0;
  const rest = [...right];
  let shared = 0;
  for (const word of left) {
    const index = rest.indexOf(word);
    if (index >= 0) {
      shared += 1;
      rest.splice(index, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/** An item removed and one added in the same section are one item reworded when they are at least this alike. */
const rewordedLikeness = 0.4;

/**
 * The proposed document `after` against `before` (the earlier proposal, or the saved dossier), as
 * the guest checks a correction: on top of `diffDossiers`, an item removed from one section and
 * added to another with the same words is moved, and an item removed and one added in the same
 * section whose words are alike (`rewordedLikeness`, the most alike paired first) is reworded.
 */
export function documentDiff(before: DossierDocument, after: DossierDocument): DocumentDiff {
  const changes = diffDossiers(before, after);
  const removed = changes.filter((change) => change.change === 'removed' && change.section !== 'headline' && change.section !== 'about');
  const added = changes.filter((change) => change.change === 'added' && change.section !== 'headline' && change.section !== 'about');
  /** What each added item (by section and normalised text) is in the guest's eyes. */
  const addedAs = new Map<string, ItemDiff>();
  const gone = new Set<DossierChange>();
  const keyOf = (section: string, text: string) => `${section}\n${normaliseItemText(text)}`;

  for (const change of added) {
    const key = normaliseItemText(change.after!);
    const origin = removed.find((old) => !gone.has(old) && old.section !== change.section && normaliseItemText(old.before!) === key);
    if (!origin) continue;
    gone.add(origin);
    addedAs.set(keyOf(change.section, change.after!), { kind: 'moved', text: change.after!, from: origin.section as DossierListSection });
  }
  const pairs = added
    .filter((change) => !addedAs.has(keyOf(change.section, change.after!)))
    .flatMap((change) =>
      removed
        .filter((old) => old.section === change.section && !gone.has(old))
        .map((old) => ({ change, old, likeness: itemLikeness(old.before!, change.after!) })),
    )
    .filter((pair) => pair.likeness >= rewordedLikeness)
    .sort((a, b) => b.likeness - a.likeness);
  for (const { change, old } of pairs) {
    const key = keyOf(change.section, change.after!);
    if (gone.has(old) || addedAs.has(key)) continue;
    gone.add(old);
    addedAs.set(key, { kind: 'reworded', text: change.after!, before: old.before!, parts: rewordParts(old.before!, change.after!) });
  }
  for (const change of added) {
    const key = keyOf(change.section, change.after!);
    if (!addedAs.has(key)) addedAs.set(key, { kind: 'added', text: change.after! });
  }

  const lists = Object.fromEntries(
    listSections.map((section) => {
      const shown: ItemDiff[] = after[section].map((item) => {
        const diff = addedAs.get(keyOf(section, item.text));
        return diff ?? { kind: 'same', text: item.text };
      });
      const dropped: ItemDiff[] = removed
        .filter((change) => change.section === section && !gone.has(change))
        .map((change) => ({ kind: 'removed', text: change.before! }));
      return [section, [...shown, ...dropped]];
    }),
  ) as Record<DossierListSection, ItemDiff[]>;
  const changeOf = (section: 'headline' | 'about') => changes.find((change) => change.section === section);
  return { headline: textDiff(changeOf('headline'), after.headline), about: textDiff(changeOf('about'), after.about), ...lists };
}

/** How many items of each kind a diff changes; the headline and about count as one change each. */
function documentDiffCounts(diff: DocumentDiff): Record<Exclude<ItemDiff['kind'], 'same'> | 'headline' | 'about', number> {
  const items = listSections.flatMap((section) => diff[section]);
  const count = (kind: ItemDiff['kind']) => items.filter((item) => item.kind === kind).length;
  return {
    headline: diff.headline.kind === 'same' ? 0 : 1,
    about: diff.about.kind === 'same' ? 0 : 1,
    added: count('added'),
    removed: count('removed'),
    moved: count('moved'),
    reworded: count('reworded'),
  };
}

/** "Headline changed, 1 added, 1 moved", in reading order; "No changes" when the documents read the same. */
export function documentDiffText(diff: DocumentDiff): string {
  const counts = documentDiffCounts(diff);
  const parts = [
    ...(counts.headline ? ['headline changed'] : []),
    ...(counts.about ? ['about changed'] : []),
    ...(['added', 'removed', 'moved', 'reworded'] as const).filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${kind}`),
  ];
  if (parts.length === 0) return 'No changes';
  const text = parts.join(', ');
  return text[0]!.toUpperCase() + text.slice(1);
}
