/** Every directional API route (surveys, plans, projections, analysis, anti-collision), one file per area. */
import type { RouteSpec } from '../../lib/route';
import { analysisRoutes } from './analysis';
import { antiCollisionRoutes } from './anti-collision';
import { formationTopRoutes } from './formation-tops';
import { importExportRoutes } from './import-export';
import { navigationRoute } from './navigation';
import { planRoutes } from './plans';
import { projectionRoutes } from './projections';
import { settingsRoutes } from './settings';
import { stationRoutes } from './stations';
import { surveyRoutes } from './surveys';
import { targetAndBoundaryRoutes } from './targets';

export const directionalRoutes: RouteSpec<any, any, any>[] = [
  ...surveyRoutes,
  ...stationRoutes,
  ...settingsRoutes,
  ...importExportRoutes,
  ...planRoutes,
  ...targetAndBoundaryRoutes,
  ...formationTopRoutes,
  ...projectionRoutes,
  ...analysisRoutes,
  ...antiCollisionRoutes,
  navigationRoute,
];
