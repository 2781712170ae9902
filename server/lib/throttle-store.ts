/**
 * Fixed-window hit counters behind sign-in throttling. One instance keeps them in memory; several
 * instances on one PostgreSQL share them in the database (throttle-store-pg.ts), so a limit holds
 * across instances instead of multiplying by their number.
 */
export interface ThrottleHit {
  count: number;
  windowStartMs: number;
}

export interface ThrottleStore {
  /** Counts one hit on each key (allowed or not) in its window; answers each key's count so far, in key order. */
  hit(keys: readonly string[], windowMs: number, nowMs: number): Promise<ThrottleHit[]>;
}

/** Counters in this process: right for the embedded database, which one process holds (DATA_DIR lock). */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly hits = new Map<string, ThrottleHit>();

  hit(keys: readonly string[], windowMs: number, nowMs: number): Promise<ThrottleHit[]> {
    const out = keys.map((key) => {
      const h = this.hits.get(key);
      if (!h || nowMs - h.windowStartMs >= windowMs) {
        const fresh = { windowStartMs: nowMs, count: 1 };
        this.hits.set(key, fresh);
        return { ...fresh };
      }
      h.count++;
      return { ...h };
    });
    if (this.hits.size > 10_000) this.sweep(windowMs, nowMs);
    return Promise.resolve(out);
  }

  private sweep(windowMs: number, nowMs: number): void {
    for (const [k, h] of this.hits) if (nowMs - h.windowStartMs >= windowMs) this.hits.delete(k);
  }
}
