import { num, type LiveSample } from './types';

/** DOMAIN.md: on bottom when hole depth − bit depth is under ~0.5 m; drilling also needs weight and flow. */
export const ON_BOTTOM_M = 0.5;
const MIN_WOB_T = 0.5;
const MIN_FLOW_LPM = 100;

/** Drilling on bottom: bit within 0.5 m of the hole bottom, weight on bit and pumps on (when those channels exist). */
export function drillingOnBottom(s: LiveSample): boolean {
  const hole = num(s.values.holeDepthM);
  const bit = num(s.values.bitDepthM);
  if (hole !== null && bit !== null && hole - bit >= ON_BOTTOM_M) return false;
  const wob = num(s.values.wobT);
  if (wob !== null && wob < MIN_WOB_T) return false;
  const flow = num(s.values.flowInLpm);
  return flow === null || flow >= MIN_FLOW_LPM;
}
