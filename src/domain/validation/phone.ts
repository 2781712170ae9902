import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/**
 * International or national numbers as people write them: an optional leading '+', digits,
 * spaces, dots, hyphens and brackets, with 7 to 15 digits (E.164's longest is 15).
 */
export function phone(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  if (typeof value !== 'string') return messages.phone;
  const text = value.trim();
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 7 && digits <= 15 ? true : messages.phone;
}
