/**
 * The tunable numbers of each alert type (the detector's params, names with units) and their
 * defaults; a subscription stores only the ones it changes. A custom rule also names its channel and
 * comparison (the only text params). Types without a detector take none.
 */
import type { AlertCategory, AlertTypeId } from '../constants/alerts-and-reports';
import { ALERT_TYPES } from '../constants/alerts-and-reports';
import { AC_DEFAULTS } from './ac-alert';
import { customRule, RULE_CHANNELS, RULE_COMPARISONS } from './custom-rule';
import { DEVIATION_DEFAULTS } from './deviation-alert';
import { HARD_LINE_DEFAULTS } from './hard-line-alert';
import { lowRop } from './low-rop';
import { motorStall } from './motor-stall';
import { HIGH_DLS_DEFAULTS, LOW_DLS_DEFAULTS } from './survey-alerts';
import { washout } from './washout';

export type AlertParamValue = number | string;
export type AlertParams = Readonly<Record<string, AlertParamValue>>;

export const ALERT_PARAM_DEFAULTS: Partial<Record<AlertTypeId, AlertParams>> = {
  ac: { ...AC_DEFAULTS },
  deviation_from_plan: { ...DEVIATION_DEFAULTS },
  hard_line: { ...HARD_LINE_DEFAULTS },
  low_rop: { ...lowRop.defaults },
  motor_stall: { ...motorStall.defaults },
  washout: { ...washout.defaults },
  high_dls: { ...HIGH_DLS_DEFAULTS },
  low_dls: { ...LOW_DLS_DEFAULTS },
  custom_rule: { ...customRule.defaults },
};

/** Text params and the values each may take. */
const TEXT_PARAMS: Record<string, readonly string[]> = { channel: RULE_CHANNELS, comparison: RULE_COMPARISONS };

/** Params that must be positive where given (a window, a duration, a margin). */
const POSITIVE = ['windowS', 'minSamples', 'minDurationS', 'thresholdM', 'marginM'];

/** The problem with a subscription's params for its type, or null; names the parameter first ("channel: …"). */
export function alertParamsProblem(type: AlertTypeId, params: Readonly<Record<string, unknown>>): string | null {
  const defaults = ALERT_PARAM_DEFAULTS[type] ?? {};
  const allowed = [...Object.keys(defaults), ...(type === 'high_dls' || type === 'low_dls' ? ['fromMdM', 'toMdM'] : [])];
  const unknown = Object.keys(params).filter((k) => !allowed.includes(k));
  if (unknown.length) return `unknown parameter ${unknown.join(', ')} for ${type}${allowed.length ? ` (one of ${allowed.join(', ')})` : ' (it takes none)'}`;
  for (const [k, v] of Object.entries(params)) {
    const choices = TEXT_PARAMS[k];
    if (choices) {
      if (typeof v !== 'string' || !choices.includes(v)) return `${k}: must be one of ${choices.join(', ')}`;
    } else if (typeof v !== 'number' || !Number.isFinite(v)) return `${k}: must be a number`;
    else if (POSITIVE.includes(k) && !(v > 0)) return `${k}: must be above 0`;
  }
  // The default threshold belongs to the default channel (25 MPa of standpipe pressure): another channel needs its own.
  if (type === 'custom_rule' && params.channel !== undefined && params.channel !== defaults.channel && params.threshold === undefined) {
    return `threshold: give a threshold for ${String(params.channel)}`;
  }
  return null;
}

/** The numeric params only (what the directional checks spread over their defaults). */
export function numericParams(params: AlertParams): Record<string, number> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

export function alertCategory(type: AlertTypeId): AlertCategory {
  return ALERT_TYPES.find((t) => t.id === type)!.category;
}
