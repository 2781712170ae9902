/**
 * Smart projection: replay what was drilled since the last survey. Slid footage bends at the motor
 * yield toward the slide's toolface; rotated footage follows the BHA's rotary build and walk tendency.
 * This is the engineering reading of "smart" projections in real-time directional software: they use
 * the slide sheet rather than extrapolating survey-to-survey curvature.
 */
import { arcEndStation } from '../arc';
import { continuePath } from '../path';
import { slideGtfDeg, splitBySlides, type SlideInterval } from '../slide-sheet';
import type { PathState, TrajectoryPoint } from '../types';
import { ProjectionError, projection, type Projection } from './projection';

export interface SmartParams {
  readonly slides: readonly SlideInterval[];
  /** DLS the motor achieves while sliding, degrees per 30 m. */
  readonly motorYieldDegPer30m: number;
  /** Tendency while rotating, degrees per 30 m (build positive up, walk positive right). Default 0. */
  readonly rotaryBuildDegPer30m?: number;
  readonly rotaryWalkDegPer30m?: number;
}

export function smartProjection(start: PathState, toMdM: number, params: SmartParams): Projection {
  if (!(toMdM > start.mdM)) throw new ProjectionError(`smart projection: MD ${toMdM} m is not below the last survey at ${start.mdM} m`);
  if (!(params.motorYieldDegPer30m >= 0)) throw new ProjectionError('smart projection needs the motor yield');
  let points: TrajectoryPoint[] = continuePath(start, []);
  for (const piece of splitBySlides(params.slides, start.mdM, toMdM)) {
    const here = points[points.length - 1];
    const L = piece.toMdM - piece.fromMdM;
    const next = piece.slide
      ? arcEndStation(here, L, params.motorYieldDegPer30m, slideGtfDeg(piece.slide, here))
      : {
          mdM: here.mdM + L,
          incDeg: Math.min(180, Math.max(0, here.incDeg + ((params.rotaryBuildDegPer30m ?? 0) * L) / 30)),
          aziDeg: (((here.aziDeg + ((params.rotaryWalkDegPer30m ?? 0) * L) / 30) % 360) + 360) % 360,
        };
    points = [...points, continuePath(here, [next])[1]];
  }
  return projection(points);
}
