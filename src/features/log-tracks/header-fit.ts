/**
 * How a track header says its curves in the width it has: on one line ("Hook load 93.0 t"), or,
 * when that would cut the name (a log in a narrow dashboard tile), stacked: the short name on its
 * own line and the value with its unit under it, the unit on a third line when even that is too
 * wide. Names and values are never cut to "R…"; the header grows instead. Pure, so the header's
 * height and its cells agree by construction.
 */
import type { UnitSystemId } from '../../domain/units';
import { displayUnit, formatValue } from './display-units';
import type { Layout } from './track-layout';
import type { TrackSpec } from './track-types';

export interface HeaderChannel {
  label: string;
  /** Said instead of the label in a narrow track. */
  short?: string;
  unit: string;
}

/** Lines a curve's header takes: 1 on one line, 2 name above value and unit, 3 name, value, unit. */
export type CurveLines = 1 | 2 | 3;

/** CSS px of one text line, and of the colour swatch and gap under each curve. */
export const LINE_CSS = 16;
const SWATCH_CSS = 6;
/** Cell padding and the gaps between name, value and unit (log-header.tsx styles). */
const PADDING_CSS = 6;
const GAP_CSS = 4;

/** A width estimate of text at a font size: the system UI font averages ~0.56 em a glyph, bold ~0.62. */
export const textWidthCss = (text: string, fontPx: number, bold = false): number => text.length * fontPx * (bold ? 0.62 : 0.56);

/** Where a track header can write: its width across a vertical log, in CSS px of unzoomed text. */
export function trackWidthCss(layout: Layout, track: number, textScale = 1): number {
  const r = layout.tracks[track];
  return (r ? (r.a1 - r.a0) / layout.dpr : 0) / textScale;
}

/** The name a header shows in `widthCss`: the full label when wide, the short name when narrow. */
export const headerName = (m: HeaderChannel, widthCss: number): string => (widthCss < 260 && m.short ? m.short : m.label);

/**
 * Lines per curve of every track, from the width each has. A track's curves share one arrangement,
 * so their values line up. The value's width is estimated from the curve's scale end (the widest
 * number it normally shows), not the live value, so the header does not jump as values change.
 */
export function headerLines(
  tracks: readonly TrackSpec[],
  layout: Layout | null,
  meta: (channel: string) => HeaderChannel,
  units: UnitSystemId,
  textScale = 1,
): CurveLines[][] {
  return tracks.map((t, i) => {
    if (t.kind !== 'curves') return [];
    if (!layout || layout.orientation !== 'vertical') return t.curves.map(() => 1 as const);
    const width = trackWidthCss(layout, i, textScale) - PADDING_CSS;
    const need = t.curves.map((c) => {
      const m = meta(c.channel);
      const u = displayUnit(m.unit, units);
      const value = textWidthCss(formatValue(Math.max(Math.abs(c.min), Math.abs(c.max)), u), 14, true);
      const unit = textWidthCss(u.symbol, 11);
      const name = textWidthCss(headerName(m, width), 12, true);
      return { oneLine: name + value + unit + 2 * GAP_CSS, valueLine: value + unit + GAP_CSS };
    });
    if (need.every((n) => n.oneLine <= width)) return t.curves.map(() => 1 as const);
    const lines: CurveLines = need.every((n) => n.valueLine <= width) ? 2 : 3;
    return t.curves.map(() => lines);
  });
}

/** Header height (CSS px): the tallest track's curves, taller by `scale` (TV mode zooms the text, tv-mode.css). */
export function headerHeightOf(lines: readonly (readonly CurveLines[])[], scale = 1): number {
  const perTrack = lines.map((curves) => curves.reduce((h, l) => h + l * LINE_CSS + SWATCH_CSS, 0));
  return Math.ceil(Math.max(LINE_CSS + SWATCH_CSS, ...perTrack) * scale) + 4;
}
