/**
 * Well planning of a project (issue 20): the project's wells in one frame, pad programs (drilling
 * order with slots, rig, spud dates and durations) and the anti-collision across a program's wells.
 */
import useSWR from 'swr';
import { api } from './request';

export interface TrajPoint {
  md: number;
  inc: number;
  azi: number;
  tvd: number;
  ns: number;
  ew: number;
  vs: number;
  dls: number;
}

export type TrajectoryKind = 'survey+plan' | 'survey' | 'plan' | 'none';

export interface ProjectWellTrajectory {
  well_id: string;
  name: string;
  status: number;
  stage: string;
  latitude: number | null;
  longitude: number | null;
  site_name: string | null;
  slot_name: string | null;
  located: boolean;
  slot: { ns: number; ew: number; tvd: number } | null;
  trajectory: TrajectoryKind;
  last_survey: { md: number; tvd: number; inc: number; azi: number } | null;
  plan: { id: string; name: string; td_md: number | null; td_tvd: number | null } | null;
  survey: TrajPoint[];
  plan_points: TrajPoint[];
}

export interface ProjectTrajectories {
  project_id: string;
  project_name: string;
  frame: { well_id: string; name: string; north_reference: string; site_name: string | null } | null;
  vs_azimuth: number;
  wells: ProjectWellTrajectory[];
}

export interface PadProgramWell {
  well_id: string;
  name: string;
  position: number;
  slot_name: string;
  planned_spud: string | null;
  duration_days: number | null;
  planned_release: string | null;
  status: number;
  stage: string;
}

export interface PadProgram {
  id: string;
  project_id: string;
  name: string;
  rig_id: string | null;
  rig_name: string | null;
  description: string;
  created_at: string;
  updated_at: string;
  wells: PadProgramWell[];
  first_spud: string | null;
  last_release: string | null;
  total_days: number;
}

export interface PadProgramInput {
  name: string;
  rig_id?: string | null;
  description?: string;
  wells: { well_id: string; slot_name?: string; planned_spud?: string | null; duration_days?: number | null }[];
}

export type RiskLevel = 'stop' | 'warning' | 'ok';

export interface PadCellDto {
  status: 'scanned' | 'no-trajectory';
  min_sf: number | null;
  ref_md: number | null;
  ref_tvd: number | null;
  offset_md: number | null;
  cc: number | null;
  min_cc: number | null;
  risk: RiskLevel;
}

export interface PadAntiCollision {
  program_id: string;
  thresholds: { level: RiskLevel; label: string; sf_below: number | null }[];
  wells: {
    well_id: string;
    name: string;
    position: number;
    slot_name: string | null;
    trajectory: TrajectoryKind;
    last_survey_md: number | null;
    plan_name: string | null;
    td_md: number | null;
    error_model: string;
    hole_diameter_in: number;
  }[];
  matrix: (PadCellDto | null)[][];
  flagged: (PadCellDto & { a_well_id: string; a_name: string; b_well_id: string; b_name: string; ref_well_id: string; ref_name: string; risk_label: string })[];
  order: {
    position: number;
    well_id: string;
    name: string;
    after: string[];
    against_drilled: (PadCellDto & { well_id: string; name: string }) | null;
    against_pad: (PadCellDto & { well_id: string; name: string }) | null;
    risk: RiskLevel;
    risk_label: string;
  }[];
  worst_risk: RiskLevel;
  pairs: number;
  computed_ms: number;
}

const project = (id: string) => `projects/${encodeURIComponent(id)}`;
const opts = { revalidateOnFocus: false };

export function useProjectTrajectories(projectId: string | null) {
  return useSWR(
    projectId ? ['planning/trajectories', projectId] : null,
    () => api.get<{ data: ProjectTrajectories }>(`${project(projectId!)}/well_trajectories`, undefined, { hideMessage: true }),
    opts,
  );
}

export function usePadPrograms(projectId: string | null) {
  return useSWR(
    projectId ? ['planning/pad_programs', projectId] : null,
    () => api.get<{ data: PadProgram[] }>(`${project(projectId!)}/pad_programs`, undefined, { hideMessage: true }),
    opts,
  );
}

export function usePadProgram(projectId: string | null, programId: string | null) {
  return useSWR(
    projectId && programId ? ['planning/pad_program', projectId, programId] : null,
    () => api.get<{ data: PadProgram }>(`${project(projectId!)}/pad_programs/${encodeURIComponent(programId!)}`, undefined, { hideMessage: true }),
    opts,
  );
}

/** The program's anti-collision; the key carries the program's last save so an edit recomputes it. */
export function usePadAntiCollision(projectId: string | null, programId: string | null, version: string | null) {
  return useSWR(
    projectId && programId && version ? ['planning/pad_ac', projectId, programId, version] : null,
    () =>
      api.get<{ data: PadAntiCollision }>(`${project(projectId!)}/pad_programs/${encodeURIComponent(programId!)}/anti_collision`, undefined, {
        hideMessage: true,
      }),
    opts,
  );
}

export const createPadProgram = (projectId: string, body: PadProgramInput) => api.post<{ data: PadProgram }>(`${project(projectId)}/pad_programs`, body);
export const savePadProgram = (projectId: string, programId: string, body: PadProgramInput) =>
  api.put<{ data: PadProgram }>(`${project(projectId)}/pad_programs/${encodeURIComponent(programId)}`, body);
export const deletePadProgram = (projectId: string, programId: string) => api.delete(`${project(projectId)}/pad_programs/${encodeURIComponent(programId)}`);

/** The body that saves a program as it is, with its wells in the given order. */
export const programInput = (p: PadProgram, wells: readonly PadProgramWell[] = p.wells): PadProgramInput => ({
  name: p.name,
  rig_id: p.rig_id,
  description: p.description,
  wells: wells.map((w) => ({ well_id: w.well_id, slot_name: w.slot_name, planned_spud: w.planned_spud, duration_days: w.duration_days })),
});
