/**
 * A well plan as the sequence a planner types: hold, curve at a DLS to an inclination and azimuth,
 * hold to an MD or TVD. Each segment becomes minimum-curvature stations, so the plan's positions come
 * from the same engine as the surveys it is compared with.
 */
import { toDeg } from '../angles';
import { toolfaceAtEndDeg } from '../arc';
import { doglegRad, toolfaceDeg } from '../minimum-curvature';
import { continuePath } from '../path';
import type { PathState, Station, TrajectoryPoint } from '../types';
import { arcStations, radiusM } from './arc-stations';

export type PlanSegment =
  | { readonly kind: 'hold'; readonly lengthM: number }
  | { readonly kind: 'hold-to-md'; readonly mdM: number }
  | { readonly kind: 'hold-to-tvd'; readonly tvdM: number }
  /** Curve for a length at a DLS and gravity toolface (set at the start of the curve). */
  | { readonly kind: 'curve'; readonly dlsDegPer30m: number; readonly gtfDeg: number; readonly lengthM: number }
  /** Curve at a DLS until the hole points at inc/azi (the toolface follows from the two directions). */
  | { readonly kind: 'curve-to'; readonly dlsDegPer30m: number; readonly incDeg: number; readonly aziDeg: number };

/** One section of a designed plan, for plan listings ("build 2°/30 m to 60°"). */
export interface PlanSection {
  readonly kind: 'hold' | 'curve';
  readonly fromMdM: number;
  readonly toMdM: number;
  readonly dlsDegPer30m: number;
  /** Toolface at the start of a curve; NaN for a hold. */
  readonly gtfDeg: number;
}

export interface PlanDesign {
  /** Stations from the start (included) to TD. */
  readonly stations: Station[];
  readonly trajectory: TrajectoryPoint[];
  readonly sections: PlanSection[];
}

export class PlanDesignError extends Error {}

export function planFromSegments(start: PathState, segments: readonly PlanSegment[]): PlanDesign {
  const stations: Station[] = [];
  const sections: PlanSection[] = [];
  let here: PathState = start;
  const last = (): Station => (stations.length > 0 ? stations[stations.length - 1] : start);
  const advance = (added: Station[], section: PlanSection) => {
    stations.push(...added);
    sections.push(section);
    const t = continuePath(here, added);
    here = t[t.length - 1];
  };
  segments.forEach((seg, i) => {
    const from = last();
    switch (seg.kind) {
      case 'hold':
      case 'hold-to-md':
      case 'hold-to-tvd': {
        const lengthM = seg.kind === 'hold' ? seg.lengthM : seg.kind === 'hold-to-md' ? seg.mdM - from.mdM : holdLengthToTvd(here, seg.tvdM, i);
        if (!(lengthM > 0)) throw new PlanDesignError(`segment ${i + 1} (${seg.kind}) has no length`);
        advance([{ mdM: from.mdM + lengthM, incDeg: from.incDeg, aziDeg: from.aziDeg }], {
          kind: 'hold',
          fromMdM: from.mdM,
          toMdM: from.mdM + lengthM,
          dlsDegPer30m: 0,
          gtfDeg: NaN,
        });
        return;
      }
      case 'curve': {
        const R = radiusM(seg.dlsDegPer30m);
        const added = arcStations(from, toDeg(seg.lengthM / R), seg.gtfDeg, R);
        advance(added, { kind: 'curve', fromMdM: from.mdM, toMdM: from.mdM + seg.lengthM, dlsDegPer30m: seg.dlsDegPer30m, gtfDeg: seg.gtfDeg });
        return;
      }
      case 'curve-to': {
        const to: Station = { mdM: from.mdM, incDeg: seg.incDeg, aziDeg: seg.aziDeg };
        const beta = doglegRad(from, to);
        if (!(seg.dlsDegPer30m > 0)) throw new PlanDesignError(`segment ${i + 1} (curve-to) needs a positive DLS`);
        const lengthM = beta * radiusM(seg.dlsDegPer30m);
        const gtfDeg = toolfaceDeg(from, to).gtfDeg;
        const added = beta < Math.PI / 2 + 1e-9 ? [{ ...to, mdM: from.mdM + lengthM }] : arcStations(from, toDeg(beta), gtfDeg, radiusM(seg.dlsDegPer30m));
        // pin the end direction to the one asked for (arcStations can differ in the last digits)
        added[added.length - 1] = { mdM: from.mdM + lengthM, incDeg: seg.incDeg, aziDeg: seg.aziDeg };
        advance(added, { kind: 'curve', fromMdM: from.mdM, toMdM: from.mdM + lengthM, dlsDegPer30m: seg.dlsDegPer30m, gtfDeg });
        return;
      }
    }
  });
  return { stations: [{ mdM: start.mdM, incDeg: start.incDeg, aziDeg: start.aziDeg }, ...stations], trajectory: continuePath(start, stations), sections };
}

function holdLengthToTvd(here: PathState, tvdM: number, i: number): number {
  const c = Math.cos((here.incDeg * Math.PI) / 180);
  const lengthM = (tvdM - here.tvdM) / c;
  if (!(c > 1e-12) || !(lengthM > 0)) throw new PlanDesignError(`segment ${i + 1} (hold-to-tvd): a hold at ${here.incDeg}° never reaches TVD ${tvdM} m`);
  return lengthM;
}

/** Toolface to continue an existing arc a→b past b; re-exported so plan editors need one import. */
export { toolfaceAtEndDeg };
