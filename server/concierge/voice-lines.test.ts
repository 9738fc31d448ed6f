import { describe, expect, it } from 'vitest';
import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { InterviewContext } from './concierge-turn.ts';
import { callOpening, continuationMaxTurns, notHeardReply, textContinuationLine, unheardReason } from './voice-lines.ts';

const context: InterviewContext = { guestName: 'Dana Whitfield', eventName: 'Climate Week', document: null };
const askingGoals: ConciergeMessage = {
  step: 'question',
  subject: 'event_goals',
  quickAnswers: ['Find investors'],
  canSkip: true,
  proposal: null,
};
const pending = { text: 'Thanks, Dana! What would you like to get out of Climate Week?', concierge: askingGoals };

describe('callOpening', () => {
  it('introduces the concierge as an AI and asks the pending question afresh on a first call', () => {
    const opening = callOpening(pending, { resumed: false, context });
    expect(opening.text).toMatch(/^Hi Dana! This is Tandem's concierge, an AI \(not a person\)\./);
    expect(opening.text).toMatch(/What would you like to get out of Climate Week\?$/);
    expect(opening.text).not.toContain('Thanks');
    expect(opening.concierge).toEqual(askingGoals);
  });

  it('welcomes back a guest who has answered before, still saying it is an AI', () => {
    const opening = callOpening(pending, { resumed: true, context: { ...context, guestName: null } });
    expect(opening.text).toMatch(/^Welcome back! It's Tandem's concierge again, an AI \(not a person\)\./);
  });

  it('repeats a line that asks nothing as it is (a summary to confirm)', () => {
    const summary = { text: 'Here is your dossier. Does it look right?', concierge: { ...askingGoals, step: 'summary' as const } };
    expect(callOpening(summary, { resumed: true, context }).text).toMatch(/Does it look right\?$/);
  });
});

describe('notHeardReply', () => {
  it('says in plain words why it could not make the turn out, asks again and keeps the quick answers', () => {
    const reply = notHeardReply(pending, context, 'no_words');
    expect(reply.text).toBe(
      "Sorry, I couldn't make out any words in that: it may have been too quiet or too noisy. Could you say it again, a little closer to the microphone, or switch to text and type it? What would you like to get out of Climate Week?",
    );
    expect(reply.concierge).toEqual(askingGoals);
    expect(notHeardReply(pending, context, 'recognizer_failed').text).toMatch(/^Sorry, speech recognition isn't working right now/);
    expect(notHeardReply(pending, context, 'no_recognizer').text).toMatch(/^Sorry, speech can't be recognised here/);
  });

  it('asks nothing when nothing was asked', () => {
    expect(notHeardReply(undefined, context, 'recognizer_failed')).toEqual({
      text: "Sorry, speech recognition isn't working right now, so I couldn't hear that answer. Could you switch to text and type it?",
      concierge: { step: 'note', subject: null, quickAnswers: [], canSkip: false, proposal: null },
    });
  });
});

describe('unheardReason', () => {
  it('tells a failed recognizer, no recognizer and no words apart', () => {
    expect(unheardReason('failed')).toBe('recognizer_failed');
    expect(unheardReason('none')).toBe('no_recognizer');
    expect(unheardReason('done')).toBe('no_words');
    expect(unheardReason('transcribed')).toBe('no_words');
  });
});

describe('textContinuationLine', () => {
  it('says it carries on from the call, quotes what the guest said there and asks the pending question afresh', () => {
    const line = textContinuationLine(pending, ["I'm a product designer at Voltline.", '  Mostly   investors. '], context);
    expect(line.text).toBe(
      "Let's carry on here in writing, where we left off on the call.\n" +
        'On the call you told me:\n' +
        "• “I'm a product designer at Voltline.”\n" +
        '• “Mostly investors.”\n\n' +
        'What would you like to get out of Climate Week?',
    );
    expect(line.concierge).toEqual(askingGoals);
  });

  it('keeps the latest turns and cuts a long one at a word', () => {
    const said = Array.from({ length: continuationMaxTurns + 2 }, (_, index) => `answer ${index} ${'word '.repeat(index === 7 ? 100 : 1)}`);
    const { text } = textContinuationLine(pending, said, context);
    expect(text).toContain(`(the latest ${continuationMaxTurns} of ${said.length} answers)`);
    expect(text).not.toContain('answer 1 ');
    expect(text).toContain('“answer 2 word”');
    expect(text).toMatch(/“answer 7 (word ){40,}word…”/);
    expect(text.length).toBeLessThan(4000);
  });

  it('says when the newest answers on the call could not be made out', () => {
    expect(textContinuationLine(pending, [], context, 1).text).toBe(
      "Let's carry on here in writing, where we left off on the call. I couldn't make out your last answer on the call, so please write it here. What would you like to get out of Climate Week?",
    );
    expect(textContinuationLine(pending, ['I build batteries'], context, 3).text).toContain(
      "I couldn't make out your last 3 answers on the call, so please write them here. What would",
    );
  });

  it('repeats a summary as it is, with its proposal, and says nothing of the call when nothing was said there', () => {
    const summary = { text: 'Here is your dossier. Does it look right?', concierge: { ...askingGoals, step: 'summary' as const } };
    expect(textContinuationLine(summary, [], context)).toEqual({
      text: "Let's carry on here in writing, where we left off on the call. Here is your dossier. Does it look right?",
      concierge: summary.concierge,
    });
  });
});
