import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Channel, Delivery, RealtimeBus } from '../realtime/realtime-bus.ts';
import { createPacedUpdates } from './paced-updates.ts';

function recordingBus() {
  const published: { to: readonly Channel[]; delivery: Delivery }[] = [];
  const bus = { publish: (to, delivery) => published.push({ to, delivery }) } as Pick<RealtimeBus, 'publish'> as RealtimeBus;
  const toldSoFar = () => published.flatMap((entry) => entry.to);
  return { bus, published, toldSoFar };
}

describe('paced prospects updates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells a small event at once', () => {
    const { bus, published } = recordingBus();
    createPacedUpdates(bus, { viewersPerSlice: 3 }).tell('event-1', ['ana', 'ben']);
    expect(published).toEqual([{ to: ['user:ana', 'user:ben'], delivery: { event: { type: 'prospects.updated', eventId: 'event-1' } } }]);
  });

  it('tells a large one a slice at a time, every viewer once', () => {
    vi.useFakeTimers();
    const { bus, toldSoFar } = recordingBus();
    const viewers = Array.from({ length: 7 }, (_, index) => `v${index}`);
    createPacedUpdates(bus, { viewersPerSlice: 3, sliceMs: 100 }).tell('event-1', viewers);
    expect(toldSoFar()).toHaveLength(3);
    vi.advanceTimersByTime(100);
    expect(toldSoFar()).toHaveLength(6);
    vi.advanceTimersByTime(100);
    expect(toldSoFar()).toEqual(viewers.map((viewer) => `user:${viewer}`));
  });

  it('tells nobody more once closed', () => {
    vi.useFakeTimers();
    const { bus, toldSoFar } = recordingBus();
    const updates = createPacedUpdates(bus, { viewersPerSlice: 1, sliceMs: 10 });
    updates.tell('event-1', ['ana', 'ben', 'cy']);
    updates.close();
    vi.advanceTimersByTime(1_000);
    expect(toldSoFar()).toEqual(['user:ana']);
  });
});
