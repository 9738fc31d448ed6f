/** When each of these events last changed (members or their dossiers); an event with no member has none. */
export type LastChanges = (eventIds: readonly string[]) => Promise<Map<string, number>>;

interface KnownChange {
  readAt: number;
  at: Promise<number | undefined>;
}

/** Events known at once before the ones read long ago are dropped. */
const keptEvents = 1_000;

/**
 * An event's last change read at most once a `freshMs`, reads of the same event in that time
 * sharing one query. It is the safety net of the prospects status for a change whose own recompute
 * request was lost (`RecomputeService.statuses`), which may well be seen a second late; read for
 * every prospects read, its scan of every member and dossier revision cost more than the rest of
 * the read at a large event's rush, when hundreds of guests read their lists together (the
 * event-day bench, `docs/benchmarks.md`).
 */
export function createRecentChanges(read: LastChanges, now: () => number, freshMs = 1_000): LastChanges {
  const known = new Map<string, KnownChange>();

  function dropOld(at: number) {
    if (known.size <= keptEvents) return;
    for (const [eventId, change] of known) if (at - change.readAt >= freshMs) known.delete(eventId);
  }

  return async (eventIds) => {
    const at = now();
    const unknown = eventIds.filter((eventId) => {
      const change = known.get(eventId);
      return !change || at - change.readAt >= freshMs;
    });
    if (unknown.length > 0) {
      dropOld(at);
      const reading = read(unknown);
      for (const eventId of unknown) known.set(eventId, { readAt: at, at: reading.then((changes) => changes.get(eventId)) });
      // A failed read is not kept: the next status read tries again.
      reading.catch(() => {
        for (const eventId of unknown) if (known.get(eventId)?.readAt === at) known.delete(eventId);
      });
    }
    // Taken before any await, and awaited together, so that a failed read rejects once, handled.
    const ats = await Promise.all(eventIds.map((eventId) => known.get(eventId)!.at));
    const changes = new Map<string, number>();
    eventIds.forEach((eventId, index) => {
      if (ats[index] !== undefined) changes.set(eventId, ats[index]);
    });
    return changes;
  };
}
