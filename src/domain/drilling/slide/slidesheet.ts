/**
 * The slidesheet: one row per detected slide with its depths, time, ROP and the figures of the survey
 * course it was drilled in (achieved DLS, the toolface the course implies, the course's motor yield).
 * A slide that crosses a survey depth belongs to the course holding most of it.
 */
import type { CourseAnalysis } from './course-analysis';
import type { DrilledInterval } from './drilled-intervals';

export interface SlidesheetRow {
  readonly startMs: number;
  readonly endMs: number;
  readonly fromMdM: number;
  readonly toMdM: number;
  readonly lengthM: number;
  /** On-bottom sliding seconds. */
  readonly durationS: number;
  /** m/h on bottom; NaN without time. */
  readonly ropMph: number;
  /** The course the slide was drilled in; null when it lies below the last survey. */
  readonly course: Pick<
    CourseAnalysis,
    'fromMdM' | 'toMdM' | 'dlsDegPer30m' | 'buildDegPer30m' | 'turnDegPer30m' | 'toolfaceDeg' | 'toolfaceKind' | 'motorYieldDegPer30m' | 'slideFraction'
  > | null;
}

function courseOf(courses: readonly CourseAnalysis[], fromMdM: number, toMdM: number): CourseAnalysis | null {
  let best: CourseAnalysis | null = null;
  let bestM = 0;
  for (const c of courses) {
    const m = Math.min(toMdM, c.toMdM) - Math.max(fromMdM, c.fromMdM);
    if (m > bestM) {
      bestM = m;
      best = c;
    }
  }
  return best;
}

export function slidesheet(drilled: readonly DrilledInterval[], courses: readonly CourseAnalysis[]): SlidesheetRow[] {
  return drilled
    .filter((d) => d.mode === 'slide')
    .map((d) => {
      const lengthM = d.toMdM - d.fromMdM;
      const c = courseOf(courses, d.fromMdM, d.toMdM);
      return {
        startMs: d.startMs,
        endMs: d.endMs,
        fromMdM: d.fromMdM,
        toMdM: d.toMdM,
        lengthM,
        durationS: d.onBottomS,
        ropMph: d.onBottomS > 0 ? lengthM / (d.onBottomS / 3600) : NaN,
        course: c && {
          fromMdM: c.fromMdM,
          toMdM: c.toMdM,
          dlsDegPer30m: c.dlsDegPer30m,
          buildDegPer30m: c.buildDegPer30m,
          turnDegPer30m: c.turnDegPer30m,
          toolfaceDeg: c.toolfaceDeg,
          toolfaceKind: c.toolfaceKind,
          motorYieldDegPer30m: c.motorYieldDegPer30m,
          slideFraction: c.slideFraction,
        },
      };
    });
}
