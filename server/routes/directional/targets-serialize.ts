/** Targets and boundaries as the API answers them, with where the plan and the survey meet them. */
import { boundaryClearance } from '../../../src/domain/directional/plan/boundaries';
import { targetHit, type TargetGeometry, type TargetHit } from '../../../src/domain/directional/plan/targets';
import type { TrajectoryPoint } from '../../../src/domain/directional/types';
import type { BoundaryRecord, TargetRecord } from '../../directional/well-directional';
import type { WellTrajectories } from '../../directional/well-trajectories';

function geometryToApi(g: TargetGeometry): Record<string, unknown> {
  switch (g.kind) {
    case 'point':
      return {};
    case 'circle':
      return { radius: g.radiusM };
    case 'ellipse':
      return { semi_major: g.semiMajorM, semi_minor: g.semiMinorM, orientation: g.orientationDeg };
    case 'rectangle':
      return { length: g.lengthM, width: g.widthM, orientation: g.orientationDeg };
    case 'polygon':
      return { vertices: g.vertices.map((v) => ({ ns: v.northM, ew: v.eastM })) };
  }
}

const hitToApi = (h: TargetHit | undefined) =>
  h
    ? {
        md: h.point.mdM,
        tvd: h.point.tvdM,
        ns: h.point.northM,
        ew: h.point.eastM,
        offset_ns: h.offset.northM,
        offset_ew: h.offset.eastM,
        distance_to_centre: h.distanceToCentreM,
        inside: h.inside,
      }
    : null;

export function serializeTarget(t: TargetRecord, plan: readonly TrajectoryPoint[], survey: readonly TrajectoryPoint[]) {
  return {
    id: t.id,
    name: t.name,
    plan_id: t.planId,
    shape: t.geometry.kind,
    centre: { tvd: t.centre.tvdM, ns: t.centre.northM, ew: t.centre.eastM },
    ...geometryToApi(t.geometry),
    dip: t.dipDeg ?? 0,
    dip_azimuth: t.dipAziDeg ?? 0,
    color: t.color,
    plan_hit: plan.length > 1 ? hitToApi(targetHit(plan, t)) : null,
    survey_hit: survey.length > 1 ? hitToApi(targetHit(survey, t)) : null,
  };
}

export function serializeTargets(w: WellTrajectories) {
  const plan = w.definitiveTrajectory();
  const survey = w.fact();
  return w.data.targets.map((t) => serializeTarget(t, t.planId ? w.planTrajectory(t.planId) : plan, survey));
}

const clearanceToApi = (t: readonly TrajectoryPoint[], b: BoundaryRecord) => {
  if (t.length === 0 || b.vertices.length === 0) return null;
  const c = boundaryClearance(t, b);
  return {
    min_distance: c.minDistanceM,
    md: c.point.mdM,
    tvd: c.point.tvdM,
    ns: c.point.northM,
    ew: c.point.eastM,
    inside: c.inside ?? null,
    leaves_boundary: c.leavesBoundary ?? null,
  };
};

export function serializeBoundary(b: BoundaryRecord, plan: readonly TrajectoryPoint[], survey: readonly TrajectoryPoint[]) {
  return {
    id: b.id,
    name: b.name,
    kind: b.kind,
    closed: b.closed ?? b.kind === 'leaseline',
    vertices: b.vertices.map((v) => ({ ns: v.northM, ew: v.eastM })),
    plan_clearance: clearanceToApi(plan, b),
    survey_clearance: clearanceToApi(survey, b),
  };
}

export function serializeBoundaries(w: WellTrajectories) {
  const plan = w.definitiveTrajectory();
  const survey = w.fact();
  return w.data.boundaries.map((b) => serializeBoundary(b, plan, survey));
}
