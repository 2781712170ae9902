/**
 * Demo troubles of a fractured well, read off its stage records (issue 19): what a plug-and-perf
 * frac loses time to, put where the records say it happened.
 *
 * - Screen-out: the stages that reached the highest treating pressure (the closest to the pressure
 *   limit). After shut-in the well is flowed back to clean sand out of the casing before the next
 *   plug can be pumped down: NPT from shut-in until a plug-and-perf run (PLUG_AND_PERF_S) still
 *   fits before the next stage's record.
 * - Wireline misrun: in the longest gaps between stages (a gun that did not fire, pulled out,
 *   re-armed and re-run): NPT for the part of the gap beyond one plug-and-perf run.
 * - Frac pump failure: in the longest gaps left, while pumping the plug and guns down (a pump losing
 *   prime, stopped until the standby pump was on line): NPT likewise. The treatment records pump at
 *   their design rate, so no pump failure is put inside a stage's record.
 *
 * One event per gap between stages at most, and none shorter than MIN_NPT_S; about one screen-out in
 * 20 stages and one misrun and one pump failure in 15, while free gaps last (three stages, two gaps:
 * a screen-out and a misrun). Deterministic for the same records.
 */
import { mpaToPsi } from './frac-constants';

/** A plug-and-perf run that goes right: pump down, set, perforate, pull out. */
export const PLUG_AND_PERF_S = 1.5 * 3600;
/** No trouble shorter than this is booked. */
const MIN_NPT_S = 10 * 60;

export interface TroubleStage {
  stage_no: number;
  start_s: number;
  end_s: number;
  top_md_m: number;
  plug_md_m: number | null;
  shut_in_s: number | null;
  max_treating_mpa: number | null;
  proppant_kg: number;
  design_proppant_kg: number;
}

export interface FracTrouble {
  type: 'SCREEN_OUT' | 'WIRELINE_MISRUN' | 'FRAC_PUMP';
  stageNo: number;
  startS: number;
  endS: number;
  depthM: number;
  description: string;
}

const h = (s: number) => `${(s / 3600).toFixed(1)} h`;
const t = (kg: number) => `${(kg / 1000).toFixed(1)} t`;

export function fracTroubles(stages: readonly TroubleStage[]): FracTrouble[] {
  const sorted = [...stages].sort((a, b) => a.start_s - b.start_s);
  const n = sorted.length;
  if (n < 2) return [];
  // A gap is named by the stage it leads to (its plug-and-perf run); each holds one event at most.
  const usedGaps = new Set<number>();
  const out: FracTrouble[] = [];
  const gaps = sorted
    .slice(1)
    .map((stage, i) => ({ stage, prev: sorted[i], gap: stage.start_s - sorted[i].end_s }))
    .filter((g) => g.gap - PLUG_AND_PERF_S >= MIN_NPT_S);

  // Screen-outs: the highest treating pressures; the clean-out takes the gap after the stage.
  const byPressure = gaps
    .filter((g) => g.prev.max_treating_mpa !== null && g.prev.shut_in_s !== null && g.stage.start_s - PLUG_AND_PERF_S - g.prev.shut_in_s >= MIN_NPT_S)
    .sort((a, b) => b.prev.max_treating_mpa! - a.prev.max_treating_mpa! || a.prev.stage_no - b.prev.stage_no)
    .slice(0, Math.max(1, Math.round(n / 20)));
  for (const { stage: next, prev: s } of byPressure) {
    usedGaps.add(next.stage_no);
    const endS = next.start_s - PLUG_AND_PERF_S;
    out.push({
      type: 'SCREEN_OUT',
      stageNo: s.stage_no,
      startS: s.shut_in_s!,
      endS,
      depthM: s.top_md_m,
      description:
        `Stage ${s.stage_no}: near screen-out, treating pressure up to ${s.max_treating_mpa!.toFixed(1)} MPa (${Math.round(mpaToPsi(s.max_treating_mpa!)).toLocaleString('en-US')} psi), ` +
        `the highest of the well, at the tail of the proppant ramp; ${t(s.proppant_kg)} of ${t(s.design_proppant_kg)} placed, but the flush was cut short with sand left in the casing. ` +
        `Flowed the well back to clean it out before pumping down the next plug (${h(endS - s.shut_in_s!)}).`,
    });
  }

  // Misruns, then pump failures: the longest free gaps, each losing what goes beyond one plug-and-perf run.
  const free = () =>
    gaps.filter((g) => !usedGaps.has(g.stage.stage_no) && g.stage.plug_md_m !== null).sort((a, b) => b.gap - a.gap || a.stage.stage_no - b.stage.stage_no);
  const inGaps = (type: FracTrouble['type'], count: number, text: (s: TroubleStage, npt: number) => string) => {
    for (const { stage: s, prev } of free().slice(0, count)) {
      usedGaps.add(s.stage_no);
      const npt = s.start_s - prev.end_s - PLUG_AND_PERF_S;
      out.push({ type, stageNo: s.stage_no, startS: prev.end_s, endS: prev.end_s + npt, depthM: s.plug_md_m!, description: text(s, npt) });
    }
  };
  const perFifteen = Math.max(1, Math.round(n / 15));
  inGaps(
    'WIRELINE_MISRUN',
    perFifteen,
    (s, npt) =>
      `Stage ${s.stage_no} plug and perf: plug set at ${Math.round(s.plug_md_m!)} m MD but the top gun did not fire; pulled out, re-armed and re-ran the guns (${h(npt)} lost).`,
  );
  inGaps(
    'FRAC_PUMP',
    perFifteen,
    (s, npt) =>
      `Pump-down for stage ${s.stage_no}: a frac pump lost prime (fluid-end packing failed); stopped, isolated it and brought the standby pump on line before pumping the plug and guns down to ${Math.round(s.plug_md_m!)} m MD (${h(npt)}).`,
  );
  return out.sort((a, b) => a.startS - b.startS);
}
