import type { RouteDecl } from '../route-types';
import { group } from './define';
import { COMPLETION_COST_VIEWS, PLAN_VS_ACTUAL_VIEWS } from '../route-views';

const C = '/completions';
const dash = group({ stage: 'completion_frac', trail: ['Completions'] });
const logs = group({ stage: 'completion_frac', trail: ['Completions', 'Log analysis'] });
const reports = group({ stage: 'completion_frac', trail: ['Completions', 'Completion reports'] });
const drilling = group({ stage: 'completion_frac', trail: ['Completions', 'Drilling reports'] });
const equipment = group({ stage: 'completion_frac', trail: ['Completions', 'Equipment'] });
const info = group({ stage: 'completion_frac', trail: ['Completions', 'Well info'] });
const mgmt = group({ stage: 'completion_frac', trail: ['Completions', 'Management'] });

/**
 * The completions file drive always carries a folder_id (spec 2 and 5). The server names its
 * category folders; 'completions' is the id of the completions folder.
 */
export const COMPLETIONS_FOLDER_ID = 'completions';

export const completionsRoutes: RouteDecl[] = [
  dash('completions.dashboards', `${C}/dashboards/{well_uid?}`, 'Dashboards', { keywords: ['frac', 'home', 'widgets'], keys: 'Alt+Shift+KeyC' }),
  logs('completions.treatment_plot', `${C}/log_analysis/treatment_plot/{well_uid?}`, 'Treatment Plot', {
    keywords: ['frac', 'treating pressure', 'slurry rate', 'proppant'],
  }),
  logs('completions.comparison_log', `${C}/log_analysis/comparison_log/{well_uid?}`, 'Stage Comparison Log', { keywords: ['stages', 'compare'] }),
  logs('completions.custom_log', `${C}/log_analysis/custom_log/{well_uid?}`, 'Custom Log', { keywords: ['log', 'curves'] }),
  logs('completions.wireline_time_log', `${C}/log_analysis/wireline_time_log/{well_uid?}`, 'Wireline Time Log', {
    keywords: ['wireline', 'plug and perf'],
    stage: 'completion_wireline',
  }),
  logs('completions.drill_out_time_log', `${C}/log_analysis/drill_out_time_log/{well_uid?}`, 'Drill-out Time Log', { keywords: ['drill out', 'plugs'] }),
  logs('completions.geosteering', `${C}/log_analysis/geosteering/{well_uid?}`, 'Geosteering', { keywords: ['interpretation'] }),
  reports('completions.stage_summary', `${C}/completion_reports/stage_summary/{well_uid?}`, 'Stage Summary', { keywords: ['frac stages'] }),
  reports('completions.pumping_summary', `${C}/completion_reports/pumping_summary/{well_uid?}`, 'Pumping Summary', { keywords: ['pumping schedule', 'frac'] }),
  reports(
    'completions.pumping_schedule_details',
    `${C}/completion_reports/pumping_summary/pumping_schedule_details/{assembly_id}/{well_uid?}`,
    'Pumping Schedule Details',
    { keywords: ['pumping schedule'] },
  ),
  reports('completions.time_journal', `${C}/completion_reports/time_journal/{well_uid?}`, 'Time Journal', { keywords: ['daily report', 'timelog'] }),
  reports('completions.daily_costs', `${C}/completion_reports/daily_costs/{view}/{well_uid?}`, 'Daily Costs', {
    choices: { view: COMPLETION_COST_VIEWS },
    keywords: ['cost codes', 'frac costs', 'field tickets'],
  }),
  reports('completions.trouble_summary', `${C}/completion_reports/trouble_summary/{well_uid?}`, 'Trouble Summary', { keywords: ['npt', 'troubles'] }),
  reports('completions.recommendations', `${C}/completion_reports/recommendations/{well_uid?}`, 'Recommendations', { keywords: ['advice'] }),
  drilling('completions.survey', `${C}/drilling_reports/survey/{well_uid?}`, 'Survey', { keywords: ['trajectory', 'stations'] }),
  drilling('completions.plan_vs_actual', `${C}/drilling_reports/plan_vs_actual/{view}/{well_uid?}`, 'Plan vs Actual', {
    choices: { view: PLAN_VS_ACTUAL_VIEWS },
    keywords: ['deviation'],
  }),
  drilling('completions.deviation', `${C}/drilling_reports/deviation/{well_uid?}`, 'Deviation', { keywords: ['distance to plan'] }),
  equipment('completions.casing', `${C}/equipment/casing/{well_uid?}`, 'Casing', { keywords: ['strings'] }),
  equipment('completions.casing.assembly', `${C}/equipment/casing/{assembly_id}/{well_uid?}`, 'Casing assembly', { keywords: ['string'] }),
  equipment('completions.tickets', `${C}/equipment/tickets/{well_uid?}`, 'Field Tickets', { keywords: ['service tickets'] }),
  equipment('completions.ticket', `${C}/equipment/tickets/{ticket_id}/{well_uid?}`, 'Field Ticket', { keywords: ['service ticket'] }),
  info('completions.design', `${C}/well_info/design/{well_uid?}`, 'Designs', { keywords: ['completion design'] }),
  info('completions.design.item', `${C}/well_info/design/{design_id}/{well_uid?}`, 'Design', { keywords: ['completion design'] }),
  info('completions.location', `${C}/well_info/location/{well_uid?}`, 'Location', { keywords: ['map'] }),
  info('completions.job_summary', `${C}/well_info/job_summary/{well_uid?}`, 'Job Summary', { keywords: ['summary'] }),
  dash('completions.file_drive', `${C}/file_drive/{well_uid?}`, 'File Drive', {
    keywords: ['files', 'documents'],
    query: [{ name: 'folder_id', required: true, default: COMPLETIONS_FOLDER_ID }],
  }),
  mgmt('completions.management.well_configuration', `${C}/management/well_configuration/{well_uid?}`, 'Well Configuration', { keywords: ['settings'] }),
  mgmt('completions.management.control', `${C}/management/control/{well_uid?}`, 'Control Log', { keywords: ['control'] }),
];
