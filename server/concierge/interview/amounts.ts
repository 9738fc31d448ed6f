import type { Token } from './nlp.ts';

// Amounts in a guest's words: where a mark that would split a list or a clause is part of a number instead.

const hasDigit = (token: Token | undefined) => token !== undefined && /\d/.test(token.text);

/** "3x/week", "12V/24V", "4/5 people", "70+": a slash glued between words with a number beside it is part of an amount, not a list. */
export function inAmount(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index] as Token;
  const next = tokens[index + 1];
  // "aged 16+": a plus glued to a number says "or more". (`space` is the whitespace before a token.)
  if (token.normal === '+' && token.space === '' && hasDigit(tokens[index - 1])) return true;
  const glued = token.normal === '/' && token.space === '' && next?.space === '';
  if (!glued) return false;
  // The written words on each side, whole ("3" + "x" is one word to the reader).
  let from = index - 1;
  while (from > 0 && tokens[from]?.space === '') from -= 1;
  let to = index + 1;
  while (to + 1 < tokens.length && tokens[to + 1]?.space === '') to += 1;
  return tokens.slice(from, to + 1).some(hasDigit);
}

/** "40–60 guests", "9—5", "£5k–£20k", "work–life": a dash glued between two amounts, or an en dash between two words, ends nothing. */
export function joinsRange(sentence: readonly Token[], index: number): boolean {
  const [before, dash, after] = [sentence[index - 1], sentence[index], sentence[index + 1]];
  const number = (token: Token | undefined) => token !== undefined && /^\d/.test(token.text);
  // "5k", "20k": the model splits a unit glued to its number.
  const amountEnds = number(before) || (before?.space === '' && before.text.length <= 2 && number(sentence[index - 2]));
  // "£20k": a currency sign glued to the number after it.
  const amountStarts = number(after) || (after?.pos === 'SYM' && sentence[index + 2]?.space === '' && number(sentence[index + 2]));
  const glued = (dash?.normal === '–' || dash?.normal === '—') && dash.space === '' && after?.space === '';
  // "work–life balance": an en dash glued between two words joins them as a hyphen would.
  const joinedWords = dash?.normal === '–' && before?.type === 'word' && after?.type === 'word';
  return glued && ((amountEnds && amountStarts) || joinedWords);
}
