import { describe, expect, it } from 'vitest';
import { revisionDateLabel, revisionLine, revisionSourceLabel, revisionTypeLabel } from './revision-wording.ts';

const now = Date.parse('2026-11-30T12:00:00Z');

describe('revision wording', () => {
  it('names every type and source', () => {
    expect(revisionTypeLabel('first_time')).toBe('First version');
    expect(revisionTypeLabel('deepened')).toBe('Deepened');
    expect(revisionTypeLabel('manual')).toBe('Edited by you');
    expect(revisionTypeLabel('modification_request')).toBe('Changed on request');
    expect(revisionSourceLabel('chat')).toBe('from chat');
    expect(revisionSourceLabel('home')).toBe('from your dossier page');
    expect(revisionSourceLabel('artifact')).toBe('from the document');
  });

  it('dates a revision by day and 24-hour time, in the given time zone', () => {
    expect(revisionDateLabel(Date.parse('2026-11-24T14:02:00Z'), now, 'UTC')).toBe('24 Nov, 14:02');
    expect(revisionDateLabel(Date.parse('2026-11-24T14:02:00Z'), now, 'Asia/Tokyo')).toBe('24 Nov, 23:02');
    expect(revisionDateLabel(Date.parse('2026-02-03T09:05:00Z'), now, 'UTC')).toBe('3 Feb, 09:05');
  });

  it('adds the year to a revision of another year', () => {
    expect(revisionDateLabel(Date.parse('2025-01-03T09:15:00Z'), now, 'UTC')).toBe('3 Jan 2025, 09:15');
  });

  it('puts type, source and date in one line', () => {
    const revision = { id: 'r1', updateType: 'first_time', updateSource: 'chat', createdAt: Date.parse('2026-11-24T14:02:00Z') } as const;
    expect(revisionLine(revision, now, 'UTC')).toBe('First version · from chat · 24 Nov, 14:02');
  });

  it("speaks of someone else's edits to an admin", () => {
    const revision = { id: 'r2', updateType: 'manual', updateSource: 'home', createdAt: Date.parse('2026-11-24T14:02:00Z') } as const;
    expect(revisionLine(revision, now, 'UTC')).toBe('Edited by you · from your dossier page · 24 Nov, 14:02');
    expect(revisionLine(revision, now, 'UTC', 'their')).toBe('Edited by them · from their dossier page · 24 Nov, 14:02');
  });
});
