/**
 * What a pipeline needs to continue after a restart or after catching up: the seconds around where
 * detection stopped, read back from the store (raw chunks plus the live writer's open ones), and the
 * open trip's finalised seconds with their detection flags recomputed.
 */
import { computePrimitives } from '../../../src/domain/drilling/rig-state/primitives';
import { RIG_STATE_THRESHOLDS, rigThresholds, type DetectionOverrides } from '../../../src/domain/drilling/rig-state/thresholds';
import { DEFAULT_BLOCK_WEIGHT_T } from '../../../src/domain/drilling/rig-state/detect';
import type { TimeSeriesStore } from '../../timeseries/store';
import { ACTIVITY_CHANNEL } from '../../timeseries/channel-meta';
import { DETECTION_CHANNELS, type DetectionChannel } from '../../timeseries/derived/rolling-rig-state';
import type { PipelineState } from '../../timeseries/derived/well-pipeline';
import { WellPipeline } from '../../timeseries/derived/well-pipeline';
import type { RestoreContext } from '../history/generate-blocks';

export async function readRestoreContext(
  store: TimeSeriesStore,
  wellId: string,
  state: PipelineState,
  overrides: DetectionOverrides = {},
): Promise<RestoreContext | null> {
  const need = new WellPipeline({ emitEveryS: 60 }, state).contextNeeded();
  if (!need) return null;
  const channels = await store.raw(wellId, DETECTION_CHANNELS, need.fromS, need.toS);
  const block = { startS: need.fromS, n: need.toS - need.fromS, channels: channels as Record<DetectionChannel, Float32Array> };
  if (need.tripFromS === null) return { block };
  const emittedTo = state.rolling.emittedToS!;
  const raw = await store.raw(wellId, [...DETECTION_CHANNELS, ACTIVITY_CHANNEL], need.tripFromS, emittedTo);
  const n = emittedTo - need.tripFromS;
  const t = Float64Array.from({ length: n }, (_, i) => (need.tripFromS! + i) * 1000);
  // In slips as the pipeline judges it: the well's override, else the stream's estimate (tared or not).
  const est = state.rolling.estimate;
  const blockWeightT = overrides.blockWeightT ?? state.rolling.blockWeightT ?? DEFAULT_BLOCK_WEIGHT_T;
  const th = rigThresholds(
    RIG_STATE_THRESHOLDS,
    { blockWeightT, tared: overrides.blockWeightT === undefined && !!est?.tared, spreadT: est?.spreadT },
    overrides,
  );
  const prim = computePrimitives({ t, channels: raw as unknown as Record<DetectionChannel, Float32Array> }, blockWeightT, th);
  // Codes were stored through the int16 raw codec: round back to whole codes.
  const activity = Uint8Array.from(raw[ACTIVITY_CHANNEL], (x) => Math.round(x));
  return { block, trip: { activity, flags: prim.flags, bitDepthM: raw.bitDepthM } };
}
