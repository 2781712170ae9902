/**
 * The survey table's drilling columns for a demo station: what was slid in the course (from the dogleg
 * it shows and the motor's yield), WOB and RPM (rotating or sliding), differential pressure, and gamma
 * from the formation the station sits in.
 */
import type { Prng } from '../prng';
import type { StationInput } from '../../directional/survey-stations';
import { FIELD_TOPS, type FIELDS } from './demo-profiles';

/** Dogleg a rotated bent-motor assembly makes by itself, °/30 m. */
const ROTARY_DLS = 0.4;

/** Typical gamma ray by lithology, gAPI [low, high]. Bakken shales are famously hot. */
const GAMMA_BY_LITHOLOGY: readonly [RegExp, [number, number]][] = [
  [/organic shale/, [280, 480]],
  [/calcareous shale/, [60, 95]],
  [/shale/, [95, 150]],
  [/siltstone/, [70, 105]],
  [/sandstone/, [35, 70]],
  [/halite|anhydrite/, [8, 22]],
  [/limestone|dolomite/, [15, 45]],
];

export function gammaAt(field: keyof typeof FIELDS, tvdM: number, rnd: Prng): number {
  const tops = FIELD_TOPS[field];
  let lithology = 'siltstone';
  for (const t of tops) if (t.tvdM <= tvdM) lithology = t.lithology;
  const [lo, hi] = GAMMA_BY_LITHOLOGY.find(([re]) => re.test(lithology))?.[1] ?? [60, 90];
  return Math.round(rnd.range(lo, hi) * 10) / 10;
}

export function sensorsFor(
  course: { lengthM: number; dlsDegPer30m: number },
  tvdM: number,
  field: keyof typeof FIELDS,
  motorYieldDegPer30m: number,
  rnd: Prng,
): Omit<StationInput, 'md' | 'inc' | 'az'> {
  const slidFraction = Math.max(0, Math.min(1, (course.dlsDegPer30m - ROTARY_DLS) / (motorYieldDegPer30m - ROTARY_DLS)));
  const slid = slidFraction * course.lengthM;
  const sliding = slid > 1.5;
  const mostlySlid = slidFraction > 0.6;
  const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    slide_seen: sliding ? round(slid) : 0,
    motor_yield: sliding ? round(motorYieldDegPer30m + rnd.range(-0.8, 0.8), 2) : null,
    wob: round(mostlySlid ? rnd.range(6, 11) : rnd.range(10, 18)),
    rpm: Math.round(mostlySlid ? rnd.range(0, 25) : rnd.range(70, 140)),
    diff_pressure: round(rnd.range(1.8, 3.9), 2),
    gamma: gammaAt(field, tvdM, rnd),
  };
}
