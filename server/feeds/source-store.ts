/**
 * The data sources' rows: configuration (well_data_sources), resume state and health
 * (well_data_source_state), and the lease that lets exactly one instance run a feed. The sealed
 * secret is read only by the manager, to hand to a protocol client; nothing here returns it.
 */
import type { DataSourceKind, DataSourceStatus, DataSourceView, MappingOverride } from '../../src/domain/feeds/data-source';
import type { Queryable } from '../db/db';
import type { FeedCounters } from './feed-types';

export interface SourceRow {
  id: string;
  well_id: string;
  name: string;
  protocol: 'wits0' | 'witsml141' | 'etp12';
  mode: 'listen' | 'connect';
  host: string | null;
  port: number | null;
  url: string | null;
  /** What the source feeds: the well's channels, its survey or its rig messages. */
  kind: DataSourceKind;
  remote: DataSourceView['remote'];
  poll_s: number;
  username: string | null;
  secret_enc: string | null;
  mapping: MappingOverride[];
  enabled: boolean;
  /** Changes with every edit: a running feed restarts with the new settings. */
  updated_at_ms: string;
}

export interface ResumeRow {
  last_s: number | null;
  pipeline_state: unknown;
  held: unknown;
  clean_stop: boolean;
  counters: FeedCounters;
}

/** A lease runs out this long after its last renewal; instances renew every LEASE_S / 4. */
export const LEASE_S = 15;

const ROW_SELECT = `select *, floor(extract(epoch from updated_at) * 1000)::text as updated_at_ms from well_data_sources`;

const VIEW_SELECT = `select s.id, s.well_id, w.name as well_name, s.name, s.protocol, s.kind, s.mode, s.host, s.port, s.url, s.remote, s.poll_s, s.username, s.secret_enc is not null as has_password,
  s.mapping, s.enabled, st.status, st.error, st.last_s, st.last_data_ms, st.lag_s,
  coalesce(st.good_records, 0) as good_records, coalesce(st.bad_records, 0) as bad_records, coalesce(st.duplicate_records, 0) as duplicate_records
  from well_data_sources s join wells w on w.id = s.well_id left join well_data_source_state st on st.source_id = s.id`;

interface ViewRow extends Omit<DataSourceView, 'state'> {
  status: DataSourceStatus | null;
  error: string | null;
  last_s: string | number | null;
  last_data_ms: string | number | null;
  lag_s: number | null;
  good_records: string | number;
  bad_records: string | number;
  duplicate_records: string | number;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toView(row: ViewRow): DataSourceView {
  const { status, error, last_s, last_data_ms, lag_s, good_records, bad_records, duplicate_records, ...rest } = row;
  return {
    ...rest,
    state: {
      status: status ?? 'offline',
      error,
      last_s: num(last_s),
      last_data_ms: num(last_data_ms),
      lag_s,
      good_records: Number(good_records),
      bad_records: Number(bad_records),
      duplicate_records: Number(duplicate_records),
    },
  };
}

export async function listSourceViews(
  db: Queryable,
  { well_id, kind, limit }: { well_id?: string; kind?: DataSourceKind; limit?: number } = {},
): Promise<DataSourceView[]> {
  const args: unknown[] = [];
  const where: string[] = [];
  if (well_id) where.push(`s.well_id = $${args.push(well_id)}`);
  if (kind) where.push(`s.kind = $${args.push(kind)}`);
  const { rows } = await db.query<ViewRow>(
    `${VIEW_SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by w.name, s.name${limit ? ` limit $${args.push(limit)}` : ''}`,
    args,
  );
  return rows.map(toView);
}

export async function readSourceView(db: Queryable, id: string): Promise<DataSourceView | null> {
  const { rows } = await db.query<ViewRow>(`${VIEW_SELECT} where s.id = $1`, [id]);
  return rows[0] ? toView(rows[0]) : null;
}

export async function enabledSources(db: Queryable): Promise<SourceRow[]> {
  return (await db.query<SourceRow>(`${ROW_SELECT} where enabled order by created_at`)).rows;
}

/** Take or renew the lease of a source; false while another live instance holds it. */
export async function acquireLease(db: Queryable, sourceId: string, instance: string, nowS = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const { rows } = await db.query(
    `insert into well_data_source_state (source_id, lease_instance, lease_expires_s) values ($1, $2, $3)
     on conflict (source_id) do update set lease_instance = excluded.lease_instance, lease_expires_s = excluded.lease_expires_s
     where well_data_source_state.lease_instance is null or well_data_source_state.lease_instance = $2 or well_data_source_state.lease_expires_s < $4
     returning source_id`,
    [sourceId, instance, nowS + LEASE_S, nowS],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, sourceId: string, instance: string): Promise<void> {
  await db.query(
    `update well_data_source_state set lease_instance = null, lease_expires_s = null, status = 'offline' where source_id = $1 and lease_instance = $2`,
    [sourceId, instance],
  );
}

export async function readFeedResume(db: Queryable, sourceId: string): Promise<ResumeRow | null> {
  const { rows } = await db.query<{
    last_s: string | null;
    pipeline_state: unknown;
    held: unknown;
    clean_stop: boolean;
    good_records: string;
    bad_records: string;
    duplicate_records: string;
  }>('select last_s, pipeline_state, held, clean_stop, good_records, bad_records, duplicate_records from well_data_source_state where source_id = $1', [
    sourceId,
  ]);
  const r = rows[0];
  if (!r) return null;
  return {
    last_s: num(r.last_s),
    pipeline_state: r.pipeline_state,
    held: r.held,
    clean_stop: r.clean_stop,
    counters: { good: Number(r.good_records), bad: Number(r.bad_records), duplicate: Number(r.duplicate_records) },
  };
}

export async function saveFeedResume(db: Queryable, sourceId: string, r: ResumeRow): Promise<void> {
  await db.query(
    `update well_data_source_state set last_s = $2, pipeline_state = $3::jsonb, held = $4::jsonb, clean_stop = $5,
       good_records = $6, bad_records = $7, duplicate_records = $8, updated_at = now() where source_id = $1`,
    [
      sourceId,
      r.last_s,
      r.pipeline_state === null ? null : JSON.stringify(r.pipeline_state),
      JSON.stringify(r.held),
      r.clean_stop,
      r.counters.good,
      r.counters.bad,
      r.counters.duplicate,
    ],
  );
}

export interface Health {
  status: DataSourceStatus;
  error: string | null;
  last_data_ms: number | null;
  lag_s: number | null;
  counters: FeedCounters;
}

export async function saveHealth(db: Queryable, sourceId: string, h: Health): Promise<void> {
  await db.query(
    `update well_data_source_state set status = $2, error = $3, last_data_ms = $4, lag_s = $5,
       good_records = $6, bad_records = $7, duplicate_records = $8, updated_at = now() where source_id = $1`,
    [sourceId, h.status, h.error, h.last_data_ms, h.lag_s, h.counters.good, h.counters.bad, h.counters.duplicate],
  );
}

/**
 * A message source's read position: the last change time of the messages it took (null: none yet)
 * and the uids it took at exactly that time.
 */
export interface MessagesRead {
  after: string | null;
  uidsAtAfter: string[];
}

export async function readMessagesAfter(db: Queryable, sourceId: string): Promise<MessagesRead> {
  const { rows } = await db.query<{ read_after: string | null; read_after_uids: string[] | null }>(
    'select read_after, read_after_uids from well_data_source_state where source_id = $1',
    [sourceId],
  );
  return { after: rows[0]?.read_after ?? null, uidsAtAfter: rows[0]?.read_after_uids ?? [] };
}

export async function saveMessagesAfter(db: Queryable, sourceId: string, read: MessagesRead): Promise<void> {
  await db.query('update well_data_source_state set read_after = $2, read_after_uids = $3::jsonb where source_id = $1', [
    sourceId,
    read.after,
    JSON.stringify(read.uidsAtAfter),
  ]);
}
