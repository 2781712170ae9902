import { expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../tests/support/refdata';
import { minimumCurvature } from './minimum-curvature';
import { sidetrackTrajectory, tieInOnParent } from './tie-in';

const read = (well: string) => readRefCsv('directional/iscwsa_clearance_set_r4/wells', `${well}.csv`);
const stationsOf = (rows: Record<string, string>[]) => rows.map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_grid_deg) }));

describeRefdata('tie-ins: ISCWSA offset 10, a sidetrack of the reference well at 900 m', () => {
  it('ties in on the parent at the kick-off and reproduces the sidetrack to 0.006 m', () => {
    const parent = minimumCurvature(stationsOf(read('ref')));
    const rows = read('offset10');
    const side = sidetrackTrajectory(parent, 900, stationsOf(rows));
    expect(side).toHaveLength(rows.length);
    expect(tieInOnParent(parent, 900)).toEqual({ mdM: 900, incDeg: 0, aziDeg: 0, tvdM: 900, northM: 0, eastM: 0 });
    rows.forEach((r, k) => {
      expect(Math.abs(side[k].tvdM - Number(r.tvd_m)), `TVD at ${r.md_m}`).toBeLessThan(0.006);
      expect(Math.abs(side[k].northM - Number(r.north_m))).toBeLessThan(0.006);
      expect(Math.abs(side[k].eastM - Number(r.east_m))).toBeLessThan(0.006);
    });
  });

  it('ties in part-way along a parent course, on its arc', () => {
    const parent = minimumCurvature(stationsOf(read('ref')));
    const t = tieInOnParent(parent, 1515); // halfway through a 2°/30 m build course
    const whole = parent.find((p) => p.mdM === 1530)!;
    const side = sidetrackTrajectory(parent, 1515, [{ mdM: 1530, incDeg: whole.incDeg, aziDeg: whole.aziDeg }]);
    expect(side[0].tvdM).toBe(t.tvdM);
    expect(side[1].tvdM).toBeCloseTo(whole.tvdM, 9); // same hole: it lands on the parent's station
    expect(side[1].northM).toBeCloseTo(whole.northM, 9);
  });
});
