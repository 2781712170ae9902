/** A target's outline in plan (east, north), for the plan view and the 3D view. */
import type { Target } from '../../../api/directional';
import { ellipseOutline } from './traces';

export function targetOutline(t: Target): { e: number[]; n: number[] } | null {
  const { ns, ew } = t.centre;
  switch (t.shape) {
    case 'point':
      return null;
    case 'circle':
      return ellipseOutline(ew, ns, t.radius ?? 0, t.radius ?? 0, 0);
    case 'ellipse':
      return ellipseOutline(ew, ns, t.semi_major ?? 0, t.semi_minor ?? 0, t.orientation ?? 0);
    case 'rectangle': {
      const a = ((t.orientation ?? 0) * Math.PI) / 180;
      const hl = (t.length ?? 0) / 2;
      const hw = (t.width ?? 0) / 2;
      const corners = [
        [hl, hw],
        [hl, -hw],
        [-hl, -hw],
        [-hl, hw],
        [hl, hw],
      ];
      // length along the orientation azimuth, width across it
      return { n: corners.map(([u, v]) => ns + u * Math.cos(a) - v * Math.sin(a)), e: corners.map(([u, v]) => ew + u * Math.sin(a) + v * Math.cos(a)) };
    }
    case 'polygon': {
      const v = t.vertices ?? [];
      if (v.length === 0) return null;
      return { n: [...v, v[0]].map((p) => ns + p.ns), e: [...v, v[0]].map((p) => ew + p.ew) };
    }
  }
}
