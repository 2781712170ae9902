import { messages } from './messages';
import { isEmptyInput, type Rule } from './rule';

/**
 * Digit capacity of a database column: at most `before` digits before the decimal point and
 * `after` after it; the point may be a dot or a comma (what European keyboards type). An optional
 * sign is allowed. Message 'Invalid value'.
 */
export function digitCapacity(before: number, after: number): Rule<unknown> {
  const fraction = after > 0 ? `([.,]\\d{1,${after}})?` : '';
  const pattern = new RegExp(`^[+-]?\\d{1,${before}}${fraction}$`);
  return (value) => {
    if (isEmptyInput(value)) return true;
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
    return typeof text === 'string' && pattern.test(text.trim()) ? true : messages.invalidValue;
  };
}
