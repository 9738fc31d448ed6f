/**
 * The two short replies read by pattern, after a dossier is saved: "Tell me more" (the button, and
 * what people type instead) and thanks. Every other reply is read for its meaning
 * (`understanding/reply-reader.ts`).
 */

function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/👍|✅|👌/gu, ' yes ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const deepen = /\b(?:tell me more|ask me more|more questions|go deeper|dig deeper|deepen|add more|ask more|keep going|let'?s continue)\b/;

const thanks = /^(?:thanks|thank you|thx|ty|cheers|cool|nice|awesome|great|perfect|ok|okay|bye|goodbye|see you|got it)(?: .{0,20})?$/;

/** "Tell me more" and its equivalents, in a short message (a long one is read as a change request). */
export function isDeepenRequest(text: string): boolean {
  const words = plain(text);
  return words.split(' ').length <= 8 && deepen.test(words);
}

export function isThanks(text: string): boolean {
  return thanks.test(plain(text));
}
