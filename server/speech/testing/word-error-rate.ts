import { lmWords } from '../recognition/language-model.ts';

/**
 * Word error rate: the fewest word substitutions, deletions and insertions that turn the
 * hypothesis into the reference, over the reference's length (punctuation and case ignored).
 */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const expected = lmWords(reference);
  const heard = lmWords(hypothesis);
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let row = 1; row <= expected.length; row++) {
    const current = [row];
    for (let column = 1; column <= heard.length; column++) {
      const substitution = previous[column - 1]! + (expected[row - 1] === heard[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[column]! + 1, current[column - 1]! + 1));
    }
    previous = current;
  }
  return { errors: previous[heard.length]!, words: expected.length };
}

/** The word error rate over many utterances: all their errors over all their reference words. */
export function wordErrorRate(pairs: readonly { reference: string; hypothesis: string }[]): number {
  let errors = 0;
  let words = 0;
  for (const { reference, hypothesis } of pairs) {
    const counted = wordErrors(reference, hypothesis);
    errors += counted.errors;
    words += counted.words;
  }
  return words === 0 ? 0 : errors / words;
}
