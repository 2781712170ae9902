/** Tubular sizes as drillers write them. */

/** 8.5 → '8½', 12.25 → '12¼', 9.625 → '9⅝': how drillers write tubular sizes. */
export function inches(v: number): string {
  const whole = Math.floor(v + 1e-9);
  const frac = v - whole;
  const names: [number, string][] = [
    [0, ''],
    [0.125, '⅛'],
    [0.25, '¼'],
    [0.375, '⅜'],
    [0.5, '½'],
    [0.625, '⅝'],
    [0.75, '¾'],
    [0.875, '⅞'],
  ];
  const hit = names.find(([f]) => Math.abs(f - frac) < 1e-6);
  return hit ? `${whole || (hit[1] ? '' : '0')}${hit[1]}"` : `${Math.round(v * 1000) / 1000}"`;
}
