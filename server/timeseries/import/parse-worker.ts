/**
 * Parses an uploaded log file off the main thread (a large LAS file takes seconds of CPU), posting
 * progress as the parser reports it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ImportError } from '../../importers/import-error';
import { parseLogFile } from '../../importers/parse-log-file';

export type FromParseWorker =
  { type: 'progress'; fraction: number } | { type: 'done'; parsed: ReturnType<typeof parseLogFile> } | { type: 'error'; message: string; importError: boolean };

const { bytes, fileName } = workerData as { bytes: Uint8Array; fileName: string };
const port = parentPort!;
try {
  const parsed = parseLogFile(bytes, fileName, { onProgress: (fraction) => port.postMessage({ type: 'progress', fraction } satisfies FromParseWorker) });
  port.postMessage({ type: 'done', parsed } satisfies FromParseWorker);
} catch (e) {
  port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e), importError: e instanceof ImportError } satisfies FromParseWorker);
}
