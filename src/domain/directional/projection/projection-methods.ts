/**
 * The real-time projection methods of spec 9.2, declared once (ids and labels from the option list in
 * constants.ts): what the projections pane lists and what the server computes ahead of the last survey.
 * "To bit" methods end at the bit MD; "to CL" at a course length.
 */
import { PROJECTION_METHODS, type ProjectionMethodId } from '../../constants/directional';
import type { TrajectoryPoint } from '../types';
import { dlsTfFor, dlsTfToMd, dlsTfToTvd, incAziFor, incAziToMd, incAziToTvd, straightFor, straightToMd, straightToTvd, straightToVs } from './courses';
import { lastPoint, runDeclared, type ProjectionDeclaration, type ProjectionInputs } from './inputs';
import { liveSmartAziToBit, liveToBit } from './live';
import type { Projection } from './projection';
import { smartParamsFrom } from './smart-params';
import { smartProjection } from './smart';
import { lastDlsTf, trendDlsTf } from './trend';

const label = (id: ProjectionMethodId): string => PROJECTION_METHODS.find((m) => m.id === id)!.label;
const SMART_OPTIONAL = ['slides', 'motorYieldDegPer30m', 'rotaryBuildDegPer30m', 'rotaryWalkDegPer30m'] as const;

export const PROJECTION_METHOD_TABLE = [
  {
    id: 'SMART_TO_BIT',
    label: label('SMART_TO_BIT'),
    required: ['bitMdM'],
    optional: SMART_OPTIONAL,
    method: 'replay the slide sheet to the bit: slides at the motor yield along their toolface, rotated footage at the rotary build/walk',
    project: (t, i) => smartProjection(lastPoint(t), i.bitMdM!, smartParamsFrom(t, i)),
  },
  {
    id: 'SMART_TO_CL',
    label: label('SMART_TO_CL'),
    required: ['courseLengthM'],
    optional: SMART_OPTIONAL,
    method: 'the smart projection for a course length',
    project: (t, i) => smartProjection(lastPoint(t), lastPoint(t).mdM + i.courseLengthM!, smartParamsFrom(t, i)),
  },
  {
    id: 'LIVE_TO_BIT',
    label: label('LIVE_TO_BIT'),
    required: ['live', 'bitMdM'],
    method: 'a course to the sensor depth with the live inclination and azimuth, then straight to the bit',
    project: (t, i) => liveToBit(lastPoint(t), i.live!, i.bitMdM!),
  },
  {
    id: 'LIVE_SMART_AZM_TO_BIT',
    label: label('LIVE_SMART_AZM_TO_BIT'),
    required: ['live', 'bitMdM'],
    optional: SMART_OPTIONAL,
    method: 'live inclination with the smart projection’s azimuth at the sensor (the live azimuth suffers motor interference), then straight to the bit',
    project: (t, i) => liveSmartAziToBit(lastPoint(t), i.live!, i.bitMdM!, smartParamsFrom(t, i)),
  },
  {
    id: 'STRAIGHT_TO_BIT',
    label: label('STRAIGHT_TO_BIT'),
    required: ['bitMdM'],
    method: 'hold the last inclination and azimuth to the bit',
    project: (t, i) => straightToMd(lastPoint(t), i.bitMdM!),
  },
  {
    id: 'STRAIGHT_TO_CL',
    label: label('STRAIGHT_TO_CL'),
    required: ['courseLengthM'],
    method: 'hold the last inclination and azimuth for a course length',
    project: (t, i) => straightFor(lastPoint(t), i.courseLengthM!),
  },
  {
    id: 'STRAIGHT_TO_TVD',
    label: label('STRAIGHT_TO_TVD'),
    required: ['tvdM'],
    method: 'hold until the TVD is reached',
    project: (t, i) => straightToTvd(lastPoint(t), i.tvdM!),
  },
  {
    id: 'STRAIGHT_TO_VS',
    label: label('STRAIGHT_TO_VS'),
    required: ['vsM', 'vsAziDeg'],
    method: 'hold until the vertical section along the section azimuth is reached',
    project: (t, i) => straightToVs(lastPoint(t), i.vsM!, i.vsAziDeg!),
  },
  {
    id: 'LAST_DLS_TF',
    label: label('LAST_DLS_TF'),
    required: ['bitMdM'],
    method: 'continue the arc of the last survey course to the bit',
    project: (t, i) => {
      const c = lastDlsTf(t);
      return dlsTfToMd(lastPoint(t), i.bitMdM!, c.dlsDegPer30m, c.gtfDeg);
    },
  },
  {
    id: 'TREND_DLS_TF',
    label: label('TREND_DLS_TF'),
    required: ['bitMdM'],
    method: 'DLS and toolface trend of the last 4 surveys, to the bit',
    project: (t, i) => {
      const c = trendDlsTf(t, 4);
      return dlsTfToMd(lastPoint(t), i.bitMdM!, c.dlsDegPer30m, c.gtfDeg);
    },
  },
  {
    id: 'CL_INC_AZM',
    label: label('CL_INC_AZM'),
    required: ['courseLengthM', 'incDeg', 'aziDeg'],
    method: 'one course of the given length to the given inclination and azimuth',
    project: (t, i) => incAziFor(lastPoint(t), i.courseLengthM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'MD_INC_AZM',
    label: label('MD_INC_AZM'),
    required: ['mdM', 'incDeg', 'aziDeg'],
    method: 'one course to the given MD, inclination and azimuth',
    project: (t, i) => incAziToMd(lastPoint(t), i.mdM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'TVD_INC_AZM',
    label: label('TVD_INC_AZM'),
    required: ['tvdM', 'incDeg', 'aziDeg'],
    method: 'one course to the given inclination and azimuth reaching the TVD',
    project: (t, i) => incAziToTvd(lastPoint(t), i.tvdM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'CL_DLS_TF',
    label: label('CL_DLS_TF'),
    required: ['courseLengthM', 'dlsDegPer30m', 'gtfDeg'],
    method: 'an arc of the given length at the given DLS and toolface',
    project: (t, i) => dlsTfFor(lastPoint(t), i.courseLengthM!, i.dlsDegPer30m!, i.gtfDeg!),
  },
  {
    id: 'TVD_DLS_TF',
    label: label('TVD_DLS_TF'),
    required: ['tvdM', 'dlsDegPer30m', 'gtfDeg'],
    method: 'an arc at the given DLS and toolface until the TVD is first reached',
    project: (t, i) => dlsTfToTvd(lastPoint(t), i.tvdM!, i.dlsDegPer30m!, i.gtfDeg!),
  },
  {
    id: 'INC_AZM_TO_BIT',
    label: label('INC_AZM_TO_BIT'),
    required: ['bitMdM', 'incDeg', 'aziDeg'],
    method: 'one course to the bit ending at the given inclination and azimuth',
    project: (t, i) => incAziToMd(lastPoint(t), i.bitMdM!, i.incDeg!, i.aziDeg!),
  },
  {
    id: 'DLS_TF_TO_BIT',
    label: label('DLS_TF_TO_BIT'),
    required: ['bitMdM', 'dlsDegPer30m', 'gtfDeg'],
    method: 'an arc at the given DLS and toolface to the bit',
    project: (t, i) => dlsTfToMd(lastPoint(t), i.bitMdM!, i.dlsDegPer30m!, i.gtfDeg!),
  },
] as const satisfies readonly ProjectionDeclaration<ProjectionMethodId>[];

export function projectionMethod(id: ProjectionMethodId): ProjectionDeclaration<ProjectionMethodId> {
  const d = PROJECTION_METHOD_TABLE.find((m) => m.id === id);
  if (!d) throw new RangeError(`unknown projection method ${id}`);
  return d;
}

/** Project a surveyed trajectory with a 9.2 real-time projection method. */
export function projectWithMethod(id: ProjectionMethodId, trajectory: readonly TrajectoryPoint[], input: ProjectionInputs): Projection {
  return runDeclared(projectionMethod(id), trajectory, input);
}
