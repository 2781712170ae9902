/**
 * GET wells/{id}/job_summary (VIEW_JOB_SUMMARY): one page of the well's job from what is recorded —
 * spud and release, days on the well, depth reached and footage per day from the hole-depth record
 * (Days vs Depth), ROP, connections and NPT from the activity history and troubles (the multi-well
 * KPIs' code), costs against the AFE when you may see costs, the surveys and frac stages.
 */
import { nptS } from '../../../src/domain/drilling/journal/troubles';
import { HttpError } from '../../lib/http-error';
import { objectPermissions } from '../../auth/object-access';
import { wellTrajectories } from '../../directional/directional-cache';
import { readTroubles } from '../../journal/journal-store';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { idParams } from '../../lib/schemas';
import { wellKpis } from '../../multiwell/well-kpis';
import { wellCostsFor } from '../logs/cost-chart';
import { daysVsDepthFor } from '../logs/days-vs-depth';
import { serializeWell, wellFrom, wellSelect } from '../wells-serialize';

const DAY_S = 86_400;

export const jobSummary = defineRoute({
  method: 'GET',
  url: '/wells/:id/job_summary',
  summary:
    "The well's job on one page: dates, days, depth and footage per day, ROP, NPT by trouble type, costs vs AFE, surveys and frac stages (VIEW_JOB_SUMMARY)",
  tags: ['wells'],
  access: well('VIEW_WELL'),
  params: idParams,
  async handler({ params, db, user, services }) {
    if (!user.isAdmin && !user.globalPermissions.has('VIEW_JOB_SUMMARY')) throw new HttpError(403, 'Missing permission VIEW_JOB_SUMMARY');
    const w = serializeWell((await db.query(`select ${wellSelect} from ${wellFrom} where t.id = $1`, [params.id])).rows[0]) as Record<string, any>;
    const rigs = w.well_rigs as { rig_name: string; spud_date: number | null; release_date: number | null }[];
    const nowS = Math.floor(Date.now() / 1000);
    const spudS = rigs.find((r) => r.spud_date !== null)?.spud_date ?? w.start_date ?? null;
    const releaseS = rigs.length && rigs.every((r) => r.release_date !== null) ? Math.max(...rigs.map((r) => r.release_date!)) : (w.end_date ?? null);
    const endS = Math.min(releaseS ?? nowS, nowS);
    const permissions = (await objectPermissions(db, user, 'WELL', params.id)).permissions;

    const started = spudS !== null && spudS < endS;
    const dvd = started ? await daysVsDepthFor(db, services.logs.store, params.id, spudS, endS) : null;
    const kpis = started ? await wellKpis(db, params.id, spudS, endS) : null;
    const days = started ? (endS - spudS) / DAY_S : null;
    const deepest = dvd?.dvd.deepestM ?? null;
    const firstDepth = dvd?.dvd.curve.find((p) => p.depthM !== null)?.depthM ?? null;
    const footage = deepest !== null && firstDepth !== null ? deepest - firstDepth : null;

    const troubles = started && permissions.includes('VIEW_INCIDENTS') ? await readTroubles(db, params.id, spudS, endS) : [];
    const byType = new Map<string, { type: string; count: number; npt_s: number }>();
    for (const t of troubles) {
      const x = byType.get(t.type) ?? { type: t.type, count: 0, npt_s: 0 };
      x.count++;
      x.npt_s += nptS([t], spudS ?? undefined, endS);
      byType.set(t.type, x);
    }

    let costs = null as null | {
      currency: string;
      total: number;
      afe_name: string | null;
      afe_total: number | null;
      afe_total_with_contingency: number | null;
      note: string | null;
    };
    if (started && permissions.includes('VIEW_COSTS')) {
      const c = await wellCostsFor(db, services.logs.store, params.id, spudS, endS);
      costs = {
        currency: c.currency,
        total: c.total,
        afe_name: c.afe?.name ?? null,
        afe_total: c.afe?.total ?? null,
        afe_total_with_contingency: c.afe?.total_with_contingency ?? null,
        note: c.afe_note,
      };
    }

    let surveys = null as null | { count: number; last: { md_m: number; inc_deg: number; azi_deg: number; tvd_m: number; surveyed_at: number | null } | null };
    if (permissions.includes('VIEW_SURVEY')) {
      const t = await wellTrajectories(db, params.id);
      const fact = t.fact();
      const lastRecord = t.stationRecords.at(-1);
      const last = fact.at(-1);
      surveys = {
        count: t.stationRecords.length,
        last:
          last && lastRecord
            ? { md_m: last.mdM, inc_deg: last.incDeg, azi_deg: last.aziDeg, tvd_m: last.tvdM, surveyed_at: lastRecord.surveyedAt ?? null }
            : null,
      };
    }
    const frac = (
      await db.query<{ n: number; last: number | null }>('select count(*)::int as n, max(stage_no) as last from frac_stages where well_id = $1', [params.id])
    ).rows[0];

    return {
      data: {
        well: {
          id: w.id,
          name: w.name,
          uwi: w.uwi,
          field: w.field,
          county: w.county,
          state: w.state,
          stage: w.stage,
          status_name: w.status_name,
          company_name: w.company_name,
          project_name: w.project_name,
          rigs: rigs.map((r) => r.rig_name),
          unit_system: w.unit_system,
          time_zone: w.timezone,
          planned_td_m: w.end_depth,
        },
        spud: spudS,
        spud_from: rigs.some((r) => r.spud_date !== null) ? 'rig spud date' : spudS !== null ? 'well start date' : null,
        release: releaseS,
        on_well: releaseS === null || releaseS > nowS,
        days,
        depth: {
          first_m: firstDepth,
          deepest_m: deepest,
          footage_m: footage,
          footage_per_day_m: footage !== null && days ? footage / days : null,
          record_from: dvd?.firstS ?? null,
          record_to: dvd?.lastS ?? null,
        },
        kpis,
        npt: {
          visible: permissions.includes('VIEW_INCIDENTS'),
          total_s: nptS(troubles, spudS ?? undefined, endS),
          troubles: troubles.length,
          by_type: [...byType.values()].sort((a, b) => b.npt_s - a.npt_s),
        },
        costs,
        costs_visible: permissions.includes('VIEW_COSTS'),
        surveys,
        frac_stages: frac.n ? { count: frac.n, last_stage: frac.last } : null,
      },
    };
  },
});
