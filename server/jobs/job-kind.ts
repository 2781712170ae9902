import type { z } from 'zod';
import type { Db } from '../db/db';

/** What a handler is given: its validated payload, a log that lands in job_log, and the database. */
export interface JobContext<P> {
  jobId: string;
  payload: P;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  db: Db;
  /** One line in the job's log (shown on the Jobs dashboard). */
  log(line: string): Promise<void>;
  /** Aborted when the server shuts down: a long handler should stop and let a retry finish. */
  signal: AbortSignal;
}

/** A job kind, declared once: its name, payload schema, handler and retry policy. */
export interface JobKind<P = unknown> {
  name: string;
  summary: string;
  payload: z.ZodType<P>;
  handler(ctx: JobContext<P>): Promise<void>;
  /** Runs in total before the job stays failed (1 = no retry). */
  maxAttempts: number;
  /** Delay before retry n (1 = the first retry) is baseS · 2^(n-1), capped at maxS. */
  backoff: { baseS: number; maxS: number };
  /** A 'running' job whose lease is older than this is taken back (an instance died under it). */
  timeoutS: number;
  /** Cron pattern (croner, UTC; six fields for seconds) on which the job is enqueued. */
  cron?: string;
}

export function defineJob<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

/** Seconds to wait before retry number `retry` (1-based): exponential, capped. */
export function backoffS(policy: JobKind['backoff'], retry: number): number {
  return Math.min(policy.maxS, policy.baseS * 2 ** Math.max(0, retry - 1));
}
