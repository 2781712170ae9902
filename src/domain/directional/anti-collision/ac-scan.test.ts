import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { ISCWSA_MWD_REV4 } from '../error-model/iscwsa-mwd-rev4';
import { ISCWSA_CLEARANCE_SET_PARAMS } from '../error-model/models';
import { acScan } from './ac-scan';
import { ladderPlot } from './ladder-plot';
import { listedClearance, listedWell, OFFSET_HOLE_IN, OFFSET_WELLS, REF_HOLE_IN } from './test-support/iscwsa-clearance-set';

describeRefdata('AC scan of the ISCWSA reference well against its 11 offsets', () => {
  const ref = listedWell(readRefCsv, 'ref').trajectory;
  const offsets = OFFSET_WELLS.map((id) => ({ id, trajectory: listedWell(readRefCsv, id).trajectory }));
  const config = {
    ref: { model: ISCWSA_MWD_REV4, params: ISCWSA_CLEARANCE_SET_PARAMS },
    separation: { refHoleDiameterIn: REF_HOLE_IN, offsetHoleDiameterIn: OFFSET_HOLE_IN },
  };
  const scan = acScan(ref, offsets, config);

  it('per offset: the minimum SF and its depth agree with the listings', () => {
    for (const o of scan.offsets) {
      const listed = listedClearance(readRefCsv, o.id);
      const min = listed.reduce((a, b) => (b.iscwsa_sf < a.iscwsa_sf ? b : a));
      expect(Math.abs(o.minSf!.value - min.iscwsa_sf), o.id).toBeLessThan(0.05);
      expect(o.minSf!.refMdM, o.id).toBe(min.ref_md_m);
    }
  });

  it('orders offsets by risk and grades them: crossings stop, near misses warn', () => {
    const risk = Object.fromEntries(scan.offsets.map((o) => [o.id, o.risk]));
    // Offset 03 crosses the reference, Offset 09 drills through its tangent, Offset 10 is the sidetrack
    // Offset 01, parallel 100 m away, still warns at TD where each well's uncertainty reaches ~7 m (1 sd)
    expect(risk).toMatchObject({ offset03: 'stop', offset09: 'stop', offset10: 'stop', offset01: 'warning', offset07: 'ok', offset02: 'ok' });
    expect(scan.worstRisk).toBe('stop');
    const sfs = scan.offsets.map((o) => o.minSf!.value);
    expect([...sfs].sort((a, b) => a - b)).toEqual(sfs);
    expect(scan.offsets.find((o) => o.id === 'offset10')!.kickOffMdM).toBe(900);
  });

  it('a scan radius skips offsets that never come near, without computing them', () => {
    const near = acScan(ref, offsets, { ...config, scanRadiusM: 20 });
    const skipped = near.offsets.filter((o) => o.status === 'beyond-scan-radius').map((o) => o.id);
    // every skipped offset really stays beyond 50 m of the reference
    for (const id of skipped) {
      const full = scan.offsets.find((o) => o.id === id)!;
      expect(full.minCcDistance!.value, id).toBeGreaterThan(20);
    }
    // 01, 02, 05, 06, 07 and 08 stay 30–100 m away; the prefilter may keep a near miss, never drop a near well
    expect(skipped.length).toBeGreaterThanOrEqual(4);
    for (const o of near.offsets.filter((x) => x.status === 'scanned')) expect(o.rows).toHaveLength(listedClearance(readRefCsv, o.id).length);
  });

  it('ladder plot series: one point per reference station per offset', () => {
    const ladder = ladderPlot(scan.offsets);
    const o1 = ladder.find((s) => s.offsetId === 'offset01')!;
    expect(o1.refMdM).toHaveLength(ref.length);
    expect(o1.ccDistanceM[0]).toBeCloseTo(100, 9);
    expect(o1.sf[0]).toBeCloseTo((100 - 0.762 - 0.3) / 1.75, 9);
  });
});

describe('risk thresholds are data', () => {
  it('custom thresholds grade the same scan differently', async () => {
    const { riskLevel } = await import('./risk-levels');
    const strict = [
      { level: 'stop' as const, label: 'Stop', sfBelow: 1.5 },
      { level: 'warning' as const, label: 'Warn', sfBelow: 2 },
      { level: 'ok' as const, label: 'Clear', sfBelow: Infinity },
    ];
    expect(riskLevel(1.2, strict)).toBe('stop');
    expect(riskLevel(1.8, strict)).toBe('warning');
  });
});
