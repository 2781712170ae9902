import { EMPTY_SIGN } from './empty';

/**
 * Fractions as drillers write them ('1 1/2', '9-5/8', '3/4'): parsed as numbers (spec §5, §9.8)
 * and written back to the nearest 1/denominator for pipe and casing sizes in inches.
 */

const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const FRACTION = /^([+-])?(?:(\d+)(?:\s+|\s*-\s*))?(\d+)\s*\/\s*(\d+)$/;

/** The number a text means, or null. Plain decimals parse too, so a fraction field takes '1.5'. */
export function parseFraction(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.trim();
  if (DECIMAL.test(text)) return Number(text);
  const m = FRACTION.exec(text);
  if (!m) return null;
  const denominator = Number(m[4]);
  if (denominator === 0) return null;
  const value = Number(m[2] ?? 0) + Number(m[3]) / denominator;
  return m[1] === '-' ? -value : value;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** '9 5/8' for 9.625, '1/2' for 0.5, '7' for 7; rounded to the nearest 1/denominator (default 1/16). */
export function formatFraction(value: number, denominator = 16): string {
  if (!Number.isFinite(value)) return EMPTY_SIGN;
  const steps = Math.round(Math.abs(value) * denominator);
  const whole = Math.floor(steps / denominator);
  let num = steps % denominator;
  let den = denominator;
  const g = gcd(num, den);
  if (num) {
    num /= g;
    den /= g;
  }
  const sign = value < 0 && steps > 0 ? '-' : '';
  if (!num) return `${sign}${whole}`;
  return whole ? `${sign}${whole} ${num}/${den}` : `${sign}${num}/${den}`;
}
