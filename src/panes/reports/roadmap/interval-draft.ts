/**
 * An interval being edited, as the form holds it (text in display units), and its way back to the
 * API's input: numbers in channel units, a parameter with both ends blank has no target, one end
 * blank is a problem named for the user; the shared schema (roadmap-schemas.ts) then checks the rest
 * and its first issue is shown with the field's label.
 */
import type { RoadmapInterval } from '../../../api/roadmap';
import { ROADMAP_MODES, type RoadmapMode } from '../../../domain/drilling/roadmap/roadmap-params';
import { intervalBody, type IntervalInput } from '../../../domain/drilling/roadmap/roadmap-schemas';
import type { ParamUnit } from './use-well-roadmap';

export interface IntervalDraft {
  /** null: a new interval. */
  id: string | null;
  name: string;
  from: string;
  to: string;
  hole: string;
  comment: string;
  ranges: Record<RoadmapMode, Record<string, { min: string; max: string }>>;
}

const show = (v: number, decimals: number) => String(Math.round(v * 10 ** (decimals + 1)) / 10 ** (decimals + 1));

export function draftOf(i: RoadmapInterval | null, units: readonly ParamUnit[], depth: { convert(v: number): number }, startM = 0): IntervalDraft {
  const ranges = { rotary: {}, slide: {} } as IntervalDraft['ranges'];
  for (const mode of ROADMAP_MODES) {
    for (const pu of units) {
      if (!pu.param.modes.includes(mode)) continue;
      const r = i?.[mode][pu.param.id];
      ranges[mode][pu.param.id] = r
        ? { min: show(pu.unit.convert(r.min), pu.unit.decimals), max: show(pu.unit.convert(r.max), pu.unit.decimals) }
        : { min: '', max: '' };
    }
  }
  return {
    id: i?.id ?? null,
    name: i?.name ?? '',
    from: show(depth.convert(i?.md_from_m ?? startM), 1),
    to: i ? show(depth.convert(i.md_to_m), 1) : '',
    hole: i?.hole_size_in === null || i?.hole_size_in === undefined ? '' : String(i.hole_size_in),
    comment: i?.comment ?? '',
    ranges,
  };
}

const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

export function draftToInput(
  d: IntervalDraft,
  units: readonly ParamUnit[],
  depthToM: (v: number) => number,
): { input: IntervalInput | null; problems: string[] } {
  const problems: string[] = [];
  const ranges = { rotary: {}, slide: {} } as Record<RoadmapMode, Record<string, { min: number; max: number }>>;
  for (const mode of ROADMAP_MODES) {
    for (const pu of units) {
      const cell = d.ranges[mode][pu.param.id];
      if (!cell) continue;
      const lo = num(cell.min);
      const hi = num(cell.max);
      if (lo === null && hi === null) continue;
      const label = `${mode === 'rotary' ? 'Rotary' : 'Slide'} ${pu.param.label}`;
      if (lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi)) {
        problems.push(`${label}: give both min and max as numbers, or neither`);
        continue;
      }
      ranges[mode][pu.param.id] = { min: pu.toStored(lo), max: pu.toStored(hi) };
    }
  }
  const from = num(d.from);
  const to = num(d.to);
  const hole = num(d.hole);
  const body = {
    name: d.name,
    md_from_m: from === null ? NaN : depthToM(from),
    md_to_m: to === null ? NaN : depthToM(to),
    hole_size_in: hole,
    rotary: ranges.rotary,
    slide: ranges.slide,
    comment: d.comment,
  };
  if (problems.length) return { input: null, problems };
  const r = intervalBody.safeParse(body);
  if (!r.success) {
    const issue = r.error.issues[0];
    return { input: null, problems: [`${issue.path.join('.')}: ${issue.message}`] };
  }
  return { input: body as IntervalInput, problems: [] };
}
