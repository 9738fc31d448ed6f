import { limits } from '../../../../shared/limits.ts';

/** The composer's rules: what can be sent, when the length counter shows, when "typing" goes out. */

/** The counter appears this close to the limit, so it does not distract before it matters. */
const counterMargin = 200;

/**
 * The most the text box holds: a paste longer than this is cut (and the composer says so), so a
 * huge paste cannot make every keystroke re-measure megabytes. Twenty messages' worth also stays
 * within what one person may send in ten seconds (`limits.messagesPerTenSeconds`).
 */
export const draftMaxLength = limits.messageMaxLength * 20;

/** Typing goes out at most this often; the other side shows it for a few seconds each time. */
export const typingSignalIntervalMs = 3_000;

/** The text to send (trimmed, as the server stores it), or null when there is nothing to send. */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  return text.length === 0 || text.length > limits.messageMaxLength ? null : text;
}

/** True when the draft holds more than one message can: it is sent as several, or shortened. */
export function isTooLong(draft: string): boolean {
  return draft.trim().length > limits.messageMaxLength;
}

/** "3,800 / 4,000 characters" near and over the limit; null well below it. */
export function lengthCounter(draft: string): string | null {
  if (draft.length < limits.messageMaxLength - counterMargin) return null;
  return `${formatCount(draft.trim().length)} / ${formatCount(limits.messageMaxLength)} characters`;
}

function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/**
 * The draft as the text box keeps it: at most `draftMaxLength` characters, cut at a word (or at
 * least a character) boundary. `cut` says whether anything was left out.
 */
export function capDraft(value: string, maxLength: number = draftMaxLength): { text: string; cut: boolean } {
  if (value.length <= maxLength) return { text: value, cut: false };
  return { text: value.slice(0, cutPoint(value, 0, maxLength, Math.ceil(maxLength / 2))), cut: true };
}

/**
 * A text too long for one message as several, in order, each within `maxLength` once trimmed (as
 * the server trims). Each part ends where it reads best: at a paragraph break, else at the end of
 * a sentence (either only when that keeps the part at least half full, so no part is a stub), else
 * between words; only a word longer than a whole message is cut inside, and never inside a
 * character (an emoji, an accented letter).
 */
export function splitIntoMessages(text: string, maxLength: number = limits.messageMaxLength): string[] {
  const parts: string[] = [];
  let start = skipSpace(text, 0);
  while (start < text.length) {
    const rest = text.slice(start).trimEnd();
    if (rest.length <= maxLength) {
      parts.push(rest);
      break;
    }
    const end = cutPoint(text, start, maxLength, Math.ceil(maxLength / 2));
    parts.push(text.slice(start, end).trim());
    start = skipSpace(text, end);
  }
  return parts;
}

/** Enough text past the limit for the segmenters to judge whether a boundary at the limit is one. */
const lookahead = 64;

const segmenters = {
  sentence: new Intl.Segmenter('en', { granularity: 'sentence' }),
  word: new Intl.Segmenter('en', { granularity: 'word' }),
  grapheme: new Intl.Segmenter('en', { granularity: 'grapheme' }),
};

/**
 * Where a part starting at `start` ends: an index in (start, start + maxLength], as late as the
 * best kind of boundary allows. Paragraph and sentence ends count only from `start + preferredMin`.
 */
function cutPoint(text: string, start: number, maxLength: number, preferredMin: number): number {
  const window = text.slice(start, start + maxLength + lookahead);
  const fits = (index: number) => index > 0 && index <= maxLength;
  const fitsFull = (index: number) => fits(index) && index >= preferredMin;
  const end =
    lastMatchStart(window, /\n\s*\n/g, fitsFull) ??
    lastBoundary(window, 'sentence', fitsFull) ??
    lastMatchStart(window, /\s/g, fits) ??
    // Scripts without spaces between words (Chinese, Japanese, Thai) still have word boundaries.
    lastBoundary(window, 'word', fits) ??
    lastBoundary(window, 'grapheme', fits) ??
    maxLength;
  return start + end;
}

/** The last match of `pattern` starting where `allowed`: the part ends just before it. */
function lastMatchStart(window: string, pattern: RegExp, allowed: (index: number) => boolean): number | null {
  let last: number | null = null;
  for (const match of window.matchAll(pattern)) if (allowed(match.index)) last = match.index;
  return last;
}

function lastBoundary(window: string, granularity: keyof typeof segmenters, allowed: (index: number) => boolean): number | null {
  let last: number | null = null;
  for (const segment of segmenters[granularity].segment(window)) if (allowed(segment.index)) last = segment.index;
  return last;
}

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && /\s/.test(text[index]!)) index += 1;
  return index;
}

export function shouldSignalTyping(draft: string, lastSignalAt: number, now: number): boolean {
  return draft.trim().length > 0 && now - lastSignalAt >= typingSignalIntervalMs;
}

/** Enter sends; Shift+Enter makes a new line; Enter that confirms an input method's word does neither. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
