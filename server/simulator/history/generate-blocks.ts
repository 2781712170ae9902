/**
 * The generation loop, free of I/O: the rig model produces a block of seconds (aligned to whole
 * hours so every raw chunk is written once), the detection pipeline finalises what it can, and the
 * block goes to whoever writes it. Runs in a worker thread (generator-worker.ts) or inline.
 */
import { CHANNEL_IDS, type ChannelId } from '../../../src/domain/drilling/channels';
import type { RigEvent } from '../rig-model/events';
import { createRigModel, DEFAULT_RIG_PARAMS, type DepthLogChunk, type RigModelOptions, type RigModelState } from '../rig-model';
import type { SecondsBlock } from '../../timeseries/derived/rolling-rig-state';
import { WellPipeline, type PipelineOutput, type PipelineState } from '../../timeseries/derived/well-pipeline';

export interface RestoreContext {
  block: SecondsBlock;
  trip?: { activity: Float32Array | Uint8Array; flags: Uint8Array; bitDepthM: Float32Array };
}

export interface GenerationInput {
  model: { options: RigModelOptions } | { resume: RigModelState };
  /** Tune the model's ROP (new models only) so the hole reaches this depth at toS. */
  calibrateToDepthM?: number | null;
  pipeline?: { state: PipelineState; context: RestoreContext | null };
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

/** Hole depth the model reaches at toS with its ROP scaled by `factor` (a pilot run: no output kept). */
function pilotDepthM(options: RigModelOptions, factor: number, toS: number): number {
  const base = options.params?.baseRopMph ?? DEFAULT_RIG_PARAMS.baseRopMph;
  const m = createRigModel({ ...options, params: { ...options.params, baseRopMph: [base[0] * factor, base[1] * factor] } });
  let left = toS - options.startTimeMs / 1000;
  while (left > 0) {
    const n = Math.min(86_400, left);
    m.nextChunk(n);
    left -= n;
  }
  return m.status.holeDepthM;
}

/**
 * The ROP factor that brings the hole to targetM at toS: secant steps on the drilled length (not
 * proportional to ROP, since trips and connections take fixed time), a few pilots, within 2 %.
 */
export function calibrateRopFactor(options: RigModelOptions, targetM: number, toS: number): number {
  const want = targetM - options.startDepthM;
  if (!(want > 0)) return 1;
  const clamp = (f: number) => Math.min(2.5, Math.max(0.3, f));
  let f0 = 1;
  let d0 = pilotDepthM(options, f0, toS) - options.startDepthM;
  if (Math.abs(d0 - want) <= 0.02 * want || d0 <= 0) return f0;
  let f1 = clamp(f0 * (want / d0));
  let best = { f: f0, err: Math.abs(d0 - want) };
  for (let k = 0; k < 4; k++) {
    const d1 = pilotDepthM(options, f1, toS) - options.startDepthM;
    if (Math.abs(d1 - want) < best.err) best = { f: f1, err: Math.abs(d1 - want) };
    if (best.err <= 0.02 * want || d1 === d0) break;
    const f2 = clamp(f1 + ((want - d1) * (f1 - f0)) / (d1 - d0));
    [f0, d0, f1] = [f1, d1, f2];
  }
  return best.f;
}

export function* generateBlocks(input: GenerationInput): Generator<GeneratedBlock, GenerationEnd> {
  let init = 'resume' in input.model ? { resume: input.model.resume } : input.model.options;
  if (!('resume' in init) && input.calibrateToDepthM) {
    const f = calibrateRopFactor({ ...init, maxDepthM: Math.max(init.maxDepthM ?? 6000, input.calibrateToDepthM + 1000) }, input.calibrateToDepthM, input.toS);
    const base = init.params?.baseRopMph ?? DEFAULT_RIG_PARAMS.baseRopMph;
    init = { ...init, params: { ...init.params, baseRopMph: [base[0] * f, base[1] * f] } };
  }
  const model = createRigModel(init);
  const pipeline = new WellPipeline({ emitEveryS: input.emitEveryS }, input.pipeline?.state);
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
    yield { startS: nextS, n, channels, truth: c.truth, out, depthLog: c.depthLog, events: [...c.events], fraction: (nextS + n - firstS) / total, holeDepthM: model.status.holeDepthM };
    nextS += n;
  }
  return { rigState: model.getState(), pipelineState: pipeline.getState(), lastS: nextS > firstS ? nextS - 1 : null };
}
