/**
 * Geometry of a log view in device pixels: where the index axis runs, where each track sits across
 * it, and which pixels a column covers. Pure, so the hit-testing of pointer and cursor and the
 * painter agree by construction.
 */
import type { Orientation, TrackSpec } from './track-types';

export interface LayoutInput {
  orientation: Orientation;
  widthCss: number;
  heightCss: number;
  dpr: number;
  /** Strip for the index labels: left of the tracks (vertical) or below them (horizontal), CSS px. */
  gutterCss: number;
  /** Between tracks, CSS px. */
  gapCss: number;
  tracks: readonly TrackSpec[];
  /** Index units per column (s or m). */
  bucket: number;
  /** Requested visible span in index units; the view shows whole columns, so slightly less or more. */
  spanIndex: number;
}

export interface TrackRect {
  /** Across the index axis, device px: [a0, a1). */
  a0: number;
  a1: number;
}

export interface Layout {
  orientation: Orientation;
  widthDev: number;
  heightDev: number;
  dpr: number;
  /** Length of the index axis, device px. */
  axisDev: number;
  /** Device px per column (an integer, so scrolling by a column is an exact copy). */
  colDev: number;
  /** Whole columns visible. */
  columns: number;
  /** The label strip across the index axis: [a0, a1). */
  gutter: TrackRect;
  tracks: TrackRect[];
  bucket: number;
}

export function computeLayout(i: LayoutInput): Layout {
  const dpr = Math.max(1, i.dpr);
  const widthDev = Math.max(1, Math.round(i.widthCss * dpr));
  const heightDev = Math.max(1, Math.round(i.heightCss * dpr));
  const gutterDev = Math.round(i.gutterCss * dpr);
  const gapDev = Math.round(i.gapCss * dpr);
  const vertical = i.orientation === 'vertical';
  const axisDev = vertical ? heightDev : widthDev;
  const acrossDev = vertical ? widthDev : heightDev;
  const wantedColumns = Math.max(1, Math.round(i.spanIndex / i.bucket));
  // Integer device pixels per column; the visible span adjusts to whole columns.
  const colDev = Math.max(1, Math.floor(axisDev / wantedColumns));
  const columns = Math.max(1, Math.floor(axisDev / colDev));
  // Vertical: labels on the left; horizontal: labels at the bottom, value axes grow upwards.
  const gutter: TrackRect = vertical ? { a0: 0, a1: gutterDev } : { a0: acrossDev - gutterDev, a1: acrossDev };
  const start = vertical ? gutterDev : 0;
  const end = vertical ? acrossDev : acrossDev - gutterDev;
  const weights = i.tracks.map((t) => t.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const usable = Math.max(0, end - start - gapDev * Math.max(0, i.tracks.length - 1));
  const tracks: TrackRect[] = [];
  let a = start;
  for (let t = 0; t < i.tracks.length; t++) {
    const size = t === i.tracks.length - 1 ? end - a : Math.round((usable * weights[t]) / total);
    tracks.push({ a0: a, a1: a + size });
    a += size + gapDev;
  }
  return { orientation: i.orientation, widthDev, heightDev, dpr, axisDev, colDev, columns, gutter, tracks, bucket: i.bucket };
}

/** Device px along the index axis where column `k` starts, with `first` the first visible column. */
export const columnPos = (l: Layout, first: number, k: number): number => (k - first) * l.colDev;

/** The column under a point `posDev` device px along the index axis. */
export const columnAt = (l: Layout, first: number, posDev: number): number => first + Math.floor(posDev / l.colDev);
