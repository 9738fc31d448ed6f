import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { conciergeReplies } from '../../shared/api/concierge.ts';
import type { DossierDocument, DossierItem } from '../../shared/api/dossier.ts';
import type { ConciergeBrain, TranscriptMessage } from '../../server/concierge/concierge-turn.ts';
import { guestsForTuning } from '../../server/concierge/interview/testing/guests-for-tuning.ts';
import type { CorrectionExample } from '../../server/concierge/interview/understanding/correction-example.ts';
import {
  choiceExamplesAside,
  choiceExamplesAsideLater,
} from '../../server/concierge/interview/understanding/correction-examples-choice.ts';
import { correctionExamples } from '../../server/concierge/interview/understanding/correction-examples.ts';
import { shapeExamplesAside, shapeExamplesAsideLater } from '../../server/concierge/interview/understanding/correction-examples-shapes.ts';
import { replyExamples } from '../../server/concierge/interview/understanding/reply-examples.ts';
import { replyExamplesAside } from '../../server/concierge/interview/understanding/reply-examples-aside.ts';
import {
  confidentEnough,
  readReply,
  trainReplyMeaningModel,
  trainReplyReader,
  type ReplyReading,
} from '../../server/concierge/interview/understanding/reply-reader.ts';
import { createSentenceEncoder } from '../../server/language/sentence-encoder.ts';
import { createOfflineBrain } from '../../server/concierge/offline-brain.ts';
import { interviewGuest } from '../guest-interview.ts';
import { chosenRound, ratio } from '../rounds.ts';
import { llmPathForEval } from './llm-path.ts';

/**
 * `npm run eval:concierge [-- round-N]`: the built-in concierge on a held-out set, written by
 * people who never read its code (eval/concierge/README.md). Scored once per round; a round is
 * never tuned on. `-- dev` scores what the method learns from instead (the reply examples, five
 * ways cross-validated, and the correction examples): the figures to work on. It prints:
 * - replies understood: yes / no / change / skip / unsure / question / answer, per intent;
 * - corrections done exactly: the right items moved, removed, added or reworded, nothing else;
 * - planted facts found in the right section, items that read as fragments, background (a
 *   story's scene) filed as items, and interviews finished within 8 guest turns.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const intents = ['yes', 'no', 'change', 'skip', 'unsure', 'question', 'answer'] as const;

const replySchema = z.object({
  context: z.enum(['summary', 'question']),
  prompt: z.string(),
  reply: z.string(),
  intent: z.enum(intents),
});
const plainDossierSchema = z.object({
  headline: z.string(),
  lookingFor: z.array(z.string()),
  canOffer: z.array(z.string()),
  topics: z.array(z.string()),
});
type PlainDossier = z.infer<typeof plainDossierSchema>;
const correctionSchema = z.object({ id: z.string(), before: plainDossierSchema, request: z.string(), after: plainDossierSchema });
const subjects = ['identity', 'event_goals', 'looking_for', 'can_offer', 'topics'] as const;
const guestSchema = z.object({
  id: z.string(),
  style: z.string(),
  guestName: z.string(),
  eventName: z.string(),
  answers: z.partialRecord(z.enum(subjects), z.array(z.string())),
  confirmation: z.string(),
  planted: z.partialRecord(z.enum(['headline', 'lookingFor', 'canOffer', 'topics']), z.array(z.string())),
  /** From round 11: words of the answers that set the scene, which no list item should carry. */
  background: z.array(z.string()).optional(),
});
type Guest = z.infer<typeof guestSchema>;

function load<T>(round: string, file: string, schema: z.ZodType<T>): T[] {
  const text = readFileSync(path.join(here, round, file), 'utf8');
  return z.array(schema).parse(JSON.parse(text));
}

type Reply = z.infer<typeof replySchema>;
type ReadReply = (reply: Reply) => ReplyReading;

function scoreReplies(replies: readonly Reply[], read: ReadReply, label = 'Replies understood'): void {
  let doubtful = 0;
  let doubtfulWrong = 0;
  let sureWrong = 0;
  const confusion = new Map<string, number>();
  const misses: string[] = [];
  const right = new Map<string, number>();
  for (const entry of replies) {
    const { intent, confidence } = read(entry);
    if (confidence < confidentEnough) doubtful += 1;
    if (intent !== entry.intent) {
      if (confidence < confidentEnough) doubtfulWrong += 1;
      else sureWrong += 1;
    }
    if (intent === entry.intent) right.set(entry.intent, (right.get(entry.intent) ?? 0) + 1);
    else {
      confusion.set(`${entry.intent} → ${intent}`, (confusion.get(`${entry.intent} → ${intent}`) ?? 0) + 1);
      misses.push(`  [${entry.context}] ${entry.intent} read as ${intent}: ${JSON.stringify(entry.reply)}`);
    }
  }
  const total = [...right.values()].reduce((sum, count) => sum + count, 0);
  console.log(`\n${label}: ${ratio(total, replies.length)}   (goal ≥ 0.95)`);
  for (const intent of intents) {
    const all = replies.filter((entry) => entry.intent === intent).length;
    if (all > 0) console.log(`  ${intent.padEnd(8)} ${ratio(right.get(intent) ?? 0, all)}`);
  }
  console.log(
    `  read below ${confidentEnough} confidence (after a summary the concierge asks back): ${doubtful}, ${doubtfulWrong} of them misread; misread above it: ${sureWrong}`,
  );
  if (confusion.size > 0) console.log(`  confusions: ${[...confusion].map(([pair, count]) => `${pair} ×${count}`).join(', ')}`);
  if (process.argv.includes('--misses')) console.log(misses.join('\n'));
}

const encoder = createSentenceEncoder();

/** The replies' sentence vectors by text, encoded a few hundred at a time. */
async function meaningsOf(texts: readonly string[]): Promise<Map<string, Float32Array>> {
  const meanings = new Map<string, Float32Array>();
  for (let start = 0; start < texts.length; start += 200) {
    const chunk = texts.slice(start, start + 200);
    (await encoder.encode(chunk)).forEach((vector, index) => meanings.set(chunk[index] as string, vector));
  }
  return meanings;
}

/** Replies read as the concierge reads them: by their words and their sentence vectors. */
async function readWithMeaning(replies: readonly Reply[]): Promise<ReadReply> {
  const meanings = await meaningsOf(replies.map((reply) => reply.reply));
  return (reply) => readReply(reply.reply, reply.context, meanings.get(reply.reply));
}

/** The reply examples, each read by readers (of words and of sentence vectors) trained on the other four fifths. */
async function crossValidated(): Promise<{ replies: Reply[]; read: ReadReply }> {
  const folds = 5;
  const meanings = await meaningsOf(replyExamples.map((example) => example.text));
  const vectorOf = (example: { text: string }) => meanings.get(example.text) as Float32Array;
  const readers = Array.from({ length: folds }, (_, fold) => {
    const training = replyExamples.filter((_, index) => index % folds !== fold);
    return {
      summary: trainReplyReader('summary', training, trainReplyMeaningModel('summary', training, vectorOf)),
      question: trainReplyReader('question', training, trainReplyMeaningModel('question', training, vectorOf)),
    };
  });
  const replies = replyExamples.map((example) => ({ context: example.context, prompt: '', reply: example.text, intent: example.intent }));
  const fold = new Map(replies.map((reply, index) => [reply, index % folds]));
  return {
    replies,
    read: (reply) => (readers[fold.get(reply) ?? 0] as (typeof readers)[number])[reply.context](reply.reply, meanings.get(reply.reply)),
  };
}

const item = (text: string): DossierItem => ({ text, sourceMessageIds: ['g0'] });

function documentOf(plain: PlainDossier): DossierDocument {
  return {
    headline: plain.headline,
    about: '',
    lookingFor: plain.lookingFor.map(item),
    canOffer: plain.canOffer.map(item),
    topics: plain.topics.map(item),
  };
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/^(?:a|an|the)\s+/, '')
    .replace(/[.,;:!"'“”]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const sections = ['lookingFor', 'canOffer', 'topics'] as const;

const comparableList = (items: readonly { text: string }[] | readonly string[]) =>
  items.map((entry) => comparable(typeof entry === 'string' ? entry : entry.text));

/**
 * Whether a section's expected list holds the items it held before in another order: the request
 * asked for that order, so the section compares in order. Else lists compare as sets.
 */
function orderAsked(before: readonly string[], after: readonly string[]): boolean {
  const was = comparableList(before);
  const now = comparableList(after);
  return was.join('|') !== now.join('|') && [...was].sort().join('|') === [...now].sort().join('|');
}

function sameDossier(document: DossierDocument, expected: PlainDossier, before?: PlainDossier): boolean {
  const list = (items: readonly { text: string }[] | readonly string[], inOrder: boolean) => {
    const texts = comparableList(items);
    return (inOrder ? texts : texts.sort()).join('|');
  };
  return (
    comparable(document.headline) === comparable(expected.headline) &&
    sections.every((section) => {
      const inOrder = before !== undefined && orderAsked(before[section], expected[section]);
      return list(document[section], inOrder) === list(expected[section], inOrder);
    })
  );
}

type CorrectionCase = z.infer<typeof correctionSchema>;

async function scoreCorrections(
  corrections: readonly CorrectionCase[],
  brain: ConciergeBrain,
  label = 'Corrections done exactly',
): Promise<void> {
  let exact = 0;
  const misses: string[] = [];
  for (const { id, before, request, after } of corrections) {
    const proposal = documentOf(before);
    const transcript: TranscriptMessage[] = [
      {
        id: 'c1',
        sequence: 1,
        from: 'concierge',
        text: "Here's the dossier I'd write from what you told me. Does it look right?",
        concierge: {
          step: 'summary',
          subject: null,
          quickAnswers: [conciergeReplies.confirm, conciergeReplies.change],
          canSkip: false,
          proposal,
        },
      },
      { id: 'g2', sequence: 2, from: 'guest', text: request, concierge: null },
    ];
    const turn = await brain.nextTurn({ transcript, context: { guestName: 'Guest', eventName: 'The event', document: null } });
    const result = turn.reply.concierge.step === 'summary' ? turn.reply.concierge.proposal : null;
    // A request that asks for no change ("looks ok. who will see this?") is done exactly by any reply that changes nothing.
    const leftAlone = !result && sameDossier(proposal, after, before);
    if ((result && sameDossier(result, after, before)) || leftAlone) exact += 1;
    else {
      const got = result
        ? JSON.stringify({
            headline: result.headline,
            ...Object.fromEntries(sections.map((s) => [s, result[s].map((entry) => entry.text)])),
          })
        : `(${turn.reply.concierge.step}) ${turn.reply.text}`;
      misses.push(`  ${id}: ${JSON.stringify(request)}\n    expected ${JSON.stringify(after)}\n    got      ${got}`);
    }
  }
  console.log(`\n${label}: ${ratio(exact, corrections.length)}   (goal 1.0)`);
  if (process.argv.includes('--misses')) console.log(misses.join('\n'));
}

const functionWordEnd =
  /\b(?:a|an|the|to|for|of|with|in|on|at|and|or|but|where|when|who|which|that|is|are|was|were|be|my|our|your|their|some|any|as|by|from|into|like|than|so|if|because)$/i;
const replyLike = /^(?:yes|yeah|yep|no|nope|ok|okay|looks?|sounds?|thanks?|thank you|great|perfect|sure|correct|right)\b/i;

/** A judge of fragments that shares no code with the extractor: an item a reader would stumble on. */
function fragmentOf(text: string): boolean {
  const plain = text.trim().replace(/[.,;:!?]+$/, '');
  if (functionWordEnd.test(plain)) return true;
  if (/^[\d\s.,$€£%k-]*(?:to)?[\d\s.,$€£%k-]*$/i.test(plain)) return true;
  if (replyLike.test(plain) && plain.split(/\s+/).length <= 4) return true;
  return plain.split(/\s+/).length > 14;
}

function landed(document: DossierDocument, section: keyof Guest['planted'], fact: string): boolean {
  const texts = section === 'headline' ? [document.headline] : document[section].map((entry) => entry.text);
  const wanted = comparable(fact);
  const stem = (word: string) => word.replace(/(?:ies|es|s)$/, '');
  const words = wanted
    .split(/\s+/)
    .filter((word) => word.length > 2)
    .map(stem);
  return texts.some((text) => {
    const own = comparable(text);
    if (own.includes(wanted)) return true;
    const ownWords = new Set(own.split(/[^\p{L}\p{N}]+/u).map(stem));
    return words.length > 0 && words.every((word) => ownWords.has(word));
  });
}

/** Whether an item carries a background phrase: holds it, or is a piece of it of two words or more. */
function carries(item: string, phrase: string): boolean {
  const own = comparable(item);
  const background = comparable(phrase);
  return own.includes(background) || (own.split(/\s+/).length >= 2 && background.includes(own));
}

async function scoreGuests(guests: readonly Guest[], brain: ConciergeBrain): Promise<void> {
  let planted = 0;
  let found = 0;
  let items = 0;
  let finishedInEight = 0;
  const fragments: string[] = [];
  const lost: string[] = [];
  const backgroundFiled: string[] = [];
  let background = 0;
  const bySection = new Map<string, { total: number; found: number }>();
  for (const guest of guests) {
    const { revision, guestTurns } = await interviewGuest(brain, guest);
    if (revision && guestTurns <= 8) finishedInEight += 1;
    const document = revision?.document;
    for (const [section, facts] of Object.entries(guest.planted) as [keyof Guest['planted'], string[]][]) {
      const tally = bySection.get(section) ?? { total: 0, found: 0 };
      for (const fact of facts) {
        planted += 1;
        tally.total += 1;
        if (document && landed(document, section, fact)) {
          found += 1;
          tally.found += 1;
        } else lost.push(`  ${guest.id}: ${section} "${fact}"`);
      }
      bySection.set(section, tally);
    }
    for (const section of ['lookingFor', 'canOffer', 'topics'] as const) {
      for (const entry of document?.[section] ?? []) {
        items += 1;
        if (fragmentOf(entry.text)) fragments.push(`  ${guest.id} ${section}: "${entry.text}"`);
      }
    }
    for (const phrase of guest.background ?? []) {
      background += 1;
      const items = (['lookingFor', 'canOffer', 'topics'] as const).flatMap((section) => document?.[section] ?? []);
      const carrier = items.find((entry) => carries(entry.text, phrase));
      if (carrier) backgroundFiled.push(`  ${guest.id}: "${phrase}" in "${carrier.text}"`);
    }
  }
  console.log(`\nPlanted facts found in the right section: ${ratio(found, planted)}   (goal ≥ 0.9)`);
  for (const [section, tally] of bySection) console.log(`  ${section.padEnd(10)} ${ratio(tally.found, tally.total)}`);
  console.log(`Items that are fragments or fillers: ${fragments.length} of ${items}   (goal 0)`);
  if (fragments.length > 0) console.log(fragments.join('\n'));
  if (background > 0) {
    console.log(`Background filed as items: ${backgroundFiled.length} of ${background}   (goal 0)`);
    if (backgroundFiled.length > 0) console.log(backgroundFiled.join('\n'));
  }
  console.log(`Interviews finished within 8 guest turns: ${ratio(finishedInEight, guests.length)}   (goal ≥ 0.95)`);
  if (process.argv.includes('--misses')) console.log(lost.join('\n'));
}

const llmPath = process.argv.includes('--llm') ? await llmPathForEval() : null;
const brain = llmPath?.brain ?? createOfflineBrain();
const brainName = llmPath ? 'the LLM path' : 'the built-in concierge, offline';

if (process.argv.includes('dev')) {
  console.log(`eval:concierge — dev, ${brainName} (what the method learns from; not a held-out figure)`);
  const { replies, read } = await crossValidated();
  scoreReplies(replies, read);
  const aside = replyExamplesAside.map((example) => ({
    context: example.context,
    prompt: '',
    reply: example.text,
    intent: example.intent,
  }));
  scoreReplies(aside, await readWithMeaning(aside), 'Replies understood, development replies kept out of training');
  const asCases = (examples: readonly CorrectionExample[], prefix: string) =>
    examples.map((example, index) => ({
      id: `${prefix}-${index + 1}`,
      ...example,
      before: {
        ...example.before,
        lookingFor: [...example.before.lookingFor],
        canOffer: [...example.before.canOffer],
        topics: [...example.before.topics],
      },
      after: {
        ...example.after,
        lookingFor: [...example.after.lookingFor],
        canOffer: [...example.after.canOffer],
        topics: [...example.after.topics],
      },
    }));
  await scoreCorrections(asCases(correctionExamples, 'dev'), brain);
  // Development requests kept out of tuning: a check of generalisation, still no held-out figure.
  await scoreCorrections(
    asCases([...shapeExamplesAside, ...shapeExamplesAsideLater], 'aside'),
    brain,
    'Corrections done exactly, development requests kept out of tuning',
  );
  await scoreCorrections(
    asCases(choiceExamplesAside, 'aside-choice'),
    brain,
    'Corrections done exactly, development requests kept out of tuning (written for candidate edits)',
  );
  await scoreCorrections(
    asCases(choiceExamplesAsideLater, 'aside-choice-later'),
    brain,
    'Corrections done exactly, development requests kept out of tuning (written for candidate edits, never looked at)',
  );
  await scoreGuests(
    guestsForTuning.map((guest) => ({
      id: guest.id,
      style: guest.style,
      guestName: guest.guestName ?? 'Guest',
      eventName: guest.eventName ?? 'The event',
      answers: Object.fromEntries(Object.entries(guest.answers).map(([subject, answers]) => [subject, [...(answers ?? [])]])),
      confirmation: 'yes that is me',
      planted: {
        headline: [...(guest.planted.headline ?? [])],
        lookingFor: [...(guest.planted.lookingFor ?? [])],
        canOffer: [...(guest.planted.canOffer ?? [])],
        topics: [...(guest.planted.topics ?? [])],
      },
    })),
    brain,
  );
} else {
  const round = chosenRound(here);
  console.log(`eval:concierge — ${round} (${brainName})`);
  const replies = load(round, 'replies.json', replySchema);
  scoreReplies(replies, await readWithMeaning(replies));
  await scoreCorrections(load(round, 'corrections.json', correctionSchema), brain);
  await scoreGuests(load(round, 'guests.json', guestSchema), brain);
  console.log('\nVoice: `npm run eval:voice` (word error rate on held-out spoken answers, before and after).');
}
if (llmPath) {
  console.log(`\n${llmPath.report()}`);
  await llmPath.close();
}
