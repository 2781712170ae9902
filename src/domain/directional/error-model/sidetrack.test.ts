import { expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { listedWell } from '../anti-collision/test-support/iscwsa-clearance-set';
import { minimumCurvature } from '../minimum-curvature';
import { detectKickOffMd, fromKickOff } from './sidetrack';

describeRefdata('sidetracks in the ISCWSA clearance set', () => {
  const ref = listedWell(readRefCsv, 'ref').trajectory;

  it('Offset 10 kicks off the reference at 900 m; other offsets are independent wells', () => {
    expect(detectKickOffMd(ref, listedWell(readRefCsv, 'offset10').trajectory)).toBe(900);
    expect(detectKickOffMd(ref, listedWell(readRefCsv, 'offset03').trajectory)).toBeUndefined();
  });

  it('a sidetrack listed as a whole wellbore (parent stations down to 900 m, then its own) kicks off at 900 m', () => {
    const rows = readRefCsv('directional/iscwsa_clearance_set_r4/wells/ref.csv').filter((r) => Number(r.md_m) < 900);
    const own = readRefCsv('directional/iscwsa_clearance_set_r4/wells/offset10.csv');
    const whole = minimumCurvature([...rows, ...own].map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_grid_deg) })));
    expect(detectKickOffMd(ref, whole)).toBe(900);
    expect(detectKickOffMd(ref, ref)).toBeUndefined();
  });

  it('the parent from a kick-off between stations starts at the interpolated kick-off point', () => {
    const leg = fromKickOff(ref, 1005);
    expect(leg[0].mdM).toBe(1005);
    expect(leg[1].mdM).toBe(1020);
    expect(leg[0].tvdM).toBeGreaterThan(1004.9);
    expect(leg[leg.length - 1]).toBe(ref[ref.length - 1]);
  });
});
