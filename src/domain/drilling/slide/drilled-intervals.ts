/**
 * Slides and rotary runs as the rig-state detection saw them: the SLIDE_DRILLING and ROTARY_DRILLING
 * intervals of the auto time log, with the new hole each made (hole depth from → to). A slide that the
 * detector broke into pieces (a pick-up to re-orient, a short stall) is one slide when no rotary
 * drilling came between and the pieces join within JOIN_GAP_M of hole; the driller's slidesheet counts
 * it once.
 */
import { Activity } from '../activities';
import type { ActivityInterval } from '../rig-state/time-log';

export type DrillingMode = 'slide' | 'rotary';

export interface DrilledInterval {
  readonly mode: DrillingMode;
  readonly startMs: number;
  readonly endMs: number;
  /** Seconds on bottom in this mode (pieces summed; the pauses between them are not counted). */
  readonly onBottomS: number;
  /** New hole: hole depth at the start and at the end, m. */
  readonly fromMdM: number;
  readonly toMdM: number;
}

/** Pieces of one slide further apart than this in hole depth are separate slides. */
export const JOIN_GAP_M = 0.5;

const MODE_OF: Readonly<Record<number, DrillingMode>> = { [Activity.SLIDE_DRILLING]: 'slide', [Activity.ROTARY_DRILLING]: 'rotary' };

/** The drilling intervals that made hole, in time order, with same-mode pieces joined. */
export function drilledIntervals(intervals: readonly ActivityInterval[]): DrilledInterval[] {
  const out: DrilledInterval[] = [];
  const sorted = intervals.filter((i) => MODE_OF[i.code] !== undefined).sort((a, b) => a.startMs - b.startMs);
  for (const i of sorted) {
    const mode = MODE_OF[i.code];
    const fromMdM = i.holeFromM;
    const toMdM = Math.max(i.holeFromM, i.holeToM);
    const last = out[out.length - 1];
    if (last && last.mode === mode && Math.abs(fromMdM - last.toMdM) <= JOIN_GAP_M) {
      out[out.length - 1] = { ...last, endMs: i.endMs, onBottomS: last.onBottomS + i.durationS, toMdM: Math.max(last.toMdM, toMdM) };
      continue;
    }
    out.push({ mode, startMs: i.startMs, endMs: i.endMs, onBottomS: i.durationS, fromMdM, toMdM });
  }
  // An interval that made no hole (on bottom without progress) is not footage.
  return out.filter((d) => d.toMdM - d.fromMdM > 0.05);
}

/** Footage of one mode inside [fromMdM, toMdM], m. */
export function footageInM(drilled: readonly DrilledInterval[], mode: DrillingMode, fromMdM: number, toMdM: number): number {
  let m = 0;
  for (const d of drilled) if (d.mode === mode) m += Math.max(0, Math.min(toMdM, d.toMdM) - Math.max(fromMdM, d.fromMdM));
  return m;
}
