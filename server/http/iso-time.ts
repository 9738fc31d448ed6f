/** A stored time (milliseconds since the epoch) as the API gives every time: ISO 8601 in UTC. */
export const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();

/** The same for a time that may not have happened (`null` stays `null`). */
export const isoTimeOrNull = (epochMs: number | null): string | null => (epochMs === null ? null : isoTime(epochMs));
