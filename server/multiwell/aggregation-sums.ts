/**
 * The raw sums of a well's windows (reports/aggregation): each 15-minute rig-state bin, connection
 * and trip is booked to the one window holding its start (its slips-in second for a connection), so
 * windows that split a well (tours, sections) share its footage and connections without counting
 * any twice; NPT and time are clipped to each window. Over one window covering the well's record the
 * sums are exactly those kpisFrom (well-kpis.ts) takes its ratios of, so a well's own group equals
 * its multi-well KPIs.
 */
import { nptS } from '../../src/domain/drilling/journal/troubles';
import type { Trip } from '../../src/domain/drilling/kpi/tripping';
import { emptySums, type WindowSums } from '../../src/domain/multiwell/aggregation';
import type { KpiSources } from './well-kpis';

export interface KeyedWindow {
  key: string;
  fromS: number;
  toS: number;
}

export interface Span {
  fromS: number;
  toS: number;
}

const BIN_S = 900;

/** Sums per window key of the well's sources over `span`, windows inside it and not overlapping. */
export function windowSums(src: KpiSources, trips: readonly Trip[], span: Span, windows: readonly KeyedWindow[]): Map<string, WindowSums> {
  const sorted = [...windows].sort((a, b) => a.fromS - b.fromS);
  const out = new Map<string, WindowSums>();
  const sumsOf = (w: KeyedWindow) => {
    let s = out.get(w.key);
    if (!s) out.set(w.key, (s = emptySums()));
    return s;
  };
  // The window holding second t (clamped into the span: the first bin may start before it, as kpisFrom reads it).
  const at = (t: number): KeyedWindow | null => {
    const x = Math.min(Math.max(t, span.fromS), span.toS - 1);
    let lo = 0;
    let hi = sorted.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const w = sorted[mid];
      if (x < w.fromS) hi = mid - 1;
      else if (x >= w.toS) lo = mid + 1;
      else return w;
    }
    return null;
  };
  for (const w of sorted) {
    const s = sumsOf(w);
    s.timeS += w.toS - w.fromS;
    s.nptS += nptS(src.troubles, w.fromS, w.toS);
  }
  const firstBinS = Math.floor(span.fromS / BIN_S) * BIN_S;
  for (const b of src.bins) {
    if (b.binS < firstBinS || b.binS >= span.toS) continue;
    const w = at(b.binS);
    if (!w) continue;
    const s = sumsOf(w);
    s.bins++;
    s.rotaryM += b.rotaryM;
    s.rotaryS += b.rotaryS;
    s.slideM += b.slideM;
    s.slideS += b.slideS;
  }
  for (const st of src.stands) {
    const c = st.connection;
    if (!c || !(st.startMs < span.toS * 1000 && st.endMs > span.fromS * 1000)) continue;
    const w = at(Math.floor(c.slipsInMs / 1000));
    if (!w) continue;
    const s = sumsOf(w);
    s.weightToWeightS.push(c.weightToWeightS);
    s.slipsToSlipsS.push(c.slipsToSlipsS);
  }
  for (const t of trips) {
    if (!(t.startMs < span.toS * 1000 && t.endMs > span.fromS * 1000)) continue;
    const w = at(Math.floor(t.startMs / 1000));
    if (!w) continue;
    const s = sumsOf(w);
    s.trips++;
    if (t.direction === 'in') {
      s.tripInM += t.distanceM;
      s.tripInS += t.trippingS;
    } else {
      s.tripOutM += t.distanceM;
      s.tripOutS += t.trippingS;
    }
  }
  return out;
}
