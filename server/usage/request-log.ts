import type { Db } from '../db/db';

interface Entry {
  at: Date;
  userId: string | null;
  companyId: string | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

/**
 * Every API request goes to request_log, written in batches: the hot path only pushes to an array;
 * one multi-row insert per second (or per `maxBatch` requests) writes them. Requests of the last
 * moment before a crash are lost; a clean shutdown writes them.
 */
export class RequestLog {
  private buffer: Entry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Requests dropped because the database refused a batch (logged once per batch). */
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: { flushMs?: number; maxBatch?: number; log?: (m: string) => void } = {},
  ) {}

  record(e: Entry): void {
    this.buffer.push(e);
    if (this.buffer.length >= (this.opts.maxBatch ?? 2000)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.opts.flushMs ?? 1000);
  }

  /** Writes what is buffered; resolves when it (and any earlier write) is in the table. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.buffer;
    this.buffer = [];
    if (!batch.length) return this.flushing;
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: Entry[]): Promise<void> {
    try {
      await this.db.query(
        `insert into request_log (at, user_id, company_id, method, route, status, duration_ms)
         select * from unnest($1::timestamptz[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::real[])`,
        [
          batch.map((e) => e.at.toISOString()),
          batch.map((e) => e.userId),
          batch.map((e) => e.companyId),
          batch.map((e) => e.method),
          batch.map((e) => e.route),
          batch.map((e) => e.status),
          batch.map((e) => e.durationMs),
        ],
      );
    } catch (e) {
      this.dropped += batch.length;
      this.opts.log?.(`request log: ${batch.length} requests not recorded: ${e instanceof Error ? e.message : e}`);
    }
  }
}
