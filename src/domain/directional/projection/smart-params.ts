import { buildWalk, estimateMotorYield, rotaryTendency } from '../comparison/build-walk';
import type { TrajectoryPoint } from '../types';
import type { ProjectionInputs } from './inputs';
import { ProjectionError } from './projection';
import type { SmartParams } from './smart';

/**
 * Smart-projection parameters from a request, filling what it leaves out from the well's own history:
 * motor yield from the courses slid end to end, rotary build/walk from the recent rotated courses.
 */
export function smartParamsFrom(trajectory: readonly TrajectoryPoint[], input: ProjectionInputs): SmartParams {
  const slides = input.slides ?? [];
  const motorYieldDegPer30m = input.motorYieldDegPer30m ?? estimateMotorYield(trajectory, slides);
  if (motorYieldDegPer30m === undefined && slides.length > 0) {
    throw new ProjectionError('smart projection needs the motor yield: no surveyed course was slid end to end to estimate it');
  }
  const tendency =
    input.rotaryBuildDegPer30m === undefined || input.rotaryWalkDegPer30m === undefined
      ? rotaryTendency(buildWalk(trajectory, slides, motorYieldDegPer30m === undefined ? {} : { motorYieldDegPer30m }))
      : undefined;
  return {
    slides,
    motorYieldDegPer30m: motorYieldDegPer30m ?? 0,
    rotaryBuildDegPer30m: input.rotaryBuildDegPer30m ?? tendency?.rotaryBuildDegPer30m ?? 0,
    rotaryWalkDegPer30m: input.rotaryWalkDegPer30m ?? tendency?.rotaryWalkDegPer30m ?? 0,
  };
}
