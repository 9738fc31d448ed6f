import { describe, expect, it } from 'vitest';
import type { ConciergeMessage } from '../../../shared/api/concierge.ts';
import type { TranscriptMessage } from '../concierge-turn.ts';
import { interviewState } from './transcript-state.ts';

let sequence = 0;
function concierge(data: Partial<ConciergeMessage>): TranscriptMessage {
  sequence += 1;
  const concierge: ConciergeMessage = { step: 'question', subject: null, quickAnswers: [], canSkip: true, proposal: null, ...data };
  return { id: `c${sequence}`, sequence, from: 'concierge', text: '…', concierge };
}
function guest(text: string): TranscriptMessage {
  sequence += 1;
  return { id: `g${sequence}`, sequence, from: 'guest', text, concierge: null };
}
const proposal = { headline: '', about: '', lookingFor: [], canOffer: [], topics: [] };

describe('where the interview stands', () => {
  it('counts the asks of each subject and links each answer to the question it answers', () => {
    const state = interviewState([
      concierge({ step: 'greeting', subject: 'identity' }),
      guest('hmm'),
      concierge({ step: 'follow_up', subject: 'identity' }),
      guest('Founder'),
      guest('at Greenbolt'),
    ]);
    expect(state.round).toBe('interview');
    expect(state.asks.identity).toBe(2);
    expect(state.answers.map((answer) => answer.asked)).toEqual(['identity', 'identity', 'identity']);
    expect(state.pending.map((message) => message.text)).toEqual(['Founder', 'at Greenbolt']);
  });

  it('starts a new round after a save: a deepening on "Tell me more", else a change request', () => {
    const before = [
      concierge({ step: 'greeting', subject: 'identity' }),
      guest('Founder at Greenbolt'),
      concierge({ step: 'summary', proposal }),
      guest('Looks right'),
      concierge({ step: 'saved' }),
    ];
    const deepening = interviewState([
      ...before,
      guest('Tell me more'),
      concierge({ step: 'question', subject: 'topics' }),
      guest('Batteries'),
    ]);
    expect(deepening.round).toBe('deepen');
    expect(deepening.asks).toEqual({ identity: 0, event_goals: 0, looking_for: 0, can_offer: 0, topics: 1 });
    expect(deepening.answers.map((answer) => answer.message.text)).toEqual(['Tell me more', 'Batteries']);
    const change = interviewState([
      ...before,
      guest("I'm not hiring"),
      concierge({ step: 'summary', proposal }),
      guest('Change something'),
      concierge({ step: 'note' }),
    ]);
    expect(change.round).toBe('modify');
    expect(change.last?.role).toBe('change_prompt');
    expect(change.proposal).toEqual(proposal);
  });
});
