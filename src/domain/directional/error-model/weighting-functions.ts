/**
 * Weighting functions of the ISCWSA / OWSG tool models: how one unit of an error source moves the
 * measured depth, inclination and azimuth at a station (SPE 67616, SPE 90408, OWSG "Wt.Fn." column).
 * Terms refer to them by id, so a model table stays data.
 */
import type { Vec3 } from '../arc';

/** Everything a weighting function may read at one station. Angles in radians, lengths in metres. */
export interface StationContext {
  readonly mdM: number;
  readonly tvdM: number;
  readonly sinI: number;
  readonly cosI: number;
  /** Azimuth in the position frame (the N/E axes). */
  readonly sinAz: number;
  readonly cosAz: number;
  readonly azTrueRad: number;
  readonly sinAzT: number;
  readonly cosAzT: number;
  /** Magnetic azimuth: true azimuth − declination. */
  readonly sinAzM: number;
  readonly cosAzM: number;
  /** Course length from the previous station (0 at a tie-on). */
  readonly courseM: number;
  readonly incPrevRad: number;
  readonly azTruePrevRad: number;
  readonly prevVertical: boolean;
  readonly incRad: number;
  readonly tanDip: number;
  readonly cosDip: number;
  readonly bTotalNt: number;
  readonly gMs2: number;
}

export interface WeightingFunction {
  /** ∂(depth, inclination, azimuth)/∂ε per unit magnitude. */
  readonly dia?: (c: StationContext) => Vec3;
  /**
   * For a vertical station (inclination below the limit), where `dia` divides by sin(inc): the NEV error
   * per unit magnitude and per metre of course, i.e. the limit of ∂r/∂I·wI + ∂r/∂A·wA over the course length.
   */
  readonly vertical?: (c: StationContext) => Vec3;
  /**
   * Course-length terms (XCL, SPE 187249) are evaluated tangentially over the course that ends at the
   * station, not as a perturbation of the station's measurements: the NEV error per unit magnitude.
   */
  readonly course?: (c: StationContext) => Vec3;
}

const SQRT2 = Math.SQRT2;
/** XCL's assumed minimum tortuosity: 1°/100 ft, in rad/m. */
const XCL_TORTUOSITY_RAD_PER_M = (Math.PI / 180 / 100) * (1 / 0.3048);

const horizontalDenominator = (c: StationContext) => c.bTotalNt * c.cosDip;
const sinM = (c: StationContext) => c.sinAzM;
const cosM = (c: StationContext) => c.cosAzM;

/** Wrap an angle difference to (−π, π]: a course turning across north turns by a few degrees, not 359. */
function wrapPi(a: number): number {
  let d = a % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d <= -Math.PI) d += 2 * Math.PI;
  return d;
}

/** Scale factor of the Rev 5 XY misalignment terms for short courses: max(1, √(10 m / course)). */
const shortCourseFactor = (c: StationContext) => (c.courseM > 0 ? Math.max(1, Math.sqrt(10 / c.courseM)) : 1);

export const WEIGHTING_FUNCTIONS: Readonly<Record<string, WeightingFunction>> = {
  // Depth
  DREF: { dia: () => [1, 0, 0] },
  DSF: { dia: (c) => [c.mdM, 0, 0] },
  DST: { dia: (c) => [c.mdM * c.tvdM, 0, 0] },

  // Accelerometers (toolface-independent forms, SPE 63275)
  'ABXY-TI1': { dia: (c) => [0, -c.cosI / c.gMs2, (c.tanDip * c.cosI * sinM(c)) / c.gMs2] },
  'ABXY-TI2': {
    dia: (c) => [0, 0, (c.cosI / c.sinI - c.tanDip * cosM(c)) / c.gMs2],
    vertical: (c) => [-c.sinAz / c.gMs2, c.cosAz / c.gMs2, 0],
  },
  ABZ: { dia: (c) => [0, -c.sinI / c.gMs2, (c.tanDip * c.sinI * sinM(c)) / c.gMs2] },
  'ASXY-TI1': { dia: (c) => [0, (c.sinI * c.cosI) / SQRT2, (-c.tanDip * c.sinI * c.cosI * sinM(c)) / SQRT2] },
  'ASXY-TI2': { dia: (c) => [0, (c.sinI * c.cosI) / 2, (-c.tanDip * c.sinI * c.cosI * sinM(c)) / 2] },
  'ASXY-TI3': { dia: (c) => [0, 0, (c.tanDip * c.sinI * cosM(c) - c.cosI) / 2] },
  ASZ: { dia: (c) => [0, -c.sinI * c.cosI, c.tanDip * c.sinI * c.cosI * sinM(c)] },

  // Magnetometers
  'MBXY-TI1': { dia: (c) => [0, 0, (-c.cosI * sinM(c)) / horizontalDenominator(c)] },
  'MBXY-TI2': { dia: (c) => [0, 0, cosM(c) / horizontalDenominator(c)] },
  MBZ: { dia: (c) => [0, 0, (-c.sinI * sinM(c)) / horizontalDenominator(c)] },
  'MSXY-TI1': { dia: (c) => [0, 0, (c.sinI * sinM(c) * (c.tanDip * c.cosI + c.sinI * cosM(c))) / SQRT2] },
  'MSXY-TI2': {
    dia: (c) => [0, 0, (sinM(c) * (c.tanDip * c.sinI * c.cosI - c.cosI * c.cosI * cosM(c) - cosM(c))) / 2],
  },
  'MSXY-TI3': {
    dia: (c) => [0, 0, (c.cosI * cosM(c) * cosM(c) - c.cosI * sinM(c) * sinM(c) - c.tanDip * c.sinI * cosM(c)) / 2],
  },
  MSZ: { dia: (c) => [0, 0, -(c.sinI * cosM(c) + c.tanDip * c.cosI) * c.sinI * sinM(c)] },

  // Azimuth reference: declination, and the BH-dependent declination (per nT of horizontal field)
  AZ: { dia: () => [0, 0, 1] },
  DBH: { dia: (c) => [0, 0, 1 / horizontalDenominator(c)] },
  AMIL: { dia: (c) => [0, 0, (c.sinI * sinM(c)) / horizontalDenominator(c)] },

  // Alignment
  SAG: { dia: (c) => [0, c.sinI, 0] },
  SAGE: { dia: (c) => [0, Math.pow(c.sinI, 0.25), 0] },
  XYM1: { dia: (c) => [0, Math.abs(c.sinI), 0] },
  XYM2: { dia: () => [0, 0, -1] },
  XYM3: {
    dia: (c) => [0, Math.abs(c.cosI) * c.cosAzT, (-Math.abs(c.cosI) * c.sinAzT) / c.sinI],
    // limit as inc → 0: the misalignment points along the true-north axis, seen in the position frame
    vertical: (c) => rotateTrueToFrame(c, 1, 0),
  },
  XYM4: {
    dia: (c) => [0, Math.abs(c.cosI) * c.sinAzT, (Math.abs(c.cosI) * c.cosAzT) / c.sinI],
    vertical: (c) => rotateTrueToFrame(c, 0, 1),
  },
  XYM3E: {
    dia: (c) => {
      const f = shortCourseFactor(c);
      return [0, c.cosI * c.cosAzT * f, ((-c.cosI * c.sinAzT) / c.sinI) * f];
    },
    vertical: (c) => rotateTrueToFrame(c, shortCourseFactor(c), 0),
  },
  XYM4E: {
    dia: (c) => {
      const f = shortCourseFactor(c);
      return [0, c.cosI * c.sinAzT * f, ((c.cosI * c.cosAzT) / c.sinI) * f];
    },
    vertical: (c) => rotateTrueToFrame(c, 0, shortCourseFactor(c)),
  },

  // Long course length (SPE 187249): the arc between stations may bend more than minimum curvature says
  XCLH: {
    course: (c) => {
      const k = c.courseM * Math.max(Math.abs(c.incRad - c.incPrevRad), XCL_TORTUOSITY_RAD_PER_M * c.courseM);
      return [k * c.cosI * c.cosAz, k * c.cosI * c.sinAz, -k * c.sinI];
    },
  },
  XCLA: {
    course: (c) => {
      // after a vertical station the azimuth change means nothing: only the tortuosity floor applies
      const turn = c.prevVertical ? 0 : Math.abs(c.sinI * wrapPi(c.azTrueRad - c.azTruePrevRad));
      const k = c.courseM * Math.max(turn, XCL_TORTUOSITY_RAD_PER_M * c.courseM);
      return [-k * c.sinAz, k * c.cosAz, 0];
    },
  },
};

/** A horizontal direction given by its true-north components, in the position frame's N/E axes. */
function rotateTrueToFrame(c: StationContext, trueN: number, trueE: number): Vec3 {
  // convergence = true azimuth − frame azimuth, so a true-north vector sits at −convergence in the frame
  const conv = c.azTrueRad - Math.atan2(c.sinAz, c.cosAz);
  const cc = Math.cos(conv);
  const sc = Math.sin(conv);
  return [trueN * cc + trueE * sc, -trueN * sc + trueE * cc, 0];
}
