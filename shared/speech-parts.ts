/**
 * Cuts a concierge message into the parts it is spoken in, so the first part can play while the
 * next ones are synthesized: sentences, a very short one merged into the next ("Thanks! What do
 * you do?" is one part), a very long one split at a comma or a space. Pure; the server numbers the
 * parts of `GET …/speech/{part}` with it and the web asks for them in order.
 */

/** A sentence shorter than this is spoken together with the next one. */
export const speechPartMinLength = 24;
/** A part never runs longer than this, so the first sound never waits for a whole paragraph. */
export const speechPartMaxLength = 220;

/**
 * Sentences, each with the punctuation that ends it: an end mark counts only before a space or the
 * end ("2.5 million" and "tandem.events" stay whole); a line break ends a sentence too.
 */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["')\]]*)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Splits a long sentence at the last comma-like mark (else space) before the limit. */
function splitLong(sentence: string): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > speechPartMaxLength) {
    const window = rest.slice(0, speechPartMaxLength + 1);
    const pause = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(': '), window.lastIndexOf(' – '));
    const cut = pause > speechPartMinLength ? pause + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : speechPartMaxLength;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

export function speechParts(text: string): string[] {
  const parts: string[] = [];
  let pending = '';
  for (const sentence of sentences(text)) {
    const joined = pending ? `${pending} ${sentence}` : sentence;
    if (joined.length < speechPartMinLength) {
      pending = joined;
      continue;
    }
    // Merging a short sentence into a long one must not make the part too long.
    if (pending && joined.length > speechPartMaxLength) parts.push(pending);
    parts.push(...splitLong(pending && joined.length > speechPartMaxLength ? sentence : joined));
    pending = '';
  }
  if (pending) {
    // A short last sentence joins the part before it when there is room.
    const last = parts.at(-1);
    if (last !== undefined && last.length + 1 + pending.length <= speechPartMaxLength) parts[parts.length - 1] = `${last} ${pending}`;
    else parts.push(pending);
  }
  return parts;
}
