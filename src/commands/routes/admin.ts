/**
 * Administration. Spec 6 names the admin-only areas (dashboards, companies, bids, projects, wells
 * audit, external providers, system settings, system audit, global access, integrations); users,
 * wells and system usage are not in that list and are gated by their permission instead, so a
 * non-admin holding VIEW_USERS may open the users page.
 *
 * Superadmin-only (spec: "some routes are superadmin-only", which ones is ours): system settings and
 * global access, because both change the platform for every company, while a company admin manages
 * only their own. Others are sent to the drilling dashboards.
 */
import type { RouteDecl } from '../route-types';
import { INTEGRATION_VIEWS, SYSTEM_SETTINGS_VIEWS } from '../route-views';
import { adminOnly, group, needs, superadminOnly } from './define';

const dash = group({ trail: ['Admin', 'Dashboards'], guard: adminOnly });
const r = group({ trail: ['Admin'], guard: adminOnly });

export const adminRoutes: RouteDecl[] = [
  dash('admin.dashboards.wells', '/admin/dashboards/wells', 'Admin dashboard: wells', { keywords: ['monitoring', 'wells'] }),
  dash('admin.dashboards.well_data_sources', '/admin/dashboards/well_data_sources', 'Admin dashboard: well data sources', { keywords: ['witsml', 'feeds'] }),
  dash('admin.dashboards.trajectory_data_sources', '/admin/dashboards/trajectory_data_sources', 'Admin dashboard: trajectory data sources', {
    keywords: ['survey providers'],
  }),
  dash('admin.dashboards.messages_data_sources', '/admin/dashboards/messages_data_sources', 'Admin dashboard: messages data sources', {
    keywords: ['rig messages'],
  }),
  dash('admin.dashboards.dummy_sms', '/admin/dashboards/dummy_sms', 'Admin dashboard: dummy SMS', { keywords: ['sms', 'test messages'] }),
  dash('admin.dashboards.jobs', '/admin/dashboards/jobs', 'Admin dashboard: jobs', { keywords: ['background jobs', 'queue'] }),
  dash('admin.dashboards.stats', '/admin/dashboards/stats', 'Admin dashboard: stats', { keywords: ['statistics'] }),
  r('admin.users', '/admin/users', 'Users', { guard: needs('VIEW_USERS'), keywords: ['accounts', 'people', 'impersonate'], keys: 'Alt+Shift+KeyU' }),
  r('admin.user', '/admin/users/{id}', 'User', { guard: needs('VIEW_USERS'), keywords: ['account'] }),
  r('admin.companies', '/admin/companies', 'Companies', { keywords: ['operators', 'contractors'] }),
  r('admin.company', '/admin/companies/{id}', 'Company', { keywords: ['operator', 'contractor'] }),
  r('admin.bids', '/admin/bids', 'Bids', { keywords: ['tenders'] }),
  r('admin.bid', '/admin/bids/{id}', 'Bid', { keywords: ['tender'] }),
  r('admin.projects', '/admin/projects', 'Projects', { keywords: ['fields', 'campaigns'] }),
  r('admin.project', '/admin/projects/{id}', 'Project', { keywords: ['field', 'campaign'] }),
  r('admin.wells', '/admin/wells', 'Wells', { guard: needs('MANAGE_WELLS'), keywords: ['well list', 'create well'] }),
  r('admin.well', '/admin/wells/{id}', 'Well', { guard: needs('MANAGE_WELLS'), keywords: ['well settings'] }),
  r('admin.wells_audit', '/admin/wells_audit', 'Wells Audit', { keywords: ['history', 'changes'] }),
  r('admin.external_providers', '/admin/external_providers', 'External Providers', { keywords: ['sso', 'survey providers', 'interpretation'] }),
  r('admin.system_settings', '/admin/system_settings/{tab?}', 'System Settings', {
    guard: superadminOnly,
    keywords: ['configuration', 'welcome screen'],
    choices: { tab: SYSTEM_SETTINGS_VIEWS },
  }),
  r('admin.system_audit', '/admin/system_audit', 'System Audit', { keywords: ['log', 'history'] }),
  r('admin.system_usage', '/admin/system_usage', 'System Usage', { guard: needs('CAN_VIEW_USAGE'), keywords: ['usage', 'activity'] }),
  r('admin.global_access', '/admin/global_access', 'Global Access', { guard: superadminOnly, keywords: ['permissions', 'roles'] }),
  r('admin.integrations', '/admin/integrations', 'Integrations', { keywords: ['connectors', 'import'] }),
  r('admin.integration', '/admin/integrations/{id}/{view}', 'Integration', {
    keywords: ['connector', 'mapping', 'sessions'],
    choices: { view: INTEGRATION_VIEWS },
  }),
  r('admin.integration.session', '/admin/integrations/{id}/session/{sessionId}', 'Integration session', { keywords: ['connector', 'run'] }),
];
