/**
 * Lazy pane components with the spec's chunk rules (app-shell 8, 9): a chunk that has not arrived
 * after 120 s, or fails, is 'Loading chunk failed'. One automatic retry covers a blip; after that
 * the pane host offers a retry button, which asks for a fresh component (React.lazy caches failures).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../domain/constants/limits';
import type { PaneLoader, PaneModule, PaneProps } from './pane-types';

export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';
const RETRY_DELAY_MS = 1000;

export class ChunkLoadError extends Error {
  constructor(override readonly cause?: unknown) {
    super(CHUNK_FAILED_MESSAGE);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(e));
      },
    );
  });
}

export async function loadChunk(load: PaneLoader, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retryDelayMs = RETRY_DELAY_MS): Promise<PaneModule> {
  try {
    return await withTimeout(load, timeoutMs);
  } catch {
    await new Promise((r) => setTimeout(r, retryDelayMs));
    return withTimeout(load, timeoutMs);
  }
}

const cache = new Map<string, LazyExoticComponent<ComponentType<PaneProps>>>();
/** Chunks already here: their panes render at once instead of flashing a loading state. */
const loaded = new WeakMap<PaneLoader, ComponentType<PaneProps>>();

/** One lazy component per pane type and attempt; a new attempt number gives a fresh one. */
export function lazyPane(id: string, load: PaneLoader, attempt = 0): ComponentType<PaneProps> {
  const ready = loaded.get(load);
  if (ready) return ready;
  const key = `${id}#${attempt}`;
  let c = cache.get(key);
  if (!c) {
    c = lazy(() =>
      loadChunk(load).then((m) => {
        loaded.set(load, m.default);
        return m;
      }),
    );
    cache.set(key, c);
  }
  return c;
}
