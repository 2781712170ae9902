import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  fileNameField,
  numberField,
  optionalField,
  passwordField,
  positiveIntegerField,
  textField,
  withCurveInterval,
  withRules,
} from './zod-fields';
import { unique } from './unique';

/** The messages zod reports, by field path. */
function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || '(root)', i.message]));
}

describe('zod fields share the rule messages', () => {
  const form = z.object({ name: textField({ maxLength: 10 }), email: emailField(), password: passwordField() });

  it('an absent key is a required field, blank text cannot be empty', () => {
    expect(issues(form, { name: '  ', password: '12345678' })).toEqual({
      name: 'This field could not be empty',
      email: 'Required field',
    });
  });

  it('each field reports its first failing rule', () => {
    expect(issues(form, { name: 'x'.repeat(11), email: 'nope', password: 'short' })).toEqual({
      name: 'Length should be lower 10',
      email: 'E-mail is invalid',
      password: 'Min 8 characters',
    });
  });

  it('a valid object parses', () => {
    expect(form.parse({ name: 'Rig 7', email: 'a@b.co', password: '12345678' })).toEqual({ name: 'Rig 7', email: 'a@b.co', password: '12345678' });
  });

  it('file names', () => {
    expect(issues(fileNameField(), 'a/b')).toEqual({ '(root)': 'File name cannot contain any of these characters: \\ / : * ? " < > |' });
  });
});

describe('numberField', () => {
  it('parses numbers from JSON and from typed text', () => {
    expect(numberField().parse(12.5)).toBe(12.5);
    expect(numberField().parse(' -3 ')).toBe(-3);
    expect(numberField({ fractions: true }).parse('9 5/8')).toBe(9.625);
    expect(numberField({ digits: [5, 2] }).parse('12,5')).toBe(12.5);
  });

  it('a decimal comma accepted by digit capacity is compared as a number by the bounds', () => {
    expect(numberField({ digits: [5, 2], greaterThan: 10 }).parse('12,5')).toBe(12.5);
    expect(issues(numberField({ digits: [5, 2], greaterThan: 10 }), '9,5')).toEqual({ '(root)': 'Should be greater than 10' });
  });

  it('reports the spec messages', () => {
    expect(issues(numberField(), undefined)).toEqual({ '(root)': 'Required field' });
    expect(issues(numberField(), true)).toEqual({ '(root)': 'Should be a number' });
    expect(issues(numberField(), 'abc')).toEqual({ '(root)': 'Should be a number' });
    expect(issues(numberField({ greaterThan: 0 }), 0)).toEqual({ '(root)': 'Should be greater than 0' });
    expect(issues(numberField({ lowerThan: 90 }), '95')).toEqual({ '(root)': 'Should be lower than 90' });
    expect(issues(numberField({ between: [0, 360] }), 361)).toEqual({ '(root)': 'Should be between 0 and 360' });
    expect(issues(numberField({ digits: [3, 1] }), '1234')).toEqual({ '(root)': 'Invalid value' });
    expect(issues(positiveIntegerField(), '0')).toEqual({ '(root)': 'Should be a integer and positive' });
  });

  it('an optional field takes absent and blank input as no value', () => {
    const s = z.object({ topM: optionalField(numberField()) });
    expect(s.parse({})).toEqual({ topM: undefined });
    expect(s.parse({ topM: '  ' })).toEqual({ topM: undefined });
    expect(issues(s, { topM: 'x' })).toEqual({ topM: 'Should be a number' });
  });
});

describe('composition', () => {
  it('withRules adds any rule, e.g. uniqueness', () => {
    const s = withRules(z.string(), unique(['Main']));
    expect(issues(s, 'main')).toEqual({ '(root)': 'The value must be unique' });
  });

  it('withCurveInterval puts messages on the start and end keys', () => {
    const s = withCurveInterval(z.object({ kop: z.number(), eoc: z.number() }), { start: 'kop', end: 'eoc' }, { min: 500, max: 3000 });
    expect(issues(s, { kop: 1800, eoc: 1200 })).toEqual({ kop: 'Should be lower than 1200', eoc: 'Should be greater than 1800' });
    expect(issues(s, { kop: 100, eoc: 1200 })).toEqual({ kop: 'Should be between 500 and 3000' });
    expect(s.parse({ kop: 1000, eoc: 1200 })).toEqual({ kop: 1000, eoc: 1200 });
  });
});
