/**
 * Slide and rotary analysis per survey course: how much of each course was slid and how much rotated
 * (from the detected drilling intervals between the two survey depths), the course's dogleg, build and
 * turn, and from them the directional driller's figures:
 *
 * - rotary tendency: what the BHA does by itself, the length-weighted build, turn and DLS of the
 *   courses rotated at least ROTARY_COURSE_MIN (default 90 %) of their drilled footage;
 * - motor yield while sliding, °/30 m of slide: (DLS_course − DLS_rotary · rotary fraction) / slide
 *   fraction, the course's dogleg with the rotated part's share taken out, over the slid share (with no
 *   rotary tendency this is the textbook "% sliding = required DLS / motor DLS" read backwards);
 * - slide effectiveness: the dogleg the course achieved over the dogleg expected from its slid footage
 *   at the reference motor yield plus its rotated footage at the rotary tendency;
 * - the course's toolface: there is no toolface channel, so it is the toolface the course itself implies
 *   (the minimum-curvature dogleg's direction, GTF above 5° inclination, MTF below).
 *
 * Pure; rates in °/30 m, depths in m.
 */
import { toolfaceAtStation } from '../../directional/toolface';
import type { TrajectoryPoint } from '../../directional/types';
import { footageInM, type DrilledInterval } from './drilled-intervals';

/** A course counts for the rotary tendency when at least this share of its drilled footage was rotated. */
export const ROTARY_COURSE_MIN = 0.9;
/** A course's slid share must be at least this for its motor yield to mean anything. */
export const YIELD_MIN_SLIDE_FRACTION = 0.1;
/** Detection must account for at least this share of a course's length for the course to be analysed. */
export const MIN_COVERAGE = 0.8;

export interface CourseAnalysis {
  readonly fromMdM: number;
  readonly toMdM: number;
  readonly lengthM: number;
  readonly slideM: number;
  readonly rotaryM: number;
  /** (slide + rotary) / length: how much of the course the detection saw being drilled. */
  readonly coverage: number;
  /** Slid share of the drilled footage, 0–1; NaN when nothing was seen drilled. */
  readonly slideFraction: number;
  readonly dlsDegPer30m: number;
  readonly buildDegPer30m: number;
  readonly turnDegPer30m: number;
  /** The toolface the course implies, as the tools would report it; null without a dogleg. */
  readonly toolfaceDeg: number | null;
  readonly toolfaceKind: 'GTF' | 'MTF' | null;
  /** °/30 m of slide; NaN when the course was not slid enough, not covered, or no rotary tendency is known. */
  readonly motorYieldDegPer30m: number;
  /** Dogleg the course achieved and the one expected at the reference yield and the rotary tendency, degrees. */
  readonly achievedDoglegDeg: number;
  readonly expectedDoglegDeg: number;
  /** achieved / expected; NaN when the course was not slid or nothing was expected. */
  readonly effectiveness: number;
}

export interface RotaryTendency {
  readonly buildDegPer30m: number;
  readonly turnDegPer30m: number;
  readonly dlsDegPer30m: number;
  /** Rotated courses it was measured over and their total length, m. */
  readonly courses: number;
  readonly lengthM: number;
}

export interface SlideAnalysis {
  readonly courses: CourseAnalysis[];
  readonly rotaryTendency: RotaryTendency | null;
  /** The yield the effectiveness is measured against: given, or the slide-weighted mean of the courses' yields when positive. */
  readonly referenceYieldDegPer30m: number | null;
  readonly referenceYieldSource: 'given' | 'measured' | null;
}

/** Motor yield, °/30 m of slide, from a course's DLS and slid share, after the rotary tendency's share. */
export function motorYieldDegPer30m(courseDlsDegPer30m: number, slideFraction: number, rotaryDlsDegPer30m: number): number {
  if (!(slideFraction > 0)) return NaN;
  return (courseDlsDegPer30m - rotaryDlsDegPer30m * (1 - slideFraction)) / slideFraction;
}

/** Expected course dogleg, degrees: slid metres at the motor yield plus rotated metres at the rotary tendency. */
export function expectedDoglegDeg(slideM: number, rotaryM: number, yieldDegPer30m: number, rotaryDlsDegPer30m: number): number {
  return (slideM * yieldDegPer30m + rotaryM * rotaryDlsDegPer30m) / 30;
}

interface CourseFootage {
  readonly k: number;
  readonly slideM: number;
  readonly rotaryM: number;
  readonly lengthM: number;
}

function footage(trajectory: readonly TrajectoryPoint[], drilled: readonly DrilledInterval[]): CourseFootage[] {
  const out: CourseFootage[] = [];
  for (let k = 1; k < trajectory.length; k++) {
    const a = trajectory[k - 1].mdM;
    const b = trajectory[k].mdM;
    out.push({ k, lengthM: b - a, slideM: footageInM(drilled, 'slide', a, b), rotaryM: footageInM(drilled, 'rotary', a, b) });
  }
  return out;
}

const covered = (f: CourseFootage) => f.lengthM > 0 && (f.slideM + f.rotaryM) / f.lengthM >= MIN_COVERAGE;

/** Rotary tendency over the covered courses rotated at least minRotaryFraction. */
export function rotaryTendencyOf(
  trajectory: readonly TrajectoryPoint[],
  drilled: readonly DrilledInterval[],
  minRotaryFraction = ROTARY_COURSE_MIN,
): RotaryTendency | null {
  let build = 0;
  let turn = 0;
  let dls = 0;
  let lengthM = 0;
  let courses = 0;
  for (const f of footage(trajectory, drilled)) {
    if (!covered(f) || f.rotaryM / (f.slideM + f.rotaryM) < minRotaryFraction) continue;
    const p = trajectory[f.k];
    build += p.buildDegPer30m * f.lengthM;
    turn += p.turnDegPer30m * f.lengthM;
    dls += p.dlsDegPer30m * f.lengthM;
    lengthM += f.lengthM;
    courses++;
  }
  if (lengthM === 0) return null;
  return { buildDegPer30m: build / lengthM, turnDegPer30m: turn / lengthM, dlsDegPer30m: dls / lengthM, courses, lengthM };
}

/**
 * The analysis of every course of `trajectory` (stations in MD order) against the drilled intervals.
 * `motorYieldDegPer30m` sets the reference yield for the effectiveness; without it the courses' own
 * yields, weighted by slid metres, are the reference.
 */
export function analyzeCourses(
  trajectory: readonly TrajectoryPoint[],
  drilled: readonly DrilledInterval[],
  options: { motorYieldDegPer30m?: number; minRotaryFraction?: number } = {},
): SlideAnalysis {
  const tendency = rotaryTendencyOf(trajectory, drilled, options.minRotaryFraction);
  const rotDls = tendency?.dlsDegPer30m ?? NaN;
  const base = footage(trajectory, drilled).map((f) => {
    const p = trajectory[f.k];
    const drilledM = f.slideM + f.rotaryM;
    const slideFraction = drilledM > 0 ? f.slideM / drilledM : NaN;
    const usable = covered(f) && slideFraction >= YIELD_MIN_SLIDE_FRACTION;
    const tf = toolfaceAtStation(trajectory, f.k);
    return {
      fromMdM: trajectory[f.k - 1].mdM,
      toMdM: p.mdM,
      lengthM: f.lengthM,
      slideM: f.slideM,
      rotaryM: f.rotaryM,
      coverage: f.lengthM > 0 ? drilledM / f.lengthM : NaN,
      slideFraction,
      dlsDegPer30m: p.dlsDegPer30m,
      buildDegPer30m: p.buildDegPer30m,
      turnDegPer30m: p.turnDegPer30m,
      toolfaceDeg: tf?.deg ?? null,
      toolfaceKind: tf?.kind ?? null,
      motorYieldDegPer30m: usable ? motorYieldDegPer30m(p.dlsDegPer30m, slideFraction, rotDls) : NaN,
      achievedDoglegDeg: (p.dlsDegPer30m * f.lengthM) / 30,
    };
  });
  let reference: number | null = options.motorYieldDegPer30m ?? null;
  let source: SlideAnalysis['referenceYieldSource'] = reference === null ? null : 'given';
  if (reference === null) {
    let w = 0;
    let s = 0;
    for (const c of base)
      if (Number.isFinite(c.motorYieldDegPer30m)) {
        s += c.motorYieldDegPer30m * c.slideM;
        w += c.slideM;
      }
    // A mean yield at or below zero says the slides did not bend the hole: nothing to measure against.
    if (w > 0 && s / w > 0) {
      reference = s / w;
      source = 'measured';
    }
  }
  const courses = base.map((c): CourseAnalysis => {
    const expected = reference !== null && Number.isFinite(rotDls) ? expectedDoglegDeg(c.slideM, c.rotaryM, reference, rotDls) : NaN;
    const slid = c.slideM > 0 && c.coverage >= MIN_COVERAGE;
    return { ...c, expectedDoglegDeg: expected, effectiveness: slid && expected > 0 ? c.achievedDoglegDeg / expected : NaN };
  });
  return { courses, rotaryTendency: tendency, referenceYieldDegPer30m: reference, referenceYieldSource: source };
}
