/**
 * Only one server instance may run the live simulator per database (two would write the same seconds
 * twice). Instances start with SIMULATOR=1 by default, so the simulator holds a lease in settings,
 * renewed on every flush: a second instance sees a valid lease and stays a reader, and takes over
 * LEASE_S after the holder stops renewing (crashed). Set SIMULATOR=0 on extra instances anyway.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';

export const LEASE_S = 90;
const KEY = 'live_simulator_lease';

export class SimulatorLease {
  readonly instance = randomUUID();

  /** `key`: the settings row of this lease (the live frac holds its own, server/completions/live-frac.ts). */
  constructor(
    private readonly db: Queryable,
    private readonly key = KEY,
  ) {}

  /** Take or renew the lease; false while another live instance holds it. */
  async acquire(nowS = Math.floor(Date.now() / 1000)): Promise<boolean> {
    const value = JSON.stringify({ instance: this.instance, expires_s: nowS + LEASE_S, pid: process.pid });
    const { rows } = await this.db.query<{ key: string }>(
      `insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value
       where (settings.value->>'expires_s')::bigint < $3 or settings.value->>'instance' = $4 returning key`,
      [this.key, value, nowS, this.instance],
    );
    return rows.length > 0;
  }

  async release(): Promise<void> {
    await this.db.query(`delete from settings where key = $1 and value->>'instance' = $2`, [this.key, this.instance]);
  }
}
