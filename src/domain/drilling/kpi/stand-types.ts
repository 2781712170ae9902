/**
 * Stands and drilling connections: the records shared by the simulator (its truth) and the
 * detector (from channels), so the two can be compared field by field.
 */

/** Timing of one drilling connection (adding a stand near bottom). All times epoch ms. */
export interface ConnectionTimes {
  /** The bit left bottom after the stand was drilled down (weight off). */
  readonly offBottomMs: number;
  readonly slipsInMs: number;
  readonly slipsOutMs: number;
  /** The bit was back on bottom drilling (weight on): the next stand started. */
  readonly onBottomMs: number;
  readonly slipsToSlipsS: number;
  readonly weightToWeightS: number;
  /** Hole depth at the connection, m. */
  readonly holeDepthM: number;
}

/** One stand drilled: from on bottom after a connection to off bottom before the next one. */
export interface Stand {
  /** 1-based within the data given (the simulator counts from its start). */
  readonly index: number;
  readonly startMs: number;
  readonly endMs: number;
  readonly fromDepthM: number;
  readonly toDepthM: number;
  readonly drilledM: number;
  readonly rotaryM: number;
  readonly slideM: number;
  /** Seconds on bottom rotating / sliding. */
  readonly rotaryS: number;
  readonly slideS: number;
  /** The connection that ended this stand; null when the stand ended otherwise (a trip, NPT, end of data). */
  readonly connection: ConnectionTimes | null;
}
