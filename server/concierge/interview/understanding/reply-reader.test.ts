import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { conciergeReplies } from '../../../../shared/api/concierge.ts';
import { createSentenceEncoder } from '../../../language/sentence-encoder.ts';
import { replyExamples } from './reply-examples.ts';
import replyMeaningModels from './reply-meaning-model.json' with { type: 'json' };
import { prepareReplyReaders, readReply, trainReplyMeaningModel, trainReplyReader } from './reply-reader.ts';
import type { ReplyExample } from './reply-intent.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareReplyReaders, 60_000);

describe('readReply after a summary', () => {
  it('reads the ways of saying yes that the old cue table missed', () => {
    for (const text of ['Yes, that looks right.', "That's accurate, thanks!", 'Great, go ahead and save it.', '👍', 'yep'])
      expect(readReply(text, 'summary').intent, text).toBe('yes');
  });

  it('tells a change from a bare no, and a "yes, but…" from a yes', () => {
    expect(readReply('nope, not quite', 'summary').intent).toBe('no');
    expect(readReply('Yes but add sailing to my topics', 'summary').intent).toBe('change');
    expect(readReply('hmm, not sure', 'summary').intent).toBe('unsure');
    expect(readReply('Who will see this?', 'summary').intent).toBe('question');
  });

  it('reads a refusal after praise and a word of contrast as a no, and a "not perfect, but fine" as a yes', () => {
    expect(readReply('beautiful layout, but none of this describes me', 'summary').intent).toBe('no');
    expect(readReply('not perfect but good enough, save', 'summary').intent).toBe('yes');
  });

  it('reads declining to have the dossier kept as a no, and declining for now as a pass', () => {
    for (const text of ['please don’t put it live', "I'd prefer you didn't keep it", 'nope, no thank you', "don't save"])
      expect(readReply(text, 'summary').intent, text).toBe('no');
    expect(readReply("I'd rather not go through it now", 'summary').intent).toBe('skip');
    expect(readReply('not now, maybe later', 'summary').intent).toBe('skip');
  });

  it('reads praise said by denying fault as a yes, unless a contrast follows', () => {
    for (const text of ["can't fault a word of it", 'honestly couldn’t argue with any of that', 'nothing to complain about'])
      expect(readReply(text, 'summary').intent, text).toBe('yes');
    expect(readReply("can't fault it but it's not me", 'summary').intent).toBe('no');
  });

  it('reads the chat’s buttons for what they are, with full confidence', () => {
    expect(readReply(conciergeReplies.confirm, 'summary')).toEqual({ intent: 'yes', confidence: 1 });
    expect(readReply(conciergeReplies.saveAsIs, 'summary')).toEqual({ intent: 'yes', confidence: 1 });
    expect(readReply(conciergeReplies.change, 'summary')).toEqual({ intent: 'no', confidence: 1 });
    expect(readReply(conciergeReplies.skip, 'question')).toEqual({ intent: 'skip', confidence: 1 });
  });
});

describe('readReply after a question', () => {
  it('takes a one-word answer it never saw as an answer, by what kind of word it is', () => {
    for (const text of ['Luthier', 'beekeeping', 'Investors']) expect(readReply(text, 'question').intent, text).toBe('answer');
  });

  it('reads a skip, a "not sure" and a question back', () => {
    expect(readReply('pass', 'question').intent).toBe('skip');
    expect(readReply('idk honestly', 'question').intent).toBe('unsure');
    expect(readReply('why do you need to know?', 'question').intent).toBe('question');
  });

  it('answers an empty reply (only marks) with no confidence', () => {
    expect(readReply('...', 'question')).toEqual({ intent: 'skip', confidence: 0 });
    expect(readReply('', 'summary')).toEqual({ intent: 'unsure', confidence: 0 });
  });
});

describe('readReply with the reply’s sentence vector', () => {
  const encoder = createSentenceEncoder();

  // Both were misread by the words alone before the refusals of decision 013's round-8 section were added as examples.
  it('reads as a whole what words alone once misread', async () => {
    const replies = ['Not yet, it needs some fixing', 'Precisely what I would have written.'];
    const [fixing, written] = await encoder.encode(replies);
    expect(readReply(replies[0]!, 'summary', fixing).intent).toBe('no');
    expect(readReply(replies[1]!, 'summary', written).intent).toBe('yes');
  });

  it('reads with weights trained on the examples as they are now (else run scripts/build-meaning-models.ts)', () => {
    expect(replyMeaningModels.examplesDigest).toBe(createHash('sha256').update(JSON.stringify(replyExamples)).digest('hex'));
  });
});

describe('trainReplyReader', () => {
  it('learns from the examples it is given, and lends the other context its skips and questions', () => {
    const examples: ReplyExample[] = [
      { context: 'summary', text: 'yes', intent: 'yes' },
      { context: 'summary', text: 'correct', intent: 'yes' },
      { context: 'summary', text: 'no', intent: 'no' },
      { context: 'summary', text: 'wrong', intent: 'no' },
      { context: 'question', text: 'pass', intent: 'skip' },
      { context: 'question', text: 'next', intent: 'skip' },
    ];
    const read = trainReplyReader('summary', examples);
    expect(read('correct').intent).toBe('yes');
    expect(read('wrong').intent).toBe('no');
    expect(read('pass').intent).toBe('skip');
  });
});

describe('trainReplyMeaningModel', () => {
  it('learns intents from the examples’ vectors, with the other context’s skips', () => {
    const vectors: Record<string, number[]> = { yes: [1, 0, 0], no: [0, 1, 0], pass: [0, 0, 1] };
    const examples: ReplyExample[] = [
      { context: 'summary', text: 'yes', intent: 'yes' },
      { context: 'summary', text: 'no', intent: 'no' },
      { context: 'question', text: 'pass', intent: 'skip' },
    ];
    const model = trainReplyMeaningModel('summary', examples, (example) => Float32Array.from(vectors[example.text]!));
    expect(model.labels).toEqual(['no', 'skip', 'yes']);
    const read = trainReplyReader('summary', examples, model);
    expect(read('hmm', Float32Array.from([0, 0.9, 0.1])).intent).toBe('no');
  });
});
