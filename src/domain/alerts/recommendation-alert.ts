/**
 * New recommendation: a recommendation was added to the well (Well Notes, Recommendations). Each one
 * is an alert of its own (one-off, like a new survey), keyed by its id, so it never alerts twice.
 */
import { round, type Firing } from './types';

export interface NewRecommendation {
  readonly id: string;
  readonly title: string | null;
  readonly body: string;
  readonly depthM: number | null;
  /** Epoch seconds the recommendation refers to (its time, else when it was written). */
  readonly timeS: number;
  readonly byName: string | null;
}

const MAX_TEXT = 120;

export function recommendationFiring(r: NewRecommendation): Firing {
  const text = (r.title?.trim() || r.body.trim().split('\n')[0]).slice(0, MAX_TEXT);
  return {
    conditionKey: `recommendation:${r.id}`,
    message: `New recommendation${r.depthM === null ? '' : ` at ${round(r.depthM, 1)} m MD`}: ${text}${r.byName ? ` (by ${r.byName})` : ''}`,
    value: r.depthM === null ? 0 : round(r.depthM, 1),
    threshold: 0,
    unit: 'm',
    depthM: r.depthM,
    timeS: r.timeS,
  };
}
