/**
 * How reports/aggregation cuts a well's record into the windows of its groups:
 * - well: the whole record (the hole-depth record's first to last second), one group per well;
 * - rig: the whole record under the rig of well_rigs (a well drilled by several rigs is cut at each
 *   rig's spud and release dates); a well without a rig is left out and said so, never given one;
 * - section: each hole section's window (Section Summary's: from the first drilling in the section's
 *   depth range until drilling starts in the next one; the first also holds the record before it),
 *   grouped by hole size across wells; sections come from the casing program, else from the well's
 *   drilling design;
 * - crew: the day and night tours of each reporting day (the well's day_shift in its time zone).
 */
import { zoneOffsetS } from '../../src/domain/drilling/journal/reporting-days';
import type { SectionCasing } from '../../src/domain/drilling/kpi/section-summary';
import { inches } from '../../src/domain/equipment/inches';
import type { AggregationGroupBy } from '../../src/domain/multiwell/aggregation';
import { TOUR_LABELS, tourWindows } from '../../src/domain/multiwell/crew-tours';
import { readSectionWindows } from '../brs/section-summary-read';
import type { Queryable } from '../db/db';
import type { KeyedWindow, Span } from './aggregation-sums';
import type { KpiSources } from './well-kpis';

export interface WellWindows {
  windows: KeyedWindow[];
  /** Group key → its label and sort order. */
  groups: Map<string, { label: string; order: number }>;
}

export type WindowsOrReason = WellWindows | { reason: string };

interface RigRow {
  well_id: string;
  rig_id: string;
  name: string;
  spud_date: string | number | null;
  release_date: string | number | null;
}

/** The rigs of the wells, by well. */
export async function rigsOf(db: Queryable, wellIds: readonly string[]): Promise<Map<string, RigRow[]>> {
  const { rows } = await db.query<RigRow>(
    `select wr.well_id, r.id as rig_id, r.name, wr.spud_date, wr.release_date from well_rigs wr join rigs r on r.id = wr.rig_id
      where wr.well_id = any($1::uuid[]) order by wr.well_id, wr.spud_date nulls first, r.name`,
    [wellIds],
  );
  const out = new Map<string, RigRow[]>();
  for (const r of rows) out.set(r.well_id, [...(out.get(r.well_id) ?? []), r]);
  return out;
}

function rigWindows(rigs: readonly RigRow[] | undefined, span: Span): WindowsOrReason {
  if (!rigs?.length) return { reason: 'No rig recorded for this well' };
  const groups = new Map(rigs.map((r) => [r.rig_id, { label: r.name, order: 0 }]));
  if (rigs.length === 1) return { windows: [{ key: rigs[0].rig_id, ...span }], groups };
  const cut = rigs.map((r) => ({
    key: r.rig_id,
    fromS: Math.max(span.fromS, r.spud_date === null ? -Infinity : Number(r.spud_date)),
    toS: Math.min(span.toS, r.release_date === null ? Infinity : Number(r.release_date)),
  }));
  const dated = rigs.every((r) => r.spud_date !== null);
  const sorted = cut.filter((w) => w.toS > w.fromS).sort((a, b) => a.fromS - b.fromS);
  if (!dated || sorted.some((w, i) => i > 0 && w.fromS < sorted[i - 1].toS))
    return { reason: `${rigs.length} rigs recorded without separate spud and release dates: their shares of the record are unknown` };
  return { windows: sorted, groups };
}

/** The drilling design's sections as the strings sectionWindows reads (a section's shoe is its end). */
async function designStrings(db: Queryable, wellId: string): Promise<SectionCasing[]> {
  const { rows } = await db.query<{ sections: { name: string; to_m: number; hole_in: number; casing_od_in: number | null }[] }>(
    `select sections from well_designs where well_id = $1 and stage = 'drilling' order by updated_at desc limit 1`,
    [wellId],
  );
  return (rows[0]?.sections ?? []).map((s, k) => ({
    id: `design-${k}`,
    name: s.name,
    casingType: 'design',
    odIn: s.casing_od_in ?? 0,
    holeSizeIn: s.hole_in,
    shoeM: s.to_m,
    status: 'planned',
  }));
}

async function sectionWindowsOf(db: Queryable, wellId: string, span: Span): Promise<WindowsOrReason> {
  let x = await readSectionWindows(db, wellId);
  if (!x.windows.length) {
    const strings = await designStrings(db, wellId);
    if (!strings.length) return { reason: 'No casing program or drilling design: the hole sections are unknown' };
    x = await readSectionWindows(db, wellId, strings);
  }
  const windows: KeyedWindow[] = [];
  const groups = new Map<string, { label: string; order: number }>();
  for (const w of x.windows) {
    if (w.start_s === null || w.end_s === null) continue;
    const fromS = Math.max(w.start_s, span.fromS);
    const toS = Math.min(w.end_s, span.toS);
    if (!(toS > fromS)) continue;
    const key = `hole:${w.hole_size_in}`;
    groups.set(key, { label: `${inches(w.hole_size_in)} hole`, order: -w.hole_size_in });
    windows.push({ key, fromS, toS });
  }
  if (!windows.length) return { reason: 'No hole section drilled in the record' };
  // The record before the first section's drilling (rigging up, spudding in) is the first section's:
  // every second and every foot of the record then counts in one section.
  windows.sort((a, b) => a.fromS - b.fromS)[0].fromS = span.fromS;
  return { windows, groups };
}

function crewWindows(src: KpiSources, span: Span): WellWindows {
  const windows = tourWindows(span.fromS, span.toS, src.dayShiftS, (s) => zoneOffsetS(src.timeZone, s)).map((w) => ({
    key: w.tour,
    fromS: w.fromS,
    toS: w.toS,
  }));
  return {
    windows,
    groups: new Map([
      ['day', { label: TOUR_LABELS.day, order: 0 }],
      ['night', { label: TOUR_LABELS.night, order: 1 }],
    ]),
  };
}

export async function windowsOf(
  db: Queryable,
  groupBy: AggregationGroupBy,
  well: { id: string; name: string; order: number },
  span: Span,
  src: KpiSources,
  rigs: Map<string, RigRow[]>,
): Promise<WindowsOrReason> {
  switch (groupBy) {
    case 'well':
      return { windows: [{ key: well.id, ...span }], groups: new Map([[well.id, { label: well.name, order: well.order }]]) };
    case 'rig':
      return rigWindows(rigs.get(well.id), span);
    case 'section':
      return sectionWindowsOf(db, well.id, span);
    case 'crew':
      return crewWindows(src, span);
  }
}
