/**
 * The simulator's records of a well: its time and depth runs (log_runs), its two depth-log rows,
 * its state row (log_well_state), and wiping all of it before a history is generated again.
 */
import { DEPTH_CHANNELS } from '../../../src/domain/drilling/channels';
import type { Queryable } from '../../db/db';
import { SIMULATOR_CHANNEL_META } from '../../timeseries/channel-meta';
import { deleteDerived } from '../../timeseries/derived/derived-sink';
import { insertDepthLog } from '../../timeseries/depth-logs';
import type { DepthLogIds } from './write-blocks';
import { noteSeriesWrite } from '../../timeseries/write-version';

export const SIMULATOR_CHANNELS = Object.keys(SIMULATOR_CHANNEL_META);

export async function deleteSimulatorData(db: Queryable, wellId: string): Promise<void> {
  await db.query('delete from ts_chunks where well_id = $1 and channel = any($2::text[])', [wellId, SIMULATOR_CHANNELS]);
  await db.query(`delete from ts_channels where well_id = $1 and channel = any($2::text[]) and source = 'simulator'`, [wellId, SIMULATOR_CHANNELS]);
  noteSeriesWrite(wellId);
  await db.query(`delete from log_runs where well_id = $1 and source = 'simulator'`, [wellId]);
  await db.query(`delete from depth_logs where well_id = $1 and source = 'simulator'`, [wellId]);
  await deleteDerived(db, wellId);
  await db.query('delete from log_well_state where well_id = $1', [wellId]);
}

/** The simulator's time run and its depth run with empty gamma and ROP rows to append to. */
export async function createSimulatorRuns(db: Queryable, wellId: string, fromS: number): Promise<{ timeRunId: string; depthIds: DepthLogIds }> {
  const channels = SIMULATOR_CHANNELS.map((c) => ({ channel: c, mnemonic: c, unit: SIMULATOR_CHANNEL_META[c].unit }));
  const time = await db.query<{ id: string }>(
    `insert into log_runs (well_id, source, name, index_type, channels, index_from) values ($1, 'simulator', 'Rig simulator (1 Hz)', 'time', $2, $3) returning id`,
    [wellId, JSON.stringify(channels), fromS],
  );
  const depth = await db.query<{ id: string }>(
    `insert into log_runs (well_id, source, name, index_type, depth_type, channels) values ($1, 'simulator', 'Rig simulator depth log', 'depth', 'MD', $2) returning id`,
    [wellId, JSON.stringify(DEPTH_CHANNELS.map((c) => ({ channel: c.id, mnemonic: c.mnemonic, unit: c.unit })))],
  );
  const ids = {} as DepthLogIds;
  for (const c of DEPTH_CHANNELS) {
    ids[c.id] = await insertDepthLog(db, {
      wellId,
      channel: c.id,
      unit: c.unit,
      label: c.label,
      source: 'simulator',
      runId: depth.rows[0].id,
      runName: 'Rig simulator',
      depthType: 'MD',
      depthM: [],
      values: [],
    });
  }
  return { timeRunId: time.rows[0].id, depthIds: ids };
}

export async function simulatorDepthIds(db: Queryable, wellId: string): Promise<DepthLogIds | null> {
  const { rows } = await db.query<{ id: string; channel: string }>(`select id, channel from depth_logs where well_id = $1 and source = 'simulator'`, [wellId]);
  const g = rows.find((r) => r.channel === 'gammaGapi');
  const r = rows.find((x) => x.channel === 'ropMph');
  return g && r ? { gammaGapi: g.id, ropMph: r.id } : null;
}

/** Keep the time run's extent current (the runs list shows it). */
export async function touchSimulatorRun(db: Queryable, wellId: string, lastS: number): Promise<void> {
  await db.query(
    `update log_runs set index_to = $2, row_count = greatest(0, ($2 - coalesce(index_from, $2))::int + 1) where well_id = $1 and source = 'simulator' and index_type = 'time'`,
    [wellId, lastS],
  );
}

export interface WellStateRow {
  well_id: string;
  history_status: string;
  fraction: number;
  detail: string;
  history_from_s: number | null;
  history_to_s: number | null;
  last_s: number | null;
  rig_state: unknown;
  pipeline_state: unknown;
  clean_stop: boolean;
}

export async function readWellState(db: Queryable, wellId: string): Promise<WellStateRow | null> {
  const { rows } = await db.query<WellStateRow>('select * from log_well_state where well_id = $1', [wellId]);
  const r = rows[0];
  if (!r) return null;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { ...r, fraction: Number(r.fraction), history_from_s: num(r.history_from_s), history_to_s: num(r.history_to_s), last_s: num(r.last_s) };
}

export async function upsertWellState(db: Queryable, wellId: string, patch: Partial<Omit<WellStateRow, 'well_id'>>): Promise<void> {
  const cols = Object.keys(patch) as (keyof typeof patch)[];
  const vals = cols.map((c) => (c === 'rig_state' || c === 'pipeline_state' ? JSON.stringify(patch[c]) : patch[c]));
  const names = cols.join(', ');
  const params = cols.map((_, i) => `$${i + 2}`).join(', ');
  const updates = cols.map((c) => `${c} = excluded.${c}`).join(', ');
  await db.query(
    `insert into log_well_state (well_id${cols.length ? `, ${names}` : ''}) values ($1${cols.length ? `, ${params}` : ''})
     on conflict (well_id) do update set ${updates}${cols.length ? ', ' : ''}updated_at = now()`,
    [wellId, ...vals],
  );
}
