import { describe, expect, it } from 'vitest';
import type { PadAntiCollision, ProjectTrajectories, TrajPoint } from '../../../api/planning';
import { chartTheme } from '../../../features/charts/chart-theme';
import { displayUnits } from '../shared/display-units';
import { buildPadScene, compositePath } from './pad-scene';

/** A vertical hole at (ew, 0) to `td` m, a station every 100 m. */
const vertical = (ew: number, td: number, fromMd = 0): TrajPoint[] =>
  Array.from({ length: Math.floor((td - fromMd) / 100) + 1 }, (_, k) => {
    const md = fromMd + k * 100;
    return { md, inc: 0, azi: 0, tvd: md, ns: 0, ew, vs: 0, dls: 0 };
  });

const well = (id: string, name: string, survey: TrajPoint[], plan: TrajPoint[]) =>
  ({ well_id: id, name, survey, plan_points: plan }) as unknown as ProjectTrajectories['wells'][number];

const traj = {
  wells: [
    well('a', 'Red Hawk 2H', vertical(10, 600), vertical(10, 1500)),
    well('b', 'Red Hawk 3H', [], vertical(20, 1500)),
    well('c', 'Red Hawk 1H', vertical(0, 1500), []),
  ],
} as unknown as ProjectTrajectories;

const acWell = (id: string, name: string, slot: string) => ({ well_id: id, name, slot_name: slot }) as unknown as PadAntiCollision['wells'][number];
const ac = {
  wells: [acWell('c', 'Red Hawk 1H', 'Slot 1'), acWell('a', 'Red Hawk 2H', 'Slot 2'), acWell('b', 'Red Hawk 3H', 'Slot 3')],
  flagged: [
    {
      a_well_id: 'a',
      a_name: 'Red Hawk 2H',
      b_well_id: 'b',
      b_name: 'Red Hawk 3H',
      ref_well_id: 'b',
      ref_name: 'Red Hawk 3H',
      min_sf: 0.62,
      ref_md: 450,
      offset_md: 440,
      risk: 'stop',
    },
  ],
} as unknown as PadAntiCollision;

describe('the pad in 3D', () => {
  it('joins survey and the plan below the last survey', () => {
    const p = compositePath({ survey: vertical(10, 600), plan_points: vertical(10, 1500) });
    expect(p.map((x) => x.md)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500]);
  });

  it('draws a flagged pair between its closest points, colours its wells by risk and labels the SF', () => {
    const t = chartTheme('dark');
    const s = buildPadScene(traj, ac, displayUnits('metric'), t);
    expect(s.tubes.map((x) => [x.name, x.color])).toEqual([
      ['Red Hawk 1H', t.semantic.offset],
      ['Red Hawk 2H', t.semantic.stop],
      ['Red Hawk 3H', t.semantic.stop],
    ]);
    expect(s.tubes[2].label).toBe('Red Hawk 3H · SF 0.62');
    // the reference (3H) at 450 m MD, the offset (2H) at 440 m MD: east, north, TVD
    expect(s.outlines).toHaveLength(1);
    expect(s.outlines[0].points).toEqual([
      [20, 0, 450],
      [10, 0, 440],
    ]);
    expect(s.outlines[0].color).toBe(t.semantic.stop);
    expect(s.markers.find((m) => m.id.startsWith('pair-'))?.label).toBe('SF 0.62 Red Hawk 3H to Red Hawk 2H at 450 m MD');
    expect(s.markers.filter((m) => m.id.startsWith('slot-')).map((m) => m.label)).toEqual(['Slot 1', 'Slot 2', 'Slot 3']);
  });

  it('shows feet in a field-unit workspace', () => {
    const s = buildPadScene(traj, ac, displayUnits('imperial'), chartTheme('dark'));
    expect(s.unit).toBe('ft');
    expect(s.outlines[0].points[0][2]).toBeCloseTo(450 / 0.3048, 6);
  });
});
