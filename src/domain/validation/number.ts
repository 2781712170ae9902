import { parseFraction } from '../format/fraction';
import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/** Optional sign, then an integer or a decimal with a dot: '12', '-3.5', '+0.25', '.5'. */
const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** 'Should be a number' unless the value is a finite number or a numeric string. */
export function numeric(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  if (typeof value === 'number') return Number.isFinite(value) ? true : messages.number;
  return typeof value === 'string' && NUMBER.test(value.trim()) ? true : messages.number;
}

/** Like `numeric`, also taking fractions as drillers write them ('1 1/2', '9 5/8'). */
export function numberOrFraction(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  return readNumber(value) === null ? messages.number : true;
}

/** Integer above zero: '1', '+42'. Zero is not positive. */
export function positiveInteger(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  const ok = typeof value === 'number' ? Number.isInteger(value) && value > 0 : typeof value === 'string' && /^\+?\d+$/.test(value.trim()) && Number(value) > 0;
  return ok ? true : messages.positiveInteger;
}

/**
 * The number a field holds (number, numeric string or fraction), or null. A decimal comma is read
 * too ('12,5'), because the digit-capacity rule lets it through; input fields take no thousands
 * separators, so the comma is never ambiguous here.
 */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^[+-]?\d+,\d+$/.test(text) ? Number(text.replace(',', '.')) : parseFraction(text);
}

export { parseFraction };
