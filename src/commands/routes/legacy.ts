/**
 * Top-level paths of the previous product. Bookmarks still point at them, so each redirects to the
 * named route that holds that content today (the spec does not show the targets; these are ours).
 * A target that needs a well falls back to the stage dashboards when no well is selected.
 */
import type { RouteDecl } from '../route-types';
import { group } from './define';

const r = group({ trail: [] });
const noWell = 'drilling.dashboards';

export const legacyRoutes: RouteDecl[] = [
  r('legacy.dashboards', '/dashboards', 'Dashboards', { redirect: { to: 'drilling.dashboards' } }),
  r('legacy.equipment', '/equipment', 'Equipment', { redirect: { to: 'drilling.equipment.bha', withoutWell: noWell } }),
  r('legacy.engineering', '/engineering', 'Engineering', { redirect: { to: 'drilling.engineering.design', withoutWell: noWell } }),
  r('legacy.data_insights', '/data_insights', 'Data insights', { redirect: { to: 'drilling.depth_analysis_log' } }),
  r('legacy.reports', '/reports', 'Reports', { redirect: { to: 'drilling.days_vs_depth' } }),
  r('legacy.directional_data', '/directional_data', 'Directional data', { redirect: { to: 'drilling.survey' } }),
  r('legacy.edm', '/edm', 'EDM', { redirect: { to: 'drilling.well_edm' } }),
  r('legacy.file_drive', '/file_drive', 'File Drive', { redirect: { to: 'drilling.file_drive' } }),
  r('legacy.management', '/management', 'Management', { redirect: { to: 'drilling.management.well_configuration' } }),
  r('legacy.multiwell', '/multiwell', 'Multiwell', { redirect: { to: 'business' } }),
  r('legacy.drilling_reports', '/drilling/reports', 'Drilling reports', { redirect: { to: 'drilling.days_vs_depth' } }),
];
