/**
 * Splits message text into plain parts and web links. Only http(s) addresses become links (never
 * `javascript:` or the like); punctuation that ends a sentence stays out of the link.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"]+/gi;
const trailingPunctuation = /[.,;:!?'")\]}]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = trimUnbalanced(match[0].replace(trailingPunctuation, ''), match[0]);
    const start = match.index;
    if (start > position) parts.push({ kind: 'text', text: text.slice(position, start) });
    parts.push({ kind: 'link', text: url, href: url });
    position = start + url.length;
  }
  if (position < text.length) parts.push({ kind: 'text', text: text.slice(position) });
  return parts;
}

/** Keeps a closing parenthesis that belongs to the address, as in Wikipedia's `Foo_(bar)`. */
function trimUnbalanced(trimmed: string, original: string): string {
  const opens = (trimmed.match(/\(/g) ?? []).length;
  const closes = (trimmed.match(/\)/g) ?? []).length;
  if (opens > closes && original.length > trimmed.length && original.charAt(trimmed.length) === ')') return `${trimmed})`;
  return trimmed;
}
