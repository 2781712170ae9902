import { EMPTY_SIGN, isEmptyValue } from './empty';
import { formatNumber, type NumberLocale, roundTo, toFiniteNumber } from './number';

/** SI units step by 1000 (kB, MB); IEC units by 1024 (KiB, MiB). */
export const DECIMAL_BYTE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;
export const BINARY_BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

export interface ByteFormatOptions {
  /** 1024-based units (KiB, MiB …); default false, 1000-based (kB, MB …). */
  readonly binary?: boolean;
  /** At most this many decimals; trailing zeros are dropped ('1 kB', '1.5 kB'). Default 1. */
  readonly decimals?: number;
  readonly locale?: NumberLocale;
}

/** A file or upload size for people: '4.8 GB', or '4.5 GiB' with binary units. */
export function formatBytes(bytes: unknown, options: ByteFormatOptions = {}): string {
  if (isEmptyValue(bytes)) return EMPTY_SIGN;
  const value = toFiniteNumber(bytes);
  if (value === null) return EMPTY_SIGN;
  const base = options.binary ? 1024 : 1000;
  const units = options.binary ? BINARY_BYTE_UNITS : DECIMAL_BYTE_UNITS;
  const decimals = options.decimals ?? 1;
  let i = 0;
  let scaled = Math.abs(value);
  while (i < units.length - 1 && scaled >= base) {
    scaled /= base;
    i++;
  }
  // 999 999 B rounds to 1000.0 kB: carry into the next unit so it reads 1 MB.
  if (i < units.length - 1 && roundTo(scaled, i === 0 ? 0 : decimals) >= base) {
    scaled /= base;
    i++;
  }
  const mask = i === 0 || decimals === 0 ? '0' : `0.[${'0'.repeat(decimals)}]`;
  const text = formatNumber(Math.sign(value) * scaled, { mask, locale: options.locale });
  return `${text} ${units[i]}`;
}
