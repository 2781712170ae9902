/** Recommendations added to a well, told to the alert engine on the same database (new recommendation alerts). */
import type { NewRecommendation } from '../../src/domain/alerts/recommendation-alert';
import { dbEvents } from '../lib/db-events';

export type RecommendationEvent = NewRecommendation & { wellId: string };

const events = dbEvents<RecommendationEvent>();

export const onRecommendationAdded = events.on;
export const recommendationAdded = events.emit;
