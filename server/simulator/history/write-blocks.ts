/**
 * Writes generated blocks: the 12 channels and the true activity into the store, the finalised
 * detected activity as its own channel, the derived rows, and the depth log (appended a day at a
 * time: each append rewrites the row).
 */
import type { Queryable } from '../../db/db';
import type { ChunkWriter } from '../../timeseries/chunk-writer';
import { ACTIVITY_CHANNEL, TRUTH_CHANNEL } from '../../timeseries/channel-meta';
import { writeDerived } from '../../timeseries/derived/derived-sink';
import { appendDepthLog } from '../../timeseries/depth-logs';
import type { GeneratedBlock } from './generate-blocks';

export interface DepthLogIds {
  gammaGapi: string;
  ropMph: string;
}

export class BlockWriter {
  private depth: number[] = [];
  private gamma: number[] = [];
  private rop: number[] = [];

  constructor(
    private readonly db: Queryable,
    private readonly wellId: string,
    readonly writer: ChunkWriter,
    private readonly depthIds: DepthLogIds,
  ) {}

  async write(b: GeneratedBlock): Promise<void> {
    await this.writer.append(b.startS, { ...b.channels, [TRUTH_CHANNEL]: b.truth }, b.n);
    if (b.out.activity) await this.writer.append(b.out.activity.startS, { [ACTIVITY_CHANNEL]: b.out.activity.codes }, b.out.activity.codes.length);
    await writeDerived(this.db, this.wellId, b.out);
    for (let i = 0; i < b.depthLog.depthM.length; i++) {
      this.depth.push(b.depthLog.depthM[i]);
      this.gamma.push(b.depthLog.gammaGapi[i]);
      this.rop.push(b.depthLog.ropMph[i]);
    }
    if (this.depth.length >= 5000) await this.flushDepth();
  }

  async flushDepth(): Promise<void> {
    if (!this.depth.length) return;
    await appendDepthLog(this.db, this.depthIds.gammaGapi, this.depth, this.gamma);
    await appendDepthLog(this.db, this.depthIds.ropMph, this.depth, this.rop);
    this.depth = [];
    this.gamma = [];
    this.rop = [];
  }
}
