/** Well information routes (issue 16): the header's edit, the location map, geoprognosis, the job summary. */
import { geoprognosisRoutes } from './geoprognosis';
import { patchWellHeader } from './header';
import { jobSummary } from './job-summary';
import { locationMap } from './location-map';

export const wellInfoRoutes = [patchWellHeader, locationMap, ...geoprognosisRoutes, jobSummary];
