/**
 * Well tuner corrections (Management › Well Tuner, WELL_PROCESSING): what a processing engineer
 * states over what rig-state detection found, and how each statement changes the records the KPIs
 * are computed from. Detection's own rows are never rewritten: the corrections are kept beside them
 * and applied when the rows are read, so re-running detection keeps them and deleting one restores
 * what detection said.
 *
 * - activity correction: over [from, to) the rig did `code` (the time log and activity KPIs read it);
 * - stand correction, keyed by the detected stand's start second: `not_connection` (the stand ended
 *   without a connection: a survey, a pump-off, a false slips reading), `exclude` (not a stand: left
 *   out of the drilling KPIs), `retime` (the connection's slips in / out and off / on bottom times);
 * - event correction, keyed by the detected trip's start second: `dismiss` (not a trip: a wiper or a
 *   misread) or `set_direction`;
 * - zone: a time and / or depth range tagged (casing run, cementing, BOP test, …); a zone marked
 *   `exclude_from_kpis` takes the stands and trips in it out of the connection and tripping KPIs.
 *
 * Pure (zod only): the server validates with these bodies and the client's forms use them too.
 */
import { z } from 'zod';
import { ACTIVITIES } from '../activities';
import type { ConnectionTimes, Stand } from '../kpi/stand-types';
import type { Trip } from '../kpi/tripping';

// ─────────────── bodies ───────────────

/** 2000-01-01 to 2100-01-01: epoch seconds a well's data can have. */
const epochS = z.number().int('whole seconds').min(946_684_800, 'epoch seconds after 2000').max(4_102_444_800, 'epoch seconds before 2100');
const comment = z.string().trim().max(500, 'at most 500 characters').default('');

export const activityCorrectionBody = z
  .object({
    from_s: epochS,
    to_s: epochS,
    code: z
      .number()
      .int()
      .min(0, 'an activity code')
      .max(ACTIVITIES.length - 1, 'an activity code'),
    comment,
  })
  .strict()
  .refine((b) => b.to_s > b.from_s, { path: ['to_s'], message: 'must be after from_s' })
  .refine((b) => b.to_s - b.from_s <= 31 * 86_400, { path: ['to_s'], message: 'a correction spans at most 31 days' });

export const STAND_ACTIONS = ['not_connection', 'exclude', 'retime'] as const;
export type StandAction = (typeof STAND_ACTIONS)[number];

export const standCorrectionBody = z
  .object({
    stand_start_s: epochS,
    action: z.enum(STAND_ACTIONS),
    off_bottom_s: epochS.nullable().default(null),
    slips_in_s: epochS.nullable().default(null),
    slips_out_s: epochS.nullable().default(null),
    on_bottom_s: epochS.nullable().default(null),
    comment,
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.action !== 'retime') {
      for (const k of ['off_bottom_s', 'slips_in_s', 'slips_out_s', 'on_bottom_s'] as const)
        if (b[k] !== null) ctx.addIssue({ code: 'custom', path: [k], message: `only a retime sets times (action is ${b.action})` });
      return;
    }
    if (b.slips_in_s === null) return ctx.addIssue({ code: 'custom', path: ['slips_in_s'], message: 'a retime needs slips in' });
    if (b.slips_out_s === null) return ctx.addIssue({ code: 'custom', path: ['slips_out_s'], message: 'a retime needs slips out' });
    if (b.slips_out_s <= b.slips_in_s) return ctx.addIssue({ code: 'custom', path: ['slips_out_s'], message: 'must be after slips_in_s' });
    if (b.slips_out_s - b.slips_in_s > 6 * 3600)
      ctx.addIssue({ code: 'custom', path: ['slips_out_s'], message: 'a connection in slips for over 6 h is no connection' });
    if (b.off_bottom_s !== null && b.off_bottom_s > b.slips_in_s)
      ctx.addIssue({ code: 'custom', path: ['off_bottom_s'], message: 'must not be after slips_in_s' });
    if (b.on_bottom_s !== null && b.on_bottom_s < b.slips_out_s)
      ctx.addIssue({ code: 'custom', path: ['on_bottom_s'], message: 'must not be before slips_out_s' });
  });
export type StandCorrectionInput = z.infer<typeof standCorrectionBody>;

export const EVENT_ACTIONS = ['dismiss', 'set_direction'] as const;

export const eventCorrectionBody = z
  .object({
    trip_start_s: epochS,
    action: z.enum(EVENT_ACTIONS),
    direction: z.enum(['in', 'out']).nullable().default(null),
    comment,
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.action === 'set_direction' && b.direction === null) ctx.addIssue({ code: 'custom', path: ['direction'], message: 'set_direction needs in or out' });
    if (b.action === 'dismiss' && b.direction !== null) ctx.addIssue({ code: 'custom', path: ['direction'], message: 'a dismissed trip has no direction' });
  });
export type EventCorrectionInput = z.infer<typeof eventCorrectionBody>;

export const ZONE_KINDS = ['exclude_kpi', 'casing_run', 'cementing', 'bop_test', 'fishing', 'well_control', 'other'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];
export const ZONE_KIND_LABELS: Record<ZoneKind, string> = {
  exclude_kpi: 'Exclude from KPIs',
  casing_run: 'Casing run',
  cementing: 'Cementing',
  bop_test: 'BOP test',
  fishing: 'Fishing',
  well_control: 'Well control',
  other: 'Other',
};

const depthM = z.number().min(0, 'at least 0 m').max(15_000, 'at most 15,000 m');

export const zoneBody = z
  .object({
    name: z.string().trim().min(1, 'a zone needs a name').max(120, 'at most 120 characters'),
    kind: z.enum(ZONE_KINDS),
    from_s: epochS.nullable().default(null),
    to_s: epochS.nullable().default(null),
    from_m: depthM.nullable().default(null),
    to_m: depthM.nullable().default(null),
    exclude_from_kpis: z.boolean().default(false),
    comment,
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.from_s === null) !== (b.to_s === null))
      ctx.addIssue({ code: 'custom', path: [b.from_s === null ? 'from_s' : 'to_s'], message: 'a time range needs both ends' });
    if ((b.from_m === null) !== (b.to_m === null))
      ctx.addIssue({ code: 'custom', path: [b.from_m === null ? 'from_m' : 'to_m'], message: 'a depth range needs both ends' });
    if (b.from_s === null && b.from_m === null) ctx.addIssue({ code: 'custom', path: ['from_s'], message: 'a zone needs a time range, a depth range or both' });
    if (b.from_s !== null && b.to_s !== null && b.to_s <= b.from_s) ctx.addIssue({ code: 'custom', path: ['to_s'], message: 'must be after from_s' });
    if (b.from_m !== null && b.to_m !== null && b.to_m <= b.from_m) ctx.addIssue({ code: 'custom', path: ['to_m'], message: 'must be deeper than from_m' });
  });
export type ZoneInput = z.infer<typeof zoneBody>;

// ─────────────── stored records (what the API answers) ───────────────

interface Stamp {
  id: string;
  comment: string;
  created_at: string;
  created_by: string | null;
}
export type ActivityCorrection = Stamp & { from_s: number; to_s: number; code: number };
export type StandCorrection = Stamp & Omit<StandCorrectionInput, 'comment'>;
export type EventCorrection = Stamp & Omit<EventCorrectionInput, 'comment'>;
export type Zone = Stamp & Omit<ZoneInput, 'comment'>;

// ─────────────── applying them ───────────────

/** A time log row as stored (epoch s, end exclusive), with the depths at its ends. */
export interface LogRow {
  startS: number;
  endS: number;
  code: number;
  holeFromM: number;
  holeToM: number;
  bitFromM: number;
  bitToM: number;
}

const lerp = (a: number, b: number, f: number) => a + (b - a) * f;

/** The part [fromS, toS) of a row, depths interpolated in time. */
function piece<T extends LogRow>(r: T, fromS: number, toS: number, code: number): T {
  const span = r.endS - r.startS;
  const f0 = span > 0 ? (fromS - r.startS) / span : 0;
  const f1 = span > 0 ? (toS - r.startS) / span : 1;
  return {
    ...r,
    startS: fromS,
    endS: toS,
    code,
    holeFromM: lerp(r.holeFromM, r.holeToM, f0),
    holeToM: lerp(r.holeFromM, r.holeToM, f1),
    bitFromM: lerp(r.bitFromM, r.bitToM, f0),
    bitToM: lerp(r.bitFromM, r.bitToM, f1),
  };
}

/**
 * The time log with the activity corrections laid over it: each row is cut at the corrections'
 * edges, the covered parts take the corrected code (marked `corrected`), and consecutive corrected
 * parts of one code join. A correction only relabels time detection has rows for: it never invents
 * data over a gap. Rows and corrections sorted or not; the answer is sorted by start.
 */
export function applyActivityCorrections<T extends LogRow>(
  rows: readonly T[],
  corrections: readonly { from_s: number; to_s: number; code: number }[],
): (T & { corrected?: boolean })[] {
  if (corrections.length === 0) return [...rows];
  const cs = [...corrections].sort((a, b) => a.from_s - b.from_s);
  const out: (T & { corrected?: boolean })[] = [];
  for (const r of [...rows].sort((a, b) => a.startS - b.startS)) {
    const cuts = new Set([r.startS, r.endS]);
    for (const c of cs) {
      if (c.from_s > r.startS && c.from_s < r.endS) cuts.add(c.from_s);
      if (c.to_s > r.startS && c.to_s < r.endS) cuts.add(c.to_s);
    }
    const edges = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < edges.length; i++) {
      const [a, b] = [edges[i], edges[i + 1]];
      const c = cs.find((x) => x.from_s <= a && x.to_s >= b);
      const p: T & { corrected?: boolean } = piece(r, a, b, c ? c.code : r.code);
      if (c) p.corrected = true;
      const prev = out[out.length - 1];
      if (c && prev?.corrected && prev.code === p.code && prev.endS === p.startS) {
        out[out.length - 1] = { ...prev, endS: p.endS, holeToM: p.holeToM, bitToM: p.bitToM };
      } else out.push(p);
    }
  }
  return out;
}

/** The stand a stand correction names: the second its detected start falls in. */
export const standKeyS = (s: Pick<Stand, 'startMs'>) => Math.floor(s.startMs / 1000);
export const tripKeyS = (t: Pick<Trip, 'startMs'>) => Math.floor(t.startMs / 1000);

/** A connection re-timed: given times replace detected ones; the durations follow. */
export function retimedConnection(stand: Stand, c: Pick<StandCorrectionInput, 'off_bottom_s' | 'slips_in_s' | 'slips_out_s' | 'on_bottom_s'>): ConnectionTimes {
  const was = stand.connection;
  const slipsInMs = c.slips_in_s! * 1000;
  const slipsOutMs = c.slips_out_s! * 1000;
  const offBottomMs = c.off_bottom_s !== null ? c.off_bottom_s * 1000 : Math.min(was?.offBottomMs ?? slipsInMs, slipsInMs);
  const onBottomMs = c.on_bottom_s !== null ? c.on_bottom_s * 1000 : Math.max(was?.onBottomMs ?? slipsOutMs, slipsOutMs);
  return {
    offBottomMs,
    slipsInMs,
    slipsOutMs,
    onBottomMs,
    slipsToSlipsS: (slipsOutMs - slipsInMs) / 1000,
    weightToWeightS: (onBottomMs - offBottomMs) / 1000,
    holeDepthM: was?.holeDepthM ?? stand.toDepthM,
  };
}

type ZoneRange = Pick<Zone, 'from_s' | 'to_s' | 'from_m' | 'to_m' | 'exclude_from_kpis'>;

/** A zone holds a time when it has a time range over it, a depth when it has a depth range over it; a zone with both needs both. */
function inZone(z: ZoneRange, timeS: number, depthM: number | null): boolean {
  const timeOk = z.from_s === null || (timeS >= z.from_s && timeS < z.to_s!);
  const depthOk = z.from_m === null || (depthM !== null && Number.isFinite(depthM) && depthM >= z.from_m && depthM <= z.to_m!);
  return timeOk && depthOk;
}

/**
 * The stands the drilling KPIs count, with the stand corrections and the KPI-excluding zones applied.
 * A stand is in a zone by when and where it ended: its connection's slips-in (or its end) and the
 * depth it reached.
 */
export function applyStandCorrections(
  stands: readonly Stand[],
  corrections: readonly Omit<StandCorrection, keyof Stamp>[],
  zones: readonly ZoneRange[] = [],
): Stand[] {
  const byKey = new Map(corrections.map((c) => [c.stand_start_s, c]));
  const excluding = zones.filter((z) => z.exclude_from_kpis);
  const out: Stand[] = [];
  for (const s of stands) {
    const c = byKey.get(standKeyS(s));
    if (c?.action === 'exclude') continue;
    const endS = (s.connection?.slipsInMs ?? s.endMs) / 1000;
    if (excluding.some((z) => inZone(z, endS, s.toDepthM))) continue;
    if (c?.action === 'not_connection') out.push({ ...s, connection: null });
    else if (c?.action === 'retime') out.push({ ...s, connection: retimedConnection(s, c) });
    else out.push(s);
  }
  return out;
}

/** The trips the tripping KPIs count: dismissed ones out, directions set, trips starting in a KPI-excluding zone out. */
export function applyEventCorrections(
  trips: readonly Trip[],
  corrections: readonly Omit<EventCorrection, keyof Stamp>[],
  zones: readonly ZoneRange[] = [],
): Trip[] {
  const byKey = new Map(corrections.map((c) => [c.trip_start_s, c]));
  const excluding = zones.filter((z) => z.exclude_from_kpis);
  const out: Trip[] = [];
  for (const t of trips) {
    const c = byKey.get(tripKeyS(t));
    if (c?.action === 'dismiss') continue;
    if (excluding.some((z) => inZone(z, t.startMs / 1000, t.fromDepthM))) continue;
    out.push(c?.action === 'set_direction' && c.direction ? { ...t, direction: c.direction } : t);
  }
  return out;
}

/** Overlap of two half-open ranges. */
export const overlaps = (a: { from_s: number; to_s: number }, b: { from_s: number; to_s: number }) => a.from_s < b.to_s && b.from_s < a.to_s;
