import { RateLimiter } from './rate-limit';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * Sign-in throttling beyond the route's own limit per address and account (LOGIN_RATE_LIMIT a
 * minute): one address may not spray many accounts, one account may not be guessed from many
 * addresses, and all sign-ins together stay under a ceiling that keeps password hashing from
 * starving the server. Every limit scales with LOGIN_RATE_LIMIT, so the e2e setting (10000) lifts
 * them all. Counters are per instance: behind several instances each holds its own.
 */
export class LoginThrottle {
  static readonly PER_ADDRESS_FACTOR = 10;
  static readonly PER_ACCOUNT_FACTOR = 3;
  static readonly GLOBAL_FACTOR = 100;
  private readonly address: RateLimiter;
  private readonly account: RateLimiter;
  private readonly global: RateLimiter;

  constructor(perMinute: number, windowMs = 60_000) {
    this.address = new RateLimiter(perMinute * LoginThrottle.PER_ADDRESS_FACTOR, windowMs);
    this.account = new RateLimiter(perMinute * LoginThrottle.PER_ACCOUNT_FACTOR, windowMs);
    this.global = new RateLimiter(perMinute * LoginThrottle.GLOBAL_FACTOR, windowMs);
  }

  /** Counts one attempt; null when allowed, else the seconds to wait. */
  take(ip: string, email: string | null, nowMs = Date.now()): number | null {
    const checks: [RateLimiter, string][] = [
      [this.global, '*'],
      [this.address, ip],
      ...(email ? ([[this.account, email.trim().toLowerCase()]] as [RateLimiter, string][]) : []),
    ];
    for (const [limiter, key] of checks) if (!limiter.take(key, nowMs)) return limiter.retryAfterS(key, nowMs);
    return null;
  }
}
