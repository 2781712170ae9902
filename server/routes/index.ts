import type { RouteSpec } from '../lib/route';
import { adminRoutes } from './admin';
import { alertEventRoutes } from './alert-events';
import { alertSubscriptionRoutes } from './alert-subscriptions';
import { appStateRoutes } from './app-state';
import { auditRoutes } from './audit';
import { bidRoutes } from './bids';
import { externalAccountRoutes } from './external-accounts';
import { externalProviderRoutes } from './external-providers';
import { assistantRoutes } from './assistant';
import { assistantNarrativeRoutes } from './assistant-narrative';
import { authRoutes } from './auth';
import { companyRoutes } from './companies';
import { configRoutes } from './config';
import { dataSourceRoutes } from './data-sources';
import { integrationRoutes } from './integrations';
import { directionalRoutes } from './directional';
import { engineeringRoutes } from './engineering';
import { fileDriveRoutes } from './file-drive';
import { jobRoutes } from './jobs';
import { journalRoutes } from './journal';
import { mudRoutes } from './mud';
import { ticketRoutes } from './tickets';
import { afeEstimateRoutes } from './afe-estimates';
import { logRoutes } from './logs';
import { morningReportRoutes } from './morning-report';
import { multiWellRoutes } from './multi-well';
import { multiWellReportRoutes } from './multi-well-reports';
import { noteRoutes } from './notes';
import { fracStageRoutes } from './completions/frac-stages';
import { fracStageNoteRoutes } from './completions/frac-stage-notes';
import { runLogRoutes } from './completions/run-logs';
import { fracOperationRoutes } from './completions/frac-operations';
import { completionCostRoutes } from './completions/completion-costs';
import { projectRoutes } from './projects';
import { referenceRoutes } from './references';
import { reportSubscriptionRoutes } from './report-subscriptions';
import { rigRoutes } from './rigs';
import { smsRoutes } from './sms';
import { systemSettingsRoutes } from './system-settings';
import { usageRoutes } from './usage';
import { wellRoutes } from './wells';
import { wellsAuditRoutes } from './wells-audit';
import { wellInfoRoutes } from './well-info';
import { inventoryRoutes } from './inventory';
import { bhaRoutes } from './equipment/bha-routes';
import { casingRoutes } from './equipment/casing-routes';
import { roadmapRoutes } from './roadmap';
import { brsRoutes } from './brs';
import { geosteeringRoutes } from './geosteering';
import { productionRoutes } from './production';
import { planningRoutes } from './planning';
import { edmRoutes } from './edm';

/** Every API route. The route walker test reads this list; nothing is registered elsewhere. */
export const allRoutes: RouteSpec<any, any, any>[] = [
  ...configRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...auditRoutes,
  ...jobRoutes,
  ...usageRoutes,
  ...dataSourceRoutes,
  ...integrationRoutes,
  ...companyRoutes,
  ...bidRoutes,
  ...externalProviderRoutes,
  ...externalAccountRoutes,
  ...systemSettingsRoutes,
  ...wellsAuditRoutes,
  ...projectRoutes,
  ...wellRoutes,
  ...wellInfoRoutes,
  ...rigRoutes,
  ...referenceRoutes,
  ...appStateRoutes,
  ...directionalRoutes,
  ...logRoutes,
  ...journalRoutes,
  ...mudRoutes,
  ...ticketRoutes,
  ...afeEstimateRoutes,
  ...noteRoutes,
  ...multiWellRoutes,
  ...multiWellReportRoutes,
  ...planningRoutes,
  ...edmRoutes,
  ...engineeringRoutes,
  ...fracStageRoutes,
  ...fracStageNoteRoutes,
  ...runLogRoutes,
  ...fracOperationRoutes,
  ...productionRoutes,
  ...completionCostRoutes,
  ...fileDriveRoutes,
  ...assistantRoutes,
  ...assistantNarrativeRoutes,
  ...alertSubscriptionRoutes,
  ...alertEventRoutes,
  ...smsRoutes,
  ...reportSubscriptionRoutes,
  ...morningReportRoutes,
  ...inventoryRoutes,
  ...bhaRoutes,
  ...casingRoutes,
  ...roadmapRoutes,
  ...brsRoutes,
  ...geosteeringRoutes,
];
