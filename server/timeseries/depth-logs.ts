/**
 * Depth-indexed logs (gamma, ROP ... against MD or TVD): one depth_logs row per channel and run,
 * the index as float64 metres and the values as float32, appended by the simulator as it drills and
 * written whole by imports. A well's depth log is small (6 km at 0.2 m is 30,000 points), so a depth
 * window reads the rows and reduces them to M4 buckets by depth in memory.
 */
import type { Queryable } from '../db/db';
import { bytesIn, bytesOut, chunkColumn, chunkParam } from './chunk-sql';

export type DepthType = 'MD' | 'TVD';

export interface DepthChannelInfo {
  channel: string;
  unit: string;
  label: string;
  source: string;
  run_id: string | null;
  run_name: string;
  depth_type: DepthType;
  top_m: number;
  bottom_m: number;
  points: number;
}

export interface DepthSeries {
  depthM: Float64Array;
  values: Float32Array;
}

const f64 = (a: ArrayLike<number>) => (a instanceof Float64Array ? a : Float64Array.from(a));
const f32 = (a: ArrayLike<number>) => (a instanceof Float32Array ? a : Float32Array.from(a));
const bytes = (a: Float64Array | Float32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

export async function insertDepthLog(
  db: Queryable,
  row: {
    wellId: string;
    channel: string;
    unit: string;
    label: string;
    source: string;
    runId: string | null;
    runName: string;
    depthType: DepthType;
    depthM: ArrayLike<number>;
    values: ArrayLike<number>;
    /** The live data source the row grows from (feeds/depth-log-writer.ts). */
    dataSourceId?: string;
  },
): Promise<string> {
  const d = f64(row.depthM);
  const v = f32(row.values);
  let top = Infinity;
  let bottom = -Infinity;
  for (const x of d) {
    if (x < top) top = x;
    if (x > bottom) bottom = x;
  }
  const { rows } = await db.query<{ id: string }>(
    `insert into depth_logs (well_id, channel, unit, label, source, run_id, run_name, depth_type, index_m, values_f32, top_m, bottom_m, data_source_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, ${bytesIn('$9')}, ${bytesIn('$10')}, $11, $12, $13) returning id`,
    [
      row.wellId,
      row.channel,
      row.unit,
      row.label,
      row.source,
      row.runId,
      row.runName,
      row.depthType,
      chunkParam(bytes(d)),
      chunkParam(bytes(v)),
      d.length ? top : 0,
      d.length ? bottom : 0,
      row.dataSourceId ?? null,
    ],
  );
  return rows[0].id;
}

/** Append points below the existing ones (the simulator drilling on). */
export async function appendDepthLog(db: Queryable, id: string, depthM: ArrayLike<number>, values: ArrayLike<number>): Promise<void> {
  if (!depthM.length) return;
  const d = f64(depthM);
  let bottom = -Infinity;
  for (const x of d) if (x > bottom) bottom = x;
  await db.query(
    `update depth_logs set index_m = index_m || ${bytesIn('$2')}, values_f32 = values_f32 || ${bytesIn('$3')}, bottom_m = greatest(bottom_m, $4),
       top_m = case when length(index_m) = 0 then $5 else top_m end where id = $1`,
    [id, chunkParam(bytes(d)), chunkParam(bytes(f32(values))), bottom, d[0]],
  );
}

export async function depthChannels(db: Queryable, wellId: string): Promise<DepthChannelInfo[]> {
  const { rows } = await db.query<DepthChannelInfo & { bytes: number }>(
    `select channel, unit, label, source, run_id, run_name, depth_type, top_m, bottom_m, length(index_m) / 8 as points
     from depth_logs where well_id = $1 order by channel, top_m`,
    [wellId],
  );
  return rows.map((r) => ({ ...r, top_m: Number(r.top_m), bottom_m: Number(r.bottom_m), points: Number(r.points) }));
}

/** Every row of the channels, decoded, for the depth type asked (rows of other types are left out). */
export async function readDepthSeries(db: Queryable, wellId: string, channels: readonly string[], depthType: DepthType): Promise<Map<string, DepthSeries[]>> {
  const { rows } = await db.query<{ channel: string; index_m: string; values_f32: string }>(
    `select channel, ${bytesOut('index_m')} as index_m, ${bytesOut('values_f32')} as values_f32 from depth_logs
     where well_id = $1 and channel = any($2::text[]) and depth_type = $3 order by top_m`,
    [wellId, channels, depthType],
  );
  const out = new Map<string, DepthSeries[]>();
  for (const r of rows) {
    const ib = chunkColumn(r.index_m);
    const vb = chunkColumn(r.values_f32);
    const depthM = new Float64Array(ib.buffer.slice(ib.byteOffset, ib.byteOffset + ib.byteLength));
    const values = new Float32Array(vb.buffer.slice(vb.byteOffset, vb.byteOffset + vb.byteLength));
    if (!out.has(r.channel)) out.set(r.channel, []);
    out.get(r.channel)!.push({ depthM, values });
  }
  return out;
}

export interface DepthWindow {
  from_m: number;
  to_m: number;
  bucket_m: number;
  depth_type: DepthType;
  /** Bucket tops, m. */
  depth: number[];
  channels: Record<string, { min: (number | null)[]; max: (number | null)[]; first: (number | null)[]; last: (number | null)[] }>;
}

/**
 * M4 by depth: per bucket the min, max, and the values at the shallowest and deepest point, over
 * every run of the channel. `first`/`last` follow depth, not the order the points were drilled.
 */
export function depthWindow(
  series: Map<string, DepthSeries[]>,
  channels: readonly string[],
  fromM: number,
  toM: number,
  buckets: number,
  depthType: DepthType,
): DepthWindow {
  const span = Math.max(1e-6, toM - fromM);
  const count = Math.max(1, Math.min(buckets, 100_000));
  const bucketM = span / count;
  const out: DepthWindow = { from_m: fromM, to_m: toM, bucket_m: bucketM, depth_type: depthType, depth: [], channels: {} };
  for (let k = 0; k < count; k++) out.depth.push(fromM + k * bucketM);
  for (const ch of channels) {
    const min = new Float64Array(count).fill(Infinity);
    const max = new Float64Array(count).fill(-Infinity);
    const first = new Float64Array(count).fill(NaN);
    const last = new Float64Array(count).fill(NaN);
    const firstD = new Float64Array(count).fill(Infinity);
    const lastD = new Float64Array(count).fill(-Infinity);
    for (const s of series.get(ch) ?? []) {
      const { depthM, values } = s;
      for (let i = 0; i < depthM.length; i++) {
        const d = depthM[i];
        const v = values[i];
        if (!(d >= fromM && d < toM) || v !== v) continue;
        const k = Math.min(count - 1, Math.floor((d - fromM) / bucketM));
        if (v < min[k]) min[k] = v;
        if (v > max[k]) max[k] = v;
        if (d < firstD[k]) {
          firstD[k] = d;
          first[k] = v;
        }
        if (d >= lastD[k]) {
          lastD[k] = d;
          last[k] = v;
        }
      }
    }
    const c = { min: [] as (number | null)[], max: [] as (number | null)[], first: [] as (number | null)[], last: [] as (number | null)[] };
    for (let k = 0; k < count; k++) {
      const empty = min[k] === Infinity;
      c.min.push(empty ? null : min[k]);
      c.max.push(empty ? null : max[k]);
      c.first.push(empty ? null : first[k]);
      c.last.push(empty ? null : last[k]);
    }
    out.channels[ch] = c;
  }
  return out;
}
