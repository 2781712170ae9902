import { messages } from './messages';
import { readNumber } from './number';
import { isEmptyInput, type Rule } from './rule';

export interface BoundOptions {
  /** Let the bound itself pass. Default false: the message says "greater than", and means it. */
  readonly orEqual?: boolean;
}

/** Lower bound: 'Should be greater than {n}'. */
export function greaterThan(n: number, options: BoundOptions = {}): Rule<unknown> {
  return (value) => {
    if (isEmptyInput(value)) return true;
    const v = readNumber(value);
    if (v === null) return messages.number;
    return v > n || (options.orEqual === true && v === n) ? true : messages.greaterThan(n);
  };
}

/** Upper bound: 'Should be lower than {n}'. */
export function lowerThan(n: number, options: BoundOptions = {}): Rule<unknown> {
  return (value) => {
    if (isEmptyInput(value)) return true;
    const v = readNumber(value);
    if (v === null) return messages.number;
    return v < n || (options.orEqual === true && v === n) ? true : messages.lowerThan(n);
  };
}

/** Range, both ends included: 'Should be between {a} and {b}'. */
export function between(a: number, b: number): Rule<unknown> {
  return (value) => {
    if (isEmptyInput(value)) return true;
    const v = readNumber(value);
    if (v === null) return messages.number;
    return v >= a && v <= b ? true : messages.between(a, b);
  };
}
