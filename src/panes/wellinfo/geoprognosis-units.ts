/**
 * The units the geoprognosis panes show, per the well's unit system (as the brief for these screens
 * asks: EMW in sg on metric wells, ppg on US-unit wells), and the draft rows' conversion back to the
 * API's metres, sg and °C. DOM-free.
 */
import { gradientKpaM, gradientPsiFt, ppgToSg, sgToPpg } from '../../domain/wellinfo/pressure-window';
import { C_PER_100M_TO_F_PER_100FT } from '../../domain/wellinfo/geothermal';

export type WellUnits = 'metric' | 'imperial';
const FT = 0.3048;
const PSI_PER_MPA = 1e6 / 6894.757293168;

export interface GeoUnits {
  depth: string;
  emw: string;
  pressure: string;
  gradient: string;
  temp: string;
  tempGradient: string;
  showDepth(m: number): number;
  toDepthM(v: number): number;
  showEmw(sg: number): number;
  toSg(v: number): number;
  showPressure(mpa: number): number;
  showGradient(sg: number): number;
  showTemp(c: number): number;
  toTempC(v: number): number;
  showTempGradient(cPer100m: number): number;
  emwDecimals: number;
}

export function geoUnits(system: WellUnits): GeoUnits {
  const us = system === 'imperial';
  return {
    depth: us ? 'ft' : 'm',
    emw: us ? 'ppg' : 'sg',
    pressure: us ? 'psi' : 'MPa',
    gradient: us ? 'psi/ft' : 'kPa/m',
    temp: us ? '°F' : '°C',
    tempGradient: us ? '°F/100 ft' : '°C/100 m',
    showDepth: (m) => (us ? m / FT : m),
    toDepthM: (v) => (us ? v * FT : v),
    showEmw: (sg) => (us ? sgToPpg(sg) : sg),
    toSg: (v) => (us ? ppgToSg(v) : v),
    showPressure: (mpa) => (us ? mpa * PSI_PER_MPA : mpa),
    showGradient: (sg) => (us ? gradientPsiFt(sg) : gradientKpaM(sg)),
    showTemp: (c) => (us ? c * 1.8 + 32 : c),
    toTempC: (v) => (us ? (v - 32) / 1.8 : v),
    showTempGradient: (g) => (us ? g * C_PER_100M_TO_F_PER_100FT : g),
    emwDecimals: us ? 2 : 3,
  };
}

export type DraftRow = { key: string; cells: Record<string, string> };

/** A draft cell as a number; '' is null, anything else unreadable is an error naming the row. */
export function readCell(text: string | undefined): { ok: true; value: number | null } | { ok: false } {
  const t = (text ?? '').trim().replace(',', '.');
  if (t === '') return { ok: true, value: null };
  const n = Number(t);
  return Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
}

/**
 * Draft rows to API points: `convert` per column (display → API unit), rounding to what is stored
 * meaningfully; problems name the row (1-based, as shown) and column.
 */
export function draftToPoints(
  rows: readonly DraftRow[],
  columns: readonly { id: string; label: string; required: boolean; toApi: (v: number) => number; decimals: number }[],
): { points: Record<string, number | null>[]; problems: string[] } {
  const points: Record<string, number | null>[] = [];
  const problems: string[] = [];
  rows.forEach((r, i) => {
    const p: Record<string, number | null> = {};
    for (const c of columns) {
      const v = readCell(r.cells[c.id]);
      if (!v.ok) problems.push(`Row ${i + 1}: ${c.label} is not a number`);
      else if (v.value === null && c.required) problems.push(`Row ${i + 1}: ${c.label} is required`);
      else p[c.id] = v.value === null ? null : Math.round(c.toApi(v.value) * 10 ** c.decimals) / 10 ** c.decimals;
    }
    points.push(p);
  });
  return { points, problems };
}
