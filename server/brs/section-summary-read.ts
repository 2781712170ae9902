/**
 * The Section Summary hub's answer: the well's hole sections (its casing program against the auto
 * time log, src/domain/drilling/kpi/section-summary.ts) with, over each section's window, the KPIs
 * the reports compute for the same dates: ROP, connections and NPT from the multi-well KPIs
 * (server/multiwell/well-kpis.ts, itself built on the reports' readers) and the tripping speeds of
 * POST charts/tripping_analysis (trippingAnalysis over the same trips).
 */
import { Activity } from '../../src/domain/drilling/activities';
import { sectionWindows, type SectionCasing } from '../../src/domain/drilling/kpi/section-summary';
import { trippingAnalysis } from '../../src/domain/drilling/kpi/tripping';
import type { SectionSummaryAnswer, SectionTripping } from '../../src/api/brs';
import type { Queryable } from '../db/db';
import { readCasingRows } from '../equipment/casing-store';
import { wellKpis } from '../multiwell/well-kpis';
import { openIntervalOf, readTrips } from '../timeseries/derived/derived-read';
import { readAutoLog } from './run-summary-read';

const finite = (v: number) => (Number.isFinite(v) ? v : null);

async function dataEndS(db: Queryable, wellId: string): Promise<number | null> {
  const [{ rows }, open] = await Promise.all([
    db.query<{ end_s: string | number | null }>(`select max(end_s) as end_s from log_intervals where well_id = $1 and source = 'auto'`, [wellId]),
    openIntervalOf(db, wellId, 'auto'),
  ]);
  const stored = rows[0]?.end_s === null || rows[0]?.end_s === undefined ? null : Number(rows[0].end_s);
  const ends = [stored, open?.endS ?? null].filter((x): x is number => x !== null && Number.isFinite(x));
  return ends.length ? Math.max(...ends) : null;
}

async function trippingOf(db: Queryable, wellId: string, fromS: number, toS: number): Promise<SectionSummaryAnswer['sections'][number]['tripping']> {
  const a = trippingAnalysis(await readTrips(db, wellId, fromS, toS));
  const dir = (d: 'in' | 'out'): SectionTripping | null => {
    const x = a.byDirection[d];
    if (!x.trips) return null;
    return {
      trips: x.trips,
      distance_m: x.distanceM,
      speed_mph: finite(x.speedMph),
      speed_excl_connections_mph: finite(x.speedExclConnectionsMph),
      connection_median_s: x.connections.count ? finite(x.connections.median) : null,
    };
  };
  return { in: dir('in'), out: dir('out') };
}

/**
 * The well's hole sections and their windows against the auto time log, from the strings given (its
 * casing program by default; the multi-well aggregation falls back on the drilling design's sections).
 */
export async function readSectionWindows(db: Queryable, wellId: string, strings?: readonly SectionCasing[]) {
  const [casing, log, endS] = await Promise.all([
    strings ??
      readCasingRows(db, wellId).then((rows) =>
        rows.map((c) => ({
          id: c.id,
          name: c.name,
          casingType: c.casing_type,
          odIn: c.od_in,
          holeSizeIn: c.hole_size_in,
          shoeM: c.shoe_m,
          status: c.status,
        })),
      ),
    readAutoLog(db, wellId, [Activity.ROTARY_DRILLING, Activity.SLIDE_DRILLING]),
    dataEndS(db, wellId),
  ]);
  return { windows: sectionWindows(casing, log, endS), log, endS };
}

export async function readSectionSummary(db: Queryable, wellId: string): Promise<SectionSummaryAnswer> {
  const { windows, log, endS } = await readSectionWindows(db, wellId);
  const sections = await Promise.all(
    windows.map(async (w): Promise<SectionSummaryAnswer['sections'][number]> => {
      if (w.start_s === null || w.end_s === null || !(w.end_s > w.start_s)) return { ...w, kpis: null, tripping: null };
      const [kpis, tripping] = await Promise.all([wellKpis(db, wellId, w.start_s, w.end_s), trippingOf(db, wellId, w.start_s, w.end_s)]);
      return { ...w, kpis, tripping };
    }),
  );
  const holeM = log.reduce(
    (m, s) => Math.max(m, Number.isFinite(s.holeToM) ? s.holeToM : -Infinity, Number.isFinite(s.holeFromM) ? s.holeFromM : -Infinity),
    -Infinity,
  );
  return { sections, rig_data: Number.isFinite(holeM) && endS !== null ? { hole_m: holeM, end_s: endS } : null };
}
