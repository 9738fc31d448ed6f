const firstDelayMs = 500;
const maxDelayMs = 10_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first after a drop):
 * 0.5 s, 1 s, 2 s, 4 s … capped at 10 s, each jittered to between half and all of it, so the
 * clients a restarted server dropped together do not all come back in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, attempt));
  return Math.round(base / 2 + (base / 2) * random());
}
