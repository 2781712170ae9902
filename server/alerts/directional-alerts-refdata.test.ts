/**
 * Deviation from plan on real published well paths (ISCWSA clearance set r4, ../shared/refdata/
 * directional): the reference well as the plan and Offset 10, a sidetrack off it at 900 m, as the
 * drilled survey, station by station as the alert engine sees them. The published positions give the
 * same-MD distance independently of our minimum curvature; ISCWSA's own centre-to-centre distance
 * (reference → offset, line of closest approach) brackets the closest-point miss distance.
 */
import { expect, it } from 'vitest';
import { deviationVerdict } from '../../src/domain/alerts/deviation-alert';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { describeRefdata, readRefCsv } from '../../tests/support/refdata';

const dir = 'directional/iscwsa_clearance_set_r4';
const rows = (f: string) =>
  readRefCsv(`${dir}/${f}`).map((r) => ({
    mdM: Number(r.md_m),
    incDeg: Number(r.inc_deg),
    aziDeg: Number(r.azi_grid_deg),
    tvdM: Number(r.tvd_m),
    northM: Number(r.north_m),
    eastM: Number(r.east_m),
  }));

describeRefdata('deviation from plan on the ISCWSA r4 sidetrack (Offset 10 against the reference well)', () => {
  const ref = rows('wells/ref.csv');
  const side = rows('wells/offset10.csv');
  const plan = minimumCurvature(ref, { tvdM: 0, northM: 0, eastM: 0 });
  const tie = side[0];
  const survey = minimumCurvature(side, { tvdM: tie.tvdM, northM: tie.northM, eastM: tie.eastM });
  const T = 1_790_000_000;

  it('our minimum curvature reproduces the published positions of both wells within 0.02 m', () => {
    for (const [ours, published] of [
      [plan, ref],
      [survey, side],
    ] as const) {
      ours.forEach((p, i) => expect(Math.hypot(p.tvdM - published[i].tvdM, p.northM - published[i].northM, p.eastM - published[i].eastM)).toBeLessThan(0.02));
    }
  });

  it('at 25 m it fires first at 1080 m MD: 25.86 m from the plan (same-MD distance from the published positions 25.90 m); stations before stay clear', () => {
    const verdicts = survey.map((st) => ({ st, v: deviationVerdict(plan, st, { thresholdM: 25 }, T) }));
    const first = verdicts.find((x) => x.v?.kind === 'fire')!;
    expect(first.st.mdM).toBe(1080);
    expect(verdicts.filter((x) => x.st.mdM < 1080).every((x) => x.v?.kind === 'clear')).toBe(true);
    // The sidetrack swings back across the reference well's path (13.0 m at 2310 m), so the alert
    // clears at 2280 m (24.45 m) and opens again at 2370 m (27.46 m): the state changes, in order.
    const changes = verdicts.filter((x, i) => i === 0 || x.v?.kind !== verdicts[i - 1].v?.kind).map((x) => `${x.v?.kind} ${x.st.mdM}`);
    expect(changes).toEqual(['clear 900', 'fire 1080', 'clear 2280', 'fire 2370']);
    if (first.v?.kind !== 'fire') throw new Error('no firing');
    const f = first.v.firing;
    // same MD from the published rows alone: ref 1080 (1079.88, −3.83, 0), offset 10 1080 (1077.05, −18.03, 21.48)
    const r = ref.find((x) => x.mdM === 1080)!;
    const o = side.find((x) => x.mdM === 1080)!;
    const publishedSameMd = Math.hypot(o.tvdM - r.tvdM, o.northM - r.northM, o.eastM - r.eastM);
    expect(publishedSameMd).toBeCloseTo(25.9, 2);
    expect(f.extra!.sameMdDistanceM).toBeCloseTo(publishedSameMd, 1);
    expect(f.value).toBeCloseTo(25.86, 2);
    expect(f.extra!.planMdM).toBeCloseTo(1078.5, 1);
    // the closest point is never farther than the same MD point
    expect(f.value).toBeLessThanOrEqual(f.extra!.sameMdDistanceM + 1e-6);
    expect(f.depthM).toBe(1080);
  });

  it('the miss distance is within 3% of ISCWSA’s centre-to-centre distance at the same reference MD, 960–1110 m', () => {
    // Not the same pair of points: ISCWSA measures from the reference station to the offset's closest
    // point, we from the drilled station to the plan's closest point; near the kick-off they agree.
    const cc = readRefCsv(`${dir}/clearance/ref_vs_offset10.csv`).map((r) => ({ refMdM: Number(r.ref_md_m), ccM: Number(r.cc_distance_m) }));
    const judged = survey.filter((s) => s.mdM >= 960 && s.mdM <= 1110);
    expect(judged).toHaveLength(6);
    for (const st of judged) {
      const v = deviationVerdict(plan, st, { thresholdM: 0.001 }, T);
      if (v?.kind !== 'fire') throw new Error(`no distance at ${st.mdM}`);
      const row = cc.find((r) => r.refMdM === st.mdM)!;
      expect(Math.abs(v.firing.value - row.ccM) / row.ccM).toBeLessThan(0.03);
    }
  });
});
