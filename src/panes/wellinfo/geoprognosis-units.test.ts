import { describe, expect, it } from 'vitest';
import { draftToPoints, geoUnits } from './geoprognosis-units';

describe('geoprognosis units', () => {
  it('US-unit wells show ppg, ft, psi and °F; metric wells sg, m, MPa and °C', () => {
    const us = geoUnits('imperial');
    expect(us.showEmw(1.2)).toBeCloseTo(10.01, 2);
    expect(us.toSg(10)).toBeCloseTo(1.19826, 5);
    expect(us.showDepth(3048)).toBeCloseTo(10_000, 6);
    // 10 ppg at 10,000 ft: 0.052 × 10 × 10,000 ≈ 5,195 psi
    expect(us.showPressure((us.toSg(10) * 1000 * 9.80665 * 3048) / 1e6)).toBeCloseTo(5194.8, 0);
    expect(us.showGradient(1)).toBeCloseTo(0.4335, 4);
    expect(us.showTemp(100)).toBe(212);
    expect(us.toTempC(212)).toBeCloseTo(100, 10);
    expect(us.showTempGradient(2.5)).toBeCloseTo(1.3716, 4);
    const m = geoUnits('metric');
    expect(m.showEmw(1.2)).toBe(1.2);
    expect(m.showGradient(1)).toBeCloseTo(9.807, 3);
  });

  it('draft rows convert back to metres and sg; bad and missing cells name their row', () => {
    const us = geoUnits('imperial');
    const cols = [
      { id: 'tvd_m', label: 'TVD', required: true, toApi: us.toDepthM, decimals: 2 },
      { id: 'pore_sg', label: 'Pore pressure', required: false, toApi: us.toSg, decimals: 4 },
    ];
    const ok = draftToPoints(
      [
        { key: 'a', cells: { tvd_m: '10000', pore_sg: '9' } },
        { key: 'b', cells: { tvd_m: '0', pore_sg: '' } },
      ],
      cols,
    );
    expect(ok.problems).toEqual([]);
    expect(ok.points).toEqual([
      { tvd_m: 3048, pore_sg: 1.0784 },
      { tvd_m: 0, pore_sg: null },
    ]);
    const bad = draftToPoints([{ key: 'a', cells: { tvd_m: '', pore_sg: 'x' } }], cols);
    expect(bad.problems).toEqual(['Row 1: TVD is required', 'Row 1: Pore pressure is not a number']);
  });
});
