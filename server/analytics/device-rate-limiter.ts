export interface DeviceRateLimiterOptions {
  eventsPerSecond: number;
  windowMs: number;
  now: () => number;
}

interface Admitted {
  at: number;
  count: number;
}

/**
 * Events per device over a sliding window, in this process's memory: one server instance
 * counts what it received (several instances each allow the threshold). A device may send
 * `eventsPerSecond × window` events within any window, so a batch of 200 after a quiet spell
 * passes while a device in a loop is stopped within seconds.
 */
export class DeviceRateLimiter {
  private readonly admitted = new Map<string, Admitted[]>();
  private nextSweepAt: number;

  constructor(private readonly options: DeviceRateLimiterOptions) {
    this.nextSweepAt = options.now() + options.windowMs;
  }

  get budget(): number {
    return (this.options.eventsPerSecond * this.options.windowMs) / 1000;
  }

  /**
   * Counts a request's events (per device key) if every device stays within its budget;
   * otherwise counts none — the SDK sends the whole batch again — and answers each device
   * that would go over with its rate in events per second, as Amplitude reports it.
   */
  admit(eventsPerDevice: ReadonlyMap<string, number>): Map<string, number> {
    const now = this.options.now();
    this.sweep(now);
    const over = new Map<string, number>();
    for (const [device, count] of eventsPerDevice) {
      const total = this.countInWindow(device, now) + count;
      if (total > this.budget) over.set(device, Math.ceil((total * 1000) / this.options.windowMs));
    }
    if (over.size > 0) return over;
    for (const [device, count] of eventsPerDevice) {
      const entries = this.admitted.get(device);
      if (entries) entries.push({ at: now, count });
      else this.admitted.set(device, [{ at: now, count }]);
    }
    return over;
  }

  /** How many devices are remembered; tests check that quiet ones are forgotten. */
  get trackedDevices(): number {
    return this.admitted.size;
  }

  private countInWindow(device: string, now: number): number {
    const entries = this.admitted.get(device);
    if (!entries) return 0;
    const windowStart = now - this.options.windowMs;
    while (entries.length > 0 && entries[0]!.at <= windowStart) entries.shift();
    return entries.reduce((sum, entry) => sum + entry.count, 0);
  }

  /** Once per window, forgets devices that sent nothing within it, so memory follows live devices only. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.options.windowMs;
    for (const device of this.admitted.keys()) {
      if (this.countInWindow(device, now) === 0) this.admitted.delete(device);
    }
  }
}
