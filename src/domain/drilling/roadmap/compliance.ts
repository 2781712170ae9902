/**
 * A roadmap against what was drilled: per roadmap interval and drilling mode, the time and footage
 * drilled, and per parameter the recorded mean and the share of drilling time below, inside and above
 * the target range. Time is counted on a regular sample grid of the recorded channels (the caller's,
 * e.g. one value every 30 s): a sample counts for the rotary or slide drilling interval its midpoint
 * lies in, at the hole depth interpolated in time across that interval, and for the roadmap interval
 * holding that depth. A sample without a value of a parameter does not count for that parameter.
 * Footage is exact: each drilling interval's new hole clipped to the roadmap interval.
 */
import { paramsOf, ROADMAP_MODES, type ModeRanges, type Range, type RoadmapMode, type RoadmapParamId } from './roadmap-params';

export interface RoadmapIntervalRanges {
  readonly id: string;
  readonly mdFromM: number;
  readonly mdToM: number;
  readonly rotary: ModeRanges;
  readonly slide: ModeRanges;
}

/** A rotary or slide drilling interval of the activity log, s and m. */
export interface DrillingSpan {
  readonly mode: RoadmapMode;
  readonly startS: number;
  /** Exclusive. */
  readonly endS: number;
  readonly holeFromM: number;
  readonly holeToM: number;
}

/** Recorded values on a regular grid: sample k covers [t0S + k·stepS, t0S + (k+1)·stepS). */
export interface SampleGrid {
  readonly t0S: number;
  readonly stepS: number;
  readonly values: Partial<Record<RoadmapParamId, ArrayLike<number | null>>>;
}

export interface ParamCompliance {
  readonly target: Range | null;
  /** Samples with a value. */
  readonly samples: number;
  readonly mean: number | null;
  /** Percent of the samples below, inside (ends included) and above the target; null without a target or samples. */
  readonly belowPct: number | null;
  readonly inRangePct: number | null;
  readonly abovePct: number | null;
}

export interface ModeCompliance {
  /** Drilling time sampled in this interval and mode, s. */
  readonly drilledS: number;
  /** New hole made in this interval and mode, m. */
  readonly footageM: number;
  readonly params: Partial<Record<RoadmapParamId, ParamCompliance>>;
  /** Mean of the parameters' in-range percents (those with a target and samples); null when none. */
  readonly inRangePct: number | null;
}

export interface IntervalCompliance {
  readonly id: string;
  readonly rotary: ModeCompliance;
  readonly slide: ModeCompliance;
}

/** The roadmap interval a hole depth is in: from inclusive, to exclusive, except the deepest interval's end. */
export function intervalAt<T extends { mdFromM: number; mdToM: number }>(sorted: readonly T[], mdM: number): T | null {
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i];
    if (mdM >= x.mdFromM && (mdM < x.mdToM || (mdM === x.mdToM && i === sorted.length - 1))) return x;
  }
  return null;
}

interface Acc {
  n: number;
  sum: number;
  below: number;
  inside: number;
  above: number;
}

export function roadmapCompliance(intervals: readonly RoadmapIntervalRanges[], spans: readonly DrillingSpan[], grid: SampleGrid): IntervalCompliance[] {
  const sorted = [...intervals].sort((a, b) => a.mdFromM - b.mdFromM);
  const acc = new Map<string, Record<RoadmapMode, { samples: number; params: Map<RoadmapParamId, Acc> }>>();
  for (const x of sorted) acc.set(x.id, { rotary: { samples: 0, params: new Map() }, slide: { samples: 0, params: new Map() } });

  const ordered = [...spans].sort((a, b) => a.startS - b.startS);
  const count = Math.max(0, ...Object.values(grid.values).map((v) => v?.length ?? 0));
  let j = 0;
  for (let k = 0; k < count; k++) {
    const tS = grid.t0S + (k + 0.5) * grid.stepS;
    while (j < ordered.length && ordered[j].endS <= tS) j++;
    const span = ordered[j];
    if (!span || span.startS > tS) continue;
    const f = span.endS > span.startS ? (tS - span.startS) / (span.endS - span.startS) : 0;
    const mdM = span.holeFromM + (span.holeToM - span.holeFromM) * f;
    const x = intervalAt(sorted, mdM);
    if (!x) continue;
    const m = acc.get(x.id)![span.mode];
    m.samples++;
    const targets = span.mode === 'rotary' ? x.rotary : x.slide;
    for (const p of paramsOf(span.mode)) {
      const v = grid.values[p.id]?.[k];
      if (v === null || v === undefined || !Number.isFinite(v)) continue;
      const a = m.params.get(p.id) ?? { n: 0, sum: 0, below: 0, inside: 0, above: 0 };
      a.n++;
      a.sum += v;
      const r = targets[p.id];
      if (r) {
        if (v < r.min) a.below++;
        else if (v > r.max) a.above++;
        else a.inside++;
      }
      m.params.set(p.id, a);
    }
  }

  const pct = (part: number, n: number) => Math.round((1000 * part) / n) / 10;
  return sorted.map((x) => {
    const out = {} as Record<RoadmapMode, ModeCompliance>;
    for (const mode of ROADMAP_MODES) {
      const m = acc.get(x.id)![mode];
      const targets = mode === 'rotary' ? x.rotary : x.slide;
      const params: Partial<Record<RoadmapParamId, ParamCompliance>> = {};
      const inRange: number[] = [];
      for (const p of paramsOf(mode)) {
        const a = m.params.get(p.id);
        const target = targets[p.id] ?? null;
        const n = a?.n ?? 0;
        const has = target !== null && n > 0;
        const c: ParamCompliance = {
          target,
          samples: n,
          mean: n ? a!.sum / n : null,
          belowPct: has ? pct(a!.below, n) : null,
          inRangePct: has ? pct(a!.inside, n) : null,
          abovePct: has ? pct(a!.above, n) : null,
        };
        if (c.inRangePct !== null) inRange.push(c.inRangePct);
        params[p.id] = c;
      }
      let footageM = 0;
      for (const s of spans) {
        if (s.mode !== mode) continue;
        const lo = Math.min(s.holeFromM, s.holeToM);
        const hi = Math.max(s.holeFromM, s.holeToM);
        footageM += Math.max(0, Math.min(hi, x.mdToM) - Math.max(lo, x.mdFromM));
      }
      out[mode] = {
        drilledS: m.samples * grid.stepS,
        footageM,
        params,
        inRangePct: inRange.length ? Math.round((10 * inRange.reduce((s, v) => s + v, 0)) / inRange.length) / 10 : null,
      };
    }
    return { id: x.id, ...out };
  });
}

/** The first interval whose depth range crosses [fromM, toM) (touching ends do not), or null. */
export function overlapping<T extends { mdFromM: number; mdToM: number }>(others: readonly T[], fromM: number, toM: number): T | null {
  return [...others].sort((a, b) => a.mdFromM - b.mdFromM).find((o) => fromM < o.mdToM && toM > o.mdFromM) ?? null;
}
