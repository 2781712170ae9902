/**
 * A well's KPIs over its whole record, for comparing wells side by side: ROP (footage over on-bottom
 * time, rotary and slide), connection time (median weight to weight and slips to slips), and the NPT
 * share (troubles' time over the recorded time). Each figure comes from the code the single-well
 * reports use (activity bins, stands, the journal's troubles); where a well has no data for one the
 * figure is null and `missing` says why, never a made-up zero.
 *
 * Reading and computing are split: `readKpiSources` reads a span once, `kpisFrom` computes any window
 * inside it in memory with the same filters the queries apply, so the KPIs of a well's BHA runs cost
 * one read of the well instead of one per run (the Run Distribution Report).
 */
import { connectionAnalysis } from '../../src/domain/drilling/kpi/connections';
import { nptS } from '../../src/domain/drilling/journal/troubles';
import type { WellKpis } from '../../src/domain/drilling/kpi/well-kpis';
import type { Queryable } from '../db/db';
import { zoneOffsetS } from '../../src/domain/drilling/journal/reporting-days';
import type { ActivityBin } from '../timeseries/derived/activity-bins';
import type { Stand } from '../../src/domain/drilling/kpi/stand-types';
import { readTroubles, type Trouble } from '../journal/journal-store';
import { drillingFromBins } from '../timeseries/derived/analytics';
import { readBins, readStands } from '../timeseries/derived/derived-read';

const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** What a well's drilling KPIs are computed from, read once over a span. */
export interface KpiSources {
  bins: readonly ActivityBin[];
  stands: readonly Stand[];
  troubles: readonly Trouble[];
  dayShiftS: number;
  timeZone: string;
}

export async function readKpiSources(db: Queryable, wellId: string, fromS: number, toS: number): Promise<KpiSources> {
  const [bins, stands, troubles, well] = await Promise.all([
    readBins(db, wellId, 'auto', fromS, toS),
    readStands(db, wellId, fromS, toS),
    readTroubles(db, wellId, fromS, toS),
    db.query<{ day_shift: number; timezone: string }>('select day_shift, timezone from wells where id = $1', [wellId]),
  ]);
  const w = well.rows[0] ?? { day_shift: 21_600, timezone: 'UTC' };
  return { bins, stands, troubles, dayShiftS: Number(w.day_shift), timeZone: w.timezone };
}

export async function wellKpis(db: Queryable, wellId: string, fromS: number | null, toS: number | null): Promise<WellKpis> {
  if (fromS === null || toS === null || !(toS > fromS)) return kpisFrom(null, fromS, toS);
  return kpisFrom(await readKpiSources(db, wellId, fromS, toS), fromS, toS);
}

/**
 * The KPIs of the window [fromS, toS) of sources read over a span holding it: the bins, stands and
 * troubles the window's own queries would return (readBins: bins from the window's first 15-minute
 * edge; stands and troubles overlapping it), the reporting day's offset at the window's middle.
 */
export function kpisFrom(src: KpiSources | null, fromS: number | null, toS: number | null): WellKpis {
  const missing: Record<string, string> = {};
  const none = (keys: string[], why: string) => {
    for (const k of keys) missing[k] = why;
  };
  const out: WellKpis = {
    from_s: fromS,
    to_s: toS,
    footage_m: null,
    rop_m_per_h: null,
    rotary_rop_m_per_h: null,
    slide_rop_m_per_h: null,
    connections: null,
    weight_to_weight_median_s: null,
    slips_to_slips_median_s: null,
    npt_s: null,
    npt_share: null,
    missing,
  };
  if (src === null || fromS === null || toS === null || !(toS > fromS)) {
    none(
      Object.keys(out).filter((k) => !['from_s', 'to_s', 'missing'].includes(k)),
      'No hole depth recorded for this well',
    );
    return out;
  }
  const firstBinS = Math.floor(fromS / 900) * 900;
  const bins = src.bins.filter((b) => b.binS >= firstBinS && b.binS < toS);
  const stands = src.stands.filter((x) => x.startMs < toS * 1000 && x.endMs > fromS * 1000);
  const troubles = src.troubles.filter((x) => x.startS < toS && x.endS > fromS);
  const reporting = { dayShiftS: src.dayShiftS, utcOffsetS: zoneOffsetS(src.timeZone, Math.floor((fromS + toS) / 2)) };
  const drilling = drillingFromBins(bins, reporting).total;
  if (drilling.total.onBottomS > 0) {
    out.footage_m = drilling.total.footageM;
    out.rop_m_per_h = finite(drilling.total.ropMph);
    out.rotary_rop_m_per_h = finite(drilling.rotary.ropMph);
    out.slide_rop_m_per_h = finite(drilling.slide.ropMph);
    if (out.rotary_rop_m_per_h === null) missing.rotary_rop_m_per_h = 'No rotary drilling detected';
    if (out.slide_rop_m_per_h === null) missing.slide_rop_m_per_h = 'No slide drilling detected';
  } else {
    none(
      ['footage_m', 'rop_m_per_h', 'rotary_rop_m_per_h', 'slide_rop_m_per_h'],
      bins.length ? 'No on-bottom drilling detected' : 'Rig states not detected yet',
    );
  }
  const c = connectionAnalysis(stands);
  if (c.rows.length) {
    out.connections = c.rows.length;
    out.weight_to_weight_median_s = finite(c.weightToWeight.median);
    out.slips_to_slips_median_s = finite(c.slipsToSlips.median);
  } else {
    none(['connections', 'weight_to_weight_median_s', 'slips_to_slips_median_s'], 'No drilling connections detected');
  }
  // The journal is the record of troubles: none logged is an NPT of zero, not a gap.
  out.npt_s = nptS(troubles, fromS, toS);
  out.npt_share = out.npt_s / (toS - fromS);
  return out;
}
