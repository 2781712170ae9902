import { describe, expect, it } from 'vitest';
import type { PlanSection } from '../../../api/directional';
import { kopCurveHoldOf } from './quick-plan-seed';

const hold = (from: number, to: number, inc: number, az: number): PlanSection => ({
  kind: 'hold',
  from_md: from,
  to_md: to,
  dls: 0,
  tf: null,
  inc_from: inc,
  inc_to: inc,
  az_from: az,
  az_to: az,
});
const curve = (from: number, to: number, dls: number, inc: [number, number], az: [number, number]): PlanSection => ({
  kind: 'curve',
  from_md: from,
  to_md: to,
  dls,
  tf: 0,
  inc_from: inc[0],
  inc_to: inc[1],
  az_from: az[0],
  az_to: az[1],
});

describe('Quick Plan opens on the definitive plan as kick off, curve, hold to TD', () => {
  it('skips the top-hole nudge (it drops back to vertical) and takes the main build, the lateral inclination and TD', () => {
    const sections = [
      hold(0, 600, 0, 0),
      curve(600, 800, 2, [0, 13.3], [45, 45]), // nudge out
      hold(800, 1100, 13.3, 45),
      curve(1100, 1300, 2, [13.3, 0], [45, 45]), // and back to vertical
      hold(1300, 2750, 0, 0),
      curve(2750, 3050, 8, [0, 80], [180.6, 180.6]), // the main curve, in two parts
      curve(3050, 3090, 8, [80, 90.5], [180.6, 180.6]),
      hold(3090, 6250, 90.5, 180.6),
    ];
    expect(kopCurveHoldOf({ sections })).toEqual({ kop_md: 2750, dls: 8, hold_inc: 90.5, az: 180.6, td_md: 6250 });
  });

  it('is null for a plan that never kicks off from vertical, or without sections', () => {
    expect(kopCurveHoldOf({ sections: [hold(0, 3000, 0, 0)] })).toBeNull();
    expect(kopCurveHoldOf(null)).toBeNull();
  });
});
