/** Every logs route (spec 7.10 / 7.11): reads, batches, analytics, charts, data calls, import and export. */
import { activityRoutes } from './activities';
import { chartRoutes } from './charts';
import { costChartRoutes } from './cost-chart';
import { costLineRoutes } from './cost-lines';
import { dataRoutes } from './data';
import { daysVsDepthRoutes } from './days-vs-depth';
import { depthlogRoutes } from './depthlog';
import { detectionSettingsRoutes } from './detection-settings';
import { importExportRoutes } from './import-export';
import { logReadRoutes } from './logs';
import { slideChartRoutes } from './slide-chart';
import { timelogRoutes } from './timelog';
import { wellTunerRoutes } from './well-tuner';

export const logRoutes = [
  ...logReadRoutes,
  ...timelogRoutes,
  ...depthlogRoutes,
  ...activityRoutes,
  ...chartRoutes,
  ...slideChartRoutes,
  ...daysVsDepthRoutes,
  ...costChartRoutes,
  ...costLineRoutes,
  ...dataRoutes,
  ...importExportRoutes,
  ...detectionSettingsRoutes,
  ...wellTunerRoutes,
];
