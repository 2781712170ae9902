import { messages } from './messages';
import { readNumber } from './number';
import { isEmptyInput, type RuleResult } from './rule';

export interface CurveInterval {
  /** Kick-off point (start of the curve). */
  readonly start: unknown;
  /** End of curve. */
  readonly end: unknown;
  /** Where the kick-off may lie, e.g. the section's depth range. */
  readonly min: number;
  readonly max: number;
}

/**
 * Kick-off / end-of-curve (app-shell §5): the start lies within min and max and below the end;
 * the end lies above the start. Each field gets its own message so both inputs show what to fix;
 * the texts are the bound messages ('Should be between …', 'Should be lower than …',
 * 'Should be greater than …').
 */
export function validateCurveInterval(c: CurveInterval): { start: RuleResult; end: RuleResult } {
  const start = isEmptyInput(c.start) ? null : readNumber(c.start);
  const end = isEmptyInput(c.end) ? null : readNumber(c.end);
  let startResult: RuleResult = true;
  let endResult: RuleResult = true;
  if (!isEmptyInput(c.start) && start === null) startResult = messages.number;
  else if (start !== null && (start < c.min || start > c.max)) startResult = messages.between(c.min, c.max);
  else if (start !== null && end !== null && start >= end) startResult = messages.lowerThan(end);
  if (!isEmptyInput(c.end) && end === null) endResult = messages.number;
  else if (start !== null && end !== null && end <= start) endResult = messages.greaterThan(start);
  return { start: startResult, end: endResult };
}
