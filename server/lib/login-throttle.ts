import type { ThrottleStore } from './throttle-store';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * Sign-in throttling, before the password is hashed: one address and account pair may try
 * LOGIN_RATE_LIMIT times a minute; one address may not spray many accounts, one account may not be
 * guessed from many addresses, and all sign-ins together stay under a ceiling that keeps password
 * hashing from starving the server. Every limit scales with LOGIN_RATE_LIMIT, so the e2e setting
 * (10000) lifts them all. The counters live in the store: in memory on the embedded database (one
 * process), in PostgreSQL when instances share one, so each limit holds across all of them.
 */
export class LoginThrottle {
  static readonly PER_PAIR_FACTOR = 1;
  static readonly PER_ADDRESS_FACTOR = 10;
  static readonly PER_ACCOUNT_FACTOR = 3;
  static readonly GLOBAL_FACTOR = 100;

  constructor(
    private readonly store: ThrottleStore,
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one attempt; null when allowed, else the seconds to wait. */
  async take(ip: string, email: string | null, nowMs = Date.now()): Promise<number | null> {
    const account = email?.trim().toLowerCase() || null;
    const limits: [key: string, factor: number][] = [
      ['*', LoginThrottle.GLOBAL_FACTOR],
      [`address:${ip}`, LoginThrottle.PER_ADDRESS_FACTOR],
      ...(account
        ? ([
            [`account:${account}`, LoginThrottle.PER_ACCOUNT_FACTOR],
            [`pair:${ip}|${account}`, LoginThrottle.PER_PAIR_FACTOR],
          ] as [string, number][])
        : []),
    ];
    const hits = await this.store.hit(
      limits.map(([key]) => key),
      this.windowMs,
      nowMs,
    );
    let waitS: number | null = null;
    hits.forEach((h, i) => {
      if (h.count <= this.perMinute * limits[i][1]) return;
      const s = Math.max(1, Math.ceil((h.windowStartMs + this.windowMs - nowMs) / 1000));
      waitS = Math.max(waitS ?? 0, s);
    });
    return waitS;
  }
}
