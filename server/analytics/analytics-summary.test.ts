import { describe, expect, it } from 'vitest';
import { funnelCounts, summaryWindow, toAnalyticsSummary } from './analytics-summary.ts';

const dayMs = 24 * 60 * 60 * 1000;
const noon21Nov = Date.UTC(2026, 10, 21, 12);
const funnel = [
  { step: 'One', eventTypes: ['a'] },
  { step: 'Two', eventTypes: ['b1', 'b2'] },
  { step: 'Three', eventTypes: ['c'] },
];

describe('summaryWindow', () => {
  it('covers whole UTC days up to the end of today', () => {
    expect(summaryWindow(noon21Nov, 1)).toEqual({ since: Date.UTC(2026, 10, 21), until: Date.UTC(2026, 10, 22) });
    expect(summaryWindow(noon21Nov, 30).since).toBe(Date.UTC(2026, 9, 23));
    expect(summaryWindow(Date.UTC(2026, 10, 21), 1).since).toBe(Date.UTC(2026, 10, 21));
  });
});

describe('funnelCounts', () => {
  it('counts actors who reached a step and every earlier one, by any of its event types', () => {
    const rows = [
      { actor: 'ann', eventType: 'a' },
      { actor: 'ann', eventType: 'b2' },
      { actor: 'ann', eventType: 'c' },
      { actor: 'ben', eventType: 'a' },
      { actor: 'ben', eventType: 'b1' },
      { actor: 'ben', eventType: 'b2' },
      { actor: 'cal', eventType: 'a' },
      { actor: 'dee', eventType: 'b1' },
      { actor: 'dee', eventType: 'c' },
    ];
    expect(funnelCounts(funnel, rows)).toEqual([
      { step: 'One', users: 3, conversionFromPrevious: null },
      { step: 'Two', users: 2, conversionFromPrevious: 2 / 3 },
      { step: 'Three', users: 1, conversionFromPrevious: 0.5 },
    ]);
  });

  it('has no conversion after a step nobody reached', () => {
    expect(funnelCounts(funnel, [{ actor: 'dee', eventType: 'c' }])).toEqual([
      { step: 'One', users: 0, conversionFromPrevious: null },
      { step: 'Two', users: 0, conversionFromPrevious: null },
      { step: 'Three', users: 0, conversionFromPrevious: null },
    ]);
  });
});

describe('toAnalyticsSummary', () => {
  it('names every day of the window, oldest first, with zeros for quiet days', () => {
    const today = Math.floor(noon21Nov / dayMs);
    const summary = toAnalyticsSummary(noon21Nov, 3, funnel, {
      countsPerDay: [
        { dayNumber: today, count: 5 },
        { dayNumber: today - 2, count: 7 },
      ],
      topEvents: Array.from({ length: 12 }, (_, index) => ({ eventType: `e${index}`, count: 12 - index })),
      actorsByEventType: [],
    });
    expect(summary.days).toBe(3);
    expect(summary.eventsPerDay).toEqual([
      { day: '2026-11-19', count: 7 },
      { day: '2026-11-20', count: 0 },
      { day: '2026-11-21', count: 5 },
    ]);
    expect(summary.topEvents).toHaveLength(10);
    expect(summary.topEvents[0]).toEqual({ eventType: 'e0', count: 12 });
    expect(summary.funnel.map((step) => step.users)).toEqual([0, 0, 0]);
  });
});
