/** The time journal and troubles routes (issue 15). */
import { incidentRoutes } from './incidents';
import { timeJournalRoutes } from './time-journal';

export const journalRoutes = [...timeJournalRoutes, ...incidentRoutes];
