import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { ThrottleHit, ThrottleStore } from './throttle-store';

/** Expired windows are deleted every this many calls. */
const SWEEP_EVERY = 500;

/**
 * Sign-in counters shared by every instance on one PostgreSQL (table login_throttle, migration 007).
 * One statement per attempt counts every key atomically (the upsert locks each row), so two
 * instances answering at once cannot both let the last allowed attempt through twice. Keys are
 * stored as SHA-256 digests: the table holds no e-mail address or IP address.
 */
export class PostgresThrottleStore implements ThrottleStore {
  private calls = 0;

  constructor(private readonly db: Queryable) {}

  async hit(keys: readonly string[], windowMs: number, nowMs: number): Promise<ThrottleHit[]> {
    const digests = keys.map((k) => createHash('sha256').update(k).digest('hex'));
    // Rows locked in one order by every caller: concurrent attempts never deadlock.
    const sorted = [...new Set(digests)].sort();
    const { rows } = await this.db.query<{ key: string; window_start_ms: number; count: number }>(
      `insert into login_throttle as t (key, window_start_ms, count)
       select k, $2::bigint, 1 from unnest($1::text[]) as k
       on conflict (key) do update set
         window_start_ms = case when t.window_start_ms <= $2::bigint - $3::bigint then excluded.window_start_ms else t.window_start_ms end,
         count = case when t.window_start_ms <= $2::bigint - $3::bigint then 1 else t.count + 1 end
       returning key, window_start_ms, count`,
      [sorted, nowMs, windowMs],
    );
    const byKey = new Map(rows.map((r) => [r.key, { count: Number(r.count), windowStartMs: Number(r.window_start_ms) }]));
    if (++this.calls % SWEEP_EVERY === 0) await this.db.query('delete from login_throttle where window_start_ms <= $1', [nowMs - windowMs]);
    return digests.map((d) => byKey.get(d)!);
  }
}
