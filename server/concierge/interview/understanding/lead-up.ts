import type { Token } from '../nlp.ts';
import { targetLinks } from './correction-reading.ts';

/** What stands between an added thing and the section it goes to: "sailing [to my] topics", "VAT advice [to what i] offer". */
const linkingWords = new Set([
  ...targetLinks,
  'my',
  'our',
  'the',
  'what',
  'who',
  'whom',
  'i',
  'we',
  'can',
  'could',
  'want',
  'of',
  'for',
  'list',
  'section',
  'people',
  'am',
  'are',
  'would',
  'like',
]);
/** The speaker and their verb run together ("who [i'm] looking for", "what [we'd] like to meet"): a lead-up, never an item's end. */
const speakerContraction = /^(?:(?:i|we|you|they)['’](?:m|re|d|ve|ll)|im|ive|weve|youre|theyre)$/;

const leadingTags = new Set(['ADP', 'PRON', 'AUX', 'DET', 'PART', 'SCONJ', 'CCONJ']);

/**
 * Whether a word at the end of what an addition adds only leads up to the section it goes to
 * ("add a photographer [to what I am] looking for", "humanist celebrants [to who I'm] looking for").
 */
export function leadsUpToSection(token: Token): boolean {
  return linkingWords.has(token.normal) || leadingTags.has(token.pos) || speakerContraction.test(token.normal);
}
