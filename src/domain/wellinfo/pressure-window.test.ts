import { describe, expect, it } from 'vitest';
import {
  PSI_PER_PPG_FT,
  emwSg,
  gradientKpaM,
  gradientPsiFt,
  hydrostaticPsi,
  ppgToSg,
  pressureMpa,
  pressureWindow,
  sgFromGradientPsiFt,
  sgToPpg,
} from './pressure-window';

describe('pressure window', () => {
  // Bourgoyne, Millheim, Chenevert & Young, Applied Drilling Engineering (SPE 1986), eq. 4.3:
  // p = 0.052 ρ D (psi, lbm/gal, ft). The usual worked figure: 10 ppg mud at 10,000 ft TVD is 5,200 psi.
  it('10 ppg at 10,000 ft is 5,200 psi by the field rule (0.052 is 0.051948 rounded)', () => {
    expect(PSI_PER_PPG_FT).toBeCloseTo(0.051948, 6);
    expect(hydrostaticPsi(10, 10_000)).toBeCloseTo(5194.8, 1);
    expect(Math.abs(hydrostaticPsi(10, 10_000) / 5200 - 1)).toBeLessThan(0.0011);
  });

  it('the SI path gives the same pressure: 10 ppg at 3048 m is 35.82 MPa = 5194.8 psi', () => {
    const sg = ppgToSg(10);
    expect(sg).toBeCloseTo(1.19826, 5);
    expect(pressureMpa(sg, 3048)).toBeCloseTo(35.817, 3);
    expect((pressureMpa(sg, 3048) * 1e6) / 6894.757).toBeCloseTo(5194.8, 0);
    expect(emwSg(pressureMpa(sg, 3048), 3048)).toBeCloseTo(sg, 12);
    expect(emwSg(10, 0)).toBeNull();
  });

  it('gradients: fresh water 0.433 psi/ft and 9.81 kPa/m; normal Gulf Coast pore pressure 0.465 psi/ft is 8.95 ppg (ADE table 6.1)', () => {
    expect(gradientPsiFt(1)).toBeCloseTo(0.4335, 4);
    expect(gradientKpaM(1)).toBeCloseTo(9.807, 3);
    expect(sgToPpg(sgFromGradientPsiFt(0.465))).toBeCloseTo(8.95, 2);
    expect(sgToPpg(1)).toBeCloseTo(8.345, 3);
  });

  it('flags mud weight outside the window: below pore pressure a kick, above the fracture gradient losses', () => {
    const rows = pressureWindow([
      { tvdM: 3000, poreSg: 1.3, fracSg: 1.8, mudSg: 1.25 },
      { tvdM: 1000, poreSg: 1.05, fracSg: 1.6, mudSg: 1.2 },
      { tvdM: 2000, poreSg: 1.1, fracSg: 1.5, mudSg: 1.55 },
    ]);
    expect(rows.map((r) => r.tvdM)).toEqual([1000, 2000, 3000]);
    expect(rows.map((r) => r.problem)).toEqual([null, 'losses', 'kick']);
    expect(rows[0].overbalanceSg).toBeCloseTo(0.15, 12);
    expect(rows[0].porePressureMpa).toBeCloseTo(10.297, 3);
  });
});
