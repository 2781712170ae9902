/**
 * Demo mud reports told by each demo well's own history: one check per reporting day (the well's
 * day shift in its zone, as the time journal's days), an hour before the day ends (or at the end of
 * the record), with the hole and bit depth the stored activity history had then; the section and
 * planned mud from the well's mud program (its basin's, from its field: a Permian well WBM spud mud
 * in the surface hole and OBM below; a Bakken well WBM, then invert OBM to its intermediate casing
 * shoe, then saltwater brine in the lateral), properties that move with the depth inside the
 * section's window, and the day's products costing what the AFE's mud rate books for the day's new
 * hole. Deterministic for the same history.
 */
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import { sectionAt, type MudSection, type MudType } from '../../src/domain/drilling/mud/mud-program';
import type { Db } from '../db/db';
import { activeAfe } from '../routes/logs/afe';
import { createPrng, type Prng } from '../seed/prng';
import { openIntervalOf, readIntervals } from '../timeseries/derived/derived-read';
import type { IntervalRow } from '../timeseries/derived/interval-builder';
import { allocateProducts } from './demo-products';
import { basinMudProgram, writeMudProgram } from './mud-store';

/** The AFE demo rate when a well has no AFE (step-costs: drilling fluids, USD per metre). */
const FALLBACK_MUD_RATE = 38;

/** Index of the last interval starting at or before `tS` (-1 when none). */
function lastStartingBy(rows: readonly IntervalRow[], tS: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  let k = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].startS <= tS) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return k;
}

/** Hole and bit depth at `tS`: inside an interval linear between its ends, in a gap the last one's end. */
export function depthsAt(rows: readonly IntervalRow[], tS: number): { holeM: number; bitM: number } | null {
  const k = lastStartingBy(rows, tS);
  if (k < 0) return null;
  const r = rows[k];
  if (tS >= r.endS) return { holeM: r.holeToM, bitM: r.bitToM };
  const f = r.endS > r.startS ? (tS - r.startS) / (r.endS - r.startS) : 0;
  return { holeM: r.holeFromM + f * (r.holeToM - r.holeFromM), bitM: r.bitFromM + f * (r.bitToM - r.bitFromM) };
}

const round = (x: number, step: number) => Number((Math.round(x / step) * step).toFixed(4));

/** The mud a check at `holeM` finds in its section: properties in the section's window, heavier with depth. */
export function demoProperties(s: MudSection, holeM: number, rnd: Prng) {
  const f = Math.min(1, Math.max(0, (holeM - s.fromM) / Math.max(1, s.toM - s.fromM)));
  const span = (lo: number, hi: number, step: number) => round(lo + (hi - lo) * (0.7 * f + 0.3 * rnd.next()), step);
  const density = round(s.densityMinKgM3 + (s.densityMaxKgM3 - s.densityMinKgM3) * (0.15 + 0.7 * f) + rnd.range(-6, 6), 5);
  if (s.mudType === 'WBM') {
    return {
      density_kg_m3: density,
      funnel_viscosity_s: span(32, 45, 1),
      pv_cp: span(6, 12, 1),
      yp_lbf_100ft2: span(8, 18, 1),
      gel_10s_lbf_100ft2: span(2, 6, 1),
      gel_10m_lbf_100ft2: span(6, 15, 1),
      fluid_loss_ml: span(12, 20, 0.5),
      ph: span(9, 10.5, 0.1),
      es_v: null,
      solids_pct: span(3, 7, 0.5),
      oil_pct: null,
      chlorides_mg_l: span(2000, 9000, 100),
      pit_volume_m3: span(120, 200, 1),
    };
  }
  if (s.mudType === 'BRINE') {
    // Sodium chloride brine: its chlorides follow its weight (about 146 g/L at 1,150 kg/m³, 189 g/L at 1,200).
    const clMgL = round(146_000 + ((density - 1150) / 50) * 43_000, 1000);
    return {
      density_kg_m3: density,
      funnel_viscosity_s: span(27, 31, 1),
      pv_cp: span(1, 3, 1),
      yp_lbf_100ft2: span(0, 2, 1),
      gel_10s_lbf_100ft2: span(0, 1, 1),
      gel_10m_lbf_100ft2: span(0, 2, 1),
      fluid_loss_ml: null,
      ph: span(8.5, 9.5, 0.1),
      es_v: null,
      solids_pct: span(0.5, 3, 0.5),
      oil_pct: null,
      chlorides_mg_l: Math.min(190_000, Math.max(140_000, clMgL)),
      pit_volume_m3: span(140, 220, 1),
    };
  }
  const deep = s.id === 'lateral';
  return {
    density_kg_m3: density,
    funnel_viscosity_s: span(deep ? 50 : 45, deep ? 70 : 60, 1),
    pv_cp: span(deep ? 20 : 15, deep ? 32 : 25, 1),
    yp_lbf_100ft2: span(deep ? 12 : 10, deep ? 20 : 18, 1),
    gel_10s_lbf_100ft2: span(deep ? 8 : 6, deep ? 12 : 10, 1),
    gel_10m_lbf_100ft2: span(deep ? 14 : 10, deep ? 24 : 18, 1),
    fluid_loss_ml: span(deep ? 2 : 3, deep ? 5 : 6, 0.2),
    ph: null,
    es_v: span(deep ? 700 : 500, deep ? 1200 : 900, 10),
    solids_pct: span(deep ? 12 : 8, deep ? 20 : 14, 0.5),
    oil_pct: span(deep ? 80 : 75, deep ? 85 : 80, 1),
    chlorides_mg_l: span(180_000, 260_000, 1000),
    pit_volume_m3: span(deep ? 200 : 180, deep ? 300 : 260, 1),
  };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What the day's comment says when the hole enters a section drilled with another mud. */
const CHANGED_TO: Record<MudType, string> = { WBM: 'new spud mud', OBM: 'displaced to oil-based mud', BRINE: 'displaced to saltwater brine' };

/**
 * Seeds the mud program and the daily mud reports of a demo well, once (nothing when it already has
 * demo reports); returns how many reports.
 */
export async function seedDemoMud(db: Db, wellId: string): Promise<number> {
  const { rows: had } = await db.query('select 1 from mud_reports where well_id = $1 and source = $2 limit 1', [wellId, 'demo']);
  if (had.length) return 0;
  const { rows: w } = await db.query<{ end_depth: number | null; day_shift: number; timezone: string }>(
    'select end_depth, day_shift, timezone from wells where id = $1',
    [wellId],
  );
  const tdM = Number(w[0]?.end_depth ?? 0);
  if (!(tdM > 0)) return 0;
  const { rows: span } = await db.query<{ source: string; from_s: string | null; to_s: string | null }>(
    'select source, min(start_s) as from_s, max(end_s) as to_s from log_intervals where well_id = $1 group by source',
    [wellId],
  );
  const src = span.find((s) => s.source === 'truth') ?? span.find((s) => s.source === 'auto');
  if (!src?.from_s || !src.to_s) return 0;
  const source = src.source === 'truth' ? 'truth' : 'auto';
  // The pipeline's open interval is the record's last stretch (not yet a row).
  const open = await openIntervalOf(db, wellId, source);
  const firstS = Number(src.from_s);
  const lastS = Math.max(Number(src.to_s), open?.endS ?? 0);
  const rows = await readIntervals(db, wellId, source, firstS, lastS, open);
  const program = await basinMudProgram(db, wellId, tdM);
  const rate = (await activeAfe(db, wellId))?.rates.find((r) => r.code === 'MUD' && r.basis === 'metre')?.rate ?? FALLBACK_MUD_RATE;
  const days = reportingDays(firstS, lastS, w[0].timezone ?? 'UTC', Number(w[0].day_shift ?? 21_600));
  let n = 0;
  let prev: { section: string; density: number } | null = null;
  await db.transaction(async (tx) => {
    await writeMudProgram(tx, wellId, program);
    for (const day of days) {
      const targetS = Math.min(day.endS - 3600, lastS - 60);
      const lowS = Math.max(day.startS, firstS);
      if (targetS < lowS) continue;
      // The check is taken when the activity then began: the interval's first second holds the recorded depths.
      const k = lastStartingBy(rows, targetS);
      const atS = k >= 0 && rows[k].startS >= lowS ? rows[k].startS : targetS;
      const at = depthsAt(rows, atS);
      const start = depthsAt(rows, Math.max(day.startS, firstS));
      const end = depthsAt(rows, Math.min(day.endS, lastS));
      if (!at || !start || !end || !Number.isFinite(at.holeM)) continue;
      const section = sectionAt(program, at.holeM)!;
      const rnd = createPrng(hash(`${wellId}:${day.date}`));
      const props = demoProperties(section, at.holeM, rnd);
      // As the cost lines book it (charts/cost): a day the record starts inside has no known progress.
      const progressM = day.startS >= firstS ? Math.max(0, end.holeM - start.holeM) : 0;
      const products = allocateProducts(section.mudType, rate * progressM, () => rnd.next());
      const comment =
        prev && prev.section !== section.id
          ? `${section.name}: ${CHANGED_TO[section.mudType]} at ${Math.round(at.holeM)} m.`
          : prev && props.density_kg_m3 - prev.density >= 20
            ? `Weighted up from ${prev.density} to ${props.density_kg_m3} kg/m³.`
            : progressM < 1
              ? 'No new hole booked: mud conditioned, no products added.'
              : `Drilled ${Math.round(progressM)} m; maintained properties.`;
      prev = { section: section.id, density: props.density_kg_m3 };
      const cols = Object.entries(props);
      await tx.query(
        `insert into mud_reports (well_id, report_date, at_s, section, hole_depth_m, bit_depth_m, mud_type, products, comment, source, ${cols.map(([k]) => k).join(', ')})
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'demo', ${cols.map((_, i) => `$${i + 10}`).join(', ')})`,
        [
          wellId,
          day.date,
          atS,
          section.id,
          round(at.holeM, 0.1),
          round(Math.min(at.bitM, at.holeM), 0.1),
          section.mudType,
          JSON.stringify(products),
          comment,
          ...cols.map(([, v]) => v),
        ],
      );
      n++;
    }
  });
  return n;
}
