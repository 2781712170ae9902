import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import type { Db } from '../db/db';
import { backoffS, type JobKind } from './job-kind';

export const JOB_STATUSES = ['queued', 'running', 'failed', 'done'] as const;

interface Claimed {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface JobRunnerOptions {
  db: Db;
  kinds: readonly JobKind<any>[];
  log?: (m: string) => void;
  /** How often an idle instance looks for due jobs (a local enqueue wakes it at once). */
  pollMs?: number;
  /** Jobs run at once on this instance. */
  concurrency?: number;
}

/**
 * The durable job runner: jobs are rows (migration 016), claimed by one instance with
 * SELECT … FOR UPDATE SKIP LOCKED, run, and marked done, queued again after a backoff, or failed
 * after their kind's max attempts. Each instance schedules every kind's cron; the unique
 * (kind, due_at) lets exactly one of them enqueue each due time. A job whose instance died is
 * taken back when its lease (the kind's timeout, renewed while it runs) runs out.
 */
export class JobRunner {
  readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly stats = { enqueued: 0, duplicateDue: 0, ran: 0, failedAttempts: 0, reclaimed: 0 };
  private readonly kinds = new Map<string, JobKind<any>>();
  private readonly crons: Cron[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private ticking: Promise<void> | null = null;
  private readonly db: Db;
  private readonly log: (m: string) => void;
  private readonly pollMs: number;
  private readonly concurrency: number;

  constructor(opts: JobRunnerOptions) {
    this.db = opts.db;
    this.log = opts.log ?? (() => {});
    this.pollMs = opts.pollMs ?? 1000;
    this.concurrency = opts.concurrency ?? 2;
    for (const k of opts.kinds) this.declare(k);
  }

  /** Adds a job kind (the server's list is server/jobs/kinds.ts; tests add their own). */
  declare(kind: JobKind<any>): void {
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} declared twice`);
    this.kinds.set(kind.name, kind);
    if (this.started && kind.cron) this.schedule(kind);
  }

  kind(name: string): JobKind<any> | undefined {
    return this.kinds.get(name);
  }

  kindNames(): string[] {
    return [...this.kinds.keys()].sort();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const k of this.kinds.values()) if (k.cron) this.schedule(k);
    this.wake();
  }

  /**
   * Queues a job; its payload is checked against the kind's schema. With dueAt (a schedule's due
   * time) a second enqueue of the same (kind, dueAt), from any instance, is ignored: answers null.
   */
  async enqueue(name: string, payload: unknown, opts: { dueAt?: Date; runAt?: Date; createdBy?: string | null } = {}): Promise<string | null> {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`unknown job kind ${name}`);
    const parsed = kind.payload.parse(payload);
    const { rows } = await this.db.query<{ id: string }>(
      `insert into jobs (kind, payload, max_attempts, due_at, run_at, created_by) values ($1, $2, $3, $4, coalesce($5, now()), $6)
       on conflict (kind, due_at) where due_at is not null do nothing returning id`,
      [name, JSON.stringify(parsed ?? {}), kind.maxAttempts, opts.dueAt ?? null, opts.runAt ?? null, opts.createdBy ?? null],
    );
    if (!rows[0]) {
      this.stats.duplicateDue++;
      return null;
    }
    this.stats.enqueued++;
    this.wake();
    return rows[0].id;
  }

  /** Looks for due jobs now rather than at the next poll. */
  wake(): void {
    if (!this.started || this.stopping.signal.aborted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  /** Claims and runs due jobs until none is left (tests; the poll loop does the same). Answers how many ran. */
  async drain(): Promise<number> {
    let n = 0;
    await this.reclaimStale();
    for (let job = await this.claim(); job; job = await this.claim()) {
      await this.run(job);
      n++;
    }
    return n;
  }

  async close(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    for (const c of this.crons) c.stop();
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.running]);
  }

  private schedule(kind: JobKind<any>): void {
    let next: Date | null = null;
    // The due time is the one croner computed before firing, the same Date on every instance.
    const cron = new Cron(kind.cron!, { timezone: 'UTC', protect: true }, () => {
      const due = next;
      next = cron.nextRun(due ?? undefined);
      if (!due) return;
      this.enqueue(kind.name, {}, { dueAt: due }).catch((e: unknown) =>
        this.log(`job ${kind.name}: could not enqueue the ${due.toISOString()} run: ${errorText(e)}`),
      );
    });
    next = cron.nextRun();
    this.crons.push(cron);
  }

  private tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = (async () => {
      try {
        await this.reclaimStale();
        while (this.running.size < this.concurrency && !this.stopping.signal.aborted) {
          const job = await this.claim();
          if (!job) break;
          const p = this.run(job).finally(() => {
            this.running.delete(p);
            this.wake();
          });
          this.running.add(p);
        }
      } catch (e) {
        if (!this.stopping.signal.aborted) this.log(`jobs: poll failed: ${errorText(e)}`);
      } finally {
        this.ticking = null;
        if (!this.stopping.signal.aborted) {
          if (this.timer) clearTimeout(this.timer);
          this.timer = setTimeout(() => void this.tick(), this.pollMs);
        }
      }
    })();
    return this.ticking;
  }

  private async claim(): Promise<Claimed | null> {
    if (this.stopping.signal.aborted) return null;
    const { rows } = await this.db.query<Claimed>(
      `update jobs set status = 'running', attempts = attempts + 1, started_at = now(), finished_at = null, locked_by = $1,
              locked_until = now() + interval '60 seconds'
        where id = (select id from jobs where status = 'queued' and run_at <= now() and kind = any($2::text[])
                     order by run_at, created_at limit 1 for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
      [this.instanceId, this.kindNames()],
    );
    return rows[0] ?? null;
  }

  /** Running jobs whose lease ran out (their instance died or hung) go back to the queue, or fail when out of attempts. */
  private async reclaimStale(): Promise<void> {
    const { rows } = await this.db.query<{ id: string; attempts: number; status: string; was: string | null }>(
      `with stale as (select id, locked_by from jobs where status = 'running' and locked_until < now() for update skip locked)
       update jobs j set status = case when j.attempts >= j.max_attempts then 'failed' else 'queued' end,
              finished_at = case when j.attempts >= j.max_attempts then now() end, run_at = now(), locked_by = null, locked_until = null,
              last_error = 'its instance stopped answering (lease ran out)'
         from stale where j.id = stale.id returning j.id, j.attempts, j.status, stale.locked_by as was`,
    );
    for (const r of rows) {
      this.stats.reclaimed++;
      await this.writeLog(
        r.id,
        r.attempts,
        `taken back from ${r.was ?? 'an instance'} whose lease ran out: ${r.status === 'failed' ? 'out of attempts, failed' : 'queued again'}`,
      );
    }
  }

  private writeLog(jobId: string, attempt: number, line: string): Promise<unknown> {
    return this.db.query('insert into job_log (job_id, attempt, line) values ($1, $2, $3)', [jobId, attempt, line.slice(0, 4000)]);
  }

  private async run(job: Claimed): Promise<void> {
    const kind = this.kinds.get(job.kind)!;
    const lease = () =>
      this.db.query(`update jobs set locked_until = now() + $3::double precision * interval '1 second' where id = $1 and locked_by = $2`, [
        job.id,
        this.instanceId,
        kind.timeoutS,
      ]);
    const renew = setInterval(() => void lease().catch(() => {}), (kind.timeoutS * 1000) / 3);
    const t0 = performance.now();
    try {
      await lease();
      await this.writeLog(job.id, job.attempts, `attempt ${job.attempts} of ${job.max_attempts} started on ${this.instanceId}`);
      const payload = kind.payload.parse(job.payload);
      await kind.handler({
        jobId: job.id,
        payload,
        attempt: job.attempts,
        db: this.db,
        log: async (line) => void (await this.writeLog(job.id, job.attempts, line)),
        signal: this.stopping.signal,
      });
      clearInterval(renew);
      await this.writeLog(job.id, job.attempts, `done in ${Math.round(performance.now() - t0)} ms`);
      await this.db.query(
        `update jobs set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null where id = $1 and locked_by = $2`,
        [job.id, this.instanceId],
      );
      this.stats.ran++;
    } catch (e) {
      clearInterval(renew);
      this.stats.failedAttempts++;
      const message = errorText(e);
      const final = job.attempts >= job.max_attempts;
      const waitS = final ? 0 : backoffS(kind.backoff, job.attempts);
      await this.writeLog(
        job.id,
        job.attempts,
        `attempt ${job.attempts} failed: ${message}${final ? ' — no attempts left, failed' : ` — retry in ${waitS} s`}`,
      ).catch(() => {});
      await this.db
        .query(
          `update jobs set status = $3::text, last_error = $4, locked_by = null, locked_until = null,
                  finished_at = case when $3::text = 'failed' then now() end,
                  run_at = case when $3::text = 'queued' then now() + $5::double precision * interval '1 second' else run_at end
            where id = $1 and locked_by = $2`,
          [job.id, this.instanceId, final ? 'failed' : 'queued', message.slice(0, 4000), waitS],
        )
        .catch((err: unknown) => this.log(`job ${job.id}: could not record its failure: ${errorText(err)}`));
    }
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
