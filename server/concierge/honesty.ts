import type { DossierDocument } from '../../shared/api/dossier.ts';

/** The words of a text in lower case (apostrophes split them: "I'm" → "i", "m"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of `text` that none of `sources` contains: what the dossier would say that the guest did not. */
export function wordsNotIn(text: string, sources: readonly string[]): string[] {
  const said = new Set(sources.flatMap(wordsOf));
  return wordsOf(text).filter((word) => !said.has(word));
}

/** Words that join or point back at what the guest said without adding to it ("Ana runs a bakery and is opening a shop"). */
export const grammarWords = new Set(
  'a an the and or but of in at for to with on from by as is are was were be been has have had he she they them their his her who which that this also'.split(
    ' ',
  ),
);

/** A word without its commonest English endings, so "runs", "running" and "run" count as one. */
export function stem(word: string): string {
  const stripped = word.replace(/(ing|ed|es|s)$/, '');
  return stripped.length >= 3 ? stripped : word;
}

/**
 * The words of a dossier's headline, about and items that the guest never used (in `said`: their
 * name, their messages, their document as last saved), leaving out grammar words and endings: a
 * model may reorder, trim and turn what the guest wrote into the third person, never add to it.
 */
export function unsaidWords(document: DossierDocument, said: readonly string[]): string[] {
  const saidStems = new Set(said.flatMap(wordsOf).map(stem));
  const texts = [
    document.headline,
    document.about,
    ...[...document.lookingFor, ...document.canOffer, ...document.topics].map((item) => item.text),
  ];
  return texts.flatMap(wordsOf).filter((word) => !grammarWords.has(word) && !saidStems.has(stem(word)));
}
