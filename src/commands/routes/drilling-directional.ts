import type { RouteDecl } from '../route-types';
import { group } from './define';
import { ANTI_COLLISION_VIEWS, NAVIGATION_TABLES, NAVIGATION_VIEWS, PLAN_VS_ACTUAL_VIEWS } from '../route-views';

const r = group({ stage: 'drilling', trail: ['Drilling', 'Directional data'] });

export const drillingDirectionalRoutes: RouteDecl[] = [
  r('drilling.navigation', '/drilling/navigation/{view}/{table}/{well_uid?}', 'Navigation', {
    choices: { view: NAVIGATION_VIEWS, table: NAVIGATION_TABLES },
    keywords: ['projection', 'bit', 'directional', 'plan ahead', 'distance to plan'],
  }),
  r('drilling.survey', '/drilling/survey/{well_uid?}', 'Survey', { keywords: ['trajectory', 'md inc azi', 'stations'], keys: 'Alt+Shift+KeyS' }),
  r('drilling.plans', '/drilling/plans/{well_uid?}', 'Definitive Plan', { keywords: ['plan', 'trajectory', 'proposal'] }),
  r('drilling.well_plans', '/drilling/well_plans/{well_uid?}', 'Well Plans', { keywords: ['plans', 'proposals'] }),
  r('drilling.well_plan', '/drilling/well_plans/{plan_id}/{well_uid?}', 'Well Plan', { keywords: ['plan', 'proposal'] }),
  r('drilling.anti_collision', '/drilling/anti_collision/{view}/{well_uid?}', 'Anti-Collision', {
    choices: { view: ANTI_COLLISION_VIEWS },
    keywords: ['ac', 'separation factor', 'offsets', 'ladder', 'travelling cylinder'],
  }),
  r('drilling.slidesheet', '/drilling/slidesheet/{well_uid?}', 'Slidesheet', { keywords: ['slides', 'toolface', 'motor yield'] }),
  r('drilling.plan_vs_actual', '/drilling/plan_vs_actual/{view}/{well_uid?}', 'Plan vs Actual', {
    choices: { view: PLAN_VS_ACTUAL_VIEWS },
    keywords: ['deviation', 'distance to plan', 'high low left right'],
  }),
  r('drilling.deviation', '/drilling/deviation/{well_uid?}', 'Deviation', { keywords: ['distance to plan'] }),
  r('drilling.buildwalk', '/drilling/buildwalk/{well_uid?}', 'Build/Walk', { keywords: ['build rate', 'turn rate', 'walk'] }),
  r('drilling.well_edm', '/drilling/well-edm/{well_uid?}', 'Well AC Offsets', { keywords: ['edm', 'offset wells', 'anti-collision'] }),
  r('drilling.separation', '/drilling/separation/{well_uid?}', 'Separation', { keywords: ['separation factor', 'sf', 'centre to centre'] }),
];
