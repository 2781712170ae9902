import { EMPTY_SIGN, isEmptyValue } from './empty';

/** Separators a user's locale puts into numbers. */
export interface NumberLocale {
  readonly decimal: string;
  readonly thousands: string;
}

export const DEFAULT_NUMBER_LOCALE: NumberLocale = { decimal: '.', thousands: ',' };

/** Integers are shown without decimals (spec: "integers use mask '0'"). */
export const INTEGER_MASK = '0';
/** Ours: the spec gives no default for non-integers; two decimals suits depths, rates and pressures. */
export const DEFAULT_DECIMAL_MASK = '0.00';

/**
 * Ours, for unit prices: to the cent, and to the precision the price has beyond it (a proppant
 * price of 0.024 USD/lb is 0.024, not 0.02), up to six decimals. Amounts stay at the cent.
 */
export const UNIT_PRICE_DECIMALS = { min: 2, max: 6 } as const;

/**
 * A number mask, always written with ',' for grouping and '.' for the decimal point whatever the
 * locale (numeral.js style, with Excel's '#' accepted as well):
 *   '0'      integer                  '0,0'     integer with thousands separators
 *   '0.00'   exactly two decimals     '0.[00]'  up to two decimals ('0.0#' is the same idea)
 */
export interface NumberMask {
  readonly grouping: boolean;
  readonly minDecimals: number;
  readonly maxDecimals: number;
}

const MASK = /^([0#]*(?:,[0#]+)*)(?:\.(0*)(?:\[(0+)\]|(#+))?)?$/;

export function parseNumberMask(mask: string): NumberMask {
  const m = MASK.exec(mask);
  if (!m || !m[1].includes('0')) throw new Error(`Unknown number mask '${mask}'`);
  const required = (m[2] ?? '').length;
  const optional = (m[3] ?? m[4] ?? '').length;
  return { grouping: m[1].includes(','), minDecimals: required, maxDecimals: required + optional };
}

/**
 * Reads the separators out of a locale's sample number such as '1,234.56', '1.234,56' or
 * '1 234,56' (the locale settings' number_format). The last separator is the decimal point.
 */
export function numberLocaleFromSample(sample: string): NumberLocale {
  const m = /^\d{1,3}(\D)?\d{3}(\D)\d+$/u.exec(sample.trim());
  if (!m) throw new Error(`Cannot read separators from number format '${sample}'`);
  return { thousands: m[1] ?? '', decimal: m[2] };
}

/** A finite number from a number or a numeric string (dot decimal point); otherwise null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** x·10^by through the decimal exponent of x's own string form ('1.5e-7' included), never NaN. */
function shiftDecimal(x: number, by: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/**
 * Rounds half away from zero at a number of decimals. Shifting through the decimal exponent
 * (not multiplying) keeps 1.005 → 1.01, which toFixed gets wrong because 1.005 is stored as 1.00499….
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value;
  const sign = value < 0 ? -1 : 1;
  return sign * shiftDecimal(Math.round(shiftDecimal(Math.abs(value), decimals)), -decimals);
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export interface NumberFormatOptions {
  /** Defaults to '0' for integers and DEFAULT_DECIMAL_MASK otherwise. */
  readonly mask?: string;
  readonly locale?: NumberLocale;
}

/**
 * Formats a value for display. Empty values (null, undefined, NaN, 'NaN', '-') and anything that
 * is not a number show '-'; magnitudes below machine epsilon show as 0 so float noise such as
 * 1e-17 never reads as "-0.00".
 */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  if (isEmptyValue(value)) return EMPTY_SIGN;
  let n = toFiniteNumber(value);
  if (n === null) return EMPTY_SIGN;
  if (Math.abs(n) < Number.EPSILON) n = 0;
  const mask = parseNumberMask(options.mask ?? (Number.isInteger(n) ? INTEGER_MASK : DEFAULT_DECIMAL_MASK));
  const locale = options.locale ?? DEFAULT_NUMBER_LOCALE;

  const rounded = roundTo(n, mask.maxDecimals);
  let [intPart, fracPart = ''] = Math.abs(rounded).toFixed(mask.maxDecimals).split('.');
  fracPart = fracPart.replace(/0+$/, '').padEnd(mask.minDecimals, '0');
  const body = (mask.grouping ? group(intPart, locale.thousands) : intPart) + (fracPart ? locale.decimal + fracPart : '');
  // A value that rounds to zero is shown unsigned: '-0.00' reads as a real negative.
  return rounded < 0 ? `-${body}` : body;
}

/**
 * A grouped mask with `min` decimals always and up to `max` when the value has them:
 * decimalsMask(2) is '0,0.00', decimalsMask(2, 6) is '0,0.00[0000]', decimalsMask(0) is '0,0'.
 */
export function decimalsMask(min: number, max = min): string {
  const optional = Math.max(0, max - min);
  if (min + optional === 0) return '0,0';
  return `0,0.${'0'.repeat(min)}${optional ? `[${'0'.repeat(optional)}]` : ''}`;
}

/** A fixed number of decimals, no grouping: toFixed's output, but '-' for an empty value and no '-0.0'. */
export function formatDecimals(value: unknown, decimals: number): string {
  return formatNumber(value, { mask: decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0' });
}

/** A value with its unit ('12.5 m'); an empty value keeps the unit in sight ('- m'). */
export function formatQuantity(value: unknown, decimals: number, unitSymbol: string): string {
  const text = formatDecimals(value, decimals);
  return unitSymbol ? `${text} ${unitSymbol}` : text;
}
