import { smallTalkWords, vaguePhrases } from './lexicon.ts';
import type { Sentence, Token } from './nlp.ts';
import { termsOf } from './phrases.ts';

/**
 * Text that tries to steer the concierge rather than answer it. Such a sentence is never obeyed and
 * never copied into the dossier: it only makes the answer thin. Each pattern is bounded, so a long
 * answer is read in linear time.
 */
const instructionPatterns = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b[^.!?\n]{0,40}\b(instructions?|rules|prompts?|guidelines|directions|programming|system|everything (above|before))\b/,
  /\byou are now\b|\byou're now\b|\bfrom now on,? (you|act|respond|answer|reply)\b|\bact as (a|an|my|the)\b|\bpretend (to be|you)\b/,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak|\bdo anything now\b|\bnew instructions?\b|\bprompt injection\b/,
  /\b(reveal|show|print|repeat|tell me|output)\b[^.!?\n]{0,20}\b(your|the) (system |initial |original )?(prompt|instructions)\b/,
  /<\|[a-z_]+\|>|\[\/?inst\]|<\/?(system|assistant)>|^\s*(system|assistant)\s*:/,
];

export function isInstruction(text: string): boolean {
  const lower = text.toLowerCase();
  return instructionPatterns.some((pattern) => pattern.test(lower));
}

const questionOpeners = new Set([
  'what',
  'why',
  'how',
  'who',
  'where',
  'when',
  'which',
  'can',
  'could',
  'do',
  'does',
  'is',
  'are',
  'will',
  'would',
]);
const secondPerson = new Set(['you', 'your', 'yours', 'yourself', 'u', 'ur']);
const firstPerson = new Set(['i', 'me', 'my', 'we', 'our', 'us', "i'm", 'im', 'myself']);

/** "Why do you need this?", "What's the weather?": a question to the concierge, not an answer. */
export function isQuestionToConcierge(sentence: Sentence): boolean {
  if (!sentence.some((token) => token.normal === '?')) return false;
  if (sentence.some((token) => secondPerson.has(token.normal))) return true;
  return questionOpeners.has(sentence[0]?.normal ?? '') && !sentence.some((token) => firstPerson.has(token.normal));
}

/** Small talk, or words addressed to the concierge rather than about the guest. */
export function isOffTopic(tokens: readonly Token[]): boolean {
  const mentionsSelf = tokens.some((token) => firstPerson.has(token.normal));
  // "are you a bot?" speaks to the concierge; "boat trips if you want", "a class for ur team" offer something to the reader.
  const addressed = tokens.findIndex((token) => secondPerson.has(token.normal));
  const namedBefore = tokens.slice(0, Math.max(addressed, 0)).some((token) => token.pos === 'NOUN' && termsOf([token]).length > 0);
  if (!mentionsSelf && addressed >= 0 && !namedBefore) return true;
  const terms = termsOf(tokens);
  if (terms.length === 0) return false;
  // "bathroom fitters", "food bank", "coffee roasting": a small-talk word before a noun names a trade, not small talk.
  const modifiers = new Set(
    tokens.filter((token, index) => smallTalkWords.has(token.normal) && tokens[index + 1]?.pos === 'NOUN').map((token) => token.normal),
  );
  const smallTalk = terms.filter((term) => smallTalkWords.has(term) && !modifiers.has(term)).length;
  return smallTalk * 2 >= terms.length;
}

/**
 * Small words of the languages guests most often write in besides English (French, Spanish,
 * German, Italian, Portuguese, Dutch), leaving out those that are English words too ("die", "son").
 */
const foreignWords = new Set(
  `je suis et les des une est chez pour avec dans que qui nous vous mais très aussi sur
   yo soy y el los las con por para una es estoy mi muy pero también del al
   ich bin und der das ein eine mit für nicht ist auch wir sind aber sehr bei von zu
   sono il di che non per della sono anche ma molto
   eu sou um uma com não também mas muito
   ik ben een het en van niet ook maar wij zijn bij`.split(/\s+/),
);

/** Text in another script, or in a Latin-script language other than English (more of its small words than English ones). */
export function looksNonEnglish(text: string, sentences: readonly Sentence[]): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (letters >= 3 && latin * 2 < letters) return true;
  let english = 0;
  let foreign = 0;
  for (const sentence of sentences) {
    for (const token of sentence) {
      if (token.type !== 'word') continue;
      if (foreignWords.has(token.normal)) foreign += 1;
      else if (token.stop) english += 1;
    }
  }
  return foreign >= 2 && foreign > english && !sentences.some(hasEnglishPart);
}

/** "Soy tejedora": a stretch with a small word of another language and none of English. */
export function inAnotherLanguage(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => token.type === 'word');
  return words.some((token) => foreignWords.has(token.normal)) && !words.some((token) => token.stop && !foreignWords.has(token.normal));
}

/** Past this many of its small words and none of another language's, a part of a message is English. */
const englishPartWords = 2;

/**
 * "Soy tejedora, I weave rugs with natural dyes, en Teotitlán": a guest who switches language
 * mid-message still says something in English, and that part is read.
 */
function hasEnglishPart(sentence: Sentence): boolean {
  let english = 0;
  let foreign = 0;
  for (const token of [...sentence, undefined]) {
    if (!token || token.type === 'punctuation') {
      if (english >= englishPartWords && foreign === 0) return true;
      english = 0;
      foreign = 0;
    } else if (token.type === 'word') {
      if (foreignWords.has(token.normal)) foreign += 1;
      else if (token.stop) english += 1;
    }
  }
  return false;
}

const politeness = /\b(please|pls|thanks|thank you|thx|sorry|ok|okay|um|uh|hmm|well|just|i think|lets|let's)\b/g;

/** Lower case, apostrophes straightened, punctuation and politeness removed: how short answers are compared. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}'/ ]+/gu, ' ')
    .replace(politeness, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function hasVaguePhrase(text: string): boolean {
  const normal = ` ${normalise(text)} `;
  return vaguePhrases.some((phrase) => normal.includes(` ${phrase} `)) || /\b(idk|dunno|whatever|anything|anyone)\b/.test(normal);
}
