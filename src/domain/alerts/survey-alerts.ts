/**
 * Directional alerts judged when a survey station arrives: high or low dogleg severity over the
 * last course (minimum curvature's dogleg, °/30 m), and the new station itself. Each station is its
 * own condition (its MD in the key), so a station fires at most once per subscription.
 */
import { doglegRad } from '../directional/minimum-curvature';
import type { Station } from '../directional/types';
import { round, type Firing } from './types';

export interface DlsParams {
  thresholdDegPer30m: number;
  /** Judge only stations from this MD on (a build section's low-DLS check, say). */
  fromMdM?: number;
  toMdM?: number;
}

export const HIGH_DLS_DEFAULTS: DlsParams = { thresholdDegPer30m: 3 };
export const LOW_DLS_DEFAULTS: DlsParams = { thresholdDegPer30m: 1 };

export function dlsDegPer30m(a: Station, b: Station): number {
  const courseM = b.mdM - a.mdM;
  return courseM > 0 ? ((doglegRad(a, b) * 180) / Math.PI / courseM) * 30 : 0;
}

const stationKey = (s: Station) => `md:${s.mdM.toFixed(2)}`;

/** The DLS alert of the last course of `stations` (sorted by MD), if it crosses the threshold. */
export function dlsFiring(kind: 'high' | 'low', stations: readonly Station[], p: DlsParams, timeS: number): Firing | null {
  if (stations.length < 2) return null;
  const a = stations[stations.length - 2];
  const b = stations[stations.length - 1];
  if ((p.fromMdM !== undefined && b.mdM < p.fromMdM) || (p.toMdM !== undefined && b.mdM > p.toMdM)) return null;
  const dls = dlsDegPer30m(a, b);
  const crossed = kind === 'high' ? dls > p.thresholdDegPer30m : dls < p.thresholdDegPer30m;
  if (!crossed) return null;
  return {
    conditionKey: stationKey(b),
    message: `${kind === 'high' ? 'High' : 'Low'} DLS: ${round(dls)} °/30 m from ${round(a.mdM, 1)} to ${round(b.mdM, 1)} m MD, ${kind === 'high' ? 'over' : 'under'} ${p.thresholdDegPer30m} °/30 m`,
    value: round(dls),
    threshold: p.thresholdDegPer30m,
    unit: '°/30m',
    depthM: b.mdM,
    timeS,
    extra: { incDeg: round(b.incDeg), aziDeg: round(b.aziDeg), courseM: round(b.mdM - a.mdM) },
  };
}

/** A new station: always an alert of its own (info). */
export function newSurveyFiring(stations: readonly Station[], timeS: number): Firing | null {
  const b = stations[stations.length - 1];
  if (!b) return null;
  const a = stations[stations.length - 2];
  const dls = a ? dlsDegPer30m(a, b) : 0;
  return {
    conditionKey: stationKey(b),
    message: `New survey at ${round(b.mdM, 1)} m MD: inclination ${round(b.incDeg)}°, azimuth ${round(b.aziDeg)}°, DLS ${round(dls)} °/30 m`,
    value: round(b.mdM, 2),
    threshold: 0,
    unit: 'm',
    depthM: b.mdM,
    timeS,
    extra: { incDeg: round(b.incDeg), aziDeg: round(b.aziDeg), dlsDegPer30m: round(dls) },
  };
}
