/**
 * services.periodBounds: the hole depth a well had reached at the start and at the end of a period,
 * from its 1 Hz hole-depth channel (null where the store has no data then).
 */
import type { TimeSeriesStore } from './store';

export function periodBoundsFrom(store: TimeSeriesStore) {
  return async (wellId: string, startS: number, endS: number): Promise<{ startDepthM: number | null; endDepthM: number | null } | null> => {
    const [a, b] = await Promise.all([store.valuesAt(wellId, ['holeDepthM'], startS), store.valuesAt(wellId, ['holeDepthM'], endS)]);
    if (a.holeDepthM === null && b.holeDepthM === null) return null;
    return { startDepthM: a.holeDepthM, endDepthM: b.holeDepthM };
  };
}
