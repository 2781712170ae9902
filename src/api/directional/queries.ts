/**
 * Reads of the directional API (server/routes/directional). GETs never show the server's success
 * message; failures go through the error catalogue, so survey calls show the server's message as an
 * error notice (app-shell 8).
 */
import { api } from '../request';
import type {
  AcLookaheadAnswer,
  AcReportAnswer,
  AcRiskAnswer,
  AcSummaryAnswer,
  BuildWalkAnswer,
  DefinitiveDesign,
  DeviationAnswer,
  FormationTop,
  LadderPlotAnswer,
  OffsetsAnswer,
  PlanDetail,
  PlanSummary,
  PlanVsActualAnswer,
  ProjectionMethods,
  SavedProjection,
  StationRecord,
  SurveysAnswer,
  Target,
  ToolfaceRow,
  TravellingCylinderAnswer,
} from './types';

const get = async <T>(url: string, params?: Record<string, string | number | boolean | undefined>) =>
  (await api.get<{ data: T }>(url, params, { hideMessage: true })).data;
const well = (id: string) => `wells/${encodeURIComponent(id)}`;

export interface SurveyQuery {
  type?: 'FACT' | 'PLAN';
  planId?: string;
  /** Points every this many metres between stations. */
  interpolateM?: number;
  ellipses?: boolean;
  deviation?: boolean;
}

export const fetchSurveys = (wellId: string, q: SurveyQuery = {}) =>
  get<SurveysAnswer>('wps/surveys', {
    well_id: wellId,
    type: q.type ?? 'FACT',
    plan_id: q.planId,
    interpolate: q.interpolateM,
    ellipses: q.ellipses || undefined,
    deviation: q.deviation || undefined,
  });

export const fetchStationRecords = (wellId: string) => get<StationRecord[]>(`${well(wellId)}/surveys/stations`);
/** null when the well has no definitive plan (the server says so with a 200 and no data). */
export const fetchDefinitive = (wellId: string) => get<DefinitiveDesign | null>(`${well(wellId)}/designs/definitive`);
export const fetchPlans = (wellId: string) => get<PlanSummary[]>(`${well(wellId)}/plans`);
export const fetchPlan = (wellId: string, planId: string) => get<PlanDetail>(`${well(wellId)}/plans/${encodeURIComponent(planId)}`);
export const fetchTargets = (wellId: string) => get<Target[]>(`${well(wellId)}/targets`);
export const fetchFormationTops = (wellId: string) => get<FormationTop[]>(`${well(wellId)}/formation_tops`);

export const fetchPlanVsActual = (wellId: string, reference: 'same_md' | 'closest' = 'closest', planId?: string) =>
  get<PlanVsActualAnswer>(`${well(wellId)}/wps/plan_vs_actual`, { reference, plan_id: planId });
export const fetchDeviation = (wellId: string, reference: 'same_md' | 'closest' = 'same_md', planId?: string) =>
  get<DeviationAnswer>(`${well(wellId)}/wps/deviation`, { reference, plan_id: planId });
export const fetchBuildWalk = (wellId: string) => get<BuildWalkAnswer>(`${well(wellId)}/wps/buildwalk`);
export const fetchToolface = (wellId: string) => get<ToolfaceRow[]>(`wps/tf/${encodeURIComponent(wellId)}`);

export const fetchProjectionMethods = (wellId: string) => get<ProjectionMethods>(`${well(wellId)}/wps/projections/methods`);
export const fetchSavedProjections = (wellId: string) => get<SavedProjection[]>(`${well(wellId)}/wps/projections`);

export const fetchAcSummary = (wellId: string) => get<AcSummaryAnswer>(`${well(wellId)}/wps/ac_report/summary`);
export const fetchAcReport = (wellId: string, offsetIds?: readonly string[]) =>
  get<AcReportAnswer>(`${well(wellId)}/wps/ac_report`, { offset_ids: offsetIds?.length ? offsetIds.join(',') : undefined });
export const fetchAcRisk = (wellId: string, lookAheadM?: number) => get<AcRiskAnswer>(`${well(wellId)}/wps/ac_report/risk`, { look_ahead_m: lookAheadM });
export const fetchAcLookahead = (wellId: string) => get<AcLookaheadAnswer>(`${well(wellId)}/wps/ac_report/lookahead_designs`);
export const fetchTravellingCylinder = (wellId: string, radiusM?: number) =>
  get<TravellingCylinderAnswer>(`${well(wellId)}/wps/travelling_cylinder`, { cylinder_radius_m: radiusM });
export const fetchLadderPlot = (wellId: string) => get<LadderPlotAnswer>(`${well(wellId)}/wps/ladder_plot`);
export const fetchOffsets = (wellId: string, trajectories = false, stepM?: number) =>
  get<OffsetsAnswer>('edm_offsets/search', { well_id: wellId, trajectories: trajectories || undefined, step_m: stepM });
