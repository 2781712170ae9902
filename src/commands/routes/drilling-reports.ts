import type { RouteDecl } from '../route-types';
import { group, needs } from './define';
import { ACTIVITY_VIEWS, CONNECTION_VIEWS, DAILY_COST_VIEWS, MUD_VIEWS, TRIPPING_VIEWS } from '../route-views';

const r = group({ stage: 'drilling', trail: ['Drilling', 'Reports'] });

export const drillingReportRoutes: RouteDecl[] = [
  r('drilling.days_vs_depth', '/drilling/days_vs_depth/{well_uid?}', 'Days vs Depth', { keywords: ['dvd', 'curve', 'spud'] }),
  r('drilling.auto_time_log', '/drilling/auto_time_log/{well_uid?}', 'Auto Time Log', { keywords: ['rig states', 'activities', 'timelog'] }),
  r('drilling.time_journal', '/drilling/time_journal/{well_uid?}', 'Time Journal', {
    keywords: ['daily drilling report', 'ddr', 'timelog'],
    guard: needs('VIEW_DRILLING_TIMELOG'),
    keys: 'Alt+Shift+KeyJ',
  }),
  r('drilling.daily_costs', '/drilling/{well_uid}/daily_costs/{view}', 'Daily Costs', {
    choices: { view: DAILY_COST_VIEWS },
    keywords: ['cost codes', 'money', 'afe'],
  }),
  r('drilling.trouble_summary', '/drilling/trouble_summary/{well_uid?}', 'Trouble Summary', { keywords: ['npt', 'troubles', 'incidents'] }),
  r('drilling.hazards_summary', '/drilling/hazards_summary/{well_uid?}', 'Hazards Summary', { keywords: ['hazards', 'risks'] }),
  r('drilling.recommendations', '/drilling/recommendations/{well_uid?}', 'Recommendations', { keywords: ['advice'] }),
  r('drilling.time_cost', '/drilling/{well_uid}/time_cost', 'AFE Curves', {
    keywords: ['afe', 'authorisation for expenditure', 'cost curve'],
  }),
  r('drilling.time_cost.estimate', '/drilling/{well_uid}/time_cost/{estimate_id}', 'AFE Curve', { keywords: ['afe', 'estimate'] }),
  r('drilling.tickets', '/drilling/{well_uid}/tickets', 'Field Tickets', { keywords: ['service tickets', 'invoices'] }),
  r('drilling.ticket', '/drilling/{well_uid}/tickets/{ticket_id}', 'Field Ticket', { keywords: ['service ticket'] }),
  r('drilling.zero_statistics', '/drilling/zero_statistics/{well_uid?}', 'Zero Statistics', { keywords: ['zero wob', 'zero diffp'] }),
  r('drilling.connections', '/drilling/connections/{view}/{well_uid?}', 'Connections', {
    choices: { view: CONNECTION_VIEWS },
    keywords: ['slips to slips', 'weight to weight'],
  }),
  r('drilling.drilling_stat', '/drilling/drilling_stat/{well_uid?}', 'Drilling Statistics', { keywords: ['rop', 'kpi'] }),
  r('drilling.tripping_analysis', '/drilling/tripping_analysis/{view}/{well_uid?}', 'Tripping Analysis', {
    choices: { view: TRIPPING_VIEWS },
    keywords: ['trip speed', 'pooh', 'rih'],
  }),
  r('drilling.tripping_stat', '/drilling/tripping_stat/{well_uid?}', 'Tripping Statistics', { keywords: ['trip speed', 'kpi'] }),
  r('drilling.activities', '/drilling/activities/{view}/{well_uid?}', 'Activities', { choices: { view: ACTIVITY_VIEWS }, keywords: ['rig states', 'by day'] }),
  r('drilling.mud', '/drilling/mud/{view}/{well_uid?}', 'Mud Reports', {
    choices: { view: MUD_VIEWS },
    keywords: ['mud', 'density', 'viscosity', 'fluids', 'mud program', 'mud products'],
  }),
  r('drilling.brs', '/drilling/brs/{well_uid?}', 'Run Summary', { keywords: ['bha run', 'brs', 'reason pulled'] }),
];
