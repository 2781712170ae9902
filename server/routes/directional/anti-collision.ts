/**
 * Anti-collision (spec 7.7): the AC report (full, summary, risk, lookahead designs), the travelling
 * cylinder and the ladder plot of a reference well against its offsets, and the offset search with
 * trajectories. Separation factors are the engine's ISCWSA/WPTS ones; offsets sit in the reference's frame.
 */
import { z } from 'zod';
import { adviseApproach, DEFAULT_LOOK_AHEAD_M, mostSevere, type Advice } from '../../../src/domain/directional/anti-collision/advice';
import type { ClearanceRow } from '../../../src/domain/directional/anti-collision/clearance';
import { closestPoint } from '../../../src/domain/directional/anti-collision/closest-approach';
import { RISK_THRESHOLDS, riskLevel, type RiskLevel } from '../../../src/domain/directional/anti-collision/risk-levels';
import { errorCorrectionMode } from '../../../src/domain/directional/anti-collision/separation-factor';
import { travellingCylinder } from '../../../src/domain/directional/anti-collision/travelling-cylinder';
import { ladderPlot } from '../../../src/domain/directional/anti-collision/ladder-plot';
import {
  DEFAULT_SEARCH_RADIUS_M,
  findOffsets,
  offsetClearance,
  offsetIndex,
  offsetTrajectory,
  preparedReference,
  referenceTrajectory,
  summarise,
  withinScanRadius,
  type OffsetWell,
  type ReferenceChoice,
} from '../../directional/anti-collision';
import { separationFor } from '../../directional/clearance-setup';
import { wellTrajectories } from '../../directional/directional-cache';
import type { WellTrajectories } from '../../directional/well-trajectories';
import type { TimeSeriesStore } from '../../timeseries/store';
import { well } from '../../lib/access';
import { lastSecond } from '../logs/log-helpers';
import { HttpError } from '../../lib/http-error';
import { queryBool, uuid } from '../../lib/schemas';
import { directionalRoute, finiteOrNull, queryNumber, tags, wellParams } from './route-helpers';

const acQuery = {
  /** Offsets are wells whose slot lies within this of the reference's, metres. */
  radius_m: queryNumber(1, 100_000).optional(),
  /** Offsets whose closest approach is farther than this are left out, metres. */
  scan_radius_m: queryNumber(1, 100_000).optional(),
  /** composite: survey then plan ahead (default); survey: the survey alone; plan: a plan alone. */
  reference: z.enum(['composite', 'survey', 'plan']).optional(),
  /** The plan ahead (composite) or the plan scanned (plan); default the definitive plan. */
  plan_id: uuid.optional(),
  /** Comma-separated offset well ids: only these. */
  offset_ids: z
    .string()
    .max(4000)
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i, 'must be well ids separated by commas')
    .optional(),
};
type AcQuery = { radius_m?: number; scan_radius_m?: number; reference?: 'composite' | 'survey' | 'plan'; plan_id?: string; offset_ids?: string };

const DEFAULT_SCAN_RADIUS_M = 2000;

function choiceOf(w: WellTrajectories, q: AcQuery): ReferenceChoice {
  if (q.reference === 'survey') return { kind: 'survey' };
  if (q.reference === 'plan') {
    const planId = q.plan_id ?? w.definitivePlan?.id;
    if (!planId) throw new HttpError(404, 'This well has no definitive plan: give plan_id');
    w.plan(planId);
    return { kind: 'plan', planId };
  }
  if (q.plan_id) w.plan(q.plan_id);
  return { kind: 'composite', planId: q.plan_id };
}

interface Scan {
  ref: WellTrajectories;
  choice: ReferenceChoice;
  hiddenCount: number;
  offsets: { o: OffsetWell; rows: ClearanceRow[] }[];
}

/** The reference against every offset in range: the work every AC answer starts from. */
async function scan(
  db: Parameters<typeof wellTrajectories>[0],
  wellId: string,
  user: Parameters<typeof findOffsets>[2],
  q: AcQuery,
  choice?: ReferenceChoice,
): Promise<Scan> {
  const ref = await wellTrajectories(db, wellId);
  const c = choice ?? choiceOf(ref, q);
  const found = await findOffsets(db, ref, user, q.radius_m ?? DEFAULT_SEARCH_RADIUS_M);
  const only = q.offset_ids ? new Set(q.offset_ids.toLowerCase().split(',')) : null;
  const scanRadius = q.scan_radius_m ?? DEFAULT_SCAN_RADIUS_M;
  const offsets = found.offsets
    .filter((o) => (!only || only.has(o.well.data.well.id)) && withinScanRadius(ref, o, c, scanRadius))
    .map((o) => ({ o, rows: offsetClearance(ref, o, c) }))
    .filter((x) => x.rows.length > 0 && x.rows.some((r) => r.ccDistanceM <= scanRadius));
  return { ref, choice: c, hiddenCount: found.hiddenCount, offsets };
}

const riskLabel = (level: RiskLevel) => RISK_THRESHOLDS.find((t) => t.level === level)!.label;

function rowToApi(r: ClearanceRow) {
  return {
    ref_md: r.refMdM,
    ref_tvd: r.refTvdM,
    ref_ns: r.refNorthM,
    ref_ew: r.refEastM,
    offset_md: r.offsetMdM,
    offset_tvd: r.offsetTvdM,
    offset_ns: r.offsetNorthM,
    offset_ew: r.offsetEastM,
    cc: r.ccDistanceM,
    ref_pcr: r.refPcrM,
    offset_pcr: r.offsetPcrM,
    sf: finiteOrNull(r.sf),
    bearing: r.horizontalBearingDeg,
    risk: riskLevel(r.sf),
  };
}

function offsetHeader(o: OffsetWell) {
  const w = o.well;
  const lastSurvey = w.fact().at(-1)?.mdM ?? null;
  const plan = w.definitivePlan;
  return {
    well_id: w.data.well.id,
    name: w.data.well.name,
    slot_distance: o.slotDistanceM,
    site_name: w.settings.siteName,
    slot_name: w.settings.slotName,
    trajectory: lastSurvey !== null ? (plan ? 'survey+plan' : 'survey') : 'plan',
    last_survey_md: lastSurvey,
    revision: w.revision,
  };
}

function offsetSummary(o: OffsetWell, rows: readonly ClearanceRow[]) {
  const s = summarise(rows);
  return {
    ...offsetHeader(o),
    min_sf: finiteOrNull(s.minSf),
    min_sf_ref_md: s.minSfRow?.refMdM ?? null,
    min_sf_ref_tvd: s.minSfRow?.refTvdM ?? null,
    min_sf_offset_md: s.minSfRow?.offsetMdM ?? null,
    min_sf_cc: s.minSfRow?.ccDistanceM ?? null,
    min_cc: finiteOrNull(s.minCcM),
    min_cc_ref_md: s.minCcRow?.refMdM ?? null,
    min_cc_offset_md: s.minCcRow?.offsetMdM ?? null,
    risk: s.risk,
    risk_label: riskLabel(s.risk),
    intervals: s.intervals.map((i) => ({ level: i.level, from_md: i.fromMdM, to_md: i.toMdM, min_sf: finiteOrNull(i.minSf) })),
  };
}

function referenceInfo(s: Scan) {
  const t = referenceTrajectory(s.ref, s.choice);
  const sep = separationFor(s.ref.settings, s.ref.settings);
  return {
    well_id: s.ref.data.well.id,
    name: s.ref.data.well.name,
    kind: s.choice.kind,
    plan_id: s.choice.kind === 'survey' ? null : (s.choice.planId ?? s.ref.definitivePlan?.id ?? null),
    last_survey_md: s.ref.fact().at(-1)?.mdM ?? null,
    from_md: t[0]?.mdM ?? null,
    to_md: t.at(-1)?.mdM ?? null,
    error_model: s.ref.settings.errorModelId,
    hole_diameter_in: s.ref.settings.holeDiameterIn,
    separation: {
      mode: errorCorrectionMode(sep.mode).label,
      sigma_scale: sep.sigmaScale,
      surface_margin: sep.surfaceMarginM,
      project_ahead_sigma: sep.projectAheadSigmaM,
    },
  };
}

const thresholds = RISK_THRESHOLDS.map((t) => ({ level: t.level, label: t.label, sf_below: finiteOrNull(t.sfBelow) }));
const bySf = <T extends { min_sf: number | null }>(a: T, b: T) => (a.min_sf ?? Infinity) - (b.min_sf ?? Infinity);

const report = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/ac_report',
  summary: 'Anti-collision report: every offset’s clearance rows (per reference station: offset point, C-C distance, SF) and summary',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z.object({ ...acQuery, include_rows: queryBool.optional() }).strict(),
  async handler({ params, query, db, user }) {
    const s = await scan(db, params.id, user, query);
    const rows = query.include_rows ?? true;
    return {
      data: {
        reference: referenceInfo(s),
        thresholds,
        hidden_offsets: s.hiddenCount,
        offsets: s.offsets.map(({ o, rows: r }) => ({ ...offsetSummary(o, r), ...(rows ? { rows: r.map(rowToApi) } : {}) })).sort(bySf),
      },
    };
  },
});

const summary = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/ac_report/summary',
  summary: 'Anti-collision summary: per offset the minimum SF and where, the closest approach, the risk level and the intervals below the thresholds',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z.object(acQuery).strict(),
  async handler({ params, query, db, user }) {
    const s = await scan(db, params.id, user, query);
    return {
      data: {
        reference: referenceInfo(s),
        thresholds,
        hidden_offsets: s.hiddenCount,
        offsets: s.offsets.map(({ o, rows }) => offsetSummary(o, rows)).sort(bySf),
      },
    };
  },
});

/**
 * How deep the reference is drilled: the live hole depth when the well records one (on a trip the bit
 * is higher, but the hole below it is already drilled: an approach there is history), else the last
 * survey station (taken a few metres behind the bit), else nothing (not spudded). The answer says
 * which, so the advice never rests on a silent guess.
 */
async function bitPosition(
  store: TimeSeriesStore,
  wellId: string,
  lastSurveyMdM: number | null,
): Promise<{ md: number | null; source: 'live' | 'last_survey' | 'none' }> {
  const { last } = await lastSecond(store, wellId);
  if (last !== null) {
    const v = await store.valuesAt(wellId, ['holeDepthM', 'bitDepthM'], last);
    const md = [v.holeDepthM, v.bitDepthM].find((x): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0);
    if (md !== undefined) return { md: Math.max(md, lastSurveyMdM ?? 0), source: 'live' };
  }
  return lastSurveyMdM === null ? { md: null, source: 'none' } : { md: lastSurveyMdM, source: 'last_survey' };
}

const risk = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/ac_report/risk',
  summary: 'Anti-collision risk of the well: the worst level over all offsets, overall and ahead of the last survey',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z.object({ ...acQuery, look_ahead_m: queryNumber(0, 5000).optional() }).strict(),
  async handler({ params, query, db, user, services }) {
    const s = await scan(db, params.id, user, query);
    const lastSurvey = s.ref.fact().at(-1)?.mdM ?? null;
    const bit = await bitPosition(services.logs.store, params.id, lastSurvey);
    const lookAheadM = query.look_ahead_m ?? DEFAULT_LOOK_AHEAD_M;
    const adviceOf = (o: OffsetWell, rows: readonly ClearanceRow[]) => {
      const drilledTo = o.well.fact().at(-1)?.mdM ?? null;
      const all = rows
        .filter((r) => riskLevel(r.sf) !== 'ok')
        .map((r) => ({
          ...adviseApproach({ sf: r.sf, refMdM: r.refMdM, offsetMdM: r.offsetMdM, offsetDrilledToMdM: drilledTo }, { bitMdM: bit.md, lookAheadM }),
          sf: r.sf,
          ref_md: r.refMdM,
        }));
      return mostSevere(all);
    };
    const adviceToApi = (a: (Advice & { sf: number; ref_md: number }) | null, o?: OffsetWell) =>
      a
        ? {
            kind: a.kind,
            severity: a.severity,
            level: a.level,
            message: a.message,
            sf: finiteOrNull(a.sf),
            ref_md: a.ref_md,
            ...(o ? { well_id: o.well.data.well.id, name: o.well.data.well.name } : {}),
          }
        : {
            kind: 'clear' as const,
            severity: 'info' as const,
            level: 'ok' as const,
            message: 'Clear: no offset below the warning threshold.',
            sf: null,
            ref_md: null,
          };
    const perOffset = s.offsets.map(({ o, rows }) => ({ o, rows, advice: adviceOf(o, rows) }));
    const worstAdvice = mostSevere(perOffset.flatMap((x) => (x.advice ? [{ ...x.advice, o: x.o }] : [])));
    const worstOf = (pick: (r: ClearanceRow) => boolean) => {
      let worst: { o: OffsetWell; r: ClearanceRow } | null = null;
      for (const { o, rows } of s.offsets) for (const r of rows) if (pick(r) && (!worst || r.sf < worst.r.sf)) worst = { o, r };
      if (!worst) return null;
      return {
        well_id: worst.o.well.data.well.id,
        name: worst.o.well.data.well.name,
        sf: finiteOrNull(worst.r.sf),
        ref_md: worst.r.refMdM,
        offset_md: worst.r.offsetMdM,
        cc: worst.r.ccDistanceM,
      };
    };
    const overall = worstOf(() => true);
    const ahead = lastSurvey === null ? overall : worstOf((r) => r.refMdM > lastSurvey);
    const level = (w: typeof overall) => riskLevel(w?.sf ?? Infinity);
    return {
      data: {
        reference: referenceInfo(s),
        thresholds,
        hidden_offsets: s.hiddenCount,
        level: level(overall),
        label: riskLabel(level(overall)),
        worst: overall,
        ahead: { from_md: lastSurvey, level: level(ahead), label: riskLabel(level(ahead)), worst: ahead },
        bit: { md: bit.md, source: bit.source },
        look_ahead_m: lookAheadM,
        advice: adviceToApi(worstAdvice, worstAdvice?.o),
        offsets: perOffset
          .map(({ o, rows, advice }) => {
            const x = summarise(rows);
            return {
              well_id: o.well.data.well.id,
              name: o.well.data.well.name,
              level: x.risk,
              min_sf: finiteOrNull(x.minSf),
              min_sf_ref_md: x.minSfRow?.refMdM ?? null,
              drilled_to_md: o.well.fact().at(-1)?.mdM ?? null,
              advice: adviceToApi(advice),
            };
          })
          .sort(bySf),
      },
    };
  },
});

const lookahead = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/ac_report/lookahead_designs',
  summary: 'Look-ahead: each plan of the well drilled on from the last survey, scanned against the offsets below the current depth',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z.object({ radius_m: acQuery.radius_m, scan_radius_m: acQuery.scan_radius_m }).strict(),
  async handler({ params, query, db, user }) {
    const ref = await wellTrajectories(db, params.id);
    const lastSurvey = ref.fact().at(-1)?.mdM ?? null;
    const designs = [];
    for (const plan of ref.data.plans) {
      const s = await scan(db, params.id, user, query, { kind: 'composite', planId: plan.id });
      const ahead = s.offsets
        .map(({ o, rows }) =>
          offsetSummary(
            o,
            rows.filter((r) => lastSurvey === null || r.refMdM > lastSurvey + 1e-6),
          ),
        )
        .filter((x) => x.min_sf !== null)
        .sort(bySf);
      const worst = ahead[0] ?? null;
      designs.push({
        plan_id: plan.id,
        name: plan.name,
        variant: plan.variant,
        is_definitive: plan.isDefinitive,
        from_md: lastSurvey,
        to_md: referenceTrajectory(ref, s.choice).at(-1)?.mdM ?? null,
        risk: riskLevel(worst?.min_sf ?? Infinity),
        worst: worst ? { well_id: worst.well_id, name: worst.name, sf: worst.min_sf, ref_md: worst.min_sf_ref_md } : null,
        offsets: ahead.map(({ intervals: _i, ...x }) => x),
      });
    }
    return { data: { well_id: params.id, from_md: lastSurvey, thresholds, designs } };
  },
});

const cylinder = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/travelling_cylinder',
  summary:
    'Travelling cylinder: each offset where it crosses the plane normal to the reference, as distance and angle from the high side (and from north), with the SF there',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z
    .object({
      ...acQuery,
      cylinder_radius_m: queryNumber(1, 10_000).optional(),
      from_md: queryNumber(-1000, 30_000).optional(),
      to_md: queryNumber(-1000, 30_000).optional(),
    })
    .strict(),
  async handler({ params, query, db, user }) {
    const radius = query.cylinder_radius_m ?? 500;
    const s = await scan(db, params.id, user, { ...query, scan_radius_m: query.scan_radius_m ?? radius });
    const prepared = preparedReference(s.ref, s.choice);
    const refT = (prepared?.trajectory ?? []).filter(
      (p) => (query.from_md === undefined || p.mdM >= query.from_md) && (query.to_md === undefined || p.mdM <= query.to_md),
    );
    return {
      data: {
        reference: referenceInfo(s),
        cylinder_radius: radius,
        thresholds,
        hidden_offsets: s.hiddenCount,
        offsets: s.offsets.map(({ o, rows }) => {
          const sfAt = new Map(rows.map((r) => [r.refMdM, r.sf]));
          const index = offsetIndex(s.ref, o);
          const points = index ? travellingCylinder(refT, index, radius) : [];
          return {
            ...offsetHeader(o),
            points: points.flatMap((p, k) =>
              p
                ? [
                    {
                      ref_md: p.refMdM,
                      ref_tvd: refT[k].tvdM,
                      offset_md: p.offsetMdM,
                      distance: p.distanceM,
                      hs_angle: p.highSideBearingDeg,
                      north_angle: p.northBearingDeg,
                      sf: finiteOrNull(sfAt.get(p.refMdM)),
                    },
                  ]
                : [],
            ),
          };
        }),
      },
    };
  },
});

const ladder = directionalRoute({
  method: 'GET',
  url: '/wells/:id/wps/ladder_plot',
  summary: 'Ladder plot: C-C distance and SF against reference MD for each offset',
  tags,
  access: well('VIEW_SURVEY'),
  params: wellParams,
  query: z.object(acQuery).strict(),
  async handler({ params, query, db, user }) {
    const s = await scan(db, params.id, user, query);
    return {
      data: {
        reference: referenceInfo(s),
        thresholds,
        hidden_offsets: s.hiddenCount,
        // columnar series, ready for a chart: ref_md[i], ref_tvd[i], cc[i], sf[i]
        offsets: s.offsets.map(({ o, rows }) => {
          const [series] = ladderPlot([{ id: o.well.data.well.id, rows }]);
          return {
            ...offsetHeader(o),
            ref_md: series.refMdM,
            ref_tvd: rows.map((r) => r.refTvdM),
            offset_md: rows.map((r) => r.offsetMdM),
            cc: series.ccDistanceM,
            sf: series.sf.map(finiteOrNull),
          };
        }),
      },
    };
  },
});

const offsetSearch = directionalRoute({
  method: 'GET',
  url: '/edm_offsets/search',
  summary: 'Offset wells near a well with their closest approach and, optionally, their trajectories in the well’s frame (for plan, section and 3D views)',
  tags,
  access: well('VIEW_SURVEY', 'query', 'well_id'),
  query: z.object({ well_id: uuid, radius_m: acQuery.radius_m, trajectories: queryBool.optional(), step_m: queryNumber(1, 1000).optional() }).strict(),
  async handler({ query, db, user }) {
    const ref = await wellTrajectories(db, query.well_id);
    const found = await findOffsets(db, ref, user, query.radius_m ?? DEFAULT_SEARCH_RADIUS_M);
    const refT = ref.composite();
    return {
      data: {
        well_id: query.well_id,
        radius_m: query.radius_m ?? DEFAULT_SEARCH_RADIUS_M,
        hidden_offsets: found.hiddenCount,
        offsets: found.offsets.map((o) => {
          const t = offsetTrajectory(ref, o);
          let closest: { cc: number; ref_md: number; offset_md: number } | null = null;
          const index = offsetIndex(ref, o);
          if (index && refT.length > 0) {
            let hint: number | undefined;
            for (const p of refT) {
              const cp = closestPoint(index, p.northM, p.eastM, p.tvdM, hint);
              hint = cp.courseIndex;
              if (!closest || cp.distanceM < closest.cc) closest = { cc: cp.distanceM, ref_md: p.mdM, offset_md: t[cp.courseIndex].mdM + cp.alongM };
            }
          }
          const shown = query.trajectories
            ? query.step_m
              ? t.filter((p, i) => i === 0 || i === t.length - 1 || Math.floor(p.mdM / query.step_m!) !== Math.floor(t[i - 1].mdM / query.step_m!))
              : t
            : null;
          return {
            ...offsetHeader(o),
            has_survey: o.well.data.stations.length > 0,
            has_plan: o.well.data.plans.length > 0,
            closest_approach: closest,
            ...(shown ? { trajectory: shown.map((p) => ({ md: p.mdM, inc: p.incDeg, az: p.aziDeg, tvd: p.tvdM, ns: p.northM, ew: p.eastM })) } : {}),
          };
        }),
      },
    };
  },
});

export const antiCollisionRoutes = [report, summary, risk, lookahead, cylinder, ladder, offsetSearch];
