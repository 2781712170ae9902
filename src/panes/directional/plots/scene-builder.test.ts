import { describe, expect, it } from 'vitest';
import type { AcSummaryAnswer, ApiStation, SurveysAnswer } from '../../../api/directional';
import { chartTheme } from '../../../features/charts/chart-theme';
import { displayUnits } from '../shared/display-units';
import type { TrajectoryData } from '../shared/use-trajectories';
import { buildWellScene, closestLabel, hlaAxes } from './scene-builder';
describe('3D uncertainty axes', () => {
  it('high side points up and right points to the driller’s right along a horizontal hole', () => {
    const south = hlaAxes(90, 180);
    expect(south.high[2]).toBeCloseTo(-1, 9); // up (TVD decreasing)
    expect(south.right[0]).toBeCloseTo(-1, 9); // looking south, right is west
    const north = hlaAxes(90, 0);
    expect(north.right[0]).toBeCloseTo(1, 9);
  });

  it('both axes are across the hole', () => {
    const { high, right } = hlaAxes(37, 123);
    const i = (37 * Math.PI) / 180;
    const a = (123 * Math.PI) / 180;
    const along = [Math.sin(i) * Math.sin(a), Math.sin(i) * Math.cos(a), Math.cos(i)];
    const dot = (p: readonly number[], q: readonly number[]) => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
    expect(dot(high, along)).toBeCloseTo(0, 12);
    expect(dot(right, along)).toBeCloseTo(0, 12);
    expect(dot(high, right)).toBeCloseTo(0, 12);
  });
});

/** A vertical hole to 1,500 m, a station every 100 m, the slot at the reference. */
function verticalWell(): SurveysAnswer {
  const stations = Array.from({ length: 16 }, (_, k) => ({ md: k * 100, inc: 0, az: 0, tvd: k * 100, ns_from_ref: 0, ew_from_ref: 0 }) as ApiStation);
  return { well_id: 'w', type: 'FACT', plan: null, revision: 1, settings: { slot_name: 'Slot 2' }, stations } as unknown as SurveysAnswer;
}

const risk = (minSfRefMd: number) =>
  ({
    offsets: [
      { well_id: 'o3', name: 'Red Hawk 3H', risk: 'stop', min_sf: 0.918, min_sf_ref_md: minSfRefMd },
      { well_id: 'o1', name: 'Red Hawk 1H', risk: 'warning', min_sf: 1.27, min_sf_ref_md: 1400 },
    ],
  }) as unknown as AcSummaryAnswer;

describe('3D closest approach', () => {
  const t = chartTheme('dark');

  it('sits on the well at the minimum-SF depth, in the stop colour, and says the depth', () => {
    const data: TrajectoryData = { actual: verticalWell(), plan: null, design: null, offsets: null, risk: risk(1208.72) };
    const scene = buildWellScene(data, displayUnits('metric'), t, null);
    const m = scene.markers.find((x) => x.id === 'closest')!;
    expect(m.position[2]).toBeCloseTo(1208.72, 6);
    expect(m.color).toBe(t.semantic.stop);
    expect(m.label).toBe('SF 0.92 to Red Hawk 3H at 1,209 m MD');
  });

  it('in feet for imperial users', () => {
    const data: TrajectoryData = { actual: verticalWell(), plan: null, design: null, offsets: null, risk: risk(1208.72) };
    const scene = buildWellScene(data, displayUnits('imperial'), t, null);
    const m = scene.markers.find((x) => x.id === 'closest')!;
    expect(m.position[2]).toBeCloseTo(1208.72 / 0.3048, 3);
    expect(m.label).toBe('SF 0.92 to Red Hawk 3H at 3,966 ft MD');
    expect(scene.unit).toBe('ft');
  });

  it('a missing SF reads as a dash, not "undefined"', () => {
    expect(closestLabel({ name: 'X', min_sf: null, min_sf_ref_md: 100 }, displayUnits('metric'))).toBe('SF - to X at 100 m MD');
  });
});
