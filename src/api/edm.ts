/**
 * Project EDM (issue 16; data-widgets-calls 7.7): the tree (site → slot → well → wellbore → design),
 * every design's trajectory in its site's frame, the travelling cylinder between designs, and an EDM
 * survey compared with the well's own.
 */
import useSWR from 'swr';
import type { TrajPoint } from './planning';
import { api } from './request';

export interface EdmDesignNode {
  id: string;
  name: string;
  phase: 'actual' | 'plan';
  definitive: boolean;
  stations: number;
  top_md: number | null;
  td_md: number | null;
}
export interface EdmWellboreNode {
  id: string;
  name: string;
  parent_id: string | null;
  kickoff_md: number | null;
  designs: EdmDesignNode[];
}
export interface EdmWellNode {
  id: string;
  name: string;
  well_id: string | null;
  well_name: string | null;
  wellbores: EdmWellboreNode[];
}
export interface EdmSlotNode {
  id: string | null;
  name: string | null;
  template_id: string | null;
  template_name: string | null;
  north_m: number | null;
  east_m: number | null;
  wells: EdmWellNode[];
}
export interface EdmSiteNode {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  datum: { name: string; elevation_m: number; north_reference: 'true' | 'grid'; convergence_deg: number };
  templates: { id: string; name: string }[];
  slots: EdmSlotNode[];
}
export interface ProjectEdmTree {
  project_id: string;
  project_name: string;
  counts: Record<'sites' | 'templates' | 'slots' | 'wells' | 'wellbores' | 'designs', number>;
  sites: EdmSiteNode[];
}

export interface EdmDesignPath {
  design_id: string;
  design_name: string;
  phase: 'actual' | 'plan';
  definitive: boolean;
  wellbore_id: string;
  wellbore_name: string;
  edm_well_id: string;
  well_name: string;
  well_id: string | null;
  site_name: string;
  slot_name: string | null;
  slot: { ns: number; ew: number; tvd: number } | null;
  points: TrajPoint[];
}
export interface EdmTrajectories {
  site_id: string | null;
  sites: { id: string; name: string }[];
  frame: { site_name: string; north_reference: 'true' | 'grid'; datum_name: string } | null;
  vs_azimuth: number;
  designs: EdmDesignPath[];
}

export interface EdmCylinderPoint {
  ref_md: number;
  offset_md: number;
  distance: number;
  hs_angle: number;
  north_angle: number;
}
export interface EdmCylinder {
  reference: { design_id: string; name: string };
  radius: number;
  offsets: { design_id: string; name: string; phase: 'actual' | 'plan'; points: EdmCylinderPoint[] }[];
}

interface Values {
  inc: number;
  azi: number;
  tvd: number;
  ns: number;
  ew: number;
}
export interface EdmCompareRow {
  md: number;
  edm: Values;
  well: Values | null;
  d_inc: number | null;
  d_azi: number | null;
  d_tvd: number | null;
  d_ns: number | null;
  d_ew: number | null;
  distance: number | null;
}
export interface EdmCompare {
  design_id: string;
  design_name: string;
  edm_well_name: string;
  wellbore_name: string;
  well_id: string;
  well_name: string;
  stations: number;
  compared: number;
  beyond_survey: number;
  max_distance: number | null;
  max_distance_md: number | null;
  rows: EdmCompareRow[];
}

const edm = (projectId: string) => `projects/${encodeURIComponent(projectId)}/edm`;
const opts = { revalidateOnFocus: false };

export function useProjectEdm(projectId: string | null) {
  return useSWR(projectId ? ['edm/tree', projectId] : null, () => api.get<{ data: ProjectEdmTree }>(edm(projectId!), undefined, { hideMessage: true }), opts);
}

/** One site's designs: `siteId`, else the site holding `wellId`'s EDM well, else the project's first. */
export function useEdmTrajectories(projectId: string | null, siteId: string | null, wellId: string | null = null) {
  const query = siteId ? { site_id: siteId } : wellId ? { well_id: wellId } : undefined;
  return useSWR(
    projectId ? ['edm/trajectories', projectId, siteId ?? `well:${wellId ?? ''}`] : null,
    () => api.get<{ data: EdmTrajectories }>(`${edm(projectId!)}/trajectories`, query, { hideMessage: true }),
    opts,
  );
}

export function useEdmCylinder(projectId: string | null, designId: string | null, radiusM: number) {
  return useSWR(
    projectId && designId ? ['edm/cylinder', projectId, designId, radiusM] : null,
    () => api.get<{ data: EdmCylinder }>(`${edm(projectId!)}/designs/${encodeURIComponent(designId!)}/cylinder`, { radius: radiusM }, { hideMessage: true }),
    opts,
  );
}

export function useWellEdmCompare(wellId: string | null) {
  return useSWR(
    wellId ? ['edm/well-compare', wellId] : null,
    () => api.get<{ data: EdmCompare | null }>(`wells/${encodeURIComponent(wellId!)}/edm/compare`, undefined, { hideMessage: true }),
    opts,
  );
}
