/** The live-stream detectors by alert type: the evaluator runs these on every second of a well. */
import type { AlertTypeId } from '../constants/alerts-and-reports';
import { customRule } from './custom-rule';
import { lowRop } from './low-rop';
import { motorStall } from './motor-stall';
import type { LiveDetector } from './types';
import { washout } from './washout';

export const LIVE_DETECTORS: Partial<Record<AlertTypeId, LiveDetector<any, any>>> = {
  low_rop: lowRop,
  motor_stall: motorStall,
  washout,
  custom_rule: customRule,
};

/** Detector params: the subscription's own values over the detector's defaults (unknown keys and other types dropped). */
export function paramsFor<P extends object>(defaults: P, given: Readonly<Record<string, unknown>>): P {
  const out = { ...defaults } as Record<string, unknown>;
  for (const [k, d] of Object.entries(defaults)) {
    const v = given[k];
    if (typeof v === typeof d && (typeof v !== 'number' || Number.isFinite(v))) out[k] = v;
  }
  return out as P;
}
