/**
 * Demo directional data: for every demo well a definitive plan designed with the engine, targets, a
 * lease line and formation tops; for every well that has been spudded, a survey drilled along the plan
 * to its current depth, with the survey table's drilling columns. Deterministic: same seed, same data.
 */
import { interpolateAtTvd } from '../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import type { Station, TrajectoryPoint } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { DEPTH_TIME_EXPONENT } from '../simulator/history/survey-times';
import { insertStations, type StationInput } from '../directional/survey-stations';
import { DAY_S, DEMO_WELLS } from './demo-org';
import { demoBoundaries, demoTargets } from './directional/demo-geometry';
import { demoPlan, SURFACE, type DemoPlan } from './directional/demo-plan';
import { DEMO_PROFILES, FIELD_TOPS, FIELDS, type DirectionalProfile } from './directional/demo-profiles';
import { drillSurvey } from './directional/drilled-survey';
import { sensorsFor } from './directional/survey-sensors';
import { loadDemoKeys } from './keys';
import { createPrng } from './prng';
import type { SeedStep } from './steps';

/** A stable number per well key, so each well's drift is its own and does not move when others change. */
export function keySeed(seed: number, key: string): number {
  let h = seed >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x9e3779b1) >>> 0;
  return h;
}

/** How deep the well has been drilled (null: not spudded). */
export function drilledMd(p: DirectionalProfile, plan: DemoPlan): number | null {
  switch (p.drilledTo.kind) {
    case 'none':
      return null;
    case 'td':
      return p.tdMdM;
    case 'md':
      return p.drilledTo.mdM;
    case 'curve-fraction':
      return Math.round((plan.kopMdM + p.drilledTo.fraction * (plan.landingMdM - plan.kopMdM)) * 100) / 100;
  }
}

async function insertPlan(
  db: Queryable,
  wellId: string,
  name: string,
  variant: string,
  definitive: boolean,
  description: string,
  plan: DemoPlan,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into well_plans (well_id, name, variant, is_definitive, description, design) values ($1, $2, $3, $4, $5, $6) returning id',
    [wellId, name, variant, definitive, description, JSON.stringify({ start: SURFACE, segments: plan.segments })],
  );
  const s = plan.design.stations;
  await db.query('insert into well_plan_stations (plan_id, md_m, inc_deg, azi_deg) select $1::uuid, * from unnest($2::float8[], $3::float8[], $4::float8[])', [
    rows[0].id,
    s.map((x) => x.mdM),
    s.map((x) => x.incDeg),
    s.map((x) => x.aziDeg),
  ]);
  return rows[0].id;
}

/** The survey rows of a drilled well: stations, their drilling columns and when each was taken. */
function surveyRows(p: DirectionalProfile, stations: Station[], startS: number, endS: number, rnd: ReturnType<typeof createPrng>): StationInput[] {
  const t = minimumCurvature([{ mdM: 0, incDeg: 0, aziDeg: 0 }, ...stations]);
  const lastMd = stations[stations.length - 1].mdM;
  // Drillers pick a motor whose yield is some 5-12 % above the planned build: the curve slides most stands end to end.
  const motorYield = p.buildDlsDegPer30m * rnd.range(1.05, 1.12);
  return stations.map((s, i) => {
    const point = t[i + 1];
    const course = { lengthM: s.mdM - t[i].mdM, dlsDegPer30m: point.dlsDegPer30m };
    const f = (s.mdM / lastMd) ** DEPTH_TIME_EXPONENT;
    return {
      md: s.mdM,
      inc: Math.round(s.incDeg * 100) / 100,
      az: (Math.round(s.aziDeg * 100) / 100) % 360,
      ...sensorsFor(course, point.tvdM, p.field, motorYield, rnd),
      surveyed_at: Math.round(startS + f * (endS - startS)),
    };
  });
}

/**
 * The seeded survey of a demo well (none before spud): stations drilled along its plan, stamped from spud
 * to the end of its drilling. The demo history re-times the ones it covers (step-logs.ts).
 */
export function demoSurveyRows(p: DirectionalProfile, seed: number, anchorS: number): StationInput[] {
  const demo = DEMO_WELLS.find((w) => w.key === p.key);
  const plan = demoPlan(p);
  const toMd = drilledMd(p, plan);
  if (!demo || toMd === null || demo.spudDay === null) return [];
  const rnd = createPrng(keySeed(seed, p.key));
  const planT = plan.design.trajectory;
  const stations = drillSurvey(planT, planT[0], toMd, rnd);
  const startS = anchorS + demo.spudDay * DAY_S + 6 * 3600;
  const endS = demo.releaseDay === null ? anchorS - 3600 : anchorS + demo.releaseDay * DAY_S - 2 * DAY_S;
  return surveyRows(p, stations, startS, endS, rnd);
}

export const directionalStep: SeedStep = {
  id: '002-directional',
  async run({ db, anchorS, seed, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) throw new Error('the directional demo step needs the demo organisation (001-org) first');
    const plans = new Map(DEMO_PROFILES.map((p) => [p.key, demoPlan(p)]));
    const siteOf = new Map<string, DirectionalProfile>();
    for (const p of DEMO_PROFILES) if (!siteOf.has(p.site)) siteOf.set(p.site, p);
    // Every plan of a site in the site's frame: the pad's wells share one lease line.
    const inSiteFrame = (p: DirectionalProfile) =>
      plans.get(p.key)!.design.trajectory.map((q) => ({ ...q, northM: q.northM + p.slotNorthM, eastM: q.eastM + p.slotEastM }));
    let stationCount = 0;
    for (const p of DEMO_PROFILES) {
      const wellId = keys.wells[p.key];
      const demo = DEMO_WELLS.find((w) => w.key === p.key);
      if (!wellId || !demo) continue;
      const field = FIELDS[p.field];
      const site = siteOf.get(p.site)!;
      const siteWell = DEMO_WELLS.find((w) => w.key === site.key)!;
      const plan = plans.get(p.key)!;
      const planT = plan.design.trajectory;
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into well_survey_settings (well_id, vs_azimuth_deg, north_reference, convergence_deg, declination_deg, dip_deg, total_field_nt, error_model,
             hole_diameter_in, site_name, site_latitude, site_longitude, slot_name, slot_north_m, slot_east_m, datum_elevation_m)
           values ($1, $2, $3, $4, $5, $6, $7, 'iscwsa-mwd-rev4', $8, $9, $10, $11, $12, $13, $14, $15)`,
          [
            wellId,
            p.lateralAziDeg,
            field.northReference,
            field.convergenceDeg,
            field.declinationDeg,
            field.dipDeg,
            field.totalFieldNt,
            p.holeDiameterIn,
            p.site,
            siteWell.lat,
            siteWell.lon,
            p.slot,
            p.slotNorthM,
            p.slotEastM,
            field.datumElevationM,
          ],
        );
        const short = demo.name.replace(/^.* (\S+)$/, '$1');
        const planId = await insertPlan(
          tx,
          wellId,
          `${demo.name} Plan #1`,
          'PRINCIPAL',
          true,
          `Land in ${FIELD_TOPS[p.field].find((t) => t.tvdM <= p.landingTvdM && t.tvdM > p.landingTvdM - 200)?.name ?? 'the target'} at ${p.landingTvdM} m TVD; ${Math.round(p.tdMdM - plan.landingMdM)} m lateral on ${p.lateralAziDeg}°`,
          plan,
        );
        if (p.key === 'redhawk-2h') {
          const straight = demoPlan({ ...p, lateralAziDeg: 180 });
          await insertPlan(tx, wellId, `${demo.name} straight lateral`, 'PROPOSAL', false, 'Lateral held on 180° instead of closing toward 1H', straight);
        }
        if (p.key === 'bluebonnet-1h') {
          const low = demoPlan({ ...p, landingTvdM: p.landingTvdM + 6 });
          await insertPlan(
            tx,
            wellId,
            `${demo.name} geosteer low`,
            'GEOSTEERING',
            false,
            'Landing 6 m deeper after the pilot showed the sweet spot lower',
            low,
          );
        }
        for (const t of demoTargets(p, short, planT, plan.landingMdM)) {
          await tx.query(
            `insert into well_targets (well_id, plan_id, name, shape, centre_tvd_m, centre_north_m, centre_east_m, geometry, color) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [wellId, planId, t.name, t.shape, t.centre.tvdM, t.centre.northM, t.centre.eastM, JSON.stringify(t.geometry), t.color],
          );
        }
        const padPlans = DEMO_PROFILES.filter((x) => x.site === p.site).map(inSiteFrame);
        for (const b of demoBoundaries(p, padPlans)) {
          await tx.query('insert into well_boundaries (well_id, name, kind, vertices) values ($1, $2, $3, $4)', [
            wellId,
            b.name,
            b.kind,
            JSON.stringify(b.vertices),
          ]);
        }
        let drilled: TrajectoryPoint[] = [];
        const rows = demoSurveyRows(p, seed, anchorS);
        if (rows.length > 0) {
          await insertStations(tx, wellId, rows, 'demo');
          stationCount += rows.length;
          drilled = minimumCurvature([{ mdM: 0, incDeg: 0, aziDeg: 0 }, ...rows.map((r) => ({ mdM: r.md, incDeg: r.inc, aziDeg: r.az }))]);
        }
        for (const top of FIELD_TOPS[p.field]) {
          const crossed = drilled.length > 1 ? interpolateAtTvd(drilled, top.tvdM) : undefined;
          await tx.query('insert into formation_tops (well_id, name, md_m, tvd_m, lithology, color, source) values ($1, $2, $3, $4, $5, $6, $7)', [
            wellId,
            top.name,
            crossed ? Math.round(crossed.mdM * 10) / 10 : null,
            crossed ? Math.round(crossed.tvdM * 10) / 10 : top.tvdM,
            top.lithology,
            top.color,
            crossed ? 'picked' : 'prognosis',
          ]);
        }
      });
    }
    log(`directional demo: ${DEMO_PROFILES.length} wells with plans, ${stationCount} survey stations`);
  },
};
