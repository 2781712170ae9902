/**
 * Build/walk analysis: how fast the hole builds (inclination) and walks (azimuth) per course, split into
 * what the motor did while sliding and what the BHA does by itself while rotating (its rotary
 * tendency), which is what directional drillers plan the next stands with.
 */
import { deltaAzimuthDeg, toDeg, toRad } from '../angles';
import { VERTICAL_INC_DEG } from '../arc';
import { doglegRad } from '../minimum-curvature';
import { slideGtfDeg, slidLengthM, splitBySlides, type SlideInterval } from '../slide-sheet';
import type { TrajectoryPoint } from '../types';

export interface BuildWalkRow {
  readonly mdM: number;
  readonly courseLengthM: number;
  readonly buildDegPer30m: number;
  /** Walk = turn rate, azimuth change wrapped to ±180°, per 30 m. */
  readonly walkDegPer30m: number;
  readonly dlsDegPer30m: number;
  readonly slidM: number;
  readonly rotatedM: number;
  /** Build and walk of the rotated part alone, when they can be separated from the slides. */
  readonly rotaryBuildDegPer30m?: number;
  readonly rotaryWalkDegPer30m?: number;
  /** DLS of a course slid (almost) entirely: the motor yield it shows. */
  readonly motorYieldDegPer30m?: number;
}

export interface BuildWalkOptions {
  /** Motor yield used to take the slides out of mixed courses; estimated from slid courses when absent. */
  readonly motorYieldDegPer30m?: number;
  /** Courses slid at least this fraction count as showing the motor yield. Default 0.9. */
  readonly yieldMinSlideFraction?: number;
}

/**
 * One row per course (station 1…n). Rotary build/walk: for a course rotated throughout it is the course's
 * build and walk; for a mixed course the slides' contribution (yield × slid length along the slide's
 * toolface: build ∝ cos TF, walk ∝ sin TF / sin inc) is subtracted and the rest divided by the rotated length.
 */
export function buildWalk(trajectory: readonly TrajectoryPoint[], slides: readonly SlideInterval[] = [], options: BuildWalkOptions = {}): BuildWalkRow[] {
  const minFraction = options.yieldMinSlideFraction ?? 0.9;
  const yieldDeg = options.motorYieldDegPer30m ?? estimateMotorYield(trajectory, slides, minFraction);
  const rows: BuildWalkRow[] = [];
  for (let k = 1; k < trajectory.length; k++) {
    const a = trajectory[k - 1];
    const b = trajectory[k];
    const L = b.mdM - a.mdM;
    const slidM = slidLengthM(slides, a.mdM, b.mdM);
    const rotatedM = L - slidM;
    // rates from the two stations themselves, so any subset of a survey list can be analysed
    const per30 = L > 0 ? 30 / L : 0;
    const buildDegPer30m = (b.incDeg - a.incDeg) * per30;
    const walkDegPer30m = a.incDeg < VERTICAL_INC_DEG || b.incDeg < VERTICAL_INC_DEG ? 0 : deltaAzimuthDeg(a.aziDeg, b.aziDeg) * per30;
    const dlsDegPer30m = toDeg(doglegRad(a, b)) * per30;
    const row = { mdM: b.mdM, courseLengthM: L, buildDegPer30m, walkDegPer30m, dlsDegPer30m, slidM, rotatedM };
    const extra: { rotaryBuildDegPer30m?: number; rotaryWalkDegPer30m?: number; motorYieldDegPer30m?: number } = {};
    if (L > 0 && slidM / L >= minFraction) extra.motorYieldDegPer30m = dlsDegPer30m;
    if (rotatedM > 1e-6) {
      if (slidM === 0) {
        extra.rotaryBuildDegPer30m = buildDegPer30m;
        extra.rotaryWalkDegPer30m = walkDegPer30m;
      } else if (yieldDeg !== undefined) {
        const sinInc = Math.sin(toRad((a.incDeg + b.incDeg) / 2));
        let dIncSlide = 0;
        let dAziSlide = 0;
        for (const piece of splitBySlides(slides, a.mdM, b.mdM)) {
          if (!piece.slide) continue;
          const bend = (yieldDeg * (piece.toMdM - piece.fromMdM)) / 30;
          const tf = toRad(slideGtfDeg(piece.slide, a));
          dIncSlide += bend * Math.cos(tf);
          dAziSlide += sinInc > 1e-6 ? (bend * Math.sin(tf)) / sinInc : 0;
        }
        extra.rotaryBuildDegPer30m = ((b.incDeg - a.incDeg - dIncSlide) * 30) / rotatedM;
        extra.rotaryWalkDegPer30m = ((deltaAzimuthDeg(a.aziDeg, b.aziDeg) - dAziSlide) * 30) / rotatedM;
      }
    }
    rows.push({ ...row, ...extra });
  }
  return rows;
}

/** Motor yield shown by the courses slid at least minSlideFraction: total dogleg over total course length. */
export function estimateMotorYield(trajectory: readonly TrajectoryPoint[], slides: readonly SlideInterval[], minSlideFraction = 0.9): number | undefined {
  let doglegDeg = 0;
  let lengthM = 0;
  for (let k = 1; k < trajectory.length; k++) {
    const L = trajectory[k].mdM - trajectory[k - 1].mdM;
    if (L > 0 && slidLengthM(slides, trajectory[k - 1].mdM, trajectory[k].mdM) / L >= minSlideFraction) {
      doglegDeg += toDeg(doglegRad(trajectory[k - 1], trajectory[k]));
      lengthM += L;
    }
  }
  return lengthM > 0 ? (doglegDeg * 30) / lengthM : undefined;
}

/** Length-weighted mean rotary build and walk over the last `courses` rows that have them. */
export function rotaryTendency(rows: readonly BuildWalkRow[], courses = 5): { rotaryBuildDegPer30m: number; rotaryWalkDegPer30m: number } | undefined {
  const withRotary = rows.filter((r) => r.rotaryBuildDegPer30m !== undefined && r.rotaryWalkDegPer30m !== undefined).slice(-courses);
  const total = withRotary.reduce((s, r) => s + r.rotatedM, 0);
  if (total === 0) return undefined;
  return {
    rotaryBuildDegPer30m: withRotary.reduce((s, r) => s + r.rotaryBuildDegPer30m! * r.rotatedM, 0) / total,
    rotaryWalkDegPer30m: withRotary.reduce((s, r) => s + r.rotaryWalkDegPer30m! * r.rotatedM, 0) / total,
  };
}
