import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/**
 * An http or https address with a host name, localhost or an IPv4 address, optional port, path,
 * query and fragment. The scheme is required: the product opens these links in a new tab, and
 * 'example.com' would resolve as a relative path.
 */
const URL_PATTERN = /^https?:\/\/(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export function url(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  return typeof value === 'string' && URL_PATTERN.test(value.trim()) ? true : messages.url;
}
