import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';
import { MemoryThrottleStore } from './throttle-store';

const throttle = (perMinute: number) => new LoginThrottle(new MemoryThrottleStore(), perMinute);

describe('sign-in throttling', () => {
  it('limits one address spraying many accounts', async () => {
    const t = throttle(10);
    const results = [];
    for (let i = 0; i < 150; i++) results.push(await t.take('203.0.113.7', `user${i}@example.com`, 1_000));
    expect(results.filter((r) => r === null)).toHaveLength(100);
    expect(results[100]).toBe(60);
    // Another address is not affected.
    expect(await t.take('203.0.113.8', 'user1@example.com', 1_000)).toBeNull();
  });

  it('limits one account guessed from many addresses, whatever the e-mail case', async () => {
    const t = throttle(10);
    const results = [];
    for (let i = 0; i < 40; i++) results.push(await t.take(`198.51.100.${i}`, i % 2 ? 'Victim@Example.com' : 'victim@example.com ', 0));
    expect(results.filter((r) => r === null)).toHaveLength(30);
  });

  it('holds a global ceiling across addresses and accounts, and opens again after the window', async () => {
    const t = throttle(2);
    const results = [];
    for (let i = 0; i < 250; i++) results.push(await t.take(`10.0.${i >> 8}.${i & 255}`, `u${i}@x.io`, 0));
    expect(results.filter((r) => r === null)).toHaveLength(200);
    expect(await t.take('10.9.9.9', 'new@x.io', 60_000)).toBeNull();
  });

  it('limits one address and account pair to LOGIN_RATE_LIMIT a minute', async () => {
    const t = throttle(10);
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await t.take('192.0.2.1', 'someone@example.com', 0));
    expect(results.filter((r) => r === null)).toHaveLength(10);
    expect(results[10]).toBe(60);
  });

  it('LOGIN_RATE_LIMIT=10000 (the e2e setting) lifts every limit', async () => {
    const t = throttle(10_000);
    for (let i = 0; i < 5_000; i++) expect(await t.take('127.0.0.1', 'engineer@demo.drillspace', 0)).toBeNull();
  });
});
