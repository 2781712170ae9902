/**
 * Multiwell (/business) and project views. Multiwell needs the profile flag multi_well_enabled;
 * non-admins without it are sent to the single-well dashboards rather than a dead end.
 * Production has no multiwell or project dashboard (it is disabled), so a production user's
 * /business and /project land on the drilling ones.
 */
import type { GuardSpec, RouteDecl, Stage } from '../route-types';
import { group } from './define';

const multiWell: GuardSpec = { auth: 'signedIn', profileFlag: { flag: 'multi_well_enabled', redirect: 'drilling.dashboards' } };
const biz = group({ trail: ['Multiwell'], guard: multiWell });
const proj = group({ trail: ['Project'] });

const business: Record<Stage, string> = {
  drilling: 'business.drilling.dashboards',
  completion_frac: 'business.completions.dashboards',
  completion_wireline: 'business.completions.dashboards',
  production: 'business.drilling.dashboards',
};
const project: Record<Stage, string> = {
  drilling: 'project.drilling',
  completion_frac: 'project.completions',
  completion_wireline: 'project.completions',
  production: 'project.drilling',
};

export const multiwellRoutes: RouteDecl[] = [
  biz('business', '/business', 'Multiwell', { redirect: { byDefaultStage: business } }),
  biz('business.drilling.dashboards', '/business/drilling/dashboards', 'Multiwell drilling dashboards', {
    stage: 'drilling',
    keywords: ['multi-well', 'fleet', 'rigs'],
  }),
  biz('business.completions.dashboards', '/business/completions/dashboards', 'Multiwell completions dashboards', {
    stage: 'completion_frac',
    keywords: ['multi-well', 'frac fleet'],
  }),
  biz('business.production.dashboards', '/business/production/dashboards', 'Multiwell production dashboards', {
    stage: 'production',
    guard: { ...multiWell, disabled: true },
  }),
  proj('project', '/project', 'Project', { redirect: { byDefaultStage: project } }),
  proj('project.drilling', '/project/drilling', 'Project drilling dashboards', { stage: 'drilling', keywords: ['pad', 'field', 'campaign'] }),
  proj('project.completions', '/project/completions', 'Project completions dashboards', { stage: 'completion_frac', keywords: ['pad', 'frac'] }),
];
