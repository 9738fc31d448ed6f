import { grammarWords, stem, unsaidWords, wordsOf } from '../../concierge/honesty.ts';
import { reasonLength } from '../engine/write-reason.ts';

/**
 * Whether a reason an LLM wrote may be shown: it must speak to the viewer, add no fact to what it
 * was given (the two names and the dossier items the engine matched), and give neither guest what
 * the other wrote. The check is on words, like the concierge's: every word of the reason is one of
 * the given facts' words (endings aside), a grammar word, or one of the few words below that
 * relate facts without stating any. It cannot see word order beyond that, so negations are not
 * among those words: "not" cannot turn a fact around.
 */

/** The same bound as the built-in writer's: a reason reads at a glance. */
export const reasonMaxLength = reasonLength;

/** What the model was given, by whose it is. */
export interface ReasonFacts {
  /** Every text the model was given (the draft too). */
  texts: readonly string[];
  viewerName: string | null;
  prospectName: string | null;
  /** The texts of the viewer's matched items, and of the prospect's. */
  viewerItems: readonly string[];
  prospectItems: readonly string[];
  /** The ideas the two sides' items share (the engine's concepts): either guest may be said to have them. */
  sharedIdeas: readonly string[];
}

/** Words that relate the facts to the viewer ("you both care about…", "could help you with…") and state nothing of their own. */
const relatingWords = [
  'you your yours yourself we us our it its one both each other others either too so than then there here where when what how why',
  'while because since if just only even more most some any all same similar also like such into about between through together',
  'common mutual do does can could may might will would should look looking seek seeking want wants need needs offer offers offering',
  'bring brings give gives help helps helping meet meeting talk share shares sharing match matches fit good great natural worth',
  'interest interests interested care cares someone something people person way ways exactly perhaps maybe well',
  // The tails of contractions ("you're", "she's", "you'll", "they've"); not "t", which ends negations.
  're s ll ve',
].join(' ');

/** Words that say nothing of anyone: neither guest's alone, whoever's items they are in. */
const nobodysWords = new Set([...grammarWords, ...relatingWords.split(' ')]);
const secondPerson = new Set(['you', 'your', 'yours', 'yourself']);
const genderedPronouns = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);
/** Words that name the other guest as the one who does or has what follows ("they look for…", "their portfolio"). */
const prospectPronouns = new Set(['they', 'their', 'theirs', 'themselves', ...genderedPronouns]);
/** Words after which what follows is the two guests' together ("you both care about…", "together"). */
const bothWords = new Set('both we us our together each mutual common share shares sharing'.split(' '));
/** Verbs after which "you" receives what the other gives ("offers you seed funding"): it does not make what follows the viewer's. */
const givingVerbs = new Set('offer offers offering give gives giving bring brings show shows teach teaches'.split(' '));
/** Where one clause ends and another begins: what a clause says after one of these may be of someone else. */
const clauseBreaks = /[,.;:!?()"“”—–]+/;
const clauseWords = new Set('and but while whereas which who whom whose that so because since as where when or yet if'.split(' '));

type Subject = 'viewer' | 'prospect' | 'both';

/**
 * The words of the reason that are one guest's alone (in their items only, not in the other's or a
 * shared idea) yet said of the other. In each clause, what follows a mention of someone ("you",
 * "your", "Dana", "their", "you both") is taken to be theirs until the next mention; words before a
 * clause's first mention are left alone ("Angel investment is just what you need"). So "You offer
 * angel investment, and Dana looks for seed funding" is caught both ways.
 */
function misattributedWords(text: string, facts: ReasonFacts): string[] {
  const stems = (texts: readonly string[]) => new Set(texts.flatMap(wordsOf).map(stem));
  const viewerStems = stems(facts.viewerItems);
  const prospectStems = stems(facts.prospectItems);
  const sharedStems = stems(facts.sharedIdeas);
  // A word of both names ("Dana Lee" and "Dana Park") names neither.
  const viewerNameWords = wordsOf(facts.viewerName ?? '');
  const prospectNameWords = wordsOf(facts.prospectName ?? '');
  const viewerNames = new Set(viewerNameWords.filter((word) => !prospectNameWords.includes(word)));
  const prospectNames = new Set(prospectNameWords.filter((word) => !viewerNameWords.includes(word)));
  const ownerOf = (word: string): Subject | null => {
    const wordStem = stem(word);
    if (nobodysWords.has(word) || sharedStems.has(wordStem) || viewerNameWords.includes(word) || prospectNameWords.includes(word))
      return null;
    const viewers = viewerStems.has(wordStem);
    const prospects = prospectStems.has(wordStem);
    if (viewers === prospects) return null;
    return viewers ? 'viewer' : 'prospect';
  };

  /** Whom a word mentions, or where a new clause begins; null for any other word. */
  const mentionOf = (word: string, previous: string): Subject | 'clause' | null => {
    if (clauseWords.has(word)) return 'clause';
    if (bothWords.has(word)) return 'both';
    if (secondPerson.has(word)) return word === 'you' && givingVerbs.has(previous) ? null : 'viewer';
    if (viewerNames.has(word)) return 'viewer';
    if (prospectPronouns.has(word) || prospectNames.has(word)) return 'prospect';
    return null;
  };
  // "Founders raising their seed round": a pronoun in someone's own item is part of what they wrote, not a mention of the other.
  const ownWords = { viewer: new Set(facts.viewerItems.flatMap(wordsOf)), prospect: new Set(facts.prospectItems.flatMap(wordsOf)) };

  const misattributed: string[] = [];
  for (const clause of text.split(clauseBreaks)) {
    // Declared wide: assigned only inside the loop, a narrowed `null` would confuse the checker.
    let subject = null as Subject | null;
    let previous = '';
    for (const word of wordsOf(clause)) {
      const own = (subject === 'viewer' || subject === 'prospect') && ownWords[subject].has(word);
      const mention: Subject | 'clause' | null = own ? null : mentionOf(word, previous);
      if (mention === 'clause') subject = null;
      else if (mention) subject = mention;
      else {
        const owner = ownerOf(word);
        if (owner && (subject === 'viewer' || subject === 'prospect') && owner !== subject) misattributed.push(word);
      }
      previous = word;
    }
  }
  return misattributed;
}

/**
 * Why `reason` may not be shown, in words that quote neither it nor the guests (so it can be
 * logged), or null when it may.
 */
export function reasonProblem(reason: string, facts: ReasonFacts): string | null {
  const text = reason.trim();
  if (!text) return 'the reason is empty';
  if (text.length > reasonMaxLength) return `the reason is longer than ${reasonMaxLength} characters`;
  const words = wordsOf(text);
  if (!words.some((word) => secondPerson.has(word))) return 'the reason does not speak to the viewer';
  const factWords = new Set(facts.texts.flatMap(wordsOf));
  // A name says nothing of a gender: a pronoun must come from the facts themselves.
  if (words.some((word) => genderedPronouns.has(word) && !factWords.has(word))) return 'the reason guesses a gender';
  // honesty.ts checks a dossier's text against what a guest said; the reason is checked as the "about" of one.
  const invented = unsaidWords({ headline: '', about: text, lookingFor: [], canOffer: [], topics: [] }, [...facts.texts, relatingWords]);
  if (invented.length > 0) return `the reason uses ${invented.length} word(s) found in no fact it was given`;
  const misattributed = misattributedWords(text, facts).length;
  if (misattributed > 0) return `the reason says ${misattributed} word(s) of one guest's items of the other`;
  return null;
}
