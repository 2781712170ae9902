import { PASSWORD_MIN_LENGTH } from '../constants/limits';
import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/** 'Min 8 characters'. Whitespace counts: passphrases may contain spaces. */
export function password(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH ? true : messages.passwordMin;
}
