import { z } from 'zod';
import { between, greaterThan, lowerThan } from './bounds';
import { digitCapacity } from './digit-capacity';
import { email } from './email';
import { fileName } from './file-name';
import { maxLength } from './length';
import { messages } from './messages';
import { numberOrFraction, numeric, positiveInteger, readNumber } from './number';
import { password } from './password';
import { required } from './required';
import { isEmptyInput, type Rule, validate } from './rule';
import { validateCurveInterval } from './curve-interval';

/**
 * zod schemas built from the rule functions, so a form (client) and a route (server) reject the
 * same input with the same message. Each field reports one issue: the first failing rule's.
 */

/** Adds rules to any schema as one custom issue carrying the rule's exact message. */
export function withRules<S extends z.ZodType>(schema: S, ...rules: Rule<z.output<S>>[]): S {
  return schema.superRefine((value, ctx) => {
    const result = validate(value, rules);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  });
}

/** zod's own type error, with 'Required field' when the key is absent. */
const typeError = (wrongType?: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? messages.required : wrongType);

export interface TextFieldOptions {
  readonly maxLength?: number;
  readonly rules?: readonly Rule<string>[];
}

/** A required string: absent → 'Required field', whitespace only → 'This field could not be empty'. */
export function textField(options: TextFieldOptions = {}) {
  const rules: Rule<string>[] = [required];
  if (options.maxLength !== undefined) rules.push(maxLength(options.maxLength));
  rules.push(...(options.rules ?? []));
  return withRules(z.string({ error: typeError() }), ...rules);
}

export const emailField = () => textField({ rules: [email] });
export const passwordField = () => textField({ rules: [password] });
export const fileNameField = () => textField({ rules: [fileName] });

export interface NumberFieldOptions {
  /** Accept '1 1/2' and '9-5/8' as well as decimals. */
  readonly fractions?: boolean;
  readonly positiveInteger?: boolean;
  readonly greaterThan?: number;
  readonly lowerThan?: number;
  readonly between?: readonly [number, number];
  /** Digits before and after the decimal point (dot or comma). */
  readonly digits?: readonly [before: number, after: number];
}

/**
 * A required number that arrives as a JSON number (API) or as typed text (form), parsed to a
 * number. Text with a decimal comma is accepted only with `digits`, whose rule allows it.
 */
export function numberField(options: NumberFieldOptions = {}) {
  const rules: Rule<unknown>[] = [required];
  if (options.digits) rules.push(digitCapacity(options.digits[0], options.digits[1]));
  else rules.push(options.fractions ? numberOrFraction : numeric);
  if (options.positiveInteger) rules.push(positiveInteger);
  if (options.greaterThan !== undefined) rules.push(greaterThan(options.greaterThan));
  if (options.lowerThan !== undefined) rules.push(lowerThan(options.lowerThan));
  if (options.between) rules.push(between(options.between[0], options.between[1]));
  const base = z.union([z.number(), z.string()], { error: typeError(messages.number) });
  // Every accepted input reads as a number: the rules above refused all the others.
  return withRules(base, ...rules).transform((v) => readNumber(v) as number);
}

export const positiveIntegerField = () => numberField({ positiveInteger: true });

/**
 * Makes a field optional: absent, null or blank text becomes undefined and skips the rules
 * (a cleared optional input is "no value", not an error).
 */
export function optionalField<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (isEmptyInput(v) ? undefined : v), schema.optional());
}

/**
 * Kick-off / end-of-curve on an object schema: issues land on the start and end keys, with the
 * messages of validateCurveInterval.
 */
export function withCurveInterval<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  keys: { start: string; end: string },
  limits: { min: number; max: number },
): S {
  return schema.superRefine((value, ctx) => {
    const result = validateCurveInterval({ start: value[keys.start], end: value[keys.end], ...limits });
    if (result.start !== true) ctx.addIssue({ code: 'custom', message: result.start, path: [keys.start] });
    if (result.end !== true) ctx.addIssue({ code: 'custom', message: result.end, path: [keys.end] });
  });
}
