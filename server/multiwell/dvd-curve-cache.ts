/**
 * Each well's whole-record Days vs Depth curve as the multi-well comparison draws it (days since spud
 * to 1e-5, depth as recorded), kept between requests so a comparison of many wells does not read and
 * bucket every well's hole-depth record again. An entry is reused only while nothing it was computed
 * from has moved: the well's series write version (every appended second, written or rebuilt chunk,
 * deleted run: write-version.ts), its spud (read fresh on every request), and the end of its record.
 * A new hole depth therefore recomputes that well's curve on the next request, and only that well's.
 *
 * Only where this process is the database's only writer (the embedded database: `store.answers` is
 * there); on PostgreSQL other instances write too, so every curve is computed on each request.
 */
import type { Queryable } from '../db/db';
import { daysVsDepthFor, type WellDates } from '../routes/logs/days-vs-depth';
import type { TimeSeriesStore } from '../timeseries/store';
import { seriesVersion } from '../timeseries/write-version';

/** A well's curve and what the comparison shows beside it. */
export interface WellCurve {
  spudS: number;
  spudFrom: string;
  days: number[];
  depthM: number[];
  deepestM: number | null;
  /** The hole-depth record's first and last second, null without one. */
  firstS: number | null;
  lastS: number | null;
  /** The curve's fields as the answer writes them (spud, spud_from, curve, deepest_m), made once per held curve. */
  json?: string;
}

/** `"spud":…,"spud_from":…,"curve":{…},"deepest_m":…` of a well, serialised once while the curve is held. */
export function curveJson(c: WellCurve): string {
  c.json ??= JSON.stringify({ spud: c.spudS, spud_from: c.spudFrom, curve: { days: c.days, depth_m: c.depthM }, deepest_m: c.deepestM }).slice(1, -1);
  return c.json;
}

const round = (v: number, k: number) => Math.round(v * k) / k;

/** Curves held per store (one per server), each under the key of what it was computed from. */
const held = new WeakMap<TimeSeriesStore, Map<string, { key: string; curve: WellCurve }>>();

/** The curve as computed from the record now (daysVsDepthFor, the single-well chart's own code). */
export async function computeWellCurve(db: Queryable, store: TimeSeriesStore, wellId: string, dates: WellDates, nowS: number): Promise<WellCurve> {
  // An empty period: only the whole record's curve is wanted, not the reporting days.
  const x = await daysVsDepthFor(db, store, wellId, nowS, nowS, undefined, dates);
  return {
    spudS: x.dvd.spudS,
    spudFrom: x.spudFrom,
    // As charts/days_vs_depth answers it: days to 1e-5 (about a second), depth as recorded.
    days: x.dvd.curve.map((p) => round(p.days, 1e5)),
    depthM: x.dvd.curve.map((p) => p.depthM),
    deepestM: x.dvd.deepestM,
    firstS: x.firstS,
    lastS: x.lastS,
  };
}

/** The well's curve: the held one while its inputs stand, else computed (and held where reuse is exact). */
export async function wellCurve(db: Queryable, store: TimeSeriesStore, wellId: string, dates: WellDates, nowS: number): Promise<WellCurve> {
  if (!store.answers) return computeWellCurve(db, store, wellId, dates, nowS);
  // Read before computing: a write meanwhile leaves the entry under the older version, so it misses next time.
  const version = seriesVersion(wellId);
  const hole = (await store.channels(wellId)).find((c) => c.channel === 'holeDepthM');
  const endS = hole?.last_s == null ? nowS : Math.min(nowS, hole.last_s + 1);
  const key = `${version}|${dates.spudS}|${dates.spudFrom}|${hole?.first_s ?? null}|${endS}`;
  let byWell = held.get(store);
  if (!byWell) held.set(store, (byWell = new Map()));
  const entry = byWell.get(wellId);
  if (entry && entry.key === key) return entry.curve;
  const curve = await computeWellCurve(db, store, wellId, dates, nowS);
  byWell.set(wellId, { key, curve });
  return curve;
}
