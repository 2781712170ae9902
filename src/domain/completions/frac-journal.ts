/**
 * A fractured well's time journal, read off its frac stages (issue 19: the completion reports reuse
 * the drilling time journal with the well stage set): each stage's treatment record is a "Frac stage"
 * entry, and the time between one stage's record and the next one's, when the spread kept working
 * (up to MAX_WIRELINE_S), is the wireline run that pumped down, set the plug and perforated the next
 * stage. A longer gap is not guessed at: without data nothing is said, as in the drilling journal.
 * Depths are the stage interval (MD): where the work was done, not a hole depth drilled. The comments
 * are written in the reader's unit system (bbl, lb, psi, ft in imperial; m³, t, MPa, m in metric),
 * as the production days' are; the entries' depths stay in metres.
 */
import type { AutoEntry } from '../drilling/journal/fold-intervals';
import type { UnitSystemId } from '../units';
import { fracUnit, type FracQuantity } from './frac-channels';

/** A plug-and-perf run (pump down, set, perforate, pull out) takes 1.5–3 h; longer is something else. */
export const MAX_WIRELINE_S = 6 * 3600;

export interface JournalStage {
  stage_no: number;
  start_s: number;
  end_s: number;
  top_md_m: number;
  bottom_md_m: number;
  plug_md_m: number | null;
  clusters: number;
  clean_m3: number;
  proppant_kg: number;
  isip_mpa: number | null;
}

export function fracJournalEntries(stages: readonly JournalStage[], system: UnitSystemId = 'metric'): AutoEntry[] {
  /** The value in the reader's unit, without its symbol (a range shares one). */
  const n = (q: FracQuantity, v: number) => {
    const u = fracUnit(q, system);
    return u.convert(v).toLocaleString('en-US', { minimumFractionDigits: u.decimals, maximumFractionDigits: u.decimals });
  };
  const f = (q: FracQuantity, v: number) => `${n(q, v)} ${fracUnit(q, system).symbol}`;
  const sorted = [...stages].sort((a, b) => a.start_s - b.start_s);
  const out: AutoEntry[] = [];
  sorted.forEach((s, i) => {
    const prev = sorted[i - 1];
    if (prev && s.start_s > prev.end_s && s.start_s - prev.end_s <= MAX_WIRELINE_S) {
      out.push({
        startS: prev.end_s,
        endS: s.start_s,
        activity: 'PLUG_AND_PERF',
        interval: true,
        holeFromM: s.top_md_m,
        holeToM: s.bottom_md_m,
        comment: `Stage ${s.stage_no}: plug set${s.plug_md_m !== null ? ` at ${f('length', s.plug_md_m)}` : ''}, ${s.clusters} clusters perforated ${n('length', s.top_md_m)}–${f('length', s.bottom_md_m)}`,
      });
    }
    out.push({
      startS: s.start_s,
      endS: s.end_s,
      activity: 'FRAC',
      interval: true,
      holeFromM: s.top_md_m,
      holeToM: s.bottom_md_m,
      comment: `Stage ${s.stage_no}: ${f('volume', s.clean_m3)} clean, ${f('mass', s.proppant_kg)} proppant${s.isip_mpa !== null ? `, ISIP ${f('pressure', s.isip_mpa)}` : ''}`,
    });
  });
  return out;
}
