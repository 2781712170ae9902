/**
 * The visible window of a log and how zoom and pan move it, within spec 9.7's limits:
 * - time: never narrower than the minimal zoom (60 000 ms); below the threshold (300 000 ms) the view
 *   shows raw seconds (one column per second) and stops asking the server for coarser buckets;
 * - depth: never narrower than the minimal zoom (1 m); below the threshold (20 m) raw depth points.
 * Every figure is in index units: seconds for time, metres for depth.
 */
import { DEPTH_MIN_ZOOM, DEPTH_ZOOM_THRESHOLD, TIME_MIN_ZOOM_MS, TIME_ZOOM_THRESHOLD_MS } from '../../domain/constants/limits';
import type { IndexAxis } from './track-types';

export const ZOOM_LIMITS: Record<IndexAxis, { minSpan: number; threshold: number }> = {
  time: { minSpan: TIME_MIN_ZOOM_MS / 1000, threshold: TIME_ZOOM_THRESHOLD_MS / 1000 },
  depth: { minSpan: DEPTH_MIN_ZOOM, threshold: DEPTH_ZOOM_THRESHOLD },
};

export interface LogWindow {
  /** Index value at the end of the view (the bottom of a vertical log, the right of a strip chart). */
  end: number;
  span: number;
  /** Live: the end follows the newest data. */
  follow: boolean;
}

export function clampSpan(axis: IndexAxis, span: number, maxSpan: number): number {
  const min = ZOOM_LIMITS[axis].minSpan;
  return Math.min(Math.max(span, min), Math.max(min, maxSpan));
}

/**
 * Zoom by `factor` (< 1 zooms in) keeping the index value `anchor` where it is on screen; following
 * views keep their end on the newest data.
 */
export function zoomWindow(axis: IndexAxis, w: LogWindow, factor: number, anchor: number, maxSpan: number): LogWindow {
  const span = clampSpan(axis, w.span * factor, maxSpan);
  if (w.follow) return { ...w, span };
  const a = Math.min(Math.max(anchor, w.end - w.span), w.end);
  const frac = (w.end - a) / w.span;
  return { ...w, span, end: a + frac * span };
}

/**
 * Pan by a fraction of the span (positive: towards later / deeper). Panning back stops following;
 * panning onto the newest data (of a live well) follows it again.
 */
export function panWindow(w: LogWindow, fraction: number, latest: number | null, live: boolean): LogWindow {
  const end = w.end + fraction * w.span;
  if (latest !== null && end >= latest) return { ...w, end: latest, follow: live };
  return { ...w, end, follow: false };
}

/**
 * Index units per column for a view `axisPx` device px long. Time buckets are whole seconds (the
 * server's buckets are), never under 1 s; depth buckets are free.
 */
export function bucketFor(axis: IndexAxis, span: number, axisPx: number): number {
  const raw = span / Math.max(1, axisPx);
  if (axis === 'time') return Math.max(1, Math.ceil(raw));
  // Depth: a 1-2-5 step so buckets (and the store) survive small resizes.
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

/** Below the threshold the view shows raw data: nothing coarser to ask the server for. */
export function isRaw(axis: IndexAxis, span: number): boolean {
  return span <= ZOOM_LIMITS[axis].threshold;
}
