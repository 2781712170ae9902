/**
 * Canvas dash arrays for the 11 dash styles of spec 9.6 (src/domain/constants DASH_STYLES), scaled
 * the way plotly scales its named dashes (by the line width, at least 3 px), so a curve drawn here
 * and a trace in a plotly chart of the same style look alike. Custom styles are plotly "Npx,Mpx"
 * arrays, used as written.
 */
import { DASH_STYLES, type DashStyleId } from '../../domain/constants/display';

const NAMED: Record<string, (u: number) => number[]> = {
  solid: () => [],
  dot: (u) => [u, u],
  dash: (u) => [3 * u, 3 * u],
  longdash: (u) => [5 * u, 5 * u],
  dashdot: (u) => [3 * u, u, u, u],
  longdashdot: (u) => [5 * u, 2 * u, u, 2 * u],
};

export function canvasDash(style: DashStyleId, thicknessPx: number): number[] {
  const decl = DASH_STYLES.find((d) => d.id === style) ?? DASH_STYLES[0];
  const named = NAMED[decl.dash];
  if (named) return named(Math.max(thicknessPx, 3));
  return decl.dash.split(',').map((p) => parseFloat(p));
}

/** Clamped to the spec's 1–5 px. */
export function clampThickness(px: number): number {
  return Math.min(5, Math.max(1, Math.round(px)));
}
