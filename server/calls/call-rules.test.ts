import { describe, expect, it } from 'vitest';
import type { CallRow } from '../db/schema.ts';
import { abandonedOutcome, outcomeOfLeaving, partyOf, ringGraceMs, signalTarget, toCallView } from './call-rules.ts';

const call: CallRow = {
  id: 'call-1',
  conversation_id: 'conversation-1',
  caller_id: 'ana',
  callee_id: 'ben',
  caller_connection_id: 'ana-tab',
  callee_connection_id: 'ben-laptop',
  state: 'connected',
  outcome: null,
  started_at: 1_000,
  connected_at: 5_000,
  ended_at: null,
};

describe('call rules', () => {
  it('knows the two parties and nobody else', () => {
    expect(partyOf(call, 'ana')).toBe('caller');
    expect(partyOf(call, 'ben')).toBe('callee');
    expect(partyOf(call, 'cleo')).toBeNull();
  });

  it('ends a call by who left and when', () => {
    expect(outcomeOfLeaving('connected', 'caller', false)).toBe('completed');
    expect(outcomeOfLeaving('connected', 'callee', false)).toBe('completed');
    expect(outcomeOfLeaving('ringing', 'caller', false)).toBe('missed');
    expect(outcomeOfLeaving('ringing', 'callee', false)).toBe('declined');
    expect(outcomeOfLeaving('connected', 'caller', true)).toBe('failed');
  });

  it('finds calls abandoned by a dead server or a vanished tab', () => {
    const open = new Set(['ana-tab', 'ben-laptop']);
    const ringing = { ...call, state: 'ringing' as const, callee_connection_id: null };
    expect(abandonedOutcome(ringing, open, 30_000, 30_000)).toBeNull();
    expect(abandonedOutcome(ringing, open, 1_000 + 30_000 + ringGraceMs, 30_000)).toBe('missed');
    expect(abandonedOutcome(ringing, new Set(), 2_000, 30_000)).toBe('missed');
    expect(abandonedOutcome(call, open, 10 * 60 * 60_000, 30_000)).toBeNull();
    expect(abandonedOutcome(call, new Set(['ana-tab']), 10_000, 30_000)).toBe('failed');
    expect(abandonedOutcome(call, new Set(['ben-laptop']), 10_000, 30_000)).toBe('failed');
  });

  it('relays signals only between the two tabs in the call', () => {
    expect(signalTarget(call, 'ana-tab')).toEqual({ userId: 'ben', connectionId: 'ben-laptop' });
    expect(signalTarget(call, 'ben-laptop')).toEqual({ userId: 'ana', connectionId: 'ana-tab' });
    expect(signalTarget(call, 'ben-phone')).toBeNull();
    expect(signalTarget({ ...call, state: 'ringing', callee_connection_id: null }, 'ana-tab')).toBeNull();
    expect(signalTarget({ ...call, state: 'ended' }, 'ana-tab')).toBeNull();
  });

  it('shows a call in the protocol’s shape', () => {
    expect(toCallView(call)).toEqual({
      id: 'call-1',
      conversationId: 'conversation-1',
      callerId: 'ana',
      calleeId: 'ben',
      state: 'connected',
      outcome: null,
      callerConnectionId: 'ana-tab',
      calleeConnectionId: 'ben-laptop',
      startedAt: 1_000,
      connectedAt: 5_000,
      endedAt: null,
    });
  });
});
