import type { RouteDecl } from '../route-types';
import { PRODUCTION_COST_VIEWS } from '../route-views';
import { group } from './define';

const dash = group({ stage: 'production', trail: ['Production'] });
const reports = group({ stage: 'production', trail: ['Production', 'Production reports'] });
const mgmt = group({ stage: 'production', trail: ['Production', 'Management'] });
const info = group({ stage: 'production', trail: ['Production', 'Well info'] });

export const productionRoutes: RouteDecl[] = [
  dash('production.dashboards', '/production/dashboards/{well_uid?}', 'Dashboards', { keywords: ['home', 'widgets'], keys: 'Alt+Shift+KeyP' }),
  reports('production.time_journal', '/production/production_reports/time_journal/{well_uid?}', 'Time Journal', { keywords: ['daily report', 'timelog'] }),
  reports('production.daily_costs', '/production/production_reports/daily_costs/{view}/{well_uid?}', 'Daily Costs', {
    choices: { view: PRODUCTION_COST_VIEWS },
    keywords: ['cost codes', 'lease operating expense', 'loe', 'decline', 'arps', 'eur'],
  }),
  mgmt('production.management.well_configuration', '/production/management/well_configuration/{well_uid?}', 'Well Configuration', { keywords: ['settings'] }),
  info('production.job_summary', '/production/well_info/job_summary/{well_uid?}', 'Job Summary', { keywords: ['summary'] }),
];
