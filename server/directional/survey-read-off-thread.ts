import { Worker } from 'node:worker_threads';
import { HttpError } from '../lib/http-error';
import { runSurveyRead, type SurveyReadInput, type SurveyReadOutcome } from './survey-read-job';
import { assertSurveySize, type ImportPreview, type ReadSurvey } from './survey-import';

/**
 * Reads a survey file in a worker thread of its own: decoding, parsing and checking a large file takes
 * seconds of CPU that would otherwise stop every other request and the realtime feed, and the
 * worker's heap (the whole parsed file) is returned to the system when it exits. Only the checked,
 * bounded result crosses back.
 */
export async function readSurveyOffThread(input: SurveyReadInput): Promise<{ read: ReadSurvey; preview: ImportPreview | null }> {
  assertSurveySize(input.contentBase64);
  const outcome = await new Promise<SurveyReadOutcome>((resolve) => {
    let settled = false;
    const done = (o: SurveyReadOutcome) => {
      if (settled) return;
      settled = true;
      resolve(o);
    };
    let worker: Worker;
    try {
      // The file travels as bytes moved to the worker, not as a string copied into it: cloning a
      // 37 MB string stopped this thread for seconds.
      const text = Buffer.from(input.contentBase64, 'utf8');
      const owned = new Uint8Array(text.byteLength);
      owned.set(text);
      worker = new Worker(new URL('../timeseries/ts-worker-entry.mjs', import.meta.url), {
        workerData: { moduleUrl: new URL('./survey-read-worker.ts', import.meta.url).href, input: { ...input, contentBase64: '' }, contentUtf8: owned },
        transferList: [owned.buffer],
      });
    } catch {
      // A worker that cannot start must not fail the import: read it here instead.
      return done(runSurveyRead(input));
    }
    worker.once('message', (m: SurveyReadOutcome) => {
      done(m);
      void worker.terminate();
    });
    worker.once('error', () => done(runSurveyRead(input)));
    worker.once('exit', (code) => done({ ok: false, status: 500, message: `survey reader exited with code ${code}`, bug: true }));
  });
  if (outcome.ok) return { read: outcome.read, preview: outcome.preview };
  if ('bug' in outcome) throw new Error(outcome.message);
  throw new HttpError(outcome.status, outcome.message, outcome.data);
}
