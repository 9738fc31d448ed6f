/** The words of a text in lower case (apostrophes split them: "I'm" → "i", "m"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of `text` that none of `sources` contains: what the dossier would say that the guest did not. */
export function wordsNotIn(text: string, sources: readonly string[]): string[] {
  const said = new Set(sources.flatMap(wordsOf));
  return wordsOf(text).filter((word) => !said.has(word));
}
