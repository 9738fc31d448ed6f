import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';

export interface PacedUpdatesOptions {
  /** Viewers told at once. */
  viewersPerSlice?: number;
  /** Between two slices. */
  sliceMs?: number;
}

/**
 * Tells viewers that their prospects changed (`prospects.updated`), a slice at a time. Every viewer
 * told reads their list again at once: at a large event one recompute changes hundreds of lists,
 * and hundreds of reads arriving together queue behind each other on the server's one loop (the
 * event-day bench, `docs/benchmarks.md`). The first slice goes at once, so a small event is told
 * without delay; a thousand viewers are told over two seconds.
 */
export function createPacedUpdates(bus: RealtimeBus, { viewersPerSlice = 50, sliceMs = 100 }: PacedUpdatesOptions = {}) {
  const timers = new Set<NodeJS.Timeout>();

  function publish(eventId: string, viewers: readonly string[]) {
    bus.publish(viewers.map(channels.user), { event: { type: 'prospects.updated', eventId } });
  }

  return {
    tell(eventId: string, viewers: readonly string[]): void {
      for (let slice = 0; slice * viewersPerSlice < viewers.length; slice += 1) {
        const told = viewers.slice(slice * viewersPerSlice, (slice + 1) * viewersPerSlice);
        if (slice === 0) {
          publish(eventId, told);
          continue;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          publish(eventId, told);
        }, slice * sliceMs);
        timers.add(timer);
      }
    },
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type PacedUpdates = ReturnType<typeof createPacedUpdates>;
