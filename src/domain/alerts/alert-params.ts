/**
 * The tunable numbers of each alert type (the detector's params, names with units) and their
 * defaults; a subscription stores only the ones it changes. Types without a detector yet take none.
 */
import type { AlertCategory, AlertTypeId } from '../constants/alerts-and-reports';
import { ALERT_TYPES } from '../constants/alerts-and-reports';
import { AC_DEFAULTS } from './ac-alert';
import { lowRop } from './low-rop';
import { motorStall } from './motor-stall';
import { HIGH_DLS_DEFAULTS, LOW_DLS_DEFAULTS } from './survey-alerts';
import { washout } from './washout';

export const ALERT_PARAM_DEFAULTS: Partial<Record<AlertTypeId, Readonly<Record<string, number>>>> = {
  ac: { ...AC_DEFAULTS },
  low_rop: { ...lowRop.defaults },
  motor_stall: { ...motorStall.defaults },
  washout: { ...washout.defaults },
  high_dls: { ...HIGH_DLS_DEFAULTS },
  low_dls: { ...LOW_DLS_DEFAULTS },
};

/** The problem with a subscription's params for its type, or null. */
export function alertParamsProblem(type: AlertTypeId, params: Readonly<Record<string, number>>): string | null {
  const allowed = [...Object.keys(ALERT_PARAM_DEFAULTS[type] ?? {}), ...(type === 'high_dls' || type === 'low_dls' ? ['fromMdM', 'toMdM'] : [])];
  const unknown = Object.keys(params).filter((k) => !allowed.includes(k));
  if (unknown.length === 0) return null;
  return `unknown parameter ${unknown.join(', ')} for ${type}${allowed.length ? ` (one of ${allowed.join(', ')})` : ' (it takes none)'}`;
}

export function alertCategory(type: AlertTypeId): AlertCategory {
  return ALERT_TYPES.find((t) => t.id === type)!.category;
}
