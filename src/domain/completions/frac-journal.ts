/**
 * A fractured well's time journal, read off its frac stages (issue 19: the completion reports reuse
 * the drilling time journal with the well stage set): each stage's treatment record is a "Frac stage"
 * entry, and the time between one stage's record and the next one's, when the spread kept working
 * (up to MAX_WIRELINE_S), is the wireline run that pumped down, set the plug and perforated the next
 * stage. A longer gap is not guessed at: without data nothing is said, as in the drilling journal.
 * Depths are the stage interval (MD): where the work was done, not a hole depth drilled.
 */
import type { AutoEntry } from '../drilling/journal/fold-intervals';

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

const f = (v: number, d = 0) => v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

export function fracJournalEntries(stages: readonly JournalStage[]): AutoEntry[] {
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
        comment: `Stage ${s.stage_no}: plug set${s.plug_md_m !== null ? ` at ${f(s.plug_md_m, 1)} m` : ''}, ${s.clusters} clusters perforated ${f(s.top_md_m, 1)}–${f(s.bottom_md_m, 1)} m`,
      });
    }
    out.push({
      startS: s.start_s,
      endS: s.end_s,
      activity: 'FRAC',
      interval: true,
      holeFromM: s.top_md_m,
      holeToM: s.bottom_md_m,
      comment: `Stage ${s.stage_no}: ${f(s.clean_m3)} m³ clean, ${f(s.proppant_kg / 1000, 1)} t proppant${s.isip_mpa !== null ? `, ISIP ${f(s.isip_mpa, 1)} MPa` : ''}`,
    });
  });
  return out;
}
