/**
 * Statistics ratings (data-widgets-calls spec §3).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

const STATISTICS_RATINGS = ['GOOD', 'BAD', 'NEUTRAL'] as const;

export type StatisticsRating = (typeof STATISTICS_RATINGS)[number];
