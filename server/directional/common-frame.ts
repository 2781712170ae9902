/**
 * Putting an offset well in a reference well's frame. Each well's own frame has its origin at its slot,
 * north as its azimuths are referenced (true or grid) and TVD below its own datum. Offsets compare in
 * the reference's frame: slot-to-slot offset (by site position and slot offsets), north reference
 * (via true north and each well's convergence) and datum elevation.
 */
import { convertAzimuthDeg, rotateGridToTrue, rotateTrueToGrid } from '../../src/domain/directional/north-reference';
import type { Position, Station } from '../../src/domain/directional/types';
import type { SurveySettings } from './survey-settings';

/** What places a frame: a well's survey settings, or an EDM wellbore's site, slot and datum. */
export type FrameSettings = Pick<
  SurveySettings,
  'siteName' | 'siteLatitude' | 'siteLongitude' | 'slotNorthM' | 'slotEastM' | 'northReference' | 'convergenceDeg' | 'datumElevationM'
>;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * True-north offset of site b from site a. Equirectangular: over the few kilometres offsets span its
 * error is well under a metre, far inside the survey uncertainty. Wells of one named site share it exactly.
 */
export function siteOffsetTrueM(a: FrameSettings, b: FrameSettings): { northM: number; eastM: number } | null {
  if (a.siteName !== null && a.siteName === b.siteName) return { northM: 0, eastM: 0 };
  if (a.siteLatitude === null || a.siteLongitude === null || b.siteLatitude === null || b.siteLongitude === null) return null;
  const meanLat = rad((a.siteLatitude + b.siteLatitude) / 2);
  return {
    northM: EARTH_RADIUS_M * rad(b.siteLatitude - a.siteLatitude),
    eastM: EARTH_RADIUS_M * Math.cos(meanLat) * rad(b.siteLongitude - a.siteLongitude),
  };
}

export interface FrameTransform {
  /** Offset's slot origin in the reference frame, metres (TVD: below the reference datum). */
  readonly origin: Position;
  /** Offset azimuth in its own reference to the reference well's. */
  azimuthDeg(aziDeg: number): number;
  /** A horizontal vector of the offset's frame in the reference frame (rotation only). */
  rotate<P extends { northM: number; eastM: number }>(p: P): P;
}

/** The transform from an offset well's own frame to the reference well's, or null when the wells cannot be located. */
export function frameTransform(ref: FrameSettings, offset: FrameSettings): FrameTransform | null {
  const site = siteOffsetTrueM(ref, offset);
  if (!site) return null;
  const toTrue = <P extends { northM: number; eastM: number }>(p: P): P => (offset.northReference === 'grid' ? rotateGridToTrue(p, offset.convergenceDeg) : p);
  const toRef = <P extends { northM: number; eastM: number }>(p: P): P => (ref.northReference === 'grid' ? rotateTrueToGrid(p, ref.convergenceDeg) : p);
  const slotTrue = { northM: site.northM + offset.slotNorthM - ref.slotNorthM, eastM: site.eastM + offset.slotEastM - ref.slotEastM };
  const origin = toRef(slotTrue);
  return {
    origin: { northM: origin.northM, eastM: origin.eastM, tvdM: ref.datumElevationM - offset.datumElevationM },
    azimuthDeg: (aziDeg) => {
      const trueAzi = convertAzimuthDeg(aziDeg, offset.northReference, 'true', offset.convergenceDeg);
      return convertAzimuthDeg(trueAzi, 'true', ref.northReference, ref.convergenceDeg);
    },
    rotate: (p) => toRef(toTrue(p)),
  };
}

/** Stations of the offset with azimuths in the reference's north. */
export function stationsInFrame(stations: readonly Station[], t: FrameTransform): Station[] {
  return stations.map((s) => ({ mdM: s.mdM, incDeg: s.incDeg, aziDeg: t.azimuthDeg(s.aziDeg) }));
}

/** A position of the offset's own frame in the reference frame. */
export function positionInFrame(p: Position, t: FrameTransform): Position {
  const r = t.rotate({ northM: p.northM, eastM: p.eastM });
  return { northM: t.origin.northM + r.northM, eastM: t.origin.eastM + r.eastM, tvdM: t.origin.tvdM + p.tvdM };
}
