/**
 * Demo geoprognosis of a well: pore pressure, fracture gradient and planned mud weight at each of its
 * field's formation tops it reaches, and formation temperature on the field's geothermal gradient,
 * down to the well's own deepest TVD. Figures as published for each basin (gradients in psi/ft,
 * converted to sg by ÷ 0.4335):
 * - Delaware: normal pressure (~0.44–0.46 psi/ft) through the Delaware Mountain Group, Bone Spring
 *   slightly over, the Wolfcamp overpressured (~0.58–0.62 psi/ft); fracture gradient 0.70–0.85 psi/ft;
 *   saturated brine (10 ppg) across the Salado, ~12 ppg oil-based mud in the Wolfcamp lateral;
 *   geothermal ~1.3 °F/100 ft from ~21 °C at surface.
 * - Midland: near normal to the Spraberry, Wolfcamp mildly over (~0.52–0.55 psi/ft); ~1.25 °F/100 ft.
 * - Bakken: normal to the Charles salt, the Bakken overpressured (~0.70 psi/ft); frac ~0.85–0.9;
 *   ~1.6 °F/100 ft from ~8 °C.
 */
import { sgFromGradientPsiFt } from '../../../src/domain/wellinfo/pressure-window';
import type { FIELDS } from './demo-profiles';

type Field = keyof typeof FIELDS;

/** Per top name: pore and frac gradients (psi/ft) and the mud weight planned there (ppg). */
const PRESSURE: Record<Field, { surface: [number, number, number]; tops: Record<string, [number, number, number]> }> = {
  delaware: {
    surface: [0.433, 0.7, 8.6],
    tops: {
      Rustler: [0.44, 0.72, 8.6],
      Salado: [0.45, 0.8, 10.0],
      'Bell Canyon': [0.45, 0.72, 9.2],
      'Cherry Canyon': [0.46, 0.73, 9.2],
      'Brushy Canyon': [0.46, 0.74, 9.3],
      'Bone Spring': [0.5, 0.78, 10.2],
      'Wolfcamp A': [0.58, 0.83, 12.0],
      'Wolfcamp B': [0.62, 0.85, 12.4],
    },
  },
  midland: {
    surface: [0.433, 0.7, 8.6],
    tops: {
      'San Andres': [0.44, 0.72, 8.8],
      'Clear Fork': [0.45, 0.73, 9.0],
      Spraberry: [0.47, 0.75, 9.4],
      Dean: [0.49, 0.77, 9.8],
      'Wolfcamp A': [0.52, 0.8, 10.5],
      'Wolfcamp B': [0.55, 0.82, 11.0],
    },
  },
  bakken: {
    surface: [0.433, 0.7, 8.6],
    tops: {
      Pierre: [0.44, 0.7, 9.0],
      Dakota: [0.46, 0.72, 9.4],
      'Charles Salt': [0.46, 0.85, 10.0],
      'Mission Canyon': [0.47, 0.78, 10.0],
      Lodgepole: [0.5, 0.8, 10.4],
      'Upper Bakken Shale': [0.68, 0.88, 12.0],
      'Middle Bakken': [0.7, 0.88, 12.0],
      'Lower Bakken Shale': [0.7, 0.89, 12.0],
      'Three Forks': [0.68, 0.9, 12.0],
    },
  },
};

const GEOTHERMAL: Record<Field, { surfaceC: number; fPer100ft: number }> = {
  delaware: { surfaceC: 21, fPer100ft: 1.3 },
  midland: { surfaceC: 20, fPer100ft: 1.25 },
  bakken: { surfaceC: 8, fPer100ft: 1.6 },
};

const r3 = (v: number) => Math.round(v * 1000) / 1000;
const PPG_PER_SG = 8.3454;

export interface DemoPressurePoint {
  tvd_m: number;
  pore_sg: number;
  frac_sg: number;
  mud_sg: number;
  formation: string | null;
}

/** Points at surface, at each top the well reaches and at its deepest TVD. */
export function demoPressurePoints(field: Field, tops: readonly { name: string; tvdM: number }[], maxTvdM: number): DemoPressurePoint[] {
  const p = PRESSURE[field];
  const point = (tvd: number, g: [number, number, number], formation: string | null): DemoPressurePoint => ({
    tvd_m: Math.round(tvd),
    pore_sg: r3(sgFromGradientPsiFt(g[0])),
    frac_sg: r3(sgFromGradientPsiFt(g[1])),
    mud_sg: r3(g[2] / PPG_PER_SG),
    formation,
  });
  const out = [point(0, p.surface, null)];
  let last: [number, number, number] = p.surface;
  let lastName: string | null = null;
  for (const t of tops) {
    if (t.tvdM > maxTvdM) break;
    last = p.tops[t.name] ?? last;
    lastName = t.name;
    out.push(point(t.tvdM, last, t.name));
  }
  if (maxTvdM - out[out.length - 1].tvd_m > 5) out.push(point(maxTvdM, last, lastName));
  return out;
}

/** Every 500 m and at the deepest TVD: the field's line with a little lithology-driven wobble. */
export function demoTemperaturePoints(field: Field, maxTvdM: number): { tvd_m: number; temp_c: number }[] {
  const g = GEOTHERMAL[field];
  const cPerM = g.fPer100ft / (1.8 * 0.3048) / 100;
  const depths: number[] = [];
  for (let z = 0; z < maxTvdM - 50; z += 500) depths.push(z);
  depths.push(Math.round(maxTvdM));
  // Shales insulate (steeper), salts and carbonates conduct (flatter): ±0.6 °C alternating.
  return depths.map((z, i) => ({ tvd_m: z, temp_c: Math.round((g.surfaceC + cPerM * z + (i === 0 ? 0 : i % 2 ? 0.6 : -0.6)) * 10) / 10 }));
}
