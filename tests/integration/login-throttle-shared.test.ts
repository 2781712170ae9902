/**
 * Sign-in throttling holds across instances sharing one PostgreSQL (issue 11): the per-address,
 * per-account, per address-and-account and overall limits count every instance's attempts, sent at
 * once and alternating between two servers. With counters per instance each limit would double.
 * Skipped with a message without PostgreSQL, except under CI=true.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../server/lib/login-throttle';
import { startServer, type RunningServer } from '../../server/start';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK, testConfig } from './support/databases';

const CI = process.env.CI === 'true' || process.env.CI === '1';
if (!PG_OK) {
  if (CI) throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);
  console.warn(`[skip] shared sign-in throttling: PostgreSQL not reachable at ${PG_ADMIN_URL}`);
}

/** LOGIN_RATE_LIMIT=1: 1 per address and account, 10 per address, 3 per account, 100 overall. */
const PER_MINUTE = 1;

interface Pair {
  servers: RunningServer[];
  url: string;
  /** Sign-in attempts sent at once, the i-th through instance i % 2; the statuses in order. */
  attempt(n: number, who: (i: number) => { ip: string; email: string }): Promise<number[]>;
}

/** Two instances on one fresh database, for one describe block. */
function useTwoInstances(): Pair {
  const pair = { servers: [] as RunningServer[], url: '' } as Pair;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    pair.url = created.url;
    const config = testConfig('postgres', created.url, { demo: false, loginRateLimitPerMin: PER_MINUTE });
    // One after the other: both would otherwise race to apply the migrations.
    for (let i = 0; i < 2; i++) pair.servers.push(await startServer(config, { listen: false, log: () => {} }));
  });
  afterAll(async () => {
    for (const s of pair.servers) await s.close();
    await drop();
  });
  pair.attempt = (n, who) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const { ip, email } = who(i);
        const r = await pair.servers[i % 2].app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email, password: 'a-wrong-guess' },
        });
        if (r.statusCode === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        return r.statusCode;
      }),
    );
  return pair;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.skipIf(!PG_OK)('sign-in throttling shared by two instances on PostgreSQL', () => {
  describe('per address and account, per address, per account', () => {
    const two = useTwoInstances();

    it('one address and account pair: LOGIN_RATE_LIMIT attempts in all', async () => {
      const statuses = await two.attempt(4, () => ({ ip: '192.0.2.1', email: 'pair@example.com' }));
      expect(count(statuses, 401)).toBe(PER_MINUTE * LoginThrottle.PER_PAIR_FACTOR);
      expect(count(statuses, 429)).toBe(4 - PER_MINUTE * LoginThrottle.PER_PAIR_FACTOR);
    });

    it('one address spraying accounts: 10 in all', async () => {
      const statuses = await two.attempt(14, (i) => ({ ip: '203.0.113.5', email: `spray${i}@example.com` }));
      expect(count(statuses, 401)).toBe(PER_MINUTE * LoginThrottle.PER_ADDRESS_FACTOR);
      expect(count(statuses, 429)).toBe(14 - PER_MINUTE * LoginThrottle.PER_ADDRESS_FACTOR);
    });

    it('one account from many addresses: 3 in all, whatever the case of the e-mail', async () => {
      const statuses = await two.attempt(8, (i) => ({ ip: `198.51.100.${i}`, email: i % 2 ? 'Victim@Example.com' : 'victim@example.com' }));
      expect(count(statuses, 401)).toBe(PER_MINUTE * LoginThrottle.PER_ACCOUNT_FACTOR);
      expect(count(statuses, 429)).toBe(8 - PER_MINUTE * LoginThrottle.PER_ACCOUNT_FACTOR);
    });

    it('the shared table holds digests, never an e-mail or an address', async () => {
      const c = new pg.Client({ connectionString: two.url });
      await c.connect();
      try {
        const { rows } = await c.query<{ key: string }>('select key from login_throttle');
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) expect(r.key).toMatch(/^[0-9a-f]{64}$/);
      } finally {
        await c.end();
      }
    });
  });

  describe('overall', () => {
    const two = useTwoInstances();

    it('all sign-ins together: 100 in all, from every address and account', async () => {
      const n = PER_MINUTE * LoginThrottle.GLOBAL_FACTOR + 6;
      const statuses = await two.attempt(n, (i) => ({ ip: `10.1.${i >> 8}.${i & 255}`, email: `user${i}@example.com` }));
      expect(count(statuses, 401)).toBe(PER_MINUTE * LoginThrottle.GLOBAL_FACTOR);
      expect(count(statuses, 429)).toBe(6);
    });
  });
});
