import { CASING_TYPES, type CasingTypeId } from '../constants/equipment';
import { messages } from './messages';
import { isEmptyInput, type RuleResult } from './rule';

/** Types a user may pick for a new casing; riser stays readable on old records but is not offered. */
export const selectableCasingTypes = () => CASING_TYPES.filter((t) => !t.disabled);

export function casingType(value: unknown): RuleResult {
  if (isEmptyInput(value)) return true;
  const type = CASING_TYPES.find((t) => t.id === (value as CasingTypeId));
  if (!type) return messages.invalidValue;
  return type.disabled ? messages.casingTypeDisabled : true;
}
