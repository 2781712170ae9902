import { messages } from './messages';
import { isEmptyInput, type Rule } from './rule';

/**
 * Maximum length, inclusive: maxLength(150) accepts 150 characters, as the product's "max file
 * name length 150" does. Message 'Length should be lower {n}'.
 */
export function maxLength(n: number): Rule<unknown> {
  return (value) => {
    if (isEmptyInput(value)) return true;
    const length = typeof value === 'string' || Array.isArray(value) ? value.length : String(value).length;
    return length <= n ? true : messages.maxLength(n);
  };
}
