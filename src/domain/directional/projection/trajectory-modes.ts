/**
 * The trajectory modes of spec 9.1, declared once: id, label, the inputs each needs and the function
 * that computes it. Pickers, forms, the projections API and its validation all derive from this table.
 * Every mode projects from the last point of the surveyed trajectory it is given.
 */
import type { TrajectoryMode } from '../../constants/directional';
import { curveToIncAziThenHold, dlsMtfFor, dlsTfFor, dlsTfToTvd, incAziFor, incAziToMd, incAziToTvd, straightFor } from './courses';
import { lastPoint, runDeclared, type ProjectionDeclaration, type ProjectionInputs } from './inputs';
import type { Projection } from './projection';
import { smartParamsFrom } from './smart-params';
import { smartProjection } from './smart';
import { limitSlide, minimumDistance, minimumSlide, minimumTime, targetCourseLength, targetDistance, targetReturn } from './target-steering';
import { lastDlsTf, trendDlsTf } from './trend';
import type { TrajectoryPoint } from '../types';

const CURVE_HOLD = 'curve-hold from the last survey: an arc, then a straight hold through the target';

export const TRAJECTORY_MODE_TABLE = [
  {
    id: 'STRAIGHT_LINE',
    label: 'Straight line',
    required: ['courseLengthM'],
    method: 'hold the last inclination and azimuth',
    project: (t, i) => straightFor(lastPoint(t), i.courseLengthM!),
  },
  {
    id: 'LAST_DLS_TF',
    label: 'Last DLS/TF',
    required: ['courseLengthM'],
    method: 'continue the arc of the last survey course (its DLS, and its toolface at the last station)',
    project: (t, i) => {
      const c = lastDlsTf(t);
      return dlsTfFor(lastPoint(t), i.courseLengthM!, c.dlsDegPer30m, c.gtfDeg);
    },
  },
  {
    id: 'TREND_DLS_TF',
    label: 'Trend DLS/TF',
    required: ['courseLengthM'],
    method: 'DLS and toolface trend of the last 4 surveys (length-weighted DLS, dogleg-weighted mean toolface)',
    project: (t, i) => {
      const c = trendDlsTf(t, 4);
      return dlsTfFor(lastPoint(t), i.courseLengthM!, c.dlsDegPer30m, c.gtfDeg);
    },
  },
  {
    id: 'MANUAL_CL_INC_AZM',
    label: 'Manual CL/INC/AZM',
    required: ['courseLengthM', 'incDeg', 'aziDeg'],
    method: 'one minimum-curvature course of the given length to the given inclination and azimuth',
    project: (t, i) => incAziFor(lastPoint(t), i.courseLengthM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'MANUAL_MD_INC_AZM',
    label: 'Manual MD/INC/AZM',
    required: ['mdM', 'incDeg', 'aziDeg'],
    method: 'one minimum-curvature course to the given MD, inclination and azimuth',
    project: (t, i) => incAziToMd(lastPoint(t), i.mdM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'MANUAL_CL_DLS_TF',
    label: 'Manual CL/DLS/TF',
    required: ['courseLengthM', 'dlsDegPer30m', 'gtfDeg'],
    method: 'an arc of the given length at the given DLS and gravity toolface',
    project: (t, i) => dlsTfFor(lastPoint(t), i.courseLengthM!, i.dlsDegPer30m!, i.gtfDeg!),
  },
  {
    id: 'MANUAL_CL_DLS_MTF',
    label: 'Manual CL/DLS/MTF',
    required: ['courseLengthM', 'dlsDegPer30m', 'mtfDeg'],
    method: 'an arc of the given length at the given DLS and magnetic toolface (GTF = MTF − azimuth)',
    project: (t, i) => dlsMtfFor(lastPoint(t), i.courseLengthM!, i.dlsDegPer30m!, i.mtfDeg!),
  },
  {
    id: 'SMART',
    label: 'Smart',
    required: ['bitMdM'],
    optional: ['slides', 'motorYieldDegPer30m', 'rotaryBuildDegPer30m', 'rotaryWalkDegPer30m'],
    method:
      'replay the slide sheet to the bit: slides bend at the motor yield along their toolface, rotated footage follows the rotary build/walk (estimated from the surveys when not given)',
    project: (t, i) => smartProjection(lastPoint(t), i.bitMdM!, smartParamsFrom(t, i)),
  },
  {
    id: 'MANUAL_TVD_INC_AZM',
    label: 'Manual TVD/INC/AZM',
    required: ['tvdM', 'incDeg', 'aziDeg'],
    method: 'one course to the given inclination and azimuth, as long as needed to reach the TVD (closed form)',
    project: (t, i) => incAziToTvd(lastPoint(t), i.tvdM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'MANUAL_TVD_DLS_TF',
    label: 'Manual TVD/DLS/TF',
    required: ['tvdM', 'dlsDegPer30m', 'gtfDeg'],
    method: 'an arc at the given DLS and toolface until the TVD is first reached',
    project: (t, i) => dlsTfToTvd(lastPoint(t), i.tvdM!, i.dlsDegPer30m!, i.gtfDeg!),
  },
  {
    id: 'SMART_TO_CL',
    label: 'Smart to CL',
    required: ['courseLengthM'],
    optional: ['slides', 'motorYieldDegPer30m', 'rotaryBuildDegPer30m', 'rotaryWalkDegPer30m'],
    method: 'the smart projection for a course length',
    project: (t, i) => smartProjection(lastPoint(t), lastPoint(t).mdM + i.courseLengthM!, smartParamsFrom(t, i)),
  },
  {
    id: 'TARGET_RETURN',
    label: 'Target return',
    required: ['target', 'dlsDegPer30m'],
    method: `${CURVE_HOLD}, at the given DLS`,
    project: (t, i) => targetReturn(lastPoint(t), i.target!, i.dlsDegPer30m!),
  },
  {
    id: 'TARGET_CL',
    label: 'Target CL',
    required: ['target', 'dlsDegPer30m', 'courseLengthM'],
    method: 'the first course length of the target-return path (what to drill next toward the target)',
    project: (t, i) => targetCourseLength(lastPoint(t), i.target!, i.dlsDegPer30m!, i.courseLengthM!),
  },
  {
    id: 'MINIMUM_TIME',
    label: 'Minimum time',
    required: ['target', 'motorYieldDegPer30m', 'ropSlideMPerH', 'ropRotateMPerH'],
    optional: ['maxDlsDegPer30m'],
    method: `${CURVE_HOLD}, at the DLS (up to the motor yield and DLS limit) minimising slide time + rotate time; slid length = dogleg / yield`,
    project: (t, i) =>
      minimumTime(
        lastPoint(t),
        i.target!,
        { motorYieldDegPer30m: i.motorYieldDegPer30m!, ropSlideMPerH: i.ropSlideMPerH!, ropRotateMPerH: i.ropRotateMPerH! },
        i.maxDlsDegPer30m,
      ),
  },
  {
    id: 'TARGET_DISTANCE',
    label: 'Target distance',
    required: ['target', 'holdLengthM'],
    method: `${CURVE_HOLD}, at the DLS that leaves the given hold length before the target (curve lands that far before it)`,
    project: (t, i) => targetDistance(lastPoint(t), i.target!, i.holdLengthM!),
  },
  {
    id: 'MINIMUM_DISTANCE',
    label: 'Minimum distance',
    required: ['target', 'maxDlsDegPer30m'],
    method: `${CURVE_HOLD}, at the DLS limit: the shortest path of bounded curvature to the target`,
    project: (t, i) => minimumDistance(lastPoint(t), i.target!, i.maxDlsDegPer30m!),
  },
  {
    id: 'MINIMUM_SLIDE',
    label: 'Minimum slide',
    required: ['target', 'motorYieldDegPer30m'],
    optional: ['maxDlsDegPer30m'],
    method: `${CURVE_HOLD}, sliding the whole curve at the motor yield (capped by the DLS limit): the least dogleg, so the least slide`,
    project: (t, i) => minimumSlide(lastPoint(t), i.target!, i.motorYieldDegPer30m!, i.maxDlsDegPer30m),
  },
  {
    id: 'MAX_INC_AZM',
    label: 'Max INC/AZM',
    required: ['courseLengthM', 'dlsDegPer30m', 'incDeg', 'aziDeg'],
    method: 'curve at the given DLS to the limiting inclination and azimuth, then hold them for the rest of the course length',
    project: (t, i) => curveToIncAziThenHold(lastPoint(t), i.courseLengthM!, i.dlsDegPer30m!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'LIMIT_SLIDE',
    label: 'Limit slide',
    required: ['target', 'motorYieldDegPer30m', 'maxSlideFraction'],
    method: `${CURVE_HOLD}, sliding at most the given fraction of each stand: effective DLS = yield × fraction`,
    project: (t, i) => limitSlide(lastPoint(t), i.target!, i.motorYieldDegPer30m!, i.maxSlideFraction!),
  },
] as const satisfies readonly ProjectionDeclaration<TrajectoryMode>[];

export function trajectoryMode(id: TrajectoryMode): ProjectionDeclaration<TrajectoryMode> {
  const d = TRAJECTORY_MODE_TABLE.find((m) => m.id === id);
  if (!d) throw new RangeError(`unknown trajectory mode ${id}`);
  return d;
}

/** Project a surveyed trajectory with a 9.1 trajectory mode. */
export function projectTrajectoryMode(id: TrajectoryMode, trajectory: readonly TrajectoryPoint[], input: ProjectionInputs): Projection {
  return runDeclared(trajectoryMode(id), trajectory, input);
}
