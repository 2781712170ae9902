/**
 * The depths a survey station, a plan point or a depth query may have, in metres: from 1,000 m above
 * the datum (tall derricks, offshore air gaps) to 30,000 m MD (past the deepest well drilled, 12,345 m).
 * The server's schemas and the survey editor's row checks read these two numbers.
 */
export const DEPTH_MIN_M = -1_000;
export const DEPTH_MAX_M = 30_000;

/** Largest value of each optional sensor column of a survey station, in API units (MPa, gAPI, t, rpm, m, °/30 m). */
export const STATION_SENSOR_MAX = {
  diff_pressure: 100,
  gamma: 10_000,
  wob: 500,
  rpm: 1000,
  slide_seen: 1000,
  motor_yield: 100,
} as const;
