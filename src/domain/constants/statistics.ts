/**
 * Statistics ratings (data-widgets-calls spec §3).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

/** How a statistic compares with its target. */
export type StatisticsRating = 'GOOD' | 'BAD' | 'NEUTRAL';
