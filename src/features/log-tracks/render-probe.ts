/**
 * A hook for benches: when a page defines `window.__logRenderProbe`, every paint of a log view
 * reports which data it just drew and when. Costs one property read per paint otherwise.
 */
import type { ColumnStore } from './column-store';

export interface RenderProbeEvent {
  /** The view's tag: '<well id> <pane instance id>' for log panes. */
  tag: string;
  kind: 'full' | 'live';
  /** Newest index merged into the store (epoch s of the newest live second). */
  lastIndex: number;
  /** Epoch ms (performance.timeOrigin + now) right after painting. */
  renderedAtMs: number;
  /** How long the paint took, ms. */
  paintMs: number;
}

declare global {
  interface Window {
    __logRenderProbe?: (e: RenderProbeEvent) => void;
  }
}

export function reportRender(tag: string | undefined, store: ColumnStore, kind: RenderProbeEvent['kind'], startedAt: number): void {
  const probe = typeof window === 'undefined' ? undefined : window.__logRenderProbe;
  if (!probe || !tag) return;
  const now = performance.now();
  probe({ tag, kind, lastIndex: store.lastIndex, renderedAtMs: performance.timeOrigin + now, paintMs: now - startedAt });
}
