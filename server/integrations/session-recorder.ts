/**
 * The session of an integration run by a data source (data-widgets-calls 7.16): every run of a feed
 * linked to an integration (integrations.source_id) is one session of two steps, connecting to the
 * provider and ingesting, with the counts of this run (records in, stored, unreadable) and the
 * error that stopped it. Recording never stops a feed: a failed write is logged and forgotten.
 */
import type { DataSourceKind } from '../../src/domain/feeds/data-source';
import type { Queryable } from '../db/db';
import type { FeedCounters } from '../feeds/feed-types';

const INGEST_STEP: Record<DataSourceKind, string> = {
  log: 'Ingest channel data',
  trajectory: 'Ingest trajectory stations',
  message: 'Ingest rig messages',
};

interface Progress {
  error: string | null;
  counters: FeedCounters;
}

export class SessionRecorder {
  private base: FeedCounters = { good: 0, bad: 0, duplicate: 0 };

  private constructor(
    private readonly db: Queryable,
    readonly sessionId: string,
    private readonly log: (m: string) => void,
  ) {}

  /** A session for the integration this source runs (null when none does). */
  static async open(db: Queryable, sourceId: string, kind: DataSourceKind, instance: string, log: (m: string) => void): Promise<SessionRecorder | null> {
    try {
      const { rows } = await db.query<{ id: string }>('select id from integrations where source_id = $1 and enabled order by created_at limit 1', [sourceId]);
      if (!rows[0]) return null;
      const s = await db.query<{ id: string }>(`insert into integration_sessions (integration_id, trigger, instance) values ($1, 'feed', $2) returning id`, [
        rows[0].id,
        instance,
      ]);
      const id = s.rows[0].id;
      await db.query(`insert into integration_steps (session_id, seq, name) values ($1, 1, 'Connect to the provider'), ($1, 2, $2)`, [id, INGEST_STEP[kind]]);
      return new SessionRecorder(db, id, log);
    } catch (e) {
      log(`integration session not recorded: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }

  private async run(what: string, sql: string, args: unknown[]): Promise<void> {
    try {
      await this.db.query(sql, [this.sessionId, ...args]);
    } catch (e) {
      this.log(`integration session ${what}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** The counts the source had before this run: the session counts what this run adds. */
  started(counters: FeedCounters): void {
    this.base = { ...counters };
  }

  connected(peer: string): Promise<void> {
    return this.run('connected', `update integration_steps set status = 'done', finished_at = now(), message = $2 where session_id = $1 and seq = 1`, [
      `connected to ${peer}`,
    ]);
  }

  failedToConnect(message: string): Promise<void> {
    return this.run(
      'error',
      `with s as (update integration_sessions set error = $2 where id = $1)
       update integration_steps set status = 'failed', message = $2 where session_id = $1 and seq = 1 and status <> 'done'`,
      [message],
    );
  }

  private counts(p: Progress): number[] {
    const good = p.counters.good - this.base.good;
    const bad = p.counters.bad - this.base.bad;
    const dup = p.counters.duplicate - this.base.duplicate;
    return [good + bad + dup, good, bad];
  }

  progress(p: Progress): Promise<void> {
    const [n, ok, bad] = this.counts(p);
    return this.run(
      'progress',
      `with s as (update integration_sessions set records_in = $2, records_ok = $3, records_bad = $4 where id = $1)
       update integration_steps set count_in = $2, count_ok = $3, count_bad = $4 where session_id = $1 and seq = 2`,
      [n, ok, bad],
    );
  }

  /** The run ended (stopped, reconfigured or the lease lost): failed when it ended on an error. */
  finish(p: Progress): Promise<void> {
    const [n, ok, bad] = this.counts(p);
    const status = p.error ? 'failed' : 'done';
    return this.run(
      'finish',
      `with s as (update integration_sessions set status = $5, finished_at = now(), error = coalesce($6, error), records_in = $2, records_ok = $3, records_bad = $4 where id = $1),
            c as (update integration_steps set status = 'skipped', finished_at = now() where session_id = $1 and seq = 1 and status = 'running')
       update integration_steps set status = $5, finished_at = now(), count_in = $2, count_ok = $3, count_bad = $4, message = $6 where session_id = $1 and seq = 2`,
      [n, ok, bad, status, p.error],
    );
  }
}

/** A session no feed runs any more is closed this long after it started (an administrator's or the demo's). */
export const UNOWNED_SESSION_TIMEOUT_S = 24 * 3600;

export const STALE_REASON = 'stale: the server running it stopped without closing it (restart or crash); its data source has no live lease';
export const TIMEOUT_REASON = `stale: still running ${UNOWNED_SESSION_TIMEOUT_S / 3600} h after it started, and no data source runs it`;

/**
 * Closes the sessions left running by an instance that stopped without finishing them (a crash, a
 * kill, a lease taken over): a feed's session whose instance no longer holds its source's live lease,
 * and a session no instance records that started more than UNOWNED_SESSION_TIMEOUT_S ago. Each
 * becomes failed with the reason, and its unfinished steps too. Run at start and at every pass of
 * the feed manager, so a stale session lasts at most a lease (LEASE_S) after its instance died.
 * Answers the ids closed.
 */
export async function closeStaleSessions(db: Queryable, nowS = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const { rows } = await db.query<{ id: string; error: string }>(
    `update integration_sessions x set status = 'failed', finished_at = now(),
       error = case when x.instance is null then $3 else $2 end
     where x.status = 'running' and (
       (x.instance is not null and not exists (
          select 1 from integrations i join well_data_source_state st on st.source_id = i.source_id
          where i.id = x.integration_id and st.lease_instance = x.instance and st.lease_expires_s >= $1))
       or (x.instance is null and x.started_at < to_timestamp($1::bigint - $4::bigint)))
     returning x.id, x.error`,
    [nowS, STALE_REASON, TIMEOUT_REASON, UNOWNED_SESSION_TIMEOUT_S],
  );
  if (rows.length)
    await db.query(
      `update integration_steps set status = 'failed', finished_at = now(), message = coalesce(message, $2) where session_id = any($1::uuid[]) and status = 'running'`,
      [rows.map((r) => r.id), 'the session was closed as stale'],
    );
  return rows.map((r) => r.id);
}
