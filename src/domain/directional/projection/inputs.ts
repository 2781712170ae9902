/**
 * Everything a projection can be asked for, in one shape. Each mode declares which of these it needs,
 * so a form can show exactly those fields and a server can validate a request from the same list.
 */
import type { SlideInterval } from '../slide-sheet';
import type { Position, TrajectoryPoint } from '../types';
import type { LiveReading } from './live';
import { ProjectionError, type Projection } from './projection';

export interface ProjectionInputs {
  readonly courseLengthM?: number;
  readonly mdM?: number;
  readonly bitMdM?: number;
  readonly tvdM?: number;
  readonly vsM?: number;
  readonly vsAziDeg?: number;
  readonly incDeg?: number;
  readonly aziDeg?: number;
  readonly dlsDegPer30m?: number;
  readonly gtfDeg?: number;
  readonly mtfDeg?: number;
  readonly target?: Position;
  readonly holdLengthM?: number;
  /** Dogleg limit a steering mode must respect. */
  readonly maxDlsDegPer30m?: number;
  readonly slides?: readonly SlideInterval[];
  readonly motorYieldDegPer30m?: number;
  readonly rotaryBuildDegPer30m?: number;
  readonly rotaryWalkDegPer30m?: number;
  readonly ropSlideMPerH?: number;
  readonly ropRotateMPerH?: number;
  /** Largest fraction of a stand that may be slid, 0–1. */
  readonly maxSlideFraction?: number;
  readonly live?: LiveReading;
}

export type ProjectionInputKey = keyof ProjectionInputs;

export type InputKind = 'length' | 'angle' | 'rate' | 'position' | 'slides' | 'fraction' | 'speed' | 'live';

/** Label and kind of every input, for forms (the kind picks the unit conversion and the editor). */
export const PROJECTION_INPUTS: Readonly<Record<ProjectionInputKey, { label: string; kind: InputKind }>> = {
  courseLengthM: { label: 'Course length', kind: 'length' },
  mdM: { label: 'MD', kind: 'length' },
  bitMdM: { label: 'Bit MD', kind: 'length' },
  tvdM: { label: 'TVD', kind: 'length' },
  vsM: { label: 'Vertical section', kind: 'length' },
  vsAziDeg: { label: 'VS azimuth', kind: 'angle' },
  incDeg: { label: 'Inclination', kind: 'angle' },
  aziDeg: { label: 'Azimuth', kind: 'angle' },
  dlsDegPer30m: { label: 'DLS', kind: 'rate' },
  gtfDeg: { label: 'Toolface (GTF)', kind: 'angle' },
  mtfDeg: { label: 'Toolface (MTF)', kind: 'angle' },
  target: { label: 'Target', kind: 'position' },
  holdLengthM: { label: 'Hold before target', kind: 'length' },
  maxDlsDegPer30m: { label: 'DLS limit', kind: 'rate' },
  slides: { label: 'Slide sheet', kind: 'slides' },
  motorYieldDegPer30m: { label: 'Motor yield', kind: 'rate' },
  rotaryBuildDegPer30m: { label: 'Rotary build', kind: 'rate' },
  rotaryWalkDegPer30m: { label: 'Rotary walk', kind: 'rate' },
  ropSlideMPerH: { label: 'ROP sliding', kind: 'speed' },
  ropRotateMPerH: { label: 'ROP rotating', kind: 'speed' },
  maxSlideFraction: { label: 'Max slide per stand', kind: 'fraction' },
  live: { label: 'Live inc/azi at sensor', kind: 'live' },
};

/** A declared projection: one row of a mode table. */
export interface ProjectionDeclaration<Id extends string> {
  readonly id: Id;
  readonly label: string;
  readonly required: readonly ProjectionInputKey[];
  readonly optional?: readonly ProjectionInputKey[];
  /** How it is computed: for optimisation modes, the interpretation chosen (shown as help text). */
  readonly method: string;
  readonly project: (trajectory: readonly TrajectoryPoint[], input: ProjectionInputs) => Projection;
}

/** A request missing a field its mode needs. */
export class ProjectionInputError extends ProjectionError {}

/** Run a declared projection from the last point of a trajectory, checking its required inputs first. */
export function runDeclared<Id extends string>(decl: ProjectionDeclaration<Id>, trajectory: readonly TrajectoryPoint[], input: ProjectionInputs): Projection {
  if (trajectory.length === 0) throw new ProjectionInputError(`${decl.label} needs at least one survey`);
  const missing = decl.required.filter((k) => input[k] === undefined);
  if (missing.length > 0) throw new ProjectionInputError(`${decl.label} needs ${missing.map((k) => PROJECTION_INPUTS[k].label.toLowerCase()).join(', ')}`);
  return decl.project(trajectory, input);
}

export const lastPoint = (trajectory: readonly TrajectoryPoint[]): TrajectoryPoint => trajectory[trajectory.length - 1];
