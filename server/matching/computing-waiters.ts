import { channels, type MatchingNotice, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { PacedUpdates } from './paced-updates.ts';

/**
 * The viewers this instance answered "computing" to, by event. A recompute tells only the viewers
 * whose list it changed (`prospects.updated`), so a viewer whose list came out as it was would
 * keep "Finding people for you…" on screen for good: when any instance finishes an event's job it
 * says so on the `matching` channel, and every instance tells the viewers waiting on that event.
 * Kept in memory: a restart drops the sockets as well, and a reconnecting client reads every list again.
 */
export function createComputingWaiters(bus: RealtimeBus, updates: PacedUpdates) {
  const waiting = new Map<string, Set<string>>();
  const unsubscribe = bus.subscribe(channels.matching, (delivery) => {
    const notice = JSON.parse(delivery.eventJson) as MatchingNotice;
    if (notice.type !== 'prospects.computed') return;
    const viewers = waiting.get(notice.eventId);
    if (!viewers) return;
    waiting.delete(notice.eventId);
    updates.tell(notice.eventId, [...viewers]);
  });

  return {
    /** Called before the status is read, so that a job finishing meanwhile tells the viewer instead of passing unseen. */
    wait(eventId: string, viewerId: string): void {
      let viewers = waiting.get(eventId);
      if (!viewers) waiting.set(eventId, (viewers = new Set()));
      viewers.add(viewerId);
    },
    /** The status read says ready: nothing to wait for. */
    forget(eventId: string, viewerId: string): void {
      const viewers = waiting.get(eventId);
      viewers?.delete(viewerId);
      if (viewers?.size === 0) waiting.delete(eventId);
    },
    /** This instance finished the event's job: every instance's waiters hear of it. */
    computed(eventId: string): void {
      bus.publish([channels.matching], { event: { type: 'prospects.computed', eventId } satisfies MatchingNotice });
    },
    close: unsubscribe,
  };
}
