/** What a table cell or label shows when there is no value (data-widgets-calls §9.8). */
export const EMPTY_SIGN = '-';

/**
 * Values that mean "no value": null, undefined, NaN, and the strings 'NaN' and '-' that the
 * server and old exports send in place of a number.
 */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === 'NaN' || value === EMPTY_SIGN || (typeof value === 'number' && Number.isNaN(value));
}
