import type { DossierListSection } from '../../../shared/api/dossier.ts';
import { limits } from '../../../shared/limits.ts';
import { analyse, type Token } from './nlp.ts';
import { phrasesOf, phraseText, trim, type Phrase } from './phrases.ts';

/** A change the guest asks for by naming a part of the dossier ("add sailing to my topics", "change my headline to …"). */
export interface NamedEdits {
  headline: string | null;
  additions: { section: DossierListSection; phrase: Phrase }[];
}

const sectionNames: readonly [string, DossierListSection][] = [
  ['topics', 'topics'],
  ['topic', 'topics'],
  ['interests', 'topics'],
  ['looking', 'lookingFor'],
  ['needs', 'lookingFor'],
  ['wants', 'lookingFor'],
  ['offer', 'canOffer'],
  ['offers', 'canOffer'],
  ['offering', 'canOffer'],
];
const addVerbs = new Set(['add', 'include', 'put']);
const headlineVerbs = new Set(['change', 'set', 'make', 'update', 'replace', 'edit']);
const headlineMarkers = new Set(['to', ':', 'as', 'with', 'be', 'is', 'should', '=', 'read', 'say']);

function sectionAfter(sentence: readonly Token[], from: number): DossierListSection | null {
  for (let index = from; index < Math.min(sentence.length, from + 6); index += 1) {
    const named = sectionNames.find(([word]) => word === sentence[index]?.normal);
    if (named) return named[1];
  }
  return null;
}

function addition(sentence: readonly Token[]): { section: DossierListSection; phrases: Phrase[] } | null {
  const verb = sentence.findIndex((token) => addVerbs.has(token.lemma));
  if (verb < 0) return null;
  const link = sentence.findIndex((token, index) => index > verb && ['to', 'under', 'in', 'into', 'on'].includes(token.normal));
  if (link < 0) return null;
  const section = sectionAfter(sentence, link + 1);
  if (!section) return null;
  return { section, phrases: phrasesOf(sentence.slice(verb + 1, link)) };
}

function headline(sentence: readonly Token[]): string | null {
  const named = sentence.findIndex((token) => token.normal === 'headline' || token.normal === 'title');
  if (named < 0) return null;
  const asked = sentence.slice(0, named).some((token) => headlineVerbs.has(token.lemma));
  let start = named + 1;
  while (start < sentence.length && headlineMarkers.has(sentence[start]?.normal ?? '')) start += 1;
  if (!asked && start === named + 1) return null;
  const words = trim(sentence.slice(start));
  const text = phraseText(words, limits.dossierHeadlineMaxLength);
  return words.length > 0 && text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

export function namedEdits(text: string): NamedEdits {
  const edits: NamedEdits = { headline: null, additions: [] };
  for (const sentence of analyse(text)) {
    edits.headline = headline(sentence) ?? edits.headline;
    const added = addition(sentence);
    if (added) for (const phrase of added.phrases) edits.additions.push({ section: added.section, phrase });
  }
  return edits;
}
