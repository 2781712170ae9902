import { messages } from './messages';
import type { RuleResult } from './rule';

/** Default system templates are read-only; the user is told to copy one to change it. */
export function editableTemplate(isSystemTemplate: boolean): RuleResult {
  return isSystemTemplate ? messages.systemTemplate : true;
}
