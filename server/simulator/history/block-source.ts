/**
 * Blocks from generateBlocks, computed in a worker thread when one can be started (the normal
 * case), inline otherwise. Inline generation yields to the event loop between blocks, so the server
 * still answers, only slower.
 */
import { Worker } from 'node:worker_threads';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { generateBlocks, type GeneratedBlock, type GenerationEnd, type GenerationInput } from './generate-blocks';
import type { FromWorker, ToWorker } from './generator-worker';

export interface BlockSource {
  /** Next block, or the end state; null when stopped. */
  next(): Promise<{ block: GeneratedBlock } | { end: GenerationEnd } | null>;
  stop(): Promise<void>;
}

export function inlineBlockSource(input: GenerationInput): BlockSource {
  const gen = generateBlocks(input);
  let stopped = false;
  return {
    async next() {
      await yieldToLoop();
      if (stopped) return null;
      const r = gen.next();
      return r.done ? { end: r.value } : { block: r.value };
    },
    async stop() {
      stopped = true;
    },
  };
}

export function workerBlockSource(input: GenerationInput): BlockSource {
  const worker = new Worker(new URL('../../timeseries/ts-worker-entry.mjs', import.meta.url), {
    workerData: { moduleUrl: new URL('./generator-worker.ts', import.meta.url).href, input },
  });
  const queue: (FromWorker | { type: 'exit'; error?: string })[] = [];
  let wake: (() => void) | null = null;
  const push = (m: (typeof queue)[number]) => {
    queue.push(m);
    wake?.();
  };
  worker.on('message', (m: FromWorker) => push(m));
  worker.on('error', (e) => push({ type: 'exit', error: e.stack ?? e.message }));
  worker.on('exit', () => push({ type: 'exit' }));
  let stopped = false;
  return {
    async next() {
      for (;;) {
        if (stopped) return null;
        const m = queue.shift();
        if (!m) {
          await new Promise<void>((r) => (wake = r));
          continue;
        }
        if (m.type === 'block') {
          worker.postMessage({ type: 'ack' } satisfies ToWorker);
          return { block: m.block };
        }
        if (m.type === 'done') {
          await worker.terminate();
          return { end: m.end };
        }
        if (m.type === 'error') throw new Error(`history generator worker: ${m.message}`);
        if (m.type === 'exit') {
          if (stopped) return null;
          throw new Error(`history generator worker exited${m.error ? `: ${m.error}` : ''}`);
        }
      }
    },
    async stop() {
      stopped = true;
      wake?.();
      worker.postMessage({ type: 'stop' } satisfies ToWorker);
      await worker.terminate();
    },
  };
}

/** A worker source, falling back to inline generation when the worker cannot start. */
export async function openBlockSource(
  input: GenerationInput,
  log: (m: string) => void,
): Promise<{ source: BlockSource; first: Awaited<ReturnType<BlockSource['next']>> }> {
  if (process.env.DRILLSPACE_INLINE_GENERATION !== '1') {
    const source = workerBlockSource(input);
    try {
      return { source, first: await source.next() };
    } catch (e) {
      await source.stop().catch(() => {});
      log(`history generation runs inline (worker thread failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
    }
  }
  const source = inlineBlockSource(input);
  return { source, first: await source.next() };
}

export async function* blocks(input: GenerationInput, signal: AbortSignal, log: (m: string) => void): AsyncGenerator<GeneratedBlock, GenerationEnd | null> {
  const { source, first } = await openBlockSource(input, log);
  const onAbort = () => void source.stop();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    let r = first;
    for (;;) {
      if (signal.aborted || r === null) return null;
      if ('end' in r) return r.end;
      yield r.block;
      r = await source.next();
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    await source.stop().catch(() => {});
  }
}
