import { conciergeReplies } from '../../../../shared/api/concierge.ts';
import { replyExamples } from './reply-examples.ts';
import type { ReplyContext, ReplyExample, ReplyIntent } from './reply-intent.ts';
import { trainedOnce, trainExampleReader } from './example-reader.ts';
import { wordsOf } from './text-classifier.ts';

export interface ReplyReading {
  intent: ReplyIntent;
  /** How sure the reader is, 0–1: below `confidentEnough` the interviewer checks with the guest instead of acting. */
  confidence: number;
}

/** Below this, a reply to a summary is not acted on: the concierge says what it understood and asks. */
export const confidentEnough = 0.6;

/** Intents that mean the same whatever was asked: a "pass" or a "why?" reads alike after a question and after a summary. */
const sharedIntents: ReadonlySet<ReplyIntent> = new Set(['skip', 'unsure', 'question']);

/** What the chat's buttons send: read for what they are, never guessed. */
const buttons: ReadonlyMap<string, ReplyIntent> = new Map([
  [conciergeReplies.confirm.toLowerCase(), 'yes'],
  [conciergeReplies.saveAsIs.toLowerCase(), 'yes'],
  [conciergeReplies.change.toLowerCase(), 'no'],
  [conciergeReplies.skip.toLowerCase(), 'skip'],
]);

/** Trains the reader of one context on `examples` (those of the other context lend it their skips, "not sure"s and questions). */
export function trainReplyReader(context: ReplyContext, examples: readonly ReplyExample[]): (text: string) => ReplyReading {
  const own = examples.filter((example) => example.context === context || sharedIntents.has(example.intent));
  const read = trainExampleReader(
    own.map((example) => ({ text: example.text, label: example.intent })),
    { epochs: 60, vocabularyTexts: examples.map((example) => example.text) },
  );
  return (text) => {
    const { label, confidence } = read(text);
    return { intent: label, confidence };
  };
}

const readers = {
  summary: trainedOnce(() => trainReplyReader('summary', replyExamples)),
  question: trainedOnce(() => trainReplyReader('question', replyExamples)),
};

/** Trains both readers now (once per process), rather than on the first reply. */
export function prepareReplyReaders(): void {
  readers.summary.prepare();
  readers.question.prepare();
}

/**
 * What a guest's reply means: after a summary or a check, yes / no / change / skip / unsure /
 * question; after a question, answer / skip / unsure / question. Learned from examples
 * (`reply-examples.ts`, trained on first use, once per process), so it reads wordings, typos and
 * emoji it never saw; `confidence` says how sure it is.
 */
export function readReply(text: string, context: ReplyContext): ReplyReading {
  const button = buttons.get(text.trim().toLowerCase());
  if (button) return { intent: button, confidence: 1 };
  if (wordsOf(text).length === 0) return { intent: context === 'summary' ? 'unsure' : 'skip', confidence: 0 };
  return readers[context].read(text);
}
