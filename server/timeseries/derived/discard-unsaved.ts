/**
 * After a crash, what a live writer (simulator or feed) had not saved: coarse levels may miss what
 * was appended since their last write, and rows derived after the saved pipeline state will be
 * finalised again from re-read context. Recompute the first and drop the second.
 */
import type { Queryable } from '../../db/db';
import type { ChunkWriter } from '../chunk-writer';
import type { PipelineState } from './well-pipeline';

export async function discardUnsaved(
  db: Queryable,
  writer: ChunkWriter,
  wellId: string,
  channels: readonly string[],
  lastS: number,
  pipeline: PipelineState,
): Promise<void> {
  await writer.rebuildOpenLevels(channels, lastS);
  const from = pipeline.rolling.emittedToS ?? lastS + 1;
  for (const [table, col] of [
    ['log_intervals', 'start_s'],
    ['log_trips', 'start_s'],
    ['log_zero_readings', 'time_s'],
  ] as const) {
    await db.query(`delete from ${table} where well_id = $1 and ${col} >= $2${table === 'log_intervals' ? ` and source = 'auto'` : ''}`, [wellId, from]);
  }
  await db.query(`delete from log_activity_bins where well_id = $1 and source = 'auto' and bin_s >= $2`, [wellId, Math.floor(from / 900) * 900]);
}
