import { limits } from '../../../../shared/limits.ts';
import { analyse, textOf, type Token } from '../nlp.ts';
import { controlWords, type Entry } from './correction-reading.ts';
import { quotedSpans } from './quoted.ts';
import { remembered } from './remembered.ts';
import { oneEditApart } from './spelling.ts';

/**
 * Rewordings in a change request: "it's pre-seed, not seed", "change "tech" to "edtech"",
 * "social media -> Instagram strategy", "I'm a consultant, not a registrar", and a new headline
 * ("headline: Farmer and angel investor"). Pure.
 */

export interface Rewording {
  /** The words to replace, as they stand in an item or the headline. */
  from: string;
  to: string;
  /** Said as who the guest is ("I'm a bricklayer, not a software engineer"): a headline it fits is replaced whole. */
  identity: boolean;
}

const quote = `["'“”‘’]?`;
const item = `${quote}(.+?)${quote}`;
const prefix = `(?:it'?s|its|it is|is|are|that'?s|they'?re|(?:it |this |that )?should (?:be|say|read))?\\s*`;
const arrow = new RegExp(`${item}\\s*→\\s*${item}$`, 'i');
/** Each pattern captures the old words and the new, in the order `order` says. */
const patterns: readonly [RegExp, 'old-new' | 'new-old', boolean][] = [
  // First: "I'm a bricklayer, not a software engineer, where did that come from" says who the guest is, whatever follows.
  [
    new RegExp(`(?:i'?m|i am|we'?re|we are)\\s+(?:a |an |the )?${item},?\\s+(?:and\\s+)?not\\s+(?:a |an |the )?${item}(?:,|$)`, 'i'),
    'new-old',
    true,
  ],
  [
    new RegExp(
      `(?:change|replace|rename|switch|correct|update|swap)\\s+(?:the\\s+|my\\s+)?${item}\\s+(?:to|with|into|for|by|→)\\s+${item}$`,
      'i',
    ),
    'old-new',
    false,
  ],
  [arrow, 'old-new', false],
  [new RegExp(`${item}\\s+(?:should|shoud|shud|shuold|shoudl|sould|must|needs? to) (?:be|say|read)\\s+${item}$`, 'i'), 'old-new', false],
  [new RegExp(`make\\s+${item}\\s+more specific\\s*:?\\s*${item}$`, 'i'), 'old-new', false],
  [new RegExp(`instead of\\s+${item},?\\s+(?:put|use|say|write|add|have)\\s+${item}$`, 'i'), 'old-new', false],
  [
    new RegExp(`^(?:it'?s|its|it is|they'?re)?\\s*not\\s+(?:a |an |the )?${item},\\s*(?:it'?s|its|they'?re|but|rather)?\\s*${item}$`, 'i'),
    'old-new',
    false,
  ],
  [new RegExp(`${prefix}${item},?\\s+not\\s+(?:a |an |the )?${item}(?:,|$)`, 'i'), 'new-old', false],
  [new RegExp(`not\\s+(?:a |an |the )?${item},?\\s+(?:but|rather)\\s+(?:a |an |the )?${item}$`, 'i'), 'old-new', false],
  [new RegExp(`${item}\\s+(?:instead of|rather than)\\s+(?:a |an |the )?${item}$`, 'i'), 'new-old', false],
];

/** Two quoted phrases and the words between them: "X" instead of / rather than / not "Y", change "Y" to "X", not "Y", "X". */
function quotedPair(clause: string): { from: string; to: string } | null {
  const found = quotedSpans(clause);
  if (found.length !== 2) return null;
  const [first, second] = found.map((span) => cleaned(span.text)) as [string, string];
  const between = clause.slice(found[0]?.end ?? 0, found[1]?.start ?? 0).toLowerCase();
  const before = clause.slice(0, found[0]?.start ?? 0).toLowerCase();
  // "take out the partner, and "GPs" should be …": a pair after another request is that request's neighbour, read as its own clause.
  if (before.split(/\s+/).filter(Boolean).length > 3) return null;
  if (/\b(?:instead of|rather than|not)\b/.test(between)) return { from: second, to: first };
  if (/\b(?:to|with|into|for|by|be|become|say|read)\b|→/.test(between) || /\bnot\b/.test(before)) return { from: first, to: second };
  return null;
}

const trailingNoise =
  /\s+(?:in|under|on|for|from)\s+(?:my\s+|the\s+|[a-zà-ÿ]{2,5}\s+)?(?:topics?|headline|title|looking[- ]for|offers?|what i (?:can )?offer)(?:\s+(?:bit|part|section|list|side|one))?$|\s+(?:please|pls|plz|thanks|thank you|lol|haha|now|too|specifically|exactly|instead|only|then)$/i;

export function cleaned(text: string): string {
  let result = text.trim();
  for (let previous = ''; previous !== result;) {
    previous = result;
    result = result
      .replace(/^["'“”‘’(]+|["'“”‘’).,!?]+$/g, '')
      .replace(trailingNoise, '')
      .replace(
        /^(?:the|my|a|an|actually|almost|close|nearly|just|i meant|i ment|i mean|meant|it'?s|its|it is|is|are|typo:?|yes|yeah|no|oh|sorry|ok|okay|please|make it|um+|uh+|erm?|(?:rename|change|reword|call) (?:it )?(?:to|as)|call it|let'?s (?:say|call it|make it))[\s,:!]+/i,
        '',
      )
      // "we need pastry cooks", "I said literary publishers", "we're raising pre-seed": the speaker and their verb say who wants it, not what.
      .replace(/^(?:i|we)(?:'m|'re| am| are)?\s+(?:need|want|said|say|meant|mean|do|offer|raising|looking for|after)\s+/i, '')
      // "you forgot morris dancing", "you missed out X": what the concierge left out is what is added.
      .replace(
        /^(?:you|y'all|u|ya)\s+(?:forgot|missed|left out|skipped|dropped)(?:\s+out)?(?:\s+to\s+(?:add|mention|put|include))?\s+/i,
        '',
      )
      // "(can u) put heritage skills under topics": the verb of adding is no part of what is added.
      .replace(/^(?:(?:u|you)\s+)?(?:also\s+)?(?:put|add|include|insert)\s+(?:in\s+)?/i, '')
      .trim();
  }
  return result;
}

/** The pattern of `words` standing whole in a text, built once per wording: readings test the same few wordings again and again. */
const wholeWordPatterns = remembered(
  (words: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu'),
  2048,
);

export function containsWords(text: string, words: string): boolean {
  // Most texts do not hold the words at all: a plain search says so before the pattern is tried.
  return text.toLowerCase().includes(words.toLowerCase()) && wholeWordPatterns(words).test(text);
}

export function replaceWords(text: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'iu'), (_, before: string) => `${before}${to}`);
}

const maxWords = 8;
/** A new wording is never where the item goes: "first and rugby second" places two items ("second-hand press" is a wording). */
export const placingWords =
  /^(?:first|second|third|fourth|last|top|bottom|1st|2nd|3rd|4th)(?:\s*$|\s+(?:and|place|position|spot|in|on|of|please|pls)\b)/i;

/** Whether a wording names anything beyond where things go and what to do ("something I offer", "first" do not). */
function saysSomething(wording: string): boolean {
  return analyse(wording)
    .flat()
    .some((token) => (token.type === 'word' || token.type === 'number') && !token.stop && !controlWords.has(token.normal));
}

/**
 * Whether a new wording says a whole item again with its old words changed: "it's pruning days in
 * March, not February" rewords "pruning days in February" whole, not "February" alone.
 */
function saysWholeItem(text: string, from: string, to: string): boolean {
  const at = text.toLowerCase().indexOf(from.toLowerCase());
  const before = text.slice(0, at).trim().toLowerCase();
  const after = text
    .slice(at + from.length)
    .trim()
    .toLowerCase();
  const said = to.toLowerCase();
  return (before.length > 0 && said.startsWith(before)) || (after.length > 0 && said.endsWith(after));
}

/** The words of `text` that `said` spells with a typo or two ("hedge layng" in "hedge laying courses"), or null. */
function misspeltIn(text: string, said: string): string | null {
  const own = text.split(/\s+/);
  const wanted = said.toLowerCase().split(/\s+/);
  const alike = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && oneEditApart(a, b));
  for (let start = 0; start + wanted.length <= own.length; start += 1) {
    const span = own.slice(start, start + wanted.length);
    if (span.every((word, index) => alike(word.toLowerCase(), wanted[index] as string))) return span.join(' ');
  }
  return null;
}

/** The rewording a clause asks for, when its old words stand in an item or in the headline. */
export function rewordingOf(clause: string, entries: readonly Entry[], headline: string): Rewording | null {
  const texts = [...entries.map((entry) => entry.text), headline].filter(Boolean);
  const pair = quotedPair(clause);
  if (pair && texts.some((text) => containsWords(text, pair.from))) return { ...pair, identity: false };
  for (const [pattern, order, identity] of patterns) {
    const match = pattern.exec(clause.trim());
    if (!match) continue;
    const first = cleaned(match[1] ?? '');
    const second = cleaned(match[2] ?? '');
    const [from, said] = order === 'old-new' ? [first, second] : [second, first];
    // "AWS partners → Azure partners, wrong cloud": what follows a comma in lower case is a comment.
    // "… → Python help, I switched": so is a statement after a comma.
    // "… because that is who buys": the reason is no part of the wording.
    const to = cleaned(
      said.replace(/,\s+(?:\p{Ll}|(?:I|We|It|They|My|Our)\b).*$/u, '').replace(/\s+(?:because|cause|cos|since)\s.*$/i, ''),
    );
    if (!from || !to || from.toLowerCase() === to.toLowerCase() || to.split(/\s+/).length > maxWords) continue;
    // "Pruning should be something I offer", "sourdough should be first (and rugby second)": where or what, not a new wording.
    if (!saysSomething(to) || placingWords.test(to)) continue;
    // "2) 3PL partners → …", "also cargo bikes → …": the old words are the end of what stands before the arrow.
    const words = from.split(/\s+/);
    for (let start = 0; start < (pattern === arrow ? words.length : 1); start += 1) {
      const tail = words.slice(start).join(' ');
      const text = texts.find((own) => containsWords(own, tail));
      if (text) return { from: saysWholeItem(text, tail, to) ? text : tail, to, identity };
      // "hedge layng courses shuold be …": the old words as the item spells them.
      const spelt = texts.map((own) => misspeltIn(own, tail)).find((found) => found !== null);
      if (spelt) return { from: spelt, to, identity };
    }
  }
  return null;
}

const headlineMarker = /^(?:\s*[\p{L}']+){0,3}?\s*(?:\b(?:to|as|be|is|should be|shd be|read|reads|say|says|into|with)\b|:|=|-)\s*/iu;
const asks = /\b(?:change|set|make|update|replace|edit|put)\b/i;

/** The new headline in "change my headline to …", "headline should be …", "headline: …", from the clause's own text. */
export function headlineFrom(clause: string): string | null {
  const calledAt = /\bcall me\s+/i.exec(clause);
  if (calledAt) {
    const called = cleaned(clause.slice(calledAt.index + calledAt[0].length).replace(/\s+(?:instead|now|please|pls)\b.*$/i, ''));
    return called ? called.charAt(0).toUpperCase() + called.slice(1) : null;
  }
  const at = /\b(?:headline|title|tagline)\b/i.exec(clause);
  if (!at) return null;
  const after = clause.slice(at.index + at[0].length);
  // "put 'Potter, Leeds' as my title", "headline ‘Vet’ please": the quote is the headline, wherever it stands.
  const spans = quotedSpans(clause);
  const inQuotes = (spans.find((span) => span.start >= at.index) ?? spans[0])?.text;
  const marked = headlineMarker.exec(after);
  if (!inQuotes && !marked && !asks.test(clause.slice(0, at.index))) return null;
  // "headline needs to read: …": the verb of saying and its colon after the marker are no part of the headline.
  const said = after.slice(marked?.[0].length ?? 0).replace(/^(?:(?:read|reads|say|says|be|is)\s*)?[:=-]\s*/i, '');
  // "… Head cider maker, not cider maker": what the headline is no longer is no part of it.
  const text = (inQuotes ?? cleaned(said.replace(/,?\s+not\s.*$/i, ''))).slice(0, limits.dossierHeadlineMaxLength).trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/** Words that join a role to what it is of or where: "head of product at Chairside". */
const roleLinks = new Set(['of', 'at', 'for', 'in', '&', 'and']);
const isNoun = (token: Token | undefined) => token?.pos === 'NOUN' || token?.pos === 'PROPN';

/**
 * "I'm CTO at Haulio now", "I am a fast, fussy editor": who the guest says they are, as a
 * headline: from after "I'm" to the end of its noun phrase ("editor", "CTO at Haulio"); none when
 * no noun follows ("I'm freelance there").
 */
export function selfDescription(clause: string): string | null {
  const match = /\b(?:i'?m|im|i am|we'?re|we are)\s+(?:now\s+|actually\s+)?(?:a |an )?(.+)$/i.exec(clause);
  const said = (match?.[1] ?? '').split(/\s+(?:lol|haha|not|but|so|because)\b/i)[0]!;
  const tokens = analyse(said).flat();
  let end = tokens.findIndex(isNoun);
  if (end < 0) return null;
  for (;;) {
    while (isNoun(tokens[end + 1])) end += 1;
    if (!(roleLinks.has(tokens[end + 1]?.normal ?? '') && isNoun(tokens[end + 2]))) break;
    end += 2;
  }
  const text = cleaned(textOf(tokens.slice(0, end + 1)));
  if (!text || text.split(/\s+/).length > maxWords) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
