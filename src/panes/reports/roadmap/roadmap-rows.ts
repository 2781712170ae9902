/**
 * The roadmap against what was drilled as table rows and chart series: one row per interval and
 * parameter of a mode, in display units, with the time in range coloured as a driller reads it
 * (under half the time in range: out of roadmap; under three quarters: watch).
 */
import type { IntervalCompliance, ModeCompliance } from '../../../domain/drilling/roadmap/compliance';
import type { RoadmapMode } from '../../../domain/drilling/roadmap/roadmap-params';
import type { Roadmap, RoadmapInterval } from '../../../api/roadmap';
import type { CellTone } from '../../../features/virtual-table';
import type { ParamUnit } from './use-well-roadmap';

export interface RoadmapRow {
  key: string;
  interval: RoadmapInterval;
  pu: ParamUnit;
  min: number | null;
  max: number | null;
  mean: number | null;
  belowPct: number | null;
  inRangePct: number | null;
  abovePct: number | null;
  drilledS: number | null;
  footageM: number | null;
}

export const modeOf = (c: IntervalCompliance | undefined, mode: RoadmapMode): ModeCompliance | undefined => c?.[mode];

export function roadmapRows(r: Roadmap, mode: RoadmapMode, units: readonly ParamUnit[]): RoadmapRow[] {
  const byId = new Map(r.actual.intervals.map((c) => [c.id, c]));
  const out: RoadmapRow[] = [];
  for (const interval of r.intervals) {
    const m = modeOf(byId.get(interval.id), mode);
    const targets = interval[mode];
    for (const pu of units) {
      if (!pu.param.modes.includes(mode)) continue;
      const t = targets[pu.param.id];
      const p = m?.params[pu.param.id];
      const conv = (v: number | null | undefined) => (v === null || v === undefined ? null : pu.unit.convert(v));
      out.push({
        key: `${interval.id}:${pu.param.id}`,
        interval,
        pu,
        min: conv(t?.min),
        max: conv(t?.max),
        mean: conv(p?.mean),
        belowPct: p?.belowPct ?? null,
        inRangePct: p?.inRangePct ?? null,
        abovePct: p?.abovePct ?? null,
        drilledS: m?.drilledS ?? null,
        footageM: m?.footageM ?? null,
      });
    }
  }
  return out;
}

export function inRangeTone(pct: number | null): CellTone | undefined {
  if (pct === null) return undefined;
  if (pct < 50) return 'danger';
  if (pct < 75) return 'warning';
  return 'success';
}
