import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('sign-in throttling', () => {
  it('limits one address spraying many accounts', () => {
    const t = new LoginThrottle(10);
    const results = Array.from({ length: 150 }, (_, i) => t.take('203.0.113.7', `user${i}@example.com`, 1_000));
    expect(results.filter((r) => r === null)).toHaveLength(100);
    expect(results[100]).toBe(60);
    // Another address is not affected.
    expect(t.take('203.0.113.8', 'user1@example.com', 1_000)).toBeNull();
  });

  it('limits one account guessed from many addresses, whatever the e-mail case', () => {
    const t = new LoginThrottle(10);
    const results = Array.from({ length: 40 }, (_, i) => t.take(`198.51.100.${i}`, i % 2 ? 'Victim@Example.com' : 'victim@example.com ', 0));
    expect(results.filter((r) => r === null)).toHaveLength(30);
  });

  it('holds a global ceiling across addresses and accounts, and opens again after the window', () => {
    const t = new LoginThrottle(2);
    const results = Array.from({ length: 250 }, (_, i) => t.take(`10.0.${i >> 8}.${i & 255}`, `u${i}@x.io`, 0));
    expect(results.filter((r) => r === null)).toHaveLength(200);
    expect(t.take('10.9.9.9', 'new@x.io', 60_000)).toBeNull();
  });

  it('LOGIN_RATE_LIMIT=10000 (the e2e setting) lifts every limit', () => {
    const t = new LoginThrottle(10_000);
    for (let i = 0; i < 5_000; i++) expect(t.take('127.0.0.1', 'engineer@demo.drillspace', 0)).toBeNull();
  });
});
