/**
 * Vocabulary of the survey error model (ISCWSA / OWSG tool models). A model is a table of error terms,
 * each a declaration: the engine reads the table, it holds no knowledge of any particular tool.
 */

/**
 * How a term's errors correlate (OWSG "Prop." column): random terms are independent station to station;
 * systematic terms are one error for a survey leg; well-by-well terms one error for the whole well;
 * global terms one error for every well. Within one survey leg of one well the last three add alike.
 */
export type Propagation = 'random' | 'systematic' | 'well-by-well' | 'global';

/** Which survey measurements the term perturbs (COMPASS vector type): depth, inclination, azimuth. */
export type ErrorVector = 'D' | 'I' | 'A' | 'IA';

/**
 * What the tie-on station (the first point of a survey leg: surface, or a sidetrack's kick-off) carries.
 * - 'none': no error of this term; the first course's first half is error-free (ISCWSA Rev 4 workbook).
 * - 'surveyed': the tie-on is a survey station with its own error of this term, evaluated with its own
 *   direction (the ISCWSA clearance-scenario set's listings, angular terms).
 * - 'first-interval': the first station's error governs the whole first course, as if the tie-on had
 *   been surveyed with the same error (ISCWSA Rev 5.1 workbook, angular terms).
 * Depth terms are 'none' everywhere: the tie-on depth is where the leg starts, not a measurement.
 */
export type TieOn = 'none' | 'surveyed' | 'first-interval';

/** Units the OWSG tables state magnitudes in; the engine converts to SI and radians once. */
export type MagnitudeUnit = 'm' | '-' | '1/m' | 'm/s2' | 'nT' | 'deg' | 'deg.nT';

export interface ErrorTerm {
  /** OWSG code, e.g. 'DRFR', 'ABXY-TI1S'. Unique within a model. */
  readonly code: string;
  readonly description: string;
  /** Id of the weighting function in WEIGHTING_FUNCTIONS (OWSG "Wt.Fn."). */
  readonly weighting: string;
  readonly vector: ErrorVector;
  readonly tieOn: TieOn;
  readonly propagation: Propagation;
  /** 1-sd magnitude in `unit`. */
  readonly magnitude: number;
  readonly unit: MagnitudeUnit;
}

export interface ErrorModel {
  /** Id used by the API and the CLI, e.g. 'iscwsa-mwd-rev4'. */
  readonly id: string;
  readonly name: string;
  /** Where the table comes from. */
  readonly source: string;
  readonly terms: readonly ErrorTerm[];
}

/** Geomagnetic and gravity reference of a well, plus the frame of its azimuths. */
export interface ErrorModelParams {
  /** Magnetic declination, degrees east of true north. */
  readonly declinationDeg: number;
  /** Magnetic dip, degrees below horizontal. */
  readonly dipDeg: number;
  /** Total magnetic field, nT. */
  readonly totalFieldNt: number;
  /** Gravity, m/s². */
  readonly gravityMs2: number;
  /**
   * Grid convergence, degrees: true azimuth = trajectory azimuth + convergence. 0 when the trajectory's
   * azimuths are true-north referenced.
   */
  readonly convergenceDeg?: number;
  /** Inclinations below this use the weighting functions' vertical limits. Default 0.0001° (ISCWSA workbooks). */
  readonly verticalIncLimitDeg?: number;
}

/** Symmetric 3×3 covariance in the N, E, V (down) frame, m². */
export interface Cov3 {
  readonly nn: number;
  readonly ee: number;
  readonly vv: number;
  readonly ne: number;
  readonly nv: number;
  readonly ev: number;
}

/** A trajectory point as the error model needs it: position along hole, direction and TVD. */
export interface SurveyPoint {
  readonly mdM: number;
  readonly incDeg: number;
  /** Azimuth in the frame of the N/E coordinates (grid or true, see ErrorModelParams.convergenceDeg). */
  readonly aziDeg: number;
  readonly tvdM: number;
}
