import { describe, expect, it } from 'vitest';
import { callRecordText, dayKey, dayLabel } from './message-format.ts';

const now = new Date(2026, 2, 11, 15, 30).getTime();

describe('dayLabel', () => {
  it('says Today and Yesterday by local calendar day, not by 24 hours', () => {
    expect(dayLabel(new Date(2026, 2, 11, 0, 5).getTime(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 10, 23, 55).getTime(), now)).toBe('Yesterday');
  });

  it('names older days by date, with the year only when it is another year', () => {
    expect(dayLabel(new Date(2026, 2, 8, 9).getTime(), now)).toMatch(/March/);
    expect(dayLabel(new Date(2026, 2, 8, 9).getTime(), now)).toMatch(/Sunday/);
    expect(dayLabel(new Date(2025, 11, 24, 9).getTime(), now)).toMatch(/2025/);
  });
});

describe('dayKey', () => {
  it('is the same within a day and different across midnight', () => {
    expect(dayKey(new Date(2026, 2, 11, 0, 1).getTime())).toBe(dayKey(new Date(2026, 2, 11, 23, 59).getTime()));
    expect(dayKey(new Date(2026, 2, 11, 23, 59).getTime())).not.toBe(dayKey(new Date(2026, 2, 12, 0, 1).getTime()));
  });
});

describe('callRecordText', () => {
  const call = { callId: 'call-1', callerId: 'ana', durationSeconds: null };

  it('words each outcome for the caller and for the callee', () => {
    expect(callRecordText({ ...call, outcome: 'completed', durationSeconds: 192 }, 'ben')).toBe('Voice call · 3:12');
    expect(callRecordText({ ...call, outcome: 'missed' }, 'ana')).toBe('No answer');
    expect(callRecordText({ ...call, outcome: 'missed' }, 'ben')).toBe('Missed call');
    expect(callRecordText({ ...call, outcome: 'declined' }, 'ana')).toBe('Call declined');
    expect(callRecordText({ ...call, outcome: 'declined' }, 'ben')).toBe('Declined call');
    expect(callRecordText({ ...call, outcome: 'busy' }, 'ana')).toBe('No answer — busy');
    expect(callRecordText({ ...call, outcome: 'failed' }, 'ben')).toBe('Call failed');
  });
});
