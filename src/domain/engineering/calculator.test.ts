import { describe, expect, it } from 'vitest';
import { convert } from '../units';
import { calculate, calculatorBodySchema } from './calculator';

const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('engineering calculator', () => {
  it('bit pressure drop agrees with Bourgoyne’s 8.311×10⁻⁵ ρ q² / (Cd² At²) (Applied Drilling Engineering, ch. 4)', () => {
    // 12.0 lbm/gal, 400 gal/min, three 12/32-in nozzles: At = 0.3313 in², Δp ≈ 1,610 psi.
    const out = calculate(
      calculatorBodySchema.parse({
        calc: 'bit_pressure_drop',
        mud_density_kg_m3: convert(12, 'ppg', 'kg/m3'),
        flow_lpm: convert(400, 'gpm', 'm3/s') * 60_000,
        nozzles_32nds: [12, 12, 12],
      }),
    );
    const at = 3 * (Math.PI / 4) * (12 / 32) ** 2;
    const book = (8.311e-5 * 12 * 400 ** 2) / (0.95 ** 2 * at * at);
    expect(rel(out.tfa_in2, at)).toBeLessThan(0.001);
    expect(rel(convert(out.bit_pressure_drop_mpa * 1e6, 'Pa', 'psi'), book)).toBeLessThan(0.002);
  });

  it('buoyancy factor is 1 − ρm/ρs; a string weighs that much less in mud', () => {
    // Bourgoyne ch. 7: steel 65.5 lbm/gal, a 12 lbm/gal mud: BF = 1 − 12/65.5 = 0.817.
    expect(calculate({ calc: 'buoyancy', mud_density_kg_m3: convert(12, 'ppg', 'kg/m3') }).buoyancy_factor).toBeCloseTo(0.817, 2);
    const w = calculate(
      calculatorBodySchema.parse({
        calc: 'string_weight',
        mud_density_kg_m3: 1200,
        string: [{ name: 'DP', length_m: 1000, od_m: 0.127, id_m: 0.1086, weight_kg_per_m: 29 }],
      }),
    );
    expect(w.weight_air_kn).toBeCloseTo((29 * 9.80665 * 1000) / 1000, 1);
    expect(w.weight_buoyed_kn / w.weight_air_kn).toBeCloseTo(1 - 1200 / 7850, 3);
  });

  it('annular velocity is the flow over the annulus area; ECD adds the loss over g·TVD', () => {
    const av = calculate(calculatorBodySchema.parse({ calc: 'annular_velocity', flow_lpm: 2400, hole_id_m: 0.2159, pipe_od_m: 0.127 }));
    expect(av.velocity_m_s).toBeCloseTo(0.04 / ((Math.PI / 4) * (0.2159 ** 2 - 0.127 ** 2)), 2);
    // 2 MPa of annular loss over 3,000 m TVD: 2e6 / (9.80665 · 3000) = 68 kg/m³ on a 1,200 kg/m³ mud.
    expect(calculate({ calc: 'ecd', mud_density_kg_m3: 1200, annular_loss_mpa: 2, tvd_m: 3000 }).ecd_kg_m3).toBeCloseTo(1268, 0);
  });

  it('refuses an annulus whose pipe fills the hole, naming the field', () => {
    const r = calculatorBodySchema.safeParse({ calc: 'annular_velocity', flow_lpm: 2400, hole_id_m: 0.1, pipe_od_m: 0.2 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['pipe_od_m']);
  });
});
