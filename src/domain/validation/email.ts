import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/**
 * The WHATWG form e-mail grammar, plus a dotted domain: 'name@localhost' is valid HTML but never
 * an address a colleague can receive mail at.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function email(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  return typeof value === 'string' && EMAIL.test(value.trim()) ? true : messages.email;
}
