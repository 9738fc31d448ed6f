import { dossierListSections, type DossierDocument, type DossierItem, type DossierListSection } from '../../../shared/api/dossier.ts';
import { limits } from '../../../shared/limits.ts';
import type { Extraction } from './extract.ts';
import { analyse, textOf } from './nlp.ts';
import { termsOf, type Phrase } from './phrases.ts';

/** A piece of the dossier with the content words it is compared and removed by. */
interface Written {
  text: string;
  terms: ReadonlySet<string>;
}

interface DraftItem extends Written {
  sourceMessageIds: string[];
}

/** A dossier being written: the document plus what the writer needs to merge into it. */
export interface Draft {
  headline: Written;
  /** Whether the headline names a role; a fuller role phrase replaces it ("Engineer" → "Engineer at Helio"). */
  headlineIsRole: boolean;
  about: Written[];
  lists: Record<DossierListSection, DraftItem[]>;
}

export const listSections = dossierListSections;

/** A content word as compared: a capitalised word keeps its plural in the model's lemma, so "Investors" and "investor" are matched here. */
function comparable(term: string): string {
  const word = term.replace(/-/g, '');
  if (word.length <= 3) return word;
  return word.replace(/ies$/, 'y').replace(/([^su])s$/, '$1');
}

function termSet(terms: readonly string[]): Set<string> {
  return new Set(terms.map(comparable));
}

function written(text: string): Written {
  return { text, terms: termSet(analyse(text).flatMap((sentence) => termsOf(sentence))) };
}

function fromPhrase(phrase: Phrase): Written {
  return { text: phrase.text, terms: termSet(phrase.terms) };
}

export function draftOf(document: DossierDocument | null): Draft {
  const item = (entry: DossierItem): DraftItem => ({ ...written(entry.text), sourceMessageIds: [...entry.sourceMessageIds] });
  return {
    headline: written(document?.headline ?? ''),
    headlineIsRole: Boolean(document?.headline),
    about: document?.about ? analyse(document.about).map((sentence) => written(textOf(sentence))) : [],
    lists: {
      lookingFor: document?.lookingFor.map(item) ?? [],
      canOffer: document?.canOffer.map(item) ?? [],
      topics: document?.topics.map(item) ?? [],
    },
  };
}

function overlaps(terms: ReadonlySet<string>, removed: ReadonlySet<string>): boolean {
  for (const term of terms) if (removed.has(term)) return true;
  return false;
}

/** Whether `outer` says everything `inner` says, and more. */
function contains(outer: ReadonlySet<string>, inner: ReadonlySet<string>): boolean {
  if (outer.size <= inner.size) return false;
  for (const term of inner) if (!outer.has(term)) return false;
  return true;
}

/** Near-duplicates: one's content words contain the other's, or most of them are shared. */
function similar(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared === Math.min(a.size, b.size) || shared / (a.size + b.size - shared) >= 0.6;
}

/** Adds a phrase to a list, or merges it into a near-duplicate (keeping the fuller wording and both sources). */
export function addPhrase(draft: Draft, section: DossierListSection, phrase: Phrase, messageId: string): void {
  const list = draft.lists[section];
  const next = fromPhrase(phrase);
  const twin = list.find((item) => similar(item.terms, next.terms));
  if (!twin) {
    if (list.length < limits.dossierItemsPerSection) list.push({ ...next, sourceMessageIds: [messageId] });
    return;
  }
  if (!twin.sourceMessageIds.includes(messageId) && twin.sourceMessageIds.length < limits.dossierItemMaxSources) {
    twin.sourceMessageIds.push(messageId);
  }
  if (contains(next.terms, twin.terms)) Object.assign(twin, next);
}

/** A sentence for "about", unless one there says as much; it replaces one that says less ("Engineer." → "Engineer at Helio."). */
function addSentence(draft: Draft, piece: Phrase): void {
  const next = fromPhrase(piece);
  const index = draft.about.findIndex(
    (sentence) => similar(sentence.terms, next.terms) || sentence.text.toLowerCase() === next.text.toLowerCase(),
  );
  if (index < 0) draft.about.push(next);
  else if (contains(next.terms, draft.about[index]?.terms ?? new Set())) draft.about[index] = next;
}

export interface ApplyOptions {
  /** A change request: a headline the guest gives replaces the one there is. */
  replaceHeadline: boolean;
}

/** Writes what one guest message says into the draft: first what it takes back, then what it adds. */
export function applyExtraction(draft: Draft, extraction: Extraction, messageId: string, options: ApplyOptions): void {
  for (const removal of extraction.removals) {
    const removed = termSet(removal);
    for (const section of listSections) draft.lists[section] = draft.lists[section].filter((item) => !overlaps(item.terms, removed));
    draft.about = draft.about.filter((sentence) => !overlaps(sentence.terms, removed));
    if (overlaps(draft.headline.terms, removed)) {
      draft.headline = written('');
      draft.headlineIsRole = false;
    }
  }
  for (const section of listSections) for (const phrase of extraction.lists[section]) addPhrase(draft, section, phrase, messageId);
  for (const piece of [...extraction.identity, ...extraction.goals]) addSentence(draft, piece);
  const candidate = extraction.headlines.find((headline) => headline.role) ?? extraction.headlines[0];
  if (!candidate) return;
  const next = fromPhrase(candidate);
  const fuller = candidate.role && (!draft.headlineIsRole || contains(next.terms, draft.headline.terms));
  if (!draft.headline.text || options.replaceHeadline || fuller) {
    draft.headline = next;
    draft.headlineIsRole = candidate.role;
  }
}

/** Sets the headline to words the guest gave for it ("change my headline to …"). */
export function setHeadline(draft: Draft, text: string): void {
  draft.headline = written(text);
  draft.headlineIsRole = true;
}

/** The draft as a dossier document within the limits: "about" keeps whole sentences while they fit. */
export function documentOf(draft: Draft): DossierDocument {
  let about = '';
  for (const sentence of draft.about) {
    const next = about ? `${about} ${sentence.text}` : sentence.text;
    if (next.length > limits.dossierAboutMaxLength) {
      if (!about) about = sentence.text.slice(0, limits.dossierAboutMaxLength).replace(/\s+\S*$/, '');
      break;
    }
    about = next;
  }
  const list = (section: DossierListSection): DossierItem[] =>
    draft.lists[section].map((item) => ({ text: item.text, sourceMessageIds: [...item.sourceMessageIds] }));
  return {
    headline: draft.headline.text.slice(0, limits.dossierHeadlineMaxLength).trim(),
    about,
    lookingFor: list('lookingFor'),
    canOffer: list('canOffer'),
    topics: list('topics'),
  };
}

export function sameDocument(a: DossierDocument, b: DossierDocument): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
