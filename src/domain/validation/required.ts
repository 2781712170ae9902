import { messages } from './messages';
import { isBlank, isMissing, type RuleResult } from './rule';

/**
 * The spec gives two texts for one rule. 'Required field' when there is no value at all
 * (undefined, null, NaN, an empty selection list); 'This field could not be empty' when the user
 * typed nothing but whitespace or cleared the text — the field exists and is visibly empty.
 */
export function required(value: unknown): RuleResult {
  if (isMissing(value) || (Array.isArray(value) && value.length === 0)) return messages.required;
  if (isBlank(value)) return messages.notEmpty;
  return true;
}
