import { EMPTY_SIGN, isEmptyValue } from './empty';
import { toFiniteNumber } from './number';

export interface DurationFormatOptions {
  /** Show the seconds part ('1h 2m 5s'); without it '1h 2m'. Default true. */
  readonly seconds?: boolean;
}

/**
 * 'Xh Ym Zs' from a duration in seconds, with the hours or minutes part omitted when it is zero.
 * The total is rounded to the smallest unit shown first, so 59m 40s without seconds reads '1h'
 * and a column of rounded parts adds up to the rounded total. A zero duration shows its smallest
 * unit ('0s', or '0m' without seconds) rather than an empty string.
 */
export function formatDuration(durationS: unknown, options: DurationFormatOptions = {}): string {
  if (isEmptyValue(durationS)) return EMPTY_SIGN;
  const value = toFiniteNumber(durationS);
  if (value === null) return EMPTY_SIGN;
  const withSeconds = options.seconds ?? true;
  const unitS = withSeconds ? 1 : 60;
  const total = Math.round(Math.abs(value) / unitS) * unitS;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h}h`);
  if (m) parts.push(`${m}m`);
  if (withSeconds && s) parts.push(`${s}s`);
  if (!parts.length) return withSeconds ? '0s' : '0m';
  return (value < 0 && total > 0 ? '-' : '') + parts.join(' ');
}
