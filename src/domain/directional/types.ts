/** A survey station as measured: depth along hole and the two angles. */
export interface Station {
  readonly mdM: number;
  readonly incDeg: number;
  /** Azimuth in the reference frame of the trajectory (true or grid north, see NorthReference). */
  readonly aziDeg: number;
}

/** A point in the well's common frame: TVD down, north and east, metres. */
export interface Position {
  readonly tvdM: number;
  readonly northM: number;
  readonly eastM: number;
}

/** Position of the first station in the common frame (N, E, TVD down), metres. */
export type TieIn = Position;

/** Where a path stands: depth, direction and position. Every TrajectoryPoint is one. */
export interface PathState extends Station, Position {}

export const ORIGIN_TIE_IN: TieIn = { tvdM: 0, northM: 0, eastM: 0 };

/** A station with its computed position and derived rates. Rates are per 30 m unless stated. */
export interface TrajectoryPoint extends Station {
  readonly tvdM: number;
  readonly northM: number;
  readonly eastM: number;
  /** Dogleg angle from the previous station, radians (0 at the first station). */
  readonly doglegRad: number;
  /** Dogleg severity, degrees per 30 m. */
  readonly dlsDegPer30m: number;
  /** Build rate, degrees per 30 m. */
  readonly buildDegPer30m: number;
  /** Turn rate, degrees per 30 m (azimuth change wrapped to ±180°; 0 when either station is vertical). */
  readonly turnDegPer30m: number;
  /** Gravity (high-side) toolface of the dogleg arriving at this station, degrees 0–360; NaN when no dogleg. */
  readonly gtfDeg: number;
  /** Magnetic/north-referenced toolface of the dogleg arriving at this station, degrees 0–360; NaN when no dogleg. */
  readonly mtfDeg: number;
}
