/**
 * A depth-indexed log from a live source into the well's depth logs: one depth_logs row per channel
 * grown by this source (data_source_id), appended below what is stored, as the simulator appends
 * while it drills. Rows not deeper than the deepest stored point are repeats (counted, never stored
 * twice), so a poll from an inclusive index range or a restart leaves no duplicate. Counts and the
 * last data time go on the source's log-feed counters (FeedWell), which its health reports.
 */
import type { Db } from '../db/db';
import { appendDepthLog, insertDepthLog } from '../timeseries/depth-logs';
import type { DepthColumn, DepthRow, DepthSink, FeedCounters } from './feed-types';

interface Counted {
  readonly counters: FeedCounters;
  lastDataMs: number | null;
}

export class DepthLogWriter implements DepthSink {
  private lastM: number | null | undefined = undefined;

  constructor(
    private readonly db: Db,
    private readonly wellId: string,
    private readonly sourceId: string,
    private readonly runName: string,
    private readonly counted: Counted,
  ) {}

  async resumeM(): Promise<number | null> {
    const { rows } = await this.db.query<{ m: number | null }>('select max(bottom_m) as m from depth_logs where data_source_id = $1 and length(index_m) > 0', [
      this.sourceId,
    ]);
    this.lastM = rows[0]?.m == null ? null : Number(rows[0].m);
    return this.lastM;
  }

  async take(columns: readonly DepthColumn[], rows: readonly DepthRow[]): Promise<void> {
    const after = this.lastM === undefined ? await this.resumeM() : this.lastM;
    const fresh = rows.filter((r) => after === null || r.depthM > after).sort((a, b) => a.depthM - b.depthM);
    this.counted.counters.duplicate += rows.length - fresh.length;
    if (!fresh.length) return;
    const depthM = fresh.map((r) => r.depthM);
    await this.db.transaction(async (tx) => {
      const { rows: existing } = await tx.query<{ id: string; channel: string }>('select id, channel from depth_logs where data_source_id = $1', [
        this.sourceId,
      ]);
      const ids = new Map(existing.map((e) => [e.channel, e.id]));
      for (const [k, c] of columns.entries()) {
        const values = fresh.map((r) => r.values[k]);
        const id = ids.get(c.channel);
        if (id) await appendDepthLog(tx, id, depthM, values);
        else
          await insertDepthLog(tx, {
            wellId: this.wellId,
            channel: c.channel,
            unit: c.unit,
            label: c.label,
            source: 'feed',
            runId: null,
            runName: this.runName,
            depthType: 'MD',
            depthM,
            values,
            dataSourceId: this.sourceId,
          });
      }
    });
    this.lastM = depthM[depthM.length - 1];
    this.counted.counters.good += fresh.length;
    this.counted.lastDataMs = Date.now();
  }
}
