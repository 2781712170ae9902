/**
 * One well's demo history: wipe what an interrupted run left, generate [fromS, toS) block by block
 * (worker thread computes, this thread writes), then save the rig model's and the pipeline's state
 * so the live simulator continues the same well from the next second.
 */
import { readDetectionOverrides } from '../../timeseries/derived/detection-settings';
import type { Queryable } from '../../db/db';
import { ChunkWriter } from '../../timeseries/chunk-writer';
import { SIMULATOR_CHANNEL_META } from '../../timeseries/channel-meta';
import { SUMMARY_LEVEL } from '../../../src/domain/timeseries/levels';
import type { HistoryPlan } from '../demo-history-plan';
import { blocks } from './block-source';
import { createSimulatorRuns, deleteSimulatorData, touchSimulatorRun, upsertWellState } from './simulator-runs';
import { BlockWriter } from './write-blocks';

export const HISTORY_BLOCK_S = 3600;

export interface HistoryProgress {
  fraction: number;
  days: number;
  holeDepthM: number;
}

/** Returns false when stopped by the signal (the well is left 'generating' and regenerated next start). */
export async function generateWellHistory(
  db: Queryable,
  plan: HistoryPlan,
  o: { signal: AbortSignal; log(m: string): void; onProgress(p: HistoryProgress): void },
): Promise<boolean> {
  await deleteSimulatorData(db, plan.wellId);
  await upsertWellState(db, plan.wellId, { history_status: 'generating', fraction: 0, detail: '', history_from_s: plan.fromS, history_to_s: plan.toS });
  const { depthIds } = await createSimulatorRuns(db, plan.wellId, plan.fromS);
  // History goes into an empty range: the writer need not read chunks back. A summary record keeps no seconds.
  const out = new BlockWriter(db, plan.wellId, new ChunkWriter(db, plan.wellId, true, plan.summary ? SUMMARY_LEVEL : 0), depthIds);
  const overrides = await readDetectionOverrides(db, plan.wellId);
  const gen = blocks({ model: { options: plan.model }, overrides, toS: plan.toS, blockS: HISTORY_BLOCK_S, emitEveryS: HISTORY_BLOCK_S }, o.signal, o.log);
  let r = await gen.next();
  while (!r.done) {
    const b = r.value;
    await out.write(b);
    o.onProgress({ fraction: b.fraction, days: (b.startS + b.n - plan.fromS) / 86_400, holeDepthM: b.holeDepthM });
    r = await gen.next();
  }
  const end = r.value;
  if (!end) return false;
  await out.flushDepth();
  await out.writer.flush(SIMULATOR_CHANNEL_META, 'simulator');
  if (end.lastS !== null) await touchSimulatorRun(db, plan.wellId, end.lastS);
  await upsertWellState(db, plan.wellId, {
    history_status: 'done',
    fraction: 1,
    detail: '',
    last_s: end.lastS,
    rig_state: end.rigState,
    pipeline_state: end.pipelineState,
    clean_stop: true,
  });
  return true;
}
