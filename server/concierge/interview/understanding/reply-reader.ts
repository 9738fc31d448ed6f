import { conciergeReplies } from '../../../../shared/api/concierge.ts';
import type { Ranked } from './calibration.ts';
import { trainedOnce, trainExampleReader } from './example-reader.ts';
import { ExampleVocabulary } from './example-vocabulary.ts';
import { withMeaning } from './with-meaning.ts';
import replyMeaningModels from './reply-meaning-model.json' with { type: 'json' };
import { replyExamples } from './reply-examples.ts';
import { readOpeningWords, readReplyWords } from './reply-words.ts';
import type { ReplyContext, ReplyExample, ReplyIntent } from './reply-intent.ts';
import { wordsOf } from './text-classifier.ts';
import { rankedByVector, trainVectorModel, type VectorModel } from './vector-classifier.ts';

export interface ReplyReading {
  intent: ReplyIntent;
  /** How sure the reader is, 0–1: below `confidentEnough` the interviewer checks with the guest instead of acting. */
  confidence: number;
}

/** A reader of one context: the reply's text and, when it was encoded before the turn, its sentence vector. */
export type ReplyReader = (text: string, meaning?: Float32Array) => ReplyReading;

/** Below this, a reply to a summary is not acted on: the concierge says what it understood and asks. */
export const confidentEnough = 0.6;
/** How sure a reading from the table of set phrases in other languages is: sure enough to act on, not certain. */
const wordsConfidence = 0.9;

/** Intents that mean the same whatever was asked: a "pass" or a "why?" reads alike after a question and after a summary. */
const sharedIntents: ReadonlySet<ReplyIntent> = new Set(['skip', 'unsure', 'question']);

/** What the chat's buttons send: read for what they are, never guessed. */
const buttons: ReadonlyMap<string, ReplyIntent> = new Map([
  [conciergeReplies.confirm.toLowerCase(), 'yes'],
  [conciergeReplies.saveAsIs.toLowerCase(), 'yes'],
  [conciergeReplies.change.toLowerCase(), 'no'],
  [conciergeReplies.skip.toLowerCase(), 'skip'],
]);

/** The examples a context's readers learn from: its own, and the other context's skips, "not sure"s and questions (unless said to be its own only). */
function examplesOf(context: ReplyContext, examples: readonly ReplyExample[]): ReplyExample[] {
  return examples.filter(
    (example) => example.context === context || (sharedIntents.has(example.intent) && example.ownContextOnly !== true),
  );
}

function trainWordReader(context: ReplyContext, examples: readonly ReplyExample[]): (text: string) => Ranked<ReplyIntent>[] {
  const read = trainExampleReader(
    examplesOf(context, examples).map((example) => ({ text: example.text, label: example.intent })),
    { epochs: 60, vocabularyTexts: examples.map((example) => example.text) },
  );
  return (text) => read(text).ranking;
}

/**
 * The model of what a reply means as a whole, from its sentence vector (`vectorOf` gives each
 * example's). Trained by `scripts/build-meaning-models.ts` into `reply-meaning-model.json`,
 * as the encoder is asynchronous and slow to run over every example at start.
 */
export function trainReplyMeaningModel(
  context: ReplyContext,
  examples: readonly ReplyExample[],
  vectorOf: (example: ReplyExample) => Float32Array,
): VectorModel<ReplyIntent> {
  return trainVectorModel(
    examplesOf(context, examples).map((example) => ({ vector: vectorOf(example), label: example.intent })),
    { epochs: 40 },
  );
}

function readingOf(ranking: readonly Ranked<ReplyIntent>[]): ReplyReading {
  const best = ranking[0] as Ranked<ReplyIntent>;
  return { intent: best.label, confidence: best.probability };
}

/** A reader of one context from its two parts: the words' reader, and the model of sentence vectors when there is one. */
function readerOf(words: (text: string) => Ranked<ReplyIntent>[], meaningModel: VectorModel<ReplyIntent> | null): ReplyReader {
  return (text, meaning) => {
    const wordRanking = words(text);
    if (!meaning || !meaningModel) return readingOf(wordRanking);
    return readingOf(withMeaning(wordRanking, rankedByVector(meaningModel, meaning)));
  };
}

/** Trains the reader of one context on `examples`, with `meaningModel` to read sentence vectors when given. */
export function trainReplyReader(
  context: ReplyContext,
  examples: readonly ReplyExample[],
  meaningModel: VectorModel<ReplyIntent> | null = null,
): ReplyReader {
  return readerOf(trainWordReader(context, examples), meaningModel);
}

const wordReaders = {
  summary: trainedOnce(() => trainWordReader('summary', replyExamples)),
  question: trainedOnce(() => trainWordReader('question', replyExamples)),
};

const readers: Record<ReplyContext, ReplyReader> = {
  summary: readerOf(wordReaders.summary.read, replyMeaningModels.summary as VectorModel<ReplyIntent>),
  question: readerOf(wordReaders.question.read, replyMeaningModels.question as VectorModel<ReplyIntent>),
};

let exampleVocabulary: ExampleVocabulary | null = null;

/** Whether the reader knows a word: its examples (in English) use it as itself. */
function knowsWord(word: string): boolean {
  exampleVocabulary ??= new ExampleVocabulary(replyExamples.map((example) => example.text));
  return exampleVocabulary.knows(word);
}

/** Trains both readers now (once per process), rather than on the first reply. */
export function prepareReplyReaders(): void {
  wordReaders.summary.prepare();
  wordReaders.question.prepare();
}

/** Verbs of keeping or showing the dossier: saving it, posting it, letting it go live. */
const keepingVerbs =
  'save|saved|saving|keep|kept|store|stored|post|posted|publish|published|share|shared|upload|go live|going live|goes live|put (?:it|that|this) up|go up|goes up';
/** A refusal of the saving itself: "I'd sooner it wasn't kept", "please don't publish it". */
const refusesSaving = new RegExp(
  `\\b(?:don'?t|do not|didn'?t|did not|not|never|rather not|prefer not)\\b(?:\\s+[\\w']+){0,3}?\\s+(?:${keepingVerbs})\\b`,
  'i',
);
/** …said as a command ("don't save", "do not publish"): no praise before it makes it a yes. */
const forbidsSaving = new RegExp(`\\b(?:don'?t|do not|never)\\s+(?:${keepingVerbs})\\b`, 'i');
/** A bare refusal, thanks aside: "no thanks", "nope, no thank you", "I'd rather not". */
const bareRefusal = /^(?:(?:no|nope|nah|rather not|i'?d rather not)[\s,.!]*)+(?:(?:thanks|thank you|sorry)[\s,.!]*)*$/i;

/** Praise said by denying fault ("nothing I could fault", "couldn't quibble with a word"): a yes, though it holds a "not". */
const deniesFault =
  /\b(?:can'?t|cannot|couldn'?t|could not|won'?t|nothing to|no way to|hard to|wouldn'?t)\s+(?:\w+\s+)?(?:fault|argue|complain|quibble|object|disagree|improve|critici[sz]e|nitpick)\b/i;

/** "…yet", "not now": a refusal for the time being is a pass. */
const forNow = /\b(?:now|yet|later|tonight|tomorrow|today|moment)\b/i;

/** What follows a word of contrast: "…, except none of this is me", "… but it's not me". */
const contrasted = /(?:^|[\s,;.!—–-])(?:but|except|though|however|although)\s+(.+)$/i;

/**
 * What a guest's reply means: after a summary or a check, yes / no / change / skip / unsure /
 * question; after a question, answer / skip / unsure / question. Learned from examples
 * (`reply-examples.ts`): a reader of words (trained on first use, once per process) reads
 * wordings, typos and emoji it never saw, and the reply's sentence vector (`meaning`, from
 * `server/language/sentence-encoder.ts`), when given, adds what the phrase means as a whole;
 * `confidence` says how sure they are together. A short reply wholly in another language is read
 * by its set phrases (`reply-words.ts`). After a summary the reading is checked against what the
 * reply says of the dossier itself (`checkedAfterSummary`).
 */
export function readReply(text: string, context: ReplyContext, meaning?: Float32Array): ReplyReading {
  const button = buttons.get(text.trim().toLowerCase());
  if (button) return { intent: button, confidence: 1 };
  // A short reply wholly in another language ("keine Ahnung", "rien d'autre"): its set phrases say it.
  const inOwnLanguage = readReplyWords(text, context);
  if (inOwnLanguage) return { intent: inOwnLanguage, confidence: wordsConfidence };
  // "hayır, bu ben değilim": a set phrase first, then words no example of English holds.
  const opening = readOpeningWords(text, context, knowsWord);
  if (opening) return { intent: opening, confidence: wordsConfidence };
  if (wordsOf(text).length === 0) return { intent: context === 'summary' ? 'unsure' : 'skip', confidence: 0 };
  const reading = readers[context](text, meaning);
  return context === 'summary' ? checkedAfterSummary(text, reading) : reading;
}

/**
 * A reading of a reply to a summary, checked against what the reply says of the dossier itself:
 * declining to have it kept is a no, not a pass ("I'd rather not go through it now" is a pass);
 * praise said by denying fault is a yes; and praise before a word of contrast does not make a
 * refusal after it a yes.
 */
function checkedAfterSummary(text: string, reading: ReplyReading): ReplyReading {
  const passed = reading.intent === 'skip' || reading.intent === 'unsure';
  const plain = text.trim().replace(/’/g, "'");
  const declines = (passed && (refusesSaving.test(plain) || bareRefusal.test(plain))) || forbidsSaving.test(plain);
  if (declines && reading.intent !== 'no' && !forNow.test(text)) return { intent: 'no', confidence: wordsConfidence };
  // Only a bare denial: "can't fault the wording, but it's not me" is a refusal.
  const praised = deniesFault.test(plain) && !contrasted.test(plain);
  if (praised && (reading.intent === 'no' || passed)) return { intent: 'yes', confidence: wordsConfidence };
  if (reading.intent !== 'yes') return reading;
  const after = contrasted.exec(text)?.[1];
  if (!after || wordsOf(after).length === 0) return reading;
  const part = readers.summary(after);
  return part.intent === 'no' && part.confidence >= confidentEnough ? part : reading;
}
