/**
 * The live stage on the comparison's x axis: its lines' seconds (from their origin) as minutes from
 * its record start or from the breakdown picked so far, the same origins the recorded stages are
 * compared from (server compareStages).
 */
import type { FracLiveStageDto } from '../../api/completions';

/** Minutes of the live stage's lines from its start or its breakdown so far; null when it has no breakdown yet. */
export function liveMinutes(live: Pick<FracLiveStageDto, 'start_s' | 'breakdown_s' | 'series'>, align: 'start' | 'breakdown'): number[] | null {
  const originS = align === 'start' ? live.start_s : live.breakdown_s;
  if (originS === null) return null;
  const shift = live.series.origin - originS;
  return live.series.x.map((sec) => (sec + shift) / 60);
}
