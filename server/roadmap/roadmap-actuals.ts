/**
 * What was drilled against a roadmap: the well's rotary and slide drilling intervals from the auto
 * time log (rig-state detection) and its recorded WOB, RPM, flow, diff. pressure, ROP and torque read
 * from the stored levels of detail on a 30 s grid (each bucket's last value: one real sample every
 * 30 s, not a mean), compared by src/domain/drilling/roadmap/compliance.ts. Missing inputs are
 * named in the answer: no drilling detected yet, channels never recorded.
 */
import { Activity } from '../../src/domain/drilling/activities';
import { roadmapCompliance, type DrillingSpan } from '../../src/domain/drilling/roadmap/compliance';
import { ROADMAP_PARAMS, type RoadmapParamId } from '../../src/domain/drilling/roadmap/roadmap-params';
import type { Queryable } from '../db/db';
import type { TimeSeriesStore } from '../timeseries/store';
import { openIntervalOf, readIntervals } from '../timeseries/derived/derived-read';
import type { RoadmapIntervalRow } from './roadmap-store';

/** The sample grid's step; a history longer than MAX_SAMPLES of it is read on the next coarser level. */
export const SAMPLE_STEP_S = 30;
const MAX_SAMPLES = 200_000;

export async function roadmapActuals(db: Queryable, store: TimeSeriesStore, wellId: string, intervals: readonly RoadmapIntervalRow[]) {
  const open = await openIntervalOf(db, wellId, 'auto');
  const { rows } = await db.query<{ from_s: string | number | null; to_s: string | number | null }>(
    `select min(start_s) as from_s, max(end_s) as to_s from log_intervals where well_id = $1 and source = 'auto' and code in ($2, $3)`,
    [wellId, Activity.ROTARY_DRILLING, Activity.SLIDE_DRILLING],
  );
  let fromS = rows[0].from_s === null ? null : Number(rows[0].from_s);
  let toS = rows[0].to_s === null ? null : Number(rows[0].to_s);
  if (open && (open.code === Activity.ROTARY_DRILLING || open.code === Activity.SLIDE_DRILLING)) {
    fromS = Math.min(fromS ?? open.startS, open.startS);
    toS = Math.max(toS ?? open.endS, open.endS);
  }
  const recorded = new Set((await store.channels(wellId)).map((c) => c.channel));
  const missing = ROADMAP_PARAMS.filter((p) => !recorded.has(p.channel)).map((p) => p.id);
  if (fromS === null || toS === null || toS <= fromS) {
    return { drilled: false, from: null, to: null, sample_step_s: null, missing_parameters: missing, intervals: [] };
  }
  const spans: DrillingSpan[] = (await readIntervals(db, wellId, 'auto', fromS, toS, open))
    .filter((r) => (r.code === Activity.ROTARY_DRILLING || r.code === Activity.SLIDE_DRILLING) && Number.isFinite(r.holeFromM) && Number.isFinite(r.holeToM))
    .map((r) => ({
      mode: r.code === Activity.SLIDE_DRILLING ? 'slide' : 'rotary',
      startS: r.startS,
      endS: r.endS,
      holeFromM: r.holeFromM,
      holeToM: r.holeToM,
    }));
  const params = ROADMAP_PARAMS.filter((p) => recorded.has(p.channel));
  const buckets = Math.min(MAX_SAMPLES, Math.ceil((toS - fromS) / SAMPLE_STEP_S));
  const w = await store.window(
    wellId,
    params.map((p) => p.channel),
    fromS,
    toS,
    buckets,
  );
  const values: Partial<Record<RoadmapParamId, (number | null)[]>> = {};
  for (const p of params) values[p.id] = w.channels[p.channel].last;
  const compliance = roadmapCompliance(
    intervals.map((i) => ({ id: i.id, mdFromM: i.md_from_m, mdToM: i.md_to_m, rotary: i.rotary, slide: i.slide })),
    spans,
    { t0S: w.from, stepS: w.bucket_s, values },
  );
  return { drilled: spans.length > 0, from: fromS, to: toS, sample_step_s: w.bucket_s, missing_parameters: missing, intervals: compliance };
}
