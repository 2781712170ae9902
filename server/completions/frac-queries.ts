/**
 * Reads of a well's frac stages: the stage rows as API objects, a stage's treatment as drawable lines
 * (M4 windows of the store, m4-polyline.ts) and several stages aligned at their start or breakdown.
 */
import { FRAC_CHANNELS } from '../../src/domain/completions/frac-channels';
import { m4Polyline, type M4Buckets } from '../../src/domain/timeseries/m4-polyline';
import type { FracStepDto } from '../../src/domain/completions/frac-step-dto';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import type { TimeSeriesStore } from '../timeseries/store';
import type { StageLines } from '../../src/domain/completions/frac-stage-lines';

export const FRAC_CHANNEL_IDS = Object.values(FRAC_CHANNELS).map((c) => c.id) as [string, ...string[]];
export const DEFAULT_PLOT_CHANNELS = [FRAC_CHANNELS.treating.id, FRAC_CHANNELS.slurryRate.id, FRAC_CHANNELS.conc.id];
const UNITS: Record<string, string> = Object.fromEntries(Object.values(FRAC_CHANNELS).map((c) => [c.id, c.unit]));

const NUM = [
  'top_md_m',
  'bottom_md_m',
  'plug_md_m',
  'tvd_m',
  'clusters',
  'perf_holes',
  'start_s',
  'end_s',
  'pump_start_s',
  'breakdown_s',
  'breakdown_mpa',
  'shut_in_s',
  'isip_mpa',
  'frac_gradient_mpa_per_m',
  'pumping_s',
  'clean_m3',
  'slurry_m3',
  'proppant_kg',
  'avg_treating_mpa',
  'max_treating_mpa',
  'avg_rate_m3_min',
  'max_rate_m3_min',
  'max_conc_kg_m3',
  'design_proppant_kg',
  'design_clean_m3',
  'design_rate_m3_min',
] as const;

export type FracStageDto = { stage_no: number; fleet: string | null; source: string } & Record<(typeof NUM)[number], number | null>;

const COLS = `s.stage_no, f.name as fleet, s.source, ${NUM.map((c) => `s.${c}`).join(', ')}`;

function toDto(r: Record<string, unknown>): FracStageDto {
  const out: Record<string, unknown> = { stage_no: Number(r.stage_no), fleet: r.fleet ?? null, source: r.source };
  for (const c of NUM) out[c] = r[c] === null || r[c] === undefined ? null : Number(r[c]);
  return out as FracStageDto;
}

export async function listStages(db: Queryable, wellId: string): Promise<FracStageDto[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${COLS} from frac_stages s left join frac_fleets f on f.id = s.fleet_id where s.well_id = $1 order by s.stage_no`,
    [wellId],
  );
  return rows.map(toDto);
}

export async function stageWithSchedule(db: Queryable, wellId: string, stageNo: number): Promise<{ stage: FracStageDto; schedule: FracStepDto[] }> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${COLS}, s.schedule from frac_stages s left join frac_fleets f on f.id = s.fleet_id where s.well_id = $1 and s.stage_no = $2`,
    [wellId, stageNo],
  );
  if (!rows[0]) throw new HttpError(404, `Stage ${stageNo} not found on this well`);
  const schedule = (typeof rows[0].schedule === 'string' ? JSON.parse(rows[0].schedule) : rows[0].schedule) as FracStepDto[];
  return { stage: toDto(rows[0]), schedule };
}

/** Well totals: sums of the stages' totals; ISIP and fracture gradient as means over the stages that have one. */
export function wellTotals(stages: readonly FracStageDto[]) {
  const sum = (k: keyof FracStageDto) => stages.reduce((s, x) => s + (Number(x[k]) || 0), 0);
  const mean = (k: keyof FracStageDto) => {
    const v = stages.map((x) => x[k]).filter((x): x is number => typeof x === 'number');
    return v.length ? v.reduce((s, x) => s + x, 0) / v.length : null;
  };
  return {
    stages: stages.length,
    proppant_kg: sum('proppant_kg'),
    design_proppant_kg: sum('design_proppant_kg'),
    clean_m3: sum('clean_m3'),
    design_clean_m3: sum('design_clean_m3'),
    slurry_m3: sum('slurry_m3'),
    pumping_s: sum('pumping_s'),
    mean_isip_mpa: mean('isip_mpa'),
    mean_frac_gradient_mpa_per_m: mean('frac_gradient_mpa_per_m'),
    mean_avg_treating_mpa: mean('avg_treating_mpa'),
    mean_avg_rate_m3_min: mean('avg_rate_m3_min'),
    first_start: stages.length ? Math.min(...stages.map((s) => s.start_s!)) : null,
    last_end: stages.length ? Math.max(...stages.map((s) => s.end_s!)) : null,
  };
}

export type { StageLines };

/** Lines of [fromS, toS) of a stage's channels with about `buckets` M4 buckets, x from originS. */
async function lines(
  store: TimeSeriesStore,
  wellId: string,
  stageNo: number,
  channels: readonly string[],
  fromS: number,
  toS: number,
  buckets: number,
  originS: number,
): Promise<StageLines> {
  const w = await store.window(wellId, channels, fromS, toS, Math.max(1, buckets));
  return linesOfWindow(w, channels, stageNo, originS);
}

/** M4 buckets of several channels (a store window, or a live stage's seconds) as lines on one x. */
export function linesOfWindow(
  w: { t: number[]; bucket_s: number; channels: Record<string, Omit<M4Buckets, 't'>> },
  channels: readonly string[],
  stageNo: number,
  originS: number,
): StageLines {
  const y: Record<string, (number | null)[]> = {};
  let x: number[] = [];
  for (const ch of channels) {
    // Same x for every channel: gaps are placed alike, as all channels are written together.
    // Four points per bucket for every channel: a flat bucket collapsing to one point in one channel
    // only would shift that channel's y against the shared x.
    const p = m4Polyline({ t: w.t, ...w.channels[ch] }, w.bucket_s, originS, true);
    if (p.x.length > x.length) x = p.x;
    y[ch] = p.y;
  }
  for (const ch of channels) while (y[ch].length < x.length) y[ch].push(null);
  return { stage_no: stageNo, origin: originS, bucket_s: w.bucket_s, x, y };
}

export const unitsOf = (channels: readonly string[]) => Object.fromEntries(channels.map((c) => [c, UNITS[c] ?? '']));

export async function stageLines(store: TimeSeriesStore, wellId: string, s: FracStageDto, channels: readonly string[], width: number): Promise<StageLines> {
  return lines(store, wellId, s.stage_no, channels, s.start_s!, s.end_s!, Math.floor(width / 2), s.start_s!);
}

/**
 * Stages overlaid: each from `align` (its record start, or its breakdown) with the same bucket
 * length, over the longest stage; x = seconds from the stage's own align point.
 */
export async function compareStages(
  store: TimeSeriesStore,
  wellId: string,
  stages: readonly FracStageDto[],
  channels: readonly string[],
  align: 'start' | 'breakdown',
  width: number,
): Promise<StageLines[]> {
  const origin = (s: FracStageDto) => (align === 'breakdown' ? (s.breakdown_s ?? s.start_s!) : s.start_s!);
  const before = Math.max(...stages.map((s) => origin(s) - s.start_s!));
  const after = Math.max(...stages.map((s) => s.end_s! - origin(s)));
  const bucketS = Math.max(1, Math.ceil((before + after) / Math.max(1, Math.floor(width / 2))));
  return Promise.all(
    stages.map((s) => {
      const from = s.start_s!;
      const to = s.end_s!;
      return lines(store, wellId, s.stage_no, channels, from, to, Math.ceil((to - from) / bucketS), origin(s));
    }),
  );
}
