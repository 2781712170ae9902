/**
 * A trajectory point as the survey table shows it (spec 3.6 columns: md, inc, az, vsec, tvd,
 * diff_pressure, gamma, wob, rpm, dls, tf, ns_from_ref, ew_from_ref), plus build, turn, closure and the
 * slide columns. Metres, degrees, °/30 m; the client converts to the user's units.
 */
import type { ApiStation } from '../../src/api/directional/types';
import { displayedToolface } from '../../src/domain/directional/toolface';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import { closure, verticalSectionM } from '../../src/domain/directional/vertical-section';
import type { SurveySettings } from './survey-settings';
import type { StationRecord } from './well-directional';

export const STATION_UNITS = {
  md: 'm',
  tvd: 'm',
  vsec: 'm',
  ns_from_ref: 'm',
  ew_from_ref: 'm',
  inc: 'deg',
  az: 'deg',
  dls: 'deg/30m',
  build: 'deg/30m',
  turn: 'deg/30m',
  tf: 'deg',
  diff_pressure: 'MPa',
  gamma: 'gAPI',
  wob: 't',
  rpm: 'rpm',
  slide_seen: 'm',
  motor_yield: 'deg/30m',
  closure_distance: 'm',
  closure_azimuth: 'deg',
} as const;

export type { ApiStation };

const finiteOrNull = (v: number) => (Number.isFinite(v) ? v : null);

export function apiStation(
  p: TrajectoryPoint,
  previousIncDeg: number | null,
  settings: SurveySettings,
  extra: { record?: StationRecord; isTieIn?: boolean; interpolated?: boolean } = {},
): ApiStation {
  const tf = previousIncDeg === null ? undefined : displayedToolface(previousIncDeg, p);
  const c = closure(p);
  const r = extra.record;
  return {
    id: r?.id ?? null,
    md: p.mdM,
    inc: p.incDeg,
    az: p.aziDeg,
    vsec: verticalSectionM(p, settings.vsAziDeg, settings.vsOrigin),
    tvd: p.tvdM,
    ns_from_ref: p.northM,
    ew_from_ref: p.eastM,
    dls: p.dlsDegPer30m,
    build: p.buildDegPer30m,
    turn: p.turnDegPer30m,
    tf: tf ? finiteOrNull(tf.deg) : null,
    tf_type: tf?.kind ?? null,
    closure_distance: c.distanceM,
    closure_azimuth: c.aziDeg,
    diff_pressure: r?.diffPressureMpa ?? null,
    gamma: r?.gammaApi ?? null,
    wob: r?.wobT ?? null,
    rpm: r?.rpm ?? null,
    slide_seen: r?.slideSeenM ?? null,
    motor_yield: r?.motorYieldDegPer30m ?? null,
    source: r?.source ?? null,
    surveyed_at: r?.surveyedAt ?? null,
    is_tie_in: extra.isTieIn ?? false,
    interpolated: extra.interpolated ?? false,
  };
}

/** Every point of a trajectory as API stations, matching survey records by MD. */
export function apiStations(
  trajectory: readonly TrajectoryPoint[],
  settings: SurveySettings,
  records: readonly StationRecord[] = [],
  interpolatedMds?: ReadonlySet<number>,
): ApiStation[] {
  const byMd = new Map(records.map((r) => [r.mdM, r]));
  return trajectory.map((p, k) => {
    const record = byMd.get(p.mdM);
    const interpolated = interpolatedMds?.has(p.mdM) ?? false;
    return apiStation(p, k > 0 ? trajectory[k - 1].incDeg : null, settings, {
      record: interpolated ? undefined : record,
      isTieIn: k === 0 && !record,
      interpolated,
    });
  });
}
