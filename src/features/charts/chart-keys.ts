/**
 * Keyboard zoom and pan for a focused chart: + and - zoom about the centre, arrows pan by a tenth of
 * the view, 0 (or Home) resets. Pure range arithmetic; the component applies it with Plotly.relayout.
 */

export type Range = readonly [number, number];

export type ChartKeyAction = { kind: 'zoom'; factor: number } | { kind: 'pan'; axis: 'x' | 'y'; fraction: number } | { kind: 'reset' };

/** Zoom in shows 1/ZOOM_STEP of the range; out shows ZOOM_STEP times it. */
export const ZOOM_STEP = 1.5;
export const PAN_FRACTION = 0.1;

export function chartKeyAction(key: string): ChartKeyAction | null {
  switch (key) {
    case '+':
    case '=':
      return { kind: 'zoom', factor: 1 / ZOOM_STEP };
    case '-':
    case '_':
      return { kind: 'zoom', factor: ZOOM_STEP };
    case 'ArrowLeft':
      return { kind: 'pan', axis: 'x', fraction: -PAN_FRACTION };
    case 'ArrowRight':
      return { kind: 'pan', axis: 'x', fraction: PAN_FRACTION };
    case 'ArrowUp':
      return { kind: 'pan', axis: 'y', fraction: PAN_FRACTION };
    case 'ArrowDown':
      return { kind: 'pan', axis: 'y', fraction: -PAN_FRACTION };
    case '0':
    case 'Home':
      return { kind: 'reset' };
    default:
      return null;
  }
}

/** The range scaled about its centre; works for reversed ranges (a > b) too. */
export function zoomRange(r: Range, factor: number): [number, number] {
  const mid = (r[0] + r[1]) / 2;
  const half = ((r[1] - r[0]) / 2) * factor;
  return [mid - half, mid + half];
}

/**
 * The range moved by a fraction of its width in screen direction: positive moves the view right
 * (or up), whatever way the axis runs (plotly's range runs from the left or bottom edge).
 */
export function panRange(r: Range, fraction: number): [number, number] {
  const d = (r[1] - r[0]) * fraction;
  return [r[0] + d, r[1] + d];
}
