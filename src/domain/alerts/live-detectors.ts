/** The live-stream detectors by alert type: the evaluator runs these on every second of a well. */
import type { AlertTypeId } from '../constants/alerts-and-reports';
import { lowRop } from './low-rop';
import { motorStall } from './motor-stall';
import type { LiveDetector } from './types';
import { washout } from './washout';

export const LIVE_DETECTORS: Partial<Record<AlertTypeId, LiveDetector<any, any>>> = {
  low_rop: lowRop,
  motor_stall: motorStall,
  washout,
};

/** Detector params: the subscription's own numbers over the detector's defaults (unknown keys dropped). */
export function paramsFor<P extends object>(defaults: P, given: Readonly<Record<string, unknown>>): P {
  const out = { ...defaults } as Record<string, unknown>;
  for (const k of Object.keys(defaults)) if (typeof given[k] === 'number' && Number.isFinite(given[k])) out[k] = given[k];
  return out as P;
}
