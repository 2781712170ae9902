/**
 * Admin › well data sources (server/routes/data-sources.ts): list with live state, add and edit (the
 * generic entity dialog, POST and PATCH), an ETP endpoint's channels (Discovery), a WITSML store's wells,
 * wellbores and logs, start, stop, remove. Keys are [path, …] like the admin entities', so
 * `refreshEntities` reads every list of sources again (the dashboards' and a form's choice of source).
 */
import useSWR from 'swr';
import type { DataSourceKind, DataSourceView, EtpDiscoveryView, WitsmlDiscoveryView } from '../domain/feeds/data-source';
import { refreshEntities } from './admin-entities';
import { api } from './request';

export const DATA_SOURCES_PATH = 'admin/well_data_sources';
const KEY = DATA_SOURCES_PATH;
/** Errors are shown by the pane, beside what failed: no notice. */
const quiet = { hideMessage: true, quiet: true } as const;

/** Every source of a kind with its state, read again every 5 s (the server writes feed health every 5 s). */
export function useDataSources(kind: DataSourceKind) {
  return useSWR([KEY, 'kind', kind], () => api.get<{ data: DataSourceView[] }>(KEY, { kind }, { hideMessage: true }), {
    refreshInterval: 5000,
    keepPreviousData: true,
  });
}

export const refreshDataSources = () => refreshEntities(KEY);

/** An ETP endpoint's channels (Discovery), with what the feed makes of each; ok false with the reason when it cannot be asked. */
export const discoverEtpChannels = (b: { url: string; username: string | null; password: string | null; context_uri?: string; source_id?: string }) =>
  api.post<{ data: EtpDiscoveryView }>(`${KEY}/etp_discovery`, b, quiet);
/** One level of a WITSML 1.4.1.1 store's tree (wells; a well's wellbores; a wellbore's logs or trajectories); ok false with the reason when it cannot be asked. */
export const discoverWitsmlStore = (b: {
  url: string;
  username: string | null;
  password: string | null;
  source_id?: string;
  uid_well?: string;
  uid_wellbore?: string;
  object?: 'log' | 'trajectory';
}) => api.post<{ data: WitsmlDiscoveryView }>(`${KEY}/witsml_discovery`, b, quiet);
export const startDataSource = (id: string) => api.post<{ data: DataSourceView }>(`${KEY}/${encodeURIComponent(id)}/start`, undefined, quiet);
export const stopDataSource = (id: string) => api.post<{ data: DataSourceView }>(`${KEY}/${encodeURIComponent(id)}/stop`, undefined, quiet);
export const deleteDataSource = (id: string) => api.delete<{ message: string }>(`${KEY}/${encodeURIComponent(id)}`, undefined, quiet);
