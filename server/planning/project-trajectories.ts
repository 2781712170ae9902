/**
 * Every well of a project in one frame (issue 20, Well Trajectories): each well's surface location
 * (latitude/longitude, site and slot), its survey and its definitive plan computed by the engine
 * (minimum curvature), all placed in the frame of the project's first located well with directional
 * data (common-frame.ts: site offset, slot offset, north reference, datum), with the vertical section
 * along that well's section azimuth.
 */
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { verticalSectionM } from '../../src/domain/directional/vertical-section';
import type { PathState, Station, TrajectoryPoint } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { frameTransform, positionInFrame, stationsInFrame, type FrameTransform } from '../directional/common-frame';
import { manyWellTrajectories } from '../directional/directional-cache';
import { planStart, type WellTrajectories } from '../directional/well-trajectories';
import { trajectoryKind } from './pad-anti-collision';

const r2 = (x: number) => Math.round(x * 100) / 100;

function inFrame(stations: readonly Station[], start: PathState, t: FrameTransform): TrajectoryPoint[] {
  if (stations.length === 0) return [];
  return minimumCurvature(stationsInFrame(stations, t), positionInFrame(start, t));
}

export async function projectTrajectories(db: Queryable, wellIds: readonly string[]) {
  const wells = await manyWellTrajectories(db, wellIds);
  const kinds = wells.map(trajectoryKind);
  const frame = wells.find((w, i) => kinds[i] !== 'none' && frameTransform(w.settings, w.settings)) ?? wells[0] ?? null;
  const vsAzi = frame?.settings.vsAziDeg ?? 0;
  const points = (t: readonly TrajectoryPoint[]) =>
    t.map((p) => ({
      md: r2(p.mdM),
      inc: r2(p.incDeg),
      azi: r2(p.aziDeg),
      tvd: r2(p.tvdM),
      ns: r2(p.northM),
      ew: r2(p.eastM),
      vs: r2(verticalSectionM(p, vsAzi)),
      dls: r2(p.dlsDegPer30m),
    }));
  const out = wells.map((w: WellTrajectories, i) => {
    const t = frame ? frameTransform(frame.settings, w.settings) : null;
    const plan = w.definitivePlan;
    const survey = t && w.factStations().length ? inFrame(w.factStations(), w.settings.tieIn, t) : [];
    // the plan every 30 m along its arcs (its design stations alone are only the segment ends)
    const planStations = plan ? w.surveyProgram(plan.id).map((p) => ({ mdM: p.mdM, incDeg: p.incDeg, aziDeg: p.aziDeg })) : [];
    const planT = t && plan && planStations.length ? inFrame(planStations, planStart(plan, w.settings), t) : [];
    const last = survey.at(-1) ?? null;
    return {
      well_id: w.data.well.id,
      name: w.data.well.name,
      status: w.data.well.status,
      stage: w.data.well.stage,
      latitude: w.data.well.latitude,
      longitude: w.data.well.longitude,
      site_name: w.settings.siteName,
      slot_name: w.settings.slotName,
      located: t !== null,
      slot: t ? { ns: r2(t.origin.northM), ew: r2(t.origin.eastM), tvd: r2(t.origin.tvdM) } : null,
      trajectory: kinds[i],
      last_survey: last ? { md: r2(last.mdM), tvd: r2(last.tvdM), inc: r2(last.incDeg), azi: r2(last.aziDeg) } : null,
      plan: plan
        ? { id: plan.id, name: plan.name, td_md: planT.at(-1) ? r2(planT.at(-1)!.mdM) : null, td_tvd: planT.at(-1) ? r2(planT.at(-1)!.tvdM) : null }
        : null,
      survey: points(survey),
      plan_points: points(planT),
    };
  });
  return {
    frame: frame
      ? { well_id: frame.data.well.id, name: frame.data.well.name, north_reference: frame.settings.northReference, site_name: frame.settings.siteName }
      : null,
    vs_azimuth: vsAzi,
    wells: out,
  };
}
