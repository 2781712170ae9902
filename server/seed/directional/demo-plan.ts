/**
 * A demo well's definitive plan designed with the engine: vertical, an S-shaped top-hole nudge solved by
 * build-hold-drop, vertical to the kick-off one build radius above the landing, the curve, the lateral.
 */
import { buildHoldDrop } from '../../../src/domain/directional/plan/build-hold-drop';
import { radiusM } from '../../../src/domain/directional/plan/arc-stations';
import { planFromSegments, type PlanDesign, type PlanSegment } from '../../../src/domain/directional/plan/plan-segments';
import type { PathState } from '../../../src/domain/directional/types';
import type { DirectionalProfile } from './demo-profiles';

export const SURFACE: PathState = { mdM: 0, incDeg: 0, aziDeg: 0, tvdM: 0, northM: 0, eastM: 0 };

export interface DemoPlan {
  readonly segments: PlanSegment[];
  readonly design: PlanDesign;
  readonly kopMdM: number;
  /** MD where the curve lands (start of the lateral). */
  readonly landingMdM: number;
}

export function demoPlan(p: DirectionalProfile): DemoPlan {
  const segments: PlanSegment[] = [];
  if (p.nudge && (p.nudge.northM !== 0 || p.nudge.eastM !== 0)) {
    const n = p.nudge;
    segments.push({ kind: 'hold-to-md', mdM: n.startMdM });
    const kop: PathState = { ...SURFACE, mdM: n.startMdM, tvdM: n.startMdM };
    const s = buildHoldDrop({
      kop,
      target: { tvdM: n.endTvdM, northM: n.northM, eastM: n.eastM },
      buildDlsDegPer30m: n.dlsDegPer30m,
      dropDlsDegPer30m: n.dlsDegPer30m,
      finalIncDeg: 0,
    }).solution;
    segments.push(
      { kind: 'curve-to', dlsDegPer30m: n.dlsDegPer30m, incDeg: s.holdIncDeg, aziDeg: s.holdAziDeg },
      ...(s.holdLengthM > 1e-6 ? [{ kind: 'hold' as const, lengthM: s.holdLengthM }] : []),
      { kind: 'curve-to', dlsDegPer30m: n.dlsDegPer30m, incDeg: 0, aziDeg: s.holdAziDeg },
    );
  }
  // Building from vertical to the lateral inclination drops R·sin(inc) of TVD.
  const kopTvdM = p.landingTvdM - radiusM(p.buildDlsDegPer30m) * Math.sin((p.lateralIncDeg * Math.PI) / 180);
  segments.push({ kind: 'hold-to-tvd', tvdM: kopTvdM });
  segments.push({ kind: 'curve-to', dlsDegPer30m: p.buildDlsDegPer30m, incDeg: p.lateralIncDeg, aziDeg: p.lateralAziDeg });
  segments.push({ kind: 'hold-to-md', mdM: p.tdMdM });
  const design = planFromSegments(SURFACE, segments);
  const curve = design.sections[design.sections.length - 2];
  return { segments, design, kopMdM: curve.fromMdM, landingMdM: curve.toMdM };
}
