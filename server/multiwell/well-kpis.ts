/**
 * A well's KPIs over its whole record, for comparing wells side by side: ROP (footage over on-bottom
 * time, rotary and slide), connection time (median weight to weight and slips to slips), and the NPT
 * share (troubles' time over the recorded time). Each figure comes from the code the single-well
 * reports use (activity bins, stands, the journal's troubles); where a well has no data for one the
 * figure is null and `missing` says why, never a made-up zero.
 */
import { connectionAnalysis } from '../../src/domain/drilling/kpi/connections';
import { nptS } from '../../src/domain/drilling/journal/troubles';
import type { WellKpis } from '../../src/domain/drilling/kpi/well-kpis';
import type { Queryable } from '../db/db';
import { readTroubles } from '../journal/journal-store';
import { reportingOptions } from '../routes/logs/well-reporting';
import { drillingFromBins } from '../timeseries/derived/analytics';
import { readBins, readStands } from '../timeseries/derived/derived-read';

const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

export async function wellKpis(db: Queryable, wellId: string, fromS: number | null, toS: number | null): Promise<WellKpis> {
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
  if (fromS === null || toS === null || !(toS > fromS)) {
    none(
      Object.keys(out).filter((k) => !['from_s', 'to_s', 'missing'].includes(k)),
      'No hole depth recorded for this well',
    );
    return out;
  }
  const [bins, stands, troubles, reporting] = await Promise.all([
    readBins(db, wellId, 'auto', fromS, toS),
    readStands(db, wellId, fromS, toS),
    readTroubles(db, wellId, fromS, toS),
    reportingOptions(db, wellId, fromS, toS),
  ]);
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
