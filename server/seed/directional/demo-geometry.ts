/**
 * Targets and boundaries of a demo well, laid out from its designed plan: a landing circle, a
 * mid-lateral ellipse and a TD rectangle along the lateral; a lease line around the unit (shared by the
 * wells of a pad) and, where the map has one, a road or a river.
 */
import { interpolateAtMd } from '../../../src/domain/directional/interpolate';
import type { TrajectoryPoint } from '../../../src/domain/directional/types';
import type { DirectionalProfile } from './demo-profiles';

export interface DemoTarget {
  name: string;
  shape: 'circle' | 'ellipse' | 'rectangle';
  centre: { tvdM: number; northM: number; eastM: number };
  geometry: Record<string, number>;
  color: string;
}

export interface DemoBoundary {
  name: string;
  kind: 'leaseline' | 'road' | 'river';
  /** Vertices in the well's frame (slot origin). */
  vertices: { north_m: number; east_m: number }[];
}

const at = (t: readonly TrajectoryPoint[], md: number) => {
  const p = interpolateAtMd(t, md);
  return { tvdM: p.tvdM, northM: p.northM, eastM: p.eastM };
};

export function demoTargets(p: DirectionalProfile, short: string, plan: readonly TrajectoryPoint[], landingMdM: number): DemoTarget[] {
  const td = plan[plan.length - 1].mdM;
  return [
    { name: `${short} Landing`, shape: 'circle', centre: at(plan, landingMdM), geometry: { radius_m: 25 }, color: '#43a047' },
    {
      name: `${short} Mid-lateral`,
      shape: 'ellipse',
      centre: at(plan, (landingMdM + td) / 2),
      geometry: { semi_major_m: 60, semi_minor_m: 15, orientation_deg: p.lateralAziDeg % 180 },
      color: '#1e88e5',
    },
    {
      name: `${short} TD box`,
      shape: 'rectangle',
      centre: at(plan, td),
      geometry: { length_m: 120, width_m: 40, orientation_deg: p.lateralAziDeg % 180 },
      color: '#e53935',
    },
  ];
}

/** Plan-view box around every point of the trajectory, `marginM` outside it, as a closed polygon. */
function boxAround(points: readonly { northM: number; eastM: number }[], marginM: number): { north_m: number; east_m: number }[] {
  const ns = points.map((q) => q.northM);
  const es = points.map((q) => q.eastM);
  const n0 = Math.min(...ns) - marginM;
  const n1 = Math.max(...ns) + marginM;
  const e0 = Math.min(...es) - marginM;
  const e1 = Math.max(...es) + marginM;
  const r = (v: number) => Math.round(v);
  return [
    { north_m: r(n1), east_m: r(e0) },
    { north_m: r(n1), east_m: r(e1) },
    { north_m: r(n0), east_m: r(e1) },
    { north_m: r(n0), east_m: r(e0) },
  ];
}

/**
 * Boundaries in the well's frame. `padPlans` holds every plan of the well's site in the site frame, so
 * wells of one pad share one lease (the unit), shifted into each well's own frame.
 */
export function demoBoundaries(p: DirectionalProfile, padPlansInSiteFrame: readonly (readonly TrajectoryPoint[])[]): DemoBoundary[] {
  const toWell = (v: { north_m: number; east_m: number }) => ({ north_m: v.north_m - p.slotNorthM, east_m: v.east_m - p.slotEastM });
  // Texas and North Dakota spacing rules keep laterals some 100 m (330 ft) off the lease line.
  const lease = boxAround(padPlansInSiteFrame.flat(), 100).map(toWell);
  const out: DemoBoundary[] = [{ name: `${p.site} unit`, kind: 'leaseline', vertices: lease }];
  if (p.site === 'Red Hawk pad') {
    out.push({
      name: 'County Road 447',
      kind: 'road',
      vertices: [
        { north_m: 140, east_m: -2500 },
        { north_m: 155, east_m: 0 },
        { north_m: 170, east_m: 2500 },
      ].map(toWell),
    });
  }
  if (p.site === 'Northstar Federal 21 pad') {
    out.push({
      name: 'Little Missouri River',
      kind: 'river',
      vertices: [
        { north_m: 3420, east_m: -1500 },
        { north_m: 3380, east_m: -600 },
        { north_m: 3460, east_m: 100 },
        { north_m: 3390, east_m: 900 },
        { north_m: 3510, east_m: 1800 },
      ].map(toWell),
    });
  }
  return out;
}
