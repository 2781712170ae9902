/**
 * The generation loop, free of I/O: the rig model produces a block of seconds (aligned to whole
 * hours so every raw chunk is written once), the detection pipeline finalises what it can, and the
 * block goes to whoever writes it. Runs in a worker thread (generator-worker.ts) or inline.
 */
import { CHANNEL_IDS, type ChannelId } from '../../../src/domain/drilling/channels';
import type { RigEvent } from '../rig-model/events';
import { createRigModel, type DepthLogChunk, type RigModelOptions, type RigModelState } from '../rig-model';
import type { DetectionOverrides } from '../../../src/domain/drilling/rig-state/thresholds';
import type { SecondsBlock } from '../../timeseries/derived/rolling-rig-state';
import { WellPipeline, type PipelineOutput, type PipelineState } from '../../timeseries/derived/well-pipeline';

export interface RestoreContext {
  block: SecondsBlock;
  trip?: { activity: Float32Array | Uint8Array; flags: Uint8Array; bitDepthM: Float32Array };
}

export interface GenerationInput {
  model: { options: RigModelOptions } | { resume: RigModelState };
  pipeline?: { state: PipelineState; context: RestoreContext | null };
  /** The well configuration's detection settings. */
  overrides?: DetectionOverrides;
  /** Generate up to this second (exclusive). */
  toS: number;
  /** Largest block, s (blocks end on whole hours). */
  blockS: number;
  /** Pipeline finalises when this much is ready, s. */
  emitEveryS: number;
}

export interface GeneratedBlock {
  startS: number;
  n: number;
  channels: Record<ChannelId, Float32Array>;
  truth: Uint8Array;
  out: PipelineOutput;
  depthLog: DepthLogChunk;
  events: RigEvent[];
  /** Share of the requested seconds done, 0–1. */
  fraction: number;
  holeDepthM: number;
}

export interface GenerationEnd {
  rigState: RigModelState;
  pipelineState: PipelineState;
  /** Last second generated (null when none). */
  lastS: number | null;
}

export function* generateBlocks(input: GenerationInput): Generator<GeneratedBlock, GenerationEnd> {
  const model = createRigModel('resume' in input.model ? { resume: input.model.resume } : input.model.options);
  const pipeline = new WellPipeline({ emitEveryS: input.emitEveryS, overrides: input.overrides }, input.pipeline?.state);
  if (input.pipeline?.context) pipeline.restoreContext(input.pipeline.context.block, input.pipeline.context.trip);
  const firstS = model.status.tMs / 1000;
  let nextS = firstS;
  const total = Math.max(1, input.toS - firstS);
  while (nextS < input.toS) {
    const hourEnd = (Math.floor(nextS / 3600) + 1) * 3600;
    const n = Math.min(input.blockS, hourEnd - nextS, input.toS - nextS);
    const c = model.nextChunk(n);
    const channels = {} as Record<ChannelId, Float32Array>;
    for (const id of CHANNEL_IDS) channels[id] = c.channels[id];
    const out = pipeline.push({ startS: nextS, n, channels, truth: c.truth });
    yield {
      startS: nextS,
      n,
      channels,
      truth: c.truth,
      out,
      depthLog: c.depthLog,
      events: [...c.events],
      fraction: (nextS + n - firstS) / total,
      holeDepthM: model.status.holeDepthM,
    };
    nextS += n;
  }
  return { rigState: model.getState(), pipelineState: pipeline.getState(), lastS: nextS > firstS ? nextS - 1 : null };
}
