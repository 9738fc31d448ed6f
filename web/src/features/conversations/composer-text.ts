import { limits } from '../../../../shared/limits.ts';

/** The composer's rules: what can be sent, when the length counter shows, when "typing" goes out. */

/** The counter appears this close to the limit, so it does not distract before it matters. */
const counterMargin = 200;

/** Typing goes out at most this often; the other side shows it for a few seconds each time. */
export const typingSignalIntervalMs = 3_000;

/** The text to send (trimmed, as the server stores it), or null when there is nothing to send. */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  return text.length === 0 || text.length > limits.messageMaxLength ? null : text;
}

export function lengthCounter(draft: string): string | null {
  if (draft.length < limits.messageMaxLength - counterMargin) return null;
  return `${draft.length.toLocaleString('en-US')} / ${limits.messageMaxLength.toLocaleString('en-US')}`;
}

export function shouldSignalTyping(draft: string, lastSignalAt: number, now: number): boolean {
  return draft.trim().length > 0 && now - lastSignalAt >= typingSignalIntervalMs;
}

/** Enter sends; Shift+Enter makes a new line; Enter that confirms an input method's word does neither. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
