/**
 * Formation temperature against TVD and the geothermal gradient: a least-squares line
 * T(z) = T₀ + g·z through the points (T₀ the surface temperature it implies), and per interval the
 * gradient between consecutive points. Stored in °C and metres; a gradient in °C/100 m is shown in
 * °F/100 ft by × 1.8 × 0.3048 = × 0.54864 (the usual 1.0–1.6 °F/100 ft is 1.8–2.9 °C/100 m).
 */

export interface TemperaturePoint {
  readonly tvdM: number;
  readonly tempC: number;
}

export const C_PER_100M_TO_F_PER_100FT = 1.8 * 0.3048;

export interface GeothermalFit {
  surfaceC: number;
  gradientCPer100m: number;
  /** Root-mean-square residual of the points about the line, °C. */
  rmsC: number;
}

/** The least-squares line through the points; null with fewer than two distinct depths. */
export function geothermalFit(points: readonly TemperaturePoint[]): GeothermalFit | null {
  const n = points.length;
  if (n < 2) return null;
  const mz = points.reduce((s, p) => s + p.tvdM, 0) / n;
  const mt = points.reduce((s, p) => s + p.tempC, 0) / n;
  let szz = 0;
  let szt = 0;
  for (const p of points) {
    szz += (p.tvdM - mz) ** 2;
    szt += (p.tvdM - mz) * (p.tempC - mt);
  }
  if (szz === 0) return null;
  const g = szt / szz;
  const t0 = mt - g * mz;
  const rms = Math.sqrt(points.reduce((s, p) => s + (p.tempC - (t0 + g * p.tvdM)) ** 2, 0) / n);
  return { surfaceC: t0, gradientCPer100m: g * 100, rmsC: rms };
}

export interface TemperatureRow extends TemperaturePoint {
  /** Gradient from the point above, °C/100 m (null for the first). */
  intervalGradientCPer100m: number | null;
}

export function temperatureRows(points: readonly TemperaturePoint[]): TemperatureRow[] {
  const sorted = [...points].sort((a, b) => a.tvdM - b.tvdM);
  return sorted.map((p, i) => {
    const prev = sorted[i - 1];
    const dz = prev ? p.tvdM - prev.tvdM : 0;
    return { ...p, intervalGradientCPer100m: prev && dz > 0 ? ((p.tempC - prev.tempC) / dz) * 100 : null };
  });
}

/** Temperature at a TVD, linear between points, the end gradients beyond them; null without points. */
export function temperatureAt(points: readonly TemperaturePoint[], tvdM: number): number | null {
  const s = [...points].sort((a, b) => a.tvdM - b.tvdM);
  if (s.length === 0) return null;
  if (s.length === 1) return s[0].tempC;
  let i = s.findIndex((p) => p.tvdM >= tvdM);
  if (i <= 0) i = i === 0 ? 1 : s.length - 1;
  const a = s[i - 1];
  const b = s[i];
  return a.tempC + ((b.tempC - a.tempC) * (tvdM - a.tvdM)) / (b.tvdM - a.tvdM || 1);
}
