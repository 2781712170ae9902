/** Fixed-window counter per key: enough to slow down password guessing on one instance. */
export class RateLimiter {
  private readonly hits = new Map<string, { windowStart: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** True when the call is allowed; counts it either way. */
  take(key: string, nowMs = Date.now()): boolean {
    const h = this.hits.get(key);
    if (!h || nowMs - h.windowStart >= this.windowMs) {
      this.hits.set(key, { windowStart: nowMs, count: 1 });
      if (this.hits.size > 10_000) this.sweep(nowMs);
      return true;
    }
    h.count++;
    return h.count <= this.limit;
  }

  retryAfterS(key: string, nowMs = Date.now()): number {
    const h = this.hits.get(key);
    return h ? Math.max(1, Math.ceil((h.windowStart + this.windowMs - nowMs) / 1000)) : 0;
  }

  private sweep(nowMs: number): void {
    for (const [k, h] of this.hits) if (nowMs - h.windowStart >= this.windowMs) this.hits.delete(k);
  }
}
