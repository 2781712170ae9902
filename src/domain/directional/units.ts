/**
 * Length units of directional data. The engine works in metres; feet appear only at the edges
 * (input files, display), so every conversion goes through these few functions.
 */
export type LengthUnit = 'm' | 'ft';

/** International foot, exact by definition (1959). */
export const M_PER_FT = 0.3048;

export const ftToM = (ft: number): number => ft * M_PER_FT;
export const mToFt = (m: number): number => m / M_PER_FT;

/** A length in metres expressed in `unit`. */
export const fromMetres = (m: number, unit: LengthUnit): number => (unit === 'm' ? m : mToFt(m));
/** A length given in `unit`, in metres. */
export const toMetres = (v: number, unit: LengthUnit): number => (unit === 'm' ? v : ftToM(v));

/** The course length a rate is quoted over: 30 m or 100 ft. */
export const rateCourseM = (unit: LengthUnit): number => (unit === 'm' ? 30 : 100 * M_PER_FT);

/**
 * A rate in degrees per 30 m, expressed per the unit's standard course (30 m, or 100 ft = 30.48 m).
 * 3°/30 m is 3.048°/100 ft: the two standards differ by 1.6 %, enough to matter in a DLS limit.
 */
export const ratePer30mIn = (degPer30m: number, unit: LengthUnit): number => (degPer30m * rateCourseM(unit)) / 30;

/** A rate given per the unit's standard course, in degrees per 30 m. */
export const ratePer30mFrom = (degPerCourse: number, unit: LengthUnit): number => (degPerCourse * 30) / rateCourseM(unit);
