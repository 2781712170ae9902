/**
 * Writes of the directional API. Each refreshes the well's answers at once in this tab (other tabs
 * and browsers hear /topic/{well}/survey/updated); failures show the server's message (naming the
 * row or line) as an error notice and reject, so a form can keep its state.
 */
import { api, request } from '../request';
import { refreshWell } from './keys';
import type {
  ImportPreview,
  PlanDetail,
  PlanSegment,
  PlanStart,
  PlanVariant,
  ProjectionInputs,
  ProjectionResult,
  QuickPlanAnswer,
  SavedProjection,
  StationInput,
} from './types';

const well = (id: string) => `wells/${encodeURIComponent(id)}`;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

async function andRefresh<T>(wellId: string, p: Promise<T>): Promise<T> {
  const out = await p;
  await refreshWell(wellId);
  return out;
}

/** Raw edits applied in order (corrections, then deletions, then additions), one refresh at the end. */
export async function applyStationEdits(
  wellId: string,
  edits: { update: { id: string; fields: Partial<StationInput> }[]; remove: string[]; add: StationInput[] },
): Promise<void> {
  try {
    for (const u of edits.update) await api.patch(`${well(wellId)}/surveys/stations/${encodeURIComponent(u.id)}`, u.fields, { hideMessage: true });
    if (edits.remove.length) await api.delete(`${well(wellId)}/surveys/stations`, { ids: edits.remove }, { hideMessage: true });
    if (edits.add.length) await api.post(`${well(wellId)}/surveys/stations`, { stations: edits.add }, { hideMessage: true });
  } finally {
    await refreshWell(wellId);
  }
}

// ── import / export ──
export interface SurveyFile {
  file_name: string;
  content_base64: string;
  mode: 'replace' | 'append';
}
export const previewImport = (wellId: string, file: SurveyFile) =>
  data(api.post<{ data: ImportPreview }>(`${well(wellId)}/surveys/import/preview`, file, { hideMessage: true }));
/** The server's success message ("N survey stations imported from …") is shown. */
export const commitImport = (wellId: string, file: SurveyFile & { use_file_tie_in?: boolean }) =>
  andRefresh(wellId, data(api.post<{ data: { imported: number; mode: string; tie_in_updated: boolean } }>(`${well(wellId)}/surveys/import/commit`, file)));
export const exportSurveyCsv = (wellId: string, type: 'FACT' | 'PLAN' = 'FACT', planId?: string) =>
  request<Blob>({ method: 'get', url: `${well(wellId)}/surveys/export`, params: { type, plan_id: planId }, responseType: 'blob' });

// ── plans ──
export interface PlanWrite {
  name?: string;
  variant?: PlanVariant;
  is_definitive?: boolean;
  description?: string;
  start?: PlanStart;
  segments?: PlanSegment[];
  stations?: { md: number; inc: number; az: number }[];
}
export const createPlan = (wellId: string, plan: PlanWrite & { name: string }) =>
  andRefresh(wellId, data(api.post<{ data: PlanDetail }>(`${well(wellId)}/plans`, plan, { hideMessage: true })));
export const updatePlan = (wellId: string, planId: string, plan: PlanWrite) =>
  andRefresh(wellId, data(api.patch<{ data: PlanDetail }>(`${well(wellId)}/plans/${encodeURIComponent(planId)}`, plan, { hideMessage: true })));
export const deletePlan = (wellId: string, planId: string) => andRefresh(wellId, api.delete(`${well(wellId)}/plans/${encodeURIComponent(planId)}`));

export type QuickPlanRequest =
  | { method: 'segments'; start?: PlanStart; segments: PlanSegment[] }
  | { method: 'curve_hold'; start?: PlanStart; kop_md: number; dls: number; target: { tvd: number; ns: number; ew: number } }
  | {
      method: 'build_hold_drop';
      start?: PlanStart;
      kop_md: number;
      build_dls: number;
      drop_dls: number;
      target: { tvd: number; ns: number; ew: number };
      final_inc?: number;
      final_hold?: number;
      az?: number;
    }
  | { method: 'kop_curve_hold'; start?: PlanStart; kop_md: number; dls: number; hold_inc: number; az: number; td_md: number };
export const designQuickPlan = (wellId: string, body: QuickPlanRequest) =>
  data(api.post<{ data: QuickPlanAnswer }>(`${well(wellId)}/plans/design`, body, { hideMessage: true }));

// ── projections ──
export interface ProjectionRequest {
  family: 'method' | 'mode';
  method_id: string;
  inputs: ProjectionInputs;
}
export const computeProjection = (wellId: string, body: ProjectionRequest) =>
  data(api.post<{ data: ProjectionResult }>(`${well(wellId)}/wps/projections/compute`, body, { hideMessage: true }));
export const saveProjection = (wellId: string, body: ProjectionRequest & { name: string }) =>
  andRefresh(wellId, data(api.post<{ data: SavedProjection }>(`${well(wellId)}/wps/projections`, body, { hideMessage: true })));
export const deleteProjection = (wellId: string, id: string) => andRefresh(wellId, api.delete(`${well(wellId)}/wps/projections/${encodeURIComponent(id)}`));
