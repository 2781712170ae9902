/**
 * A rule is a pure function of the value: `true` when it passes, else the exact message to show.
 * The same functions run in forms, in zod schemas on the server, and in tests.
 */
export type RuleResult = true | string;
export type Rule<T = unknown> = (value: T) => RuleResult;

/** Absent: never entered or not chosen. */
export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

/** Entered, but only whitespace. */
export function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * Rules other than `required` pass on missing or blank values: whether a field must be filled is
 * the one question `required` answers, so an optional field is not flagged for being empty.
 */
export function isEmptyInput(value: unknown): boolean {
  return isMissing(value) || isBlank(value);
}

/** The first failing rule's message, or true. Forms show one message per field. */
export function validate<T>(value: T, rules: readonly Rule<T>[]): RuleResult {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return true;
}
