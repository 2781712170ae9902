import { EMPTY_SIGN, isEmptyValue } from '../format/empty';
import { formatNumber, type NumberLocale, toFiniteNumber } from '../format/number';
import { convert, type UnitId, unitDef } from './registry';

export interface FormatWithUnitOptions {
  /** Unit the value is stored in; converted to the display unit first. Default: the display unit. */
  readonly from?: UnitId;
  /** Decimals shown; default the unit's own (2 for m and ft, 0 for psi …). */
  readonly decimals?: number;
  /** A full number mask instead of decimals, e.g. '0.[000]'. */
  readonly mask?: string;
  readonly locale?: NumberLocale;
}

/**
 * '12,345.68 ft', '3.05 °/100ft', '-' for empty values. Thousands are grouped: depths and
 * pressures run to five digits and read better grouped.
 */
export function formatWithUnit(value: unknown, unit: UnitId, options: FormatWithUnitOptions = {}): string {
  if (isEmptyValue(value)) return EMPTY_SIGN;
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_SIGN;
  const def = unitDef(unit);
  const shown = options.from ? convert(n, options.from, unit) : n;
  const decimals = options.decimals ?? def.decimals;
  const mask = options.mask ?? (decimals > 0 ? `0,0.${'0'.repeat(decimals)}` : '0,0');
  return `${formatNumber(shown, { mask, locale: options.locale })} ${def.symbol}`;
}
