/**
 * The box around everything drawn, the camera that sees it whole, and the depth ticks of the scale:
 * pure arithmetic, tested without WebGL.
 */
import type { Enu, Scene3DData } from './scene-types';

export interface Bounds {
  min: Enu;
  max: Enu;
  centre: Enu;
  /** Largest side. */
  size: number;
}

export function sceneBounds(d: Pick<Scene3DData, 'tubes' | 'outlines' | 'markers'>): Bounds | null {
  const pts: Enu[] = [...d.tubes.flatMap((t) => t.points), ...d.outlines.flatMap((o) => o.points), ...d.markers.map((m) => m.position)];
  if (pts.length === 0) return null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const p of pts)
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i], p[i]);
      max[i] = Math.max(max[i], p[i]);
    }
  const centre = [0, 1, 2].map((i) => (min[i] + max[i]) / 2) as unknown as Enu;
  const size = Math.max(1, max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  return { min: min as unknown as Enu, max: max as unknown as Enu, centre, size };
}

/** A round step giving about `count` ticks over `span` (1, 2 or 5 × 10^n). */
export function niceStep(span: number, count = 6): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * p;
}

export function ticks(from: number, to: number, count = 6): number[] {
  const step = niceStep(to - from, count);
  const out: number[] = [];
  for (let v = Math.ceil(from / step) * step; v <= to + 1e-9; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/** three.js position of an east/north/TVD point: x east, y up (−TVD), z south (−north). */
export function toThree(p: Enu): [number, number, number] {
  return [p[0], -p[2], -p[1]];
}
