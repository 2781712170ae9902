/**
 * The run summary of a well (BRS): its BHA runs (bha_assemblies, issue 16) against the auto time log
 * (log_intervals from rig-state detection) and the recorded WOB, RPM, flow and diff. pressure, read
 * from the stored levels of detail on the roadmap's 30 s grid (roadmap-actuals.ts: each bucket's last
 * value, one real sample every 30 s). The figures are src/domain/drilling/kpi/run-summary.ts's.
 * With a period, the log is clipped to it (a drilling span cut by a boundary keeps its share of the
 * new hole, by time) and only the runs that overlap the period are listed: those whose depth range
 * holds the hole drilled in it, from the hole depth at its start to the hole depth at its end (a run
 * is on bottom over the depths it drilled; BHA records carry depths, not times).
 */
import { Activity } from '../../src/domain/drilling/activities';
import { runSummary, type LogSpan, type RunSummaryRow } from '../../src/domain/drilling/kpi/run-summary';
import type { SampleGrid } from '../../src/domain/drilling/roadmap/compliance';
import { ROADMAP_PARAMS } from '../../src/domain/drilling/roadmap/roadmap-params';
import type { Queryable } from '../db/db';
import { readBhaAssemblies } from '../equipment/bha-store';
import { SAMPLE_STEP_S } from '../roadmap/roadmap-actuals';
import { openIntervalOf } from '../timeseries/derived/derived-read';
import type { TimeSeriesStore } from '../timeseries/store';

/** The means the summary shows (the roadmap's parameter ids, so compliance.ts counts them). */
const MEAN_PARAMS = ROADMAP_PARAMS.filter((p) => p.id === 'wob_t' || p.id === 'rpm' || p.id === 'flow_lpm' || p.id === 'diffp_mpa');
const CODES = [Activity.ROTARY_DRILLING, Activity.SLIDE_DRILLING, Activity.CIRCULATING, Activity.TRIP_OUT, Activity.OUT_OF_HOLE];
const MAX_SAMPLES = 200_000;

const num = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));

interface RunSummaryPeriod {
  fromS: number;
  toS: number;
}

/** The span's part inside [fromS, toS), its hole depths taken at the cut by time share; null outside. */
function clipSpanToPeriod(s: LogSpan, fromS: number, toS: number): LogSpan | null {
  const a = Math.max(s.startS, fromS);
  const b = Math.min(s.endS, toS);
  if (b <= a) return null;
  const dur = s.endS - s.startS;
  const at = (t: number) => (dur > 0 ? s.holeFromM + ((s.holeToM - s.holeFromM) * (t - s.startS)) / dur : s.holeToM);
  return { code: s.code, startS: a, endS: b, holeFromM: at(a), holeToM: at(b) };
}

/** Hole depth at an instant: the deepest the log has reached by then (NaN before any depth). */
function holeDepthAtS(log: readonly LogSpan[], tS: number): number {
  let m = NaN;
  for (const s of log) {
    if (s.startS >= tS) break;
    const c = clipSpanToPeriod(s, s.startS, tS);
    if (!c) continue;
    for (const d of [c.holeFromM, c.holeToM]) if (Number.isFinite(d) && !(d <= m)) m = d;
  }
  return m;
}

/**
 * The auto time log's intervals of `codes`, ordered, with the still-open interval when it is one of
 * them and lies after the stored rows (shared by the run summary and the section summary).
 */
export async function readAutoLog(db: Queryable, wellId: string, codes: readonly number[]): Promise<LogSpan[]> {
  const [open, logRows] = await Promise.all([
    openIntervalOf(db, wellId, 'auto'),
    db.query<Record<string, unknown>>(
      `select start_s, end_s, code, hole_from_m, hole_to_m from log_intervals where well_id = $1 and source = 'auto' and code = any($2::smallint[]) order by start_s`,
      [wellId, codes],
    ),
  ]);
  const log: LogSpan[] = logRows.rows.map((r) => ({
    code: Number(r.code),
    startS: Number(r.start_s),
    endS: Number(r.end_s),
    holeFromM: num(r.hole_from_m),
    holeToM: num(r.hole_to_m),
  }));
  const last = log[log.length - 1];
  if (open && codes.includes(open.code) && (!last || open.startS >= last.endS)) {
    log.push({ code: open.code, startS: open.startS, endS: open.endS, holeFromM: open.holeFromM, holeToM: open.holeToM });
  }
  return log;
}

export async function readRunSummary(db: Queryable, store: TimeSeriesStore, wellId: string, period: RunSummaryPeriod | null = null) {
  const [bha, fullLog, channels] = await Promise.all([readBhaAssemblies(db, wellId), readAutoLog(db, wellId, CODES), store.channels(wellId)]);
  const log = period ? fullLog.map((x) => clipSpanToPeriod(x, period.fromS, period.toS)).filter((x): x is LogSpan => x !== null) : fullLog;
  const periodHole = period ? { fromM: holeDepthAtS(fullLog, period.fromS), toM: holeDepthAtS(fullLog, period.toS) } : null;
  const recorded = new Set(channels.map((c) => c.channel));
  const unrecorded = MEAN_PARAMS.filter((p) => !recorded.has(p.channel)).map((p) => p.id);
  const params = MEAN_PARAMS.filter((p) => recorded.has(p.channel));
  const drilling = log.filter((s) => s.code === Activity.ROTARY_DRILLING || s.code === Activity.SLIDE_DRILLING);
  let grid: SampleGrid | null = null;
  let stepS: number | null = null;
  if (drilling.length && params.length) {
    const fromS = drilling[0].startS;
    const toS = drilling.reduce((m, s) => Math.max(m, s.endS), fromS);
    const w = await store.window(
      wellId,
      params.map((p) => p.channel),
      fromS,
      toS,
      Math.max(1, Math.min(MAX_SAMPLES, Math.ceil((toS - fromS) / SAMPLE_STEP_S))),
    );
    grid = { t0S: w.from, stepS: w.bucket_s, values: Object.fromEntries(params.map((p) => [p.id, w.channels[p.channel].last])) };
    stepS = w.bucket_s;
  }
  const all = runSummary({
    runs: bha.map((b) => ({
      id: b.id,
      runNo: b.run_no,
      name: b.name,
      bit: b.bit,
      holeSizeIn: b.hole_size_in,
      status: b.status,
      depthInM: b.depth_in_m,
      depthOutM: b.depth_out_m,
      reasonPulled: b.reason_pulled,
    })),
    log,
    grid,
    unrecorded,
  });
  const rows = periodHole ? all.filter((r) => overlaps(r, periodHole)) : all;
  const finite = drilling.filter((s) => Number.isFinite(s.holeFromM) && Number.isFinite(s.holeToM));
  return {
    runs: rows,
    rig_data: finite.length
      ? {
          from_s: finite[0].startS,
          to_s: finite.reduce((m, s) => Math.max(m, s.endS), -Infinity),
          top_m: finite.reduce((m, s) => Math.min(m, s.holeFromM, s.holeToM), Infinity),
          bottom_m: finite.reduce((m, s) => Math.max(m, s.holeFromM, s.holeToM), -Infinity),
        }
      : null,
    sample_step_s: stepS,
    unrecorded,
    /** The period asked for and the hole depth at its start and end (null: no depth recorded by then). */
    period: period
      ? {
          from_s: period.fromS,
          to_s: period.toS,
          hole_from_m: Number.isFinite(periodHole!.fromM) ? periodHole!.fromM : null,
          hole_to_m: Number.isFinite(periodHole!.toM) ? periodHole!.toM : null,
        }
      : null,
  };
}

/**
 * A run overlaps the period when it drilled in it, or when its depths (in, out] hold the hole reached
 * during it: (start depth, end depth] when the hole deepened, else the run that drilled to the depth
 * the hole stood at. Without any hole depth by the period's end, only runs that drilled count.
 */
function overlaps(r: RunSummaryRow, hole: { fromM: number; toM: number }): boolean {
  if (r.drilling_s !== null && r.drilling_s > 0) return true;
  // A run still in the hole owns every depth below its depth in.
  const outM = r.status === 'in_hole' ? Infinity : r.depth_out_m;
  if (r.depth_in_m === null || outM === null || !Number.isFinite(hole.toM)) return false;
  const lo = Number.isFinite(hole.fromM) ? hole.fromM : hole.toM;
  return hole.toM > lo ? r.depth_in_m < hole.toM && outM > lo : r.depth_in_m < lo && outM >= lo;
}
