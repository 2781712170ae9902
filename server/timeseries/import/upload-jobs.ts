/**
 * Uploaded files between preview and commit. The parse runs in a worker thread while the client
 * polls GET /logs/{id}/import/{upload_id} for its progress; the parsed log waits here (at most
 * JOB_TTL_MS, a few per user) until the user commits it with a mapping, so the file is not sent twice.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ImportError } from '../../importers/import-error';
import type { ParsedFile, ParsedLog } from '../../importers/model';
import { parseLogFile } from '../../importers/parse-log-file';
import type { CommitResult } from './commit-import';
import { importPreview, type ImportPreview } from './import-preview';
import type { FromParseWorker } from './parse-worker';

const JOB_TTL_MS = 60 * 60 * 1000;
const MAX_JOBS_PER_USER = 8;
/** Files this small parse inline (~0.2 s at most): a worker thread costs a second to start (it loads the TypeScript parsers). */
const INLINE_BYTES = 4 * 1024 * 1024;

export type UploadState = 'receiving' | 'parsing' | 'ready' | 'failed' | 'committing' | 'committed';

export interface UploadJob {
  id: string;
  wellId: string;
  userId: string;
  fileName: string;
  bytes: number;
  state: UploadState;
  /** receiving: share of the bytes received (when the size is known); parsing: share parsed. */
  fraction: number;
  createdMs: number;
  parsed?: ParsedLog;
  preview?: ImportPreview;
  message?: string;
  result?: CommitResult;
}

export function jobView(j: UploadJob) {
  return {
    upload_id: j.id,
    file: j.fileName,
    bytes: j.bytes,
    state: j.state,
    fraction: j.fraction,
    ...(j.message ? { message: j.message } : {}),
    ...(j.preview ? { preview: j.preview } : {}),
    ...(j.result ? { result: j.result } : {}),
  };
}

export class UploadJobs {
  private readonly jobs = new Map<string, UploadJob>();

  create(wellId: string, userId: string, fileName: string): UploadJob {
    this.expire();
    const mine = [...this.jobs.values()].filter((j) => j.userId === userId).sort((a, b) => a.createdMs - b.createdMs);
    while (mine.length >= MAX_JOBS_PER_USER) this.jobs.delete(mine.shift()!.id);
    const job: UploadJob = { id: randomUUID(), wellId, userId, fileName, bytes: 0, state: 'receiving', fraction: 0, createdMs: Date.now() };
    this.jobs.set(job.id, job);
    return job;
  }

  get(id: string): UploadJob | undefined {
    this.expire();
    return this.jobs.get(id);
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, j] of this.jobs) if (now - j.createdMs > JOB_TTL_MS && j.state !== 'committing') this.jobs.delete(id);
  }

  /** Parse the received bytes; resolves when the job is ready or failed (never rejects). */
  async parse(job: UploadJob, bytes: Uint8Array): Promise<void> {
    job.state = 'parsing';
    job.bytes = bytes.byteLength;
    job.fraction = 0;
    try {
      const parsed = bytes.byteLength <= INLINE_BYTES ? parseLogFile(bytes, job.fileName) : await parseInWorker(bytes, job.fileName, (f) => (job.fraction = f));
      if (parsed.kind === 'trajectory') throw new ImportError('a survey (trajectory), not a log: import it with the survey import of the directional screens');
      job.parsed = parsed;
      job.preview = importPreview(parsed, job.fileName);
      job.state = 'ready';
      job.fraction = 1;
    } catch (e) {
      job.state = 'failed';
      job.message = `${job.fileName}: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
}

function parseInWorker(bytes: Uint8Array, fileName: string, onProgress: (f: number) => void): Promise<ParsedFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../ts-worker-entry.mjs', import.meta.url), {
      workerData: { moduleUrl: new URL('./parse-worker.ts', import.meta.url).href, bytes, fileName },
    });
    let settled = false;
    worker.on('message', (m: FromParseWorker) => {
      if (m.type === 'progress') return onProgress(m.fraction);
      settled = true;
      void worker.terminate();
      if (m.type === 'done') resolve(m.parsed);
      else reject(m.importError ? new ImportError(m.message) : new Error(m.message));
    });
    worker.on('error', (e) => {
      if (settled) return;
      settled = true;
      // A worker that cannot start must not fail the import: parse here instead.
      try {
        resolve(parseLogFile(bytes, fileName, { onProgress }));
      } catch (err) {
        reject(err);
      }
      void e;
    });
  });
}
