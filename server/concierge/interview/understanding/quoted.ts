/**
 * Quoted words in a request ("make it "Potter, Leeds"", 'headline: ‘Vet’', "swap it for 'kiln
 * time'"): double quotes, curly quotes, and single quotes that open after a space and close before
 * one (so "I'm" and "guests' needs" are not quotes). A quote is the new wording as a whole, never
 * with the words around it. Pure.
 */

export interface QuotedSpan {
  text: string;
  /** Where the quote, marks included, starts and ends in the text. */
  start: number;
  end: number;
}

const quotePattern = /["“‘]([^"“”‘’]{1,120})["”’]|(?<=^|[\s:(=])'([^']{1,120})'(?=$|[\s.,!?;:)])/g;

export function quotedSpans(text: string): QuotedSpan[] {
  return [...text.matchAll(quotePattern)]
    .map((match) => ({ text: (match[1] ?? match[2] ?? '').trim(), start: match.index, end: match.index + match[0].length }))
    .filter((span) => span.text.length > 0);
}
