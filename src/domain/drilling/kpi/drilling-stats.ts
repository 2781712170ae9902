/**
 * Drilling statistics: footage, on-bottom hours and ROP, rotary versus slide (spec 3.9 activity
 * filter ROTATION / FULL_SLIDE), per reporting day and in total — the Drilling, Rotary and Slide
 * statistics tables. Footage is new hole (hole depth increases) booked to the second's activity;
 * ROP is footage over on-bottom time, the drillers' definition (connections excluded).
 */
import { Activity } from '../activities';
import { reportingDayLabel, reportingDayStartMs, sampleSeconds, type ReportingDayOptions } from './reporting-day';

export interface DrillingFigures {
  readonly footageM: number;
  readonly onBottomS: number;
  /** m/h; NaN without on-bottom time. */
  readonly ropMph: number;
}

export interface DrillingStats {
  readonly rotary: DrillingFigures;
  readonly slide: DrillingFigures;
  readonly total: DrillingFigures;
  /** Slid share of the footage, 0–1. */
  readonly slideFootageShare: number;
}

export interface DrillingDay extends DrillingStats {
  readonly dayStartMs: number;
  readonly date: string;
}

class Accumulator {
  rotM = 0;
  rotS = 0;
  slideM = 0;
  slideS = 0;
  add(code: number, dh: number, s: number): void {
    if (code === Activity.ROTARY_DRILLING) {
      this.rotM += dh;
      this.rotS += s;
    } else if (code === Activity.SLIDE_DRILLING) {
      this.slideM += dh;
      this.slideS += s;
    }
  }
  result(): DrillingStats {
    const fig = (m: number, s: number): DrillingFigures => ({ footageM: m, onBottomS: s, ropMph: s > 0 ? m / (s / 3600) : NaN });
    const totalM = this.rotM + this.slideM;
    return {
      rotary: fig(this.rotM, this.rotS),
      slide: fig(this.slideM, this.slideS),
      total: fig(totalM, this.rotS + this.slideS),
      slideFootageShare: totalM > 0 ? this.slideM / totalM : NaN,
    };
  }
}

/** New hole made at sample i (0 when the hole did not deepen), m. */
function newHoleM(holeDepthM: ArrayLike<number>, i: number): number {
  if (i === 0) return 0;
  const d = holeDepthM[i] - holeDepthM[i - 1];
  return d > 0 ? d : 0;
}

export function drillingStats(t: ArrayLike<number>, activity: ArrayLike<number>, holeDepthM: ArrayLike<number>): DrillingStats {
  const acc = new Accumulator();
  for (let i = 0; i < t.length; i++) acc.add(activity[i], newHoleM(holeDepthM, i), sampleSeconds(t, i));
  return acc.result();
}

export function drillingStatsByDay(
  t: ArrayLike<number>,
  activity: ArrayLike<number>,
  holeDepthM: ArrayLike<number>,
  options: ReportingDayOptions = {},
): DrillingDay[] {
  const out: DrillingDay[] = [];
  let acc: Accumulator | null = null;
  let dayStart = 0;
  const flush = () => {
    if (acc) out.push({ dayStartMs: dayStart, date: reportingDayLabel(dayStart, options), ...acc.result() });
  };
  for (let i = 0; i < t.length; i++) {
    const ds = reportingDayStartMs(t[i], options);
    if (!acc || ds !== dayStart) {
      flush();
      acc = new Accumulator();
      dayStart = ds;
    }
    acc.add(activity[i], newHoleM(holeDepthM, i), sampleSeconds(t, i));
  }
  flush();
  return out;
}
