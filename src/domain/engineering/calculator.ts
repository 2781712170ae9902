/**
 * The engineering calculator (spec 7.8 engineering/calculator): the quick sums a drilling engineer
 * does beside a scenario, each on the engineering domain's own functions so the calculator and the
 * scenario never disagree. SI with the unit in the name, as the calculation bodies.
 *
 *   buoyancy           buoyancy factor of steel in a mud (Bourgoyne et al. ch. 7)
 *   string_weight      a string's weight in air and buoyed, kN
 *   bit_pressure_drop  nozzle total flow area, jet velocity and pressure drop (Bourgoyne et al. ch. 4)
 *   annular_velocity   mean velocity in an annulus (or a pipe, inner 0), m/s
 *   ecd                equivalent circulating density from the annular loss above a depth
 */
import { z } from 'zod';
import { buoyancyFactor, buoyedWeightNPerM, G } from './drill-string';
import { bitPressureDrop, equivalentCirculatingDensity, NOZZLE_CD } from './hydraulics';
import { caseFields } from './request-schemas';

const IN_M = 0.0254;
const LPM_TO_M3S = 1 / 60_000;
const r = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;
const pos = (max: number) => z.number().finite().positive('must be more than 0').max(max, `must be at most ${max}`);
const mud = caseFields.mud_density_kg_m3.unwrap();
const flow = caseFields.flow_lpm.unwrap();

export const calculatorBodySchema = z.discriminatedUnion('calc', [
  z.object({ calc: z.literal('buoyancy'), mud_density_kg_m3: mud }).strict(),
  z.object({ calc: z.literal('string_weight'), mud_density_kg_m3: mud, string: caseFields.string.unwrap() }).strict(),
  z.object({ calc: z.literal('bit_pressure_drop'), mud_density_kg_m3: mud, flow_lpm: flow, nozzles_32nds: caseFields.nozzles_32nds.unwrap() }).strict(),
  z
    .object({
      calc: z.literal('annular_velocity'),
      flow_lpm: flow,
      hole_id_m: pos(2),
      pipe_od_m: z.number().finite().min(0, 'must be zero or more').max(2).default(0),
    })
    .strict()
    .refine((b) => b.pipe_od_m < b.hole_id_m, { message: 'pipe_od_m must be less than hole_id_m', path: ['pipe_od_m'] }),
  z
    .object({
      calc: z.literal('ecd'),
      mud_density_kg_m3: mud,
      annular_loss_mpa: z.number().finite().min(0, 'must be zero or more').max(100),
      tvd_m: pos(20_000),
    })
    .strict(),
]);
export type CalculatorBody = z.output<typeof calculatorBodySchema>;

/** The calculator kinds, in the order the calculator offers them. */
export const CALCULATIONS = ['buoyancy', 'string_weight', 'bit_pressure_drop', 'annular_velocity', 'ecd'] as const satisfies readonly CalculatorBody['calc'][];

export function calculate(b: CalculatorBody): Record<string, number> {
  switch (b.calc) {
    case 'buoyancy':
      return { buoyancy_factor: r(buoyancyFactor(b.mud_density_kg_m3), 4) };
    case 'string_weight': {
      let airN = 0;
      let buoyedN = 0;
      for (const s of b.string) {
        const sec = { name: s.name, lengthM: s.length_m, odM: s.od_m, idM: s.id_m, weightKgPerM: s.weight_kg_per_m };
        airN += sec.weightKgPerM * G * sec.lengthM;
        buoyedN += buoyedWeightNPerM(sec, b.mud_density_kg_m3) * sec.lengthM;
      }
      return {
        length_m: r(
          b.string.reduce((a, s) => a + s.length_m, 0),
          2,
        ),
        weight_air_kn: r(airN / 1000, 2),
        weight_buoyed_kn: r(buoyedN / 1000, 2),
      };
    }
    case 'bit_pressure_drop': {
      const nozzlesM = b.nozzles_32nds.map((n) => (n / 32) * IN_M);
      const areaM2 = nozzlesM.reduce((a, d) => a + (Math.PI / 4) * d * d, 0);
      const q = b.flow_lpm * LPM_TO_M3S;
      const dropPa = bitPressureDrop(b.mud_density_kg_m3, q, nozzlesM);
      return {
        tfa_mm2: r(areaM2 * 1e6, 1),
        tfa_in2: r(areaM2 / (IN_M * IN_M), 4),
        jet_velocity_m_s: r(q / areaM2, 2),
        bit_pressure_drop_mpa: r(dropPa / 1e6, 3),
        bit_hydraulic_power_kw: r((dropPa * q) / 1000, 1),
        discharge_coefficient: NOZZLE_CD,
      };
    }
    case 'annular_velocity': {
      const areaM2 = (Math.PI / 4) * (b.hole_id_m ** 2 - b.pipe_od_m ** 2);
      return { area_m2: r(areaM2, 5), velocity_m_s: r((b.flow_lpm * LPM_TO_M3S) / areaM2, 3) };
    }
    case 'ecd':
      return { ecd_kg_m3: r(equivalentCirculatingDensity(b.mud_density_kg_m3, b.annular_loss_mpa * 1e6, b.tvd_m), 1) };
  }
}
