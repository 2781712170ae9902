/**
 * The selected well, its period and the stage mode (spec 4 "Selecting a well / a period").
 * The six-step selection flow that talks to the server is features/selection/select-well.ts; these
 * are the state transitions it performs.
 */
import { proxy, ref } from 'valtio';
import type { Stage } from '../commands/route-types';
import type { Well } from '../api/types';
import type { Period } from './period';
import { storePeriod } from './period-history';

export const selection = proxy({
  /** Step 1: the well being loaded; null when nothing is in flight. */
  nextWellId: null as string | null,
  wellId: null as string | null,
  well: null as Well | null,
  period: null as Period | null,
  stage: 'drilling' as Stage,
  /** The last well that could not be selected, so the URL sync does not retry it in a loop. */
  failedWellId: null as string | null,
  /** Bumped after every selection (step 6); panes key their analytics caches on it. */
  analyticsEpoch: 0,
});

export function recordNextWell(id: string): void {
  selection.nextWellId = id;
}

export function commitSelection(well: Well, period: Period): void {
  selection.well = ref(well);
  selection.wellId = String(well.id);
  selection.period = period;
  selection.nextWellId = null;
  selection.failedWellId = null;
}

export function clearSelection(failedWellId: string | null = null): void {
  selection.failedWellId = failedWellId;
  selection.nextWellId = null;
  selection.wellId = null;
  selection.well = null;
  selection.period = null;
}

/** Stored in the well's history only when it belongs to the selected well (spec 4). */
export function selectPeriod(wellId: string, period: Period): void {
  if (wellId !== selection.wellId) return;
  selection.period = period;
  storePeriod(wellId, period);
}

export function setStage(stage: Stage): void {
  selection.stage = stage;
}

export function resetAnalytics(): void {
  selection.analyticsEpoch += 1;
}
