/**
 * Derived rows of a window, as the domain's records: time log intervals (clipped to the window, with
 * the still-open interval of a live well), 15-minute bins, stands, trips and zero readings.
 */
import { activityByCode, type ActivityId } from '../../../src/domain/drilling/activities';
import type { Stand } from '../../../src/domain/drilling/kpi/stand-types';
import type { Trip } from '../../../src/domain/drilling/kpi/tripping';
import type { ZeroReading } from '../../../src/domain/drilling/kpi/zero-readings';
import type { ActivityInterval } from '../../../src/domain/drilling/rig-state/time-log';
import { applyActivityCorrections, applyEventCorrections, applyStandCorrections } from '../../../src/domain/drilling/corrections/corrections';
import { applyActivityCorrectionsToBins } from '../../../src/domain/drilling/corrections/corrected-bins';
import { readCorrections } from '../../corrections/corrections-store';
import type { Queryable } from '../../db/db';
import type { ActivityBin } from './activity-bins';
import type { ActivitySource, IntervalRow } from './interval-builder';
import type { PipelineState } from './well-pipeline';

const num = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));

export function toActivityInterval(r: IntervalRow): ActivityInterval {
  return {
    startMs: r.startS * 1000,
    endMs: r.endS * 1000,
    durationS: r.endS - r.startS,
    code: r.code,
    activity: activityByCode(r.code).id as ActivityId,
    holeFromM: r.holeFromM,
    holeToM: r.holeToM,
    bitFromM: r.bitFromM,
    bitToM: r.bitToM,
  };
}

/** The open interval the pipeline state holds (a live well's current activity, not yet a row). */
export async function openIntervalOf(db: Queryable, wellId: string, source: ActivitySource): Promise<IntervalRow | null> {
  const { rows } = await db.query<{ pipeline_state: PipelineState | null }>('select pipeline_state from log_well_state where well_id = $1', [wellId]);
  return rows[0]?.pipeline_state?.intervals?.[source] ?? null;
}

/**
 * Intervals overlapping [fromS, toS), clipped to it; `open` is added when it overlaps too. The auto
 * time log comes with the well tuner's activity corrections laid over it (parts they relabel are
 * marked `corrected`); `detected` reads detection's rows as they are.
 */
export async function readIntervals(
  db: Queryable,
  wellId: string,
  source: ActivitySource,
  fromS: number,
  toS: number,
  open: IntervalRow | null = null,
  detected = false,
): Promise<(IntervalRow & { open?: boolean; corrected?: boolean })[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select start_s, end_s, code, hole_from_m, hole_to_m, bit_from_m, bit_to_m from log_intervals
     where well_id = $1 and source = $2 and start_s < $4 and end_s > $3 order by start_s`,
    [wellId, source, fromS, toS],
  );
  let out: (IntervalRow & { open?: boolean; corrected?: boolean })[] = rows.map((r) => ({
    startS: Number(r.start_s),
    endS: Number(r.end_s),
    code: Number(r.code),
    holeFromM: num(r.hole_from_m),
    holeToM: num(r.hole_to_m),
    bitFromM: num(r.bit_from_m),
    bitToM: num(r.bit_to_m),
  }));
  const last = out[out.length - 1];
  if (open && open.startS < toS && open.endS > fromS && (!last || open.startS >= last.endS)) out.push({ ...open, open: true });
  if (source === 'auto' && !detected) {
    const corrections = (await readCorrections(db, 'activities', wellId)).filter((c) => c.from_s < toS && c.to_s > fromS);
    if (corrections.length) out = applyActivityCorrections(out, corrections);
  }
  for (const r of out) {
    r.startS = Math.max(r.startS, fromS);
    r.endS = Math.min(r.endS, toS);
  }
  return out;
}

/** A log_activity_bins row (bin_s, seconds, rotary_m, slide_m, rotary_s, slide_s) as the domain's bin. */
export function binOfRow(r: { bin_s: string | number; seconds: number[]; rotary_m: number; slide_m: number; rotary_s: number; slide_s: number }): ActivityBin {
  return {
    binS: Number(r.bin_s),
    seconds: r.seconds.map(Number),
    rotaryM: Number(r.rotary_m),
    slideM: Number(r.slide_m),
    rotaryS: Number(r.rotary_s),
    slideS: Number(r.slide_s),
  };
}

/** The stored bins with the pipeline's still-open bin added where it falls in [firstBinS, toS) and is not stored yet. */
export function withOpenBin(bins: ActivityBin[], open: ActivityBin | null, firstBinS: number, toS: number): ActivityBin[] {
  if (open && open.binS >= firstBinS && open.binS < toS && !bins.some((b) => b.binS === open.binS)) bins.push(open);
  return bins;
}

/**
 * 15-minute bins starting in the window (the first one from the bin holding `fromS`), the auto
 * source's with the well tuner's activity corrections moved into them, and with the bin a live well
 * is still filling: it is kept in the pipeline state, not yet a row, and leaving it out
 * dropped up to 15 minutes of the latest footage (a slide in progress at the end of a history was on
 * the slidesheet but not in the bins).
 */
export async function readBins(db: Queryable, wellId: string, source: ActivitySource, fromS: number, toS: number): Promise<ActivityBin[]> {
  const firstBinS = Math.floor(fromS / 900) * 900;
  const [{ rows }, state] = await Promise.all([
    db.query<{ bin_s: string | number; seconds: number[]; rotary_m: number; slide_m: number; rotary_s: number; slide_s: number }>(
      `select bin_s, seconds, rotary_m, slide_m, rotary_s, slide_s from log_activity_bins where well_id = $1 and source = $2 and bin_s >= $3 and bin_s < $4 order by bin_s`,
      [wellId, source, firstBinS, toS],
    ),
    db.query<{ open: ActivityBin | null }>(`select pipeline_state->'bins'->$2->'open' as open from log_well_state where well_id = $1`, [wellId, source]),
  ]);
  const bins = withOpenBin(rows.map(binOfRow), state.rows[0]?.open ?? null, firstBinS, toS);
  if (source !== 'auto' || !bins.length) return bins;
  // The well tuner's activity corrections, as readIntervals lays them over the time log.
  const endS = bins[bins.length - 1].binS + 900;
  const corrections = (await readCorrections(db, 'activities', wellId)).filter((c) => c.from_s < endS && c.to_s > firstBinS);
  if (!corrections.length) return bins;
  const fromC = Math.min(...corrections.map((c) => c.from_s));
  const toC = Math.max(...corrections.map((c) => c.to_s));
  // Detection's intervals whole (not clipped): their footage is spread over their own seconds.
  const { rows: det } = await db.query<Record<string, unknown>>(
    `select start_s, end_s, code, hole_from_m, hole_to_m from log_intervals where well_id = $1 and source = 'auto' and start_s < $3 and end_s > $2`,
    [wellId, fromC, toC],
  );
  const detected = det.map((r) => ({
    startS: Number(r.start_s),
    endS: Number(r.end_s),
    code: Number(r.code),
    holeFromM: num(r.hole_from_m),
    holeToM: num(r.hole_to_m),
  }));
  const live = await openIntervalOf(db, wellId, 'auto');
  if (live && live.startS < toC && live.endS > fromC && !detected.some((r) => r.startS === live.startS)) detected.push(live);
  return applyActivityCorrectionsToBins(bins, detected, corrections);
}

/** Stands as detection found them. */
export async function readDetectedStands(db: Queryable, wellId: string, fromS: number, toS: number): Promise<Stand[]> {
  const { rows } = await db.query<{ stand: Stand }>('select stand from log_stands where well_id = $1 and start_s < $3 and end_s > $2 order by start_s', [
    wellId,
    fromS,
    toS,
  ]);
  return rows.map((r) => r.stand);
}

/** The stands the drilling KPIs count: detection's, with the well tuner's stand corrections and KPI-excluding zones applied. */
export async function readStands(db: Queryable, wellId: string, fromS: number, toS: number): Promise<Stand[]> {
  const [stands, corrections, zones] = await Promise.all([
    readDetectedStands(db, wellId, fromS, toS),
    readCorrections(db, 'stands', wellId),
    readCorrections(db, 'zones', wellId),
  ]);
  return corrections.length || zones.length ? applyStandCorrections(stands, corrections, zones) : stands;
}

/** The trips the tripping KPIs count: detection's, with the well tuner's event corrections and KPI-excluding zones applied. */
export async function readTrips(db: Queryable, wellId: string, fromS: number, toS: number): Promise<Trip[]> {
  const [trips, corrections, zones] = await Promise.all([
    readDetectedTrips(db, wellId, fromS, toS),
    readCorrections(db, 'events', wellId),
    readCorrections(db, 'zones', wellId),
  ]);
  return corrections.length || zones.length ? applyEventCorrections(trips, corrections, zones) : trips;
}

/** Trips as detection found them. */
export async function readDetectedTrips(db: Queryable, wellId: string, fromS: number, toS: number): Promise<Trip[]> {
  const { rows } = await db.query<{ trip: Trip }>('select trip from log_trips where well_id = $1 and start_s < $3 and end_s > $2 order by start_s', [
    wellId,
    fromS,
    toS,
  ]);
  // jsonb turns NaN into null: the domain's records carry NaN for "no value".
  return rows.map((r) => nullsToNaN(r.trip));
}

export async function readZeros(db: Queryable, wellId: string, channel: 'wobT' | 'diffPMPa', fromS: number, toS: number): Promise<ZeroReading[]> {
  const { rows } = await db.query<{ reading: ZeroReading }>(
    'select reading from log_zero_readings where well_id = $1 and channel = $2 and time_s >= $3 and time_s < $4 order by time_s',
    [wellId, channel, fromS, toS],
  );
  return rows.map((r) => r.reading);
}

function nullsToNaN<T>(o: T): T {
  const out = { ...(o as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) if (v === null) out[k] = NaN;
  return out as T;
}
