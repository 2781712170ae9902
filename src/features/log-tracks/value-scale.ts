/**
 * Where a value sits across a track: 0 at the track's left (or top) edge, 1 at the other, linear or
 * logarithmic (decades, for resistivity-like curves). Values outside [min, max] map outside [0, 1];
 * the painter clips them to the track, as paper logs do (no wrap-around "backup" scales).
 */
export type ScaleKind = 'linear' | 'log';

export interface ValueScale {
  kind: ScaleKind;
  min: number;
  max: number;
}

/** A log scale needs positive bounds; anything else falls back to one decade below max. */
export function normalizeScale(s: ValueScale): ValueScale {
  if (s.kind === 'log') {
    const max = s.max > 0 ? s.max : 1000;
    const min = s.min > 0 && s.min < max ? s.min : max / 10;
    return { kind: 'log', min, max };
  }
  return s.max === s.min ? { kind: 'linear', min: s.min - 1, max: s.max + 1 } : s;
}

/** 0..1 across the track; NaN for a value a log scale cannot show (≤ 0). */
export function toUnit(s: ValueScale, v: number): number {
  if (s.kind === 'log') return v > 0 ? (Math.log10(v) - Math.log10(s.min)) / (Math.log10(s.max) - Math.log10(s.min)) : NaN;
  return (v - s.min) / (s.max - s.min);
}

/** Grid lines across a track: 1-2-5 steps on a linear scale, decades (with 2..9 minors) on a log scale. */
export function scaleGrid(s: ValueScale, majorsWanted = 4): { major: number[]; minor: number[] } {
  if (s.kind === 'log') {
    const major: number[] = [];
    const minor: number[] = [];
    for (let e = Math.floor(Math.log10(s.min)); e <= Math.ceil(Math.log10(s.max)); e++) {
      const d = +(10 ** e).toPrecision(12);
      if (d >= s.min && d <= s.max) major.push(d);
      for (let m = 2; m <= 9; m++) {
        const v = +(d * m).toPrecision(12);
        if (v > s.min && v < s.max) minor.push(v);
      }
    }
    return { major, minor };
  }
  const step = niceStep((s.max - s.min) / majorsWanted);
  const major: number[] = [];
  for (let v = Math.ceil(s.min / step - 1e-9) * step; v <= s.max + step * 1e-9; v += step) major.push(+v.toPrecision(12));
  const minor: number[] = [];
  const ms = step / 5;
  for (let v = Math.ceil(s.min / ms - 1e-9) * ms; v <= s.max + ms * 1e-9; v += ms) {
    const r = +v.toPrecision(12);
    if (Math.abs(r / step - Math.round(r / step)) > 1e-6) minor.push(r);
  }
  return { major, minor };
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}
