/**
 * The geosteering view of a well: its surveyed trajectory (MD, TVD, vertical section on the well's
 * VS azimuth) with the definitive plan as the target line, the formation tops as layers with the
 * target zone (the formation the plan lands in), the bit straight ahead of the last survey at the
 * hole depth the rig data has reached, its distances to the zone's top and base, and a gamma ray
 * track from the well's depth-indexed GR (simulator or imported LAS) and the gamma each survey
 * station read. What is missing is said in `notes`, never filled in.
 */
import { interpolateAtMd } from '../../src/domain/directional/interpolate';
import { landingPoint, projectToBit, sectionOf, targetZone, zoneDistances, type FormationLayer } from '../../src/domain/directional/geosteering';
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import { verticalSectionM } from '../../src/domain/directional/vertical-section';
import { valueAtMd } from '../../src/domain/directional/geosteering-interpretation';
import type { Queryable } from '../db/db';
import { readInterpretation } from './interpretation-store';
import { wellTrajectories } from '../directional/directional-cache';
import { depthChannels, depthWindow, readDepthSeries } from '../timeseries/depth-logs';
import type { TimeSeriesStore } from '../timeseries/store';

/** Depth-log channels read as gamma ray: the declared one, then common mnemonics of imported files. */
const GAMMA_CHANNEL = /^(gammaGapi|GR|GRC|GRS|GAMMA|SGR|MWD_GR|GR_.+)$/i;

const r2 = (v: number) => Math.round(v * 100) / 100;

async function lastHoleDepthM(store: TimeSeriesStore, wellId: string): Promise<{ mdM: number; atS: number } | null> {
  const hole = (await store.channels(wellId)).find((c) => c.channel === 'holeDepthM');
  if (!hole || hole.last_s === null) return null;
  const w = await store.window(wellId, ['holeDepthM'], hole.last_s - 120, hole.last_s + 1, 1);
  const v = w.channels.holeDepthM?.max.find((x) => x !== null && Number.isFinite(x));
  return v === undefined || v === null ? null : { mdM: v, atS: hole.last_s };
}

/** Position along the survey at an MD: on the arcs inside it, straight ahead below it; null above it. */
function atMd(survey: readonly TrajectoryPoint[], mdM: number): { tvdM: number; northM: number; eastM: number } | null {
  if (!survey.length || mdM < survey[0].mdM) return null;
  if (mdM <= survey[survey.length - 1].mdM) return interpolateAtMd(survey, mdM);
  return projectToBit(survey, mdM);
}

export async function readGeosteering(db: Queryable, store: TimeSeriesStore, wellId: string, buckets: number, rigData: boolean) {
  const notes: string[] = [];
  const w = await wellTrajectories(db, wellId);
  const survey = w.fact();
  const plan = w.definitiveTrajectory();
  const vsAzi = w.settings.vsAziDeg;

  const interp = await readInterpretation(db, wellId);
  const { rows: topRows } = await db.query<{ name: string; md_m: number | null; tvd_m: number | null; color: string | null; lithology: string | null }>(
    'select name, md_m, tvd_m, color, lithology from formation_tops where well_id = $1',
    [wellId],
  );
  const tops: (FormationLayer & { lithology: string | null })[] = [];
  for (const t of topRows) {
    let tvd = t.tvd_m === null ? null : Number(t.tvd_m);
    if (tvd === null && t.md_m !== null) {
      const md = Number(t.md_m);
      const from = [survey, plan].find((x) => x.length > 1 && md >= x[0].mdM && md <= x[x.length - 1].mdM);
      tvd = from ? interpolateAtMd(from, md).tvdM : null;
    }
    if (tvd !== null) tops.push({ name: t.name, tvdM: tvd, color: t.color, lithology: t.lithology });
  }
  tops.sort((a, b) => a.tvdM - b.tvdM);
  if (!tops.length) notes.push('No formation tops on this well: add them in Well Formations to see the layers and the target zone.');

  const landing = landingPoint(plan);
  const zone = landing ? targetZone(tops, landing.tvdM) : null;
  if (!plan.length) notes.push('No definitive plan: no target line, and no landing depth to choose the target formation by.');
  else if (tops.length && !zone) notes.push('The plan lands above every formation top given: no target zone.');

  const hole = rigData ? await lastHoleDepthM(store, wellId) : null;
  if (!rigData) notes.push('Rig data (hole depth, gamma log) needs the VIEW_LOGS permission on this well: not read.');
  const lastSurvey = survey[survey.length - 1] ?? null;
  let bit = null as null | ReturnType<typeof bitOf>;
  function bitOf(mdM: number, from: 'rig_data' | 'last_survey') {
    const p = projectToBit(survey, mdM)!;
    const planAt = plan.length > 1 && p.mdM >= plan[0].mdM && p.mdM <= plan[plan.length - 1].mdM ? interpolateAtMd(plan, p.mdM) : null;
    return {
      md_m: r2(p.mdM),
      tvd_m: r2(p.tvdM),
      vs_m: r2(verticalSectionM(p, vsAzi)),
      projected_m: r2(p.projectedM),
      md_from: from,
      /** TVD below the plan at the same MD (positive: deeper than the target line). */
      below_plan_m: planAt ? r2(p.tvdM - planAt.tvdM) : null,
      /** TVD below the interpreted target line at the bit's MD, and whether inside its window; null off the line. */
      target_line: (() => {
        const line = valueAtMd(interp.target_line_points, p.mdM, (x) => x.tvd_m);
        if (line === null) return null;
        const above = valueAtMd(interp.target_line_points, p.mdM, (x) => x.window_above_m)!;
        const below = valueAtMd(interp.target_line_points, p.mdM, (x) => x.window_below_m)!;
        const d = p.tvdM - line;
        return { below_line_m: r2(d), in_window: d >= -above && d <= below };
      })(),
      zone: zone
        ? (({ belowTopM, aboveBaseM, inZone }) => ({ below_top_m: r2(belowTopM), above_base_m: aboveBaseM === null ? null : r2(aboveBaseM), in_zone: inZone }))(
            zoneDistances(p.tvdM, zone),
          )
        : null,
    };
  }
  if (lastSurvey) {
    if (hole && hole.mdM >= lastSurvey.mdM) bit = bitOf(hole.mdM, 'rig_data');
    else {
      bit = bitOf(lastSurvey.mdM, 'last_survey');
      notes.push(
        hole ? 'The rig data ends above the last survey: the bit is shown at the last survey.' : 'No hole depth recorded: the bit is shown at the last survey.',
      );
    }
  } else notes.push('No survey stations yet: no actual trajectory and no bit position.');

  // Gamma ray: the GR depth log (each bucket's mid-range), and the gamma each survey station read.
  const depthLogs = rigData ? await depthChannels(db, wellId) : [];
  const gammaChannel = depthLogs.find((c) => GAMMA_CHANNEL.test(c.channel) && c.depth_type === 'MD' && c.points > 0) ?? null;
  let gamma: { source: string; channel: string; unit: string; md: number[]; value: number[]; vs: (number | null)[]; tvd: (number | null)[] } | null = null;
  if (gammaChannel) {
    const rows = depthLogs.filter((c) => c.channel === gammaChannel.channel && c.depth_type === 'MD');
    const fromM = Math.min(...rows.map((c) => c.top_m));
    const toM = Math.max(...rows.map((c) => c.bottom_m));
    const series = await readDepthSeries(db, wellId, [gammaChannel.channel], 'MD');
    const win = depthWindow(series, [gammaChannel.channel], fromM, toM + 1e-6, buckets, 'MD');
    const ch = win.channels[gammaChannel.channel];
    const md: number[] = [];
    const value: number[] = [];
    win.depth.forEach((d, k) => {
      const lo = ch.min[k];
      const hi = ch.max[k];
      if (lo === null || hi === null) return;
      md.push(r2(d + win.bucket_m / 2));
      value.push(r2((lo + hi) / 2));
    });
    const pos = md.map((m) => atMd(survey, m));
    gamma = {
      source: gammaChannel.source === 'import' ? `imported log ${gammaChannel.run_name}`.trim() : 'depth log (MWD gamma)',
      channel: gammaChannel.channel,
      unit: gammaChannel.unit || 'gAPI',
      md,
      value,
      vs: pos.map((p) => (p ? r2(verticalSectionM(p, vsAzi)) : null)),
      tvd: pos.map((p) => (p ? r2(p.tvdM) : null)),
    };
  }
  const withGamma = w.stationRecords.filter((x) => x.gammaApi !== null);
  const stationGamma = withGamma.length
    ? (() => {
        const pos = withGamma.map((x) => atMd(survey, x.mdM));
        return {
          md: withGamma.map((x) => x.mdM),
          value: withGamma.map((x) => x.gammaApi!),
          vs: pos.map((q) => (q ? r2(verticalSectionM(q, vsAzi)) : null)),
          tvd: pos.map((q) => (q ? r2(q.tvdM) : null)),
        };
      })()
    : null;
  if (!gamma && stationGamma) notes.push('No gamma ray log on this well: the gamma read at each survey station is shown.');
  if (!gamma && !stationGamma) notes.push('This well has no gamma ray channel (no GR depth log, no gamma on its survey stations): no gamma track.');

  const s = sectionOf(survey, vsAzi);
  const p = sectionOf(plan, vsAzi);
  // Picks and the target line are along MD; their VS is where the well (survey, else plan) is at that MD.
  const vsAt = (mdM: number) => {
    const q = atMd(survey, mdM) ?? (plan.length > 1 && mdM >= plan[0].mdM && mdM <= plan[plan.length - 1].mdM ? interpolateAtMd(plan, mdM) : null);
    return q ? r2(verticalSectionM(q, vsAzi)) : null;
  };
  const ip = interp.interpretation_points;
  const tl = interp.target_line_points;
  return {
    vs_azimuth_deg: vsAzi,
    survey: { md: s.md.map(r2), tvd: s.tvd.map(r2), vs: s.vs.map(r2), inc: survey.map((x) => r2(x.incDeg)) },
    plan: { name: w.definitivePlan?.name ?? null, md: p.md.map(r2), tvd: p.tvd.map(r2), vs: p.vs.map(r2) },
    tops: tops.map((t) => ({ name: t.name, tvd_m: r2(t.tvdM), color: t.color, lithology: t.lithology })),
    target_zone: zone
      ? {
          name: zone.name,
          top_tvd_m: r2(zone.topTvdM),
          base_tvd_m: zone.baseTvdM === null ? null : r2(zone.baseTvdM),
          base_name: zone.baseName,
          landing_tvd_m: r2(landing!.tvdM),
        }
      : null,
    interpretation: {
      md: ip.map((x) => x.md_m),
      top_tvd: ip.map((x) => x.top_tvd_m),
      bottom_tvd: ip.map((x) => x.bottom_tvd_m),
      vs: ip.map((x) => vsAt(x.md_m)),
    },
    target_line: {
      md: tl.map((x) => x.md_m),
      tvd: tl.map((x) => x.tvd_m),
      window_above_m: tl.map((x) => x.window_above_m),
      window_below_m: tl.map((x) => x.window_below_m),
      vs: tl.map((x) => vsAt(x.md_m)),
    },
    bit,
    hole_depth_at_s: hole?.atS ?? null,
    gamma,
    station_gamma: stationGamma,
    notes,
  };
}
