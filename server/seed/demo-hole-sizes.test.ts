/**
 * One hole size per section across every demo data source of a Permian well: the directional model's
 * hole diameter, the BHA runs, the casing program, the mud program (and the designs and drilling
 * programs derived from it) and the roadmap all drill the curve and lateral in 8½" hole.
 */
import { describe, expect, it } from 'vitest';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import { mudProgramFor, plannedMudProgram } from '../../src/domain/drilling/mud/mud-program';
import { defaultSections } from '../../src/domain/engineering/well-design';
import { demoBhaRuns, demoCasingProgram } from '../equipment/demo-equipment';
import { demoRoadmapIntervals } from './demo-roadmap';
import { DEMO_PROFILES } from './directional/demo-profiles';

/** A vertical hole to 2500 m, a curve to 90° by 3000 m, a lateral to TD: enough for the section picks. */
function trajectory(tdM: number): TrajectoryPoint[] {
  const out: TrajectoryPoint[] = [];
  for (let md = 0; md <= tdM; md += 30) {
    const incDeg = md <= 2500 ? 0 : Math.min(90, ((md - 2500) / 500) * 90);
    out.push({
      mdM: md,
      incDeg,
      aziDeg: 180,
      tvdM: md,
      northM: 0,
      eastM: 0,
      doglegRad: 0,
      dlsDegPer30m: 0,
      buildDegPer30m: 0,
      turnDegPer30m: 0,
      gtfDeg: NaN,
      mtfDeg: NaN,
    });
  }
  return out;
}

describe('demo hole sizes', () => {
  const permian = DEMO_PROFILES.filter((p) => p.field !== 'bakken');
  it.each(permian.map((p) => [p.key, p] as const))('%s: the curve and lateral are 8½" in every source', (_key, p) => {
    const t = trajectory(p.tdMdM);
    expect(p.holeDiameterIn).toBe(8.5);
    const runs = demoBhaRuns(p, t, p.tdMdM);
    expect(runs.slice(-2).map((r) => r.hole_size_in)).toEqual([8.5, 8.5]);
    const production = demoCasingProgram(p, t).find((c) => c.casing_type === 'production')!;
    expect(production.hole_size_in).toBe(8.5);
    expect(plannedMudProgram(p.tdMdM).at(-1)!.holeSizeIn).toBe(8.5);
    expect(defaultSections(p.tdMdM).at(-1)!.hole_in).toBe(8.5);
    const roadmap = demoRoadmapIntervals(p.tdMdM, 3000);
    expect(roadmap.slice(-2).map((i) => [i.name, i.hole_size_in])).toEqual([
      ['Curve 8½"', 8.5],
      ['Lateral 8½"', 8.5],
    ]);
    // The hole sizes of the earlier sections agree too: 17½" surface, 12¼" intermediate.
    expect(runs.slice(0, 2).map((r) => r.hole_size_in)).toEqual(
      plannedMudProgram(p.tdMdM)
        .slice(0, 2)
        .map((s) => s.holeSizeIn),
    );
  });

  const bakken = DEMO_PROFILES.filter((p) => p.field === 'bakken');
  it.each(bakken.map((p) => [p.key, p] as const))('%s: 13½" / 8¾" / 6" in the casing program, the BHA runs and the mud program at its shoes', (_key, p) => {
    const t = trajectory(p.tdMdM);
    const casing = demoCasingProgram(p, t);
    const shoe = (type: string) => casing.find((c) => c.casing_type === type)!.shoe_m;
    const mud = mudProgramFor('bakken', p.tdMdM, { surfaceM: shoe('surface'), intermediateM: shoe('intermediate') });
    const holes = [13.5, 8.75, 6];
    expect(mud.map((s) => s.holeSizeIn)).toEqual(holes);
    expect(casing.filter((c) => c.casing_type !== 'conductor').map((c) => c.hole_size_in)).toEqual(holes);
    expect(demoBhaRuns(p, t, p.tdMdM).map((r) => r.hole_size_in)).toEqual(holes);
    expect(mud.map((s) => s.mudType)).toEqual(['WBM', 'OBM', 'BRINE']);
    expect(p.holeDiameterIn).toBe(6);
  });
});
