/**
 * Runs generateBlocks in a worker thread so 30 days of rig model and detection (a minute of CPU per
 * well) neither block the server's event loop nor wait for the database: the main thread writes
 * block k while this thread computes block k+1. At most MAX_IN_FLIGHT blocks wait unacknowledged.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { generateBlocks, type GeneratedBlock, type GenerationInput } from './generate-blocks';

const MAX_IN_FLIGHT = 3;

export type ToWorker = { type: 'ack' } | { type: 'stop' };
export type FromWorker =
  | { type: 'block'; block: GeneratedBlock }
  | { type: 'done'; end: ReturnType<typeof generateBlocks> extends Generator<unknown, infer R> ? R : never }
  | { type: 'error'; message: string };

const port = parentPort!;
let inFlight = 0;
let stopped = false;
let wake: (() => void) | null = null;
port.on('message', (m: ToWorker) => {
  if (m.type === 'ack') inFlight--;
  if (m.type === 'stop') stopped = true;
  wake?.();
});

function transferables(b: GeneratedBlock): ArrayBuffer[] {
  const list = [...Object.values(b.channels), b.truth, b.depthLog.depthM, b.depthLog.gammaGapi, b.depthLog.ropMph].map((a) => a.buffer as ArrayBuffer);
  return [...new Set(list)];
}

async function main(): Promise<void> {
  const gen = generateBlocks((workerData as { input: GenerationInput }).input);
  for (;;) {
    while (inFlight >= MAX_IN_FLIGHT && !stopped) await new Promise<void>((r) => (wake = r));
    if (stopped) return;
    const step = gen.next();
    if (step.done) {
      port.postMessage({ type: 'done', end: step.value } satisfies FromWorker);
      return;
    }
    inFlight++;
    port.postMessage({ type: 'block', block: step.value } satisfies FromWorker, transferables(step.value));
  }
}

main().catch((e: unknown) => port.postMessage({ type: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies FromWorker));
