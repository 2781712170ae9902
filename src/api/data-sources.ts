/**
 * Admin › well data sources (server/routes/data-sources.ts): list with live state, add, edit (the
 * generic entity dialog, PATCH), start, stop, remove. Keys are [path, …] like the admin entities', so
 * `refreshEntities` reads every list of sources again (the dashboards' and a form's choice of source).
 */
import useSWR from 'swr';
import type { DataSourceKind, DataSourceView } from '../domain/feeds/data-source';
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

export type NewDataSource =
  | { well_id: string; name: string; protocol: 'wits0'; mode: 'listen' | 'connect'; host: string; port: number }
  | {
      well_id: string;
      name: string;
      protocol: 'witsml141';
      /** What it feeds (log when absent): a log's rows, a trajectory's stations or the wellbore's messages. */
      kind?: DataSourceKind;
      url: string;
      username: string | null;
      password: string | null;
      remote: { uid_well: string; uid_wellbore: string; uid_log?: string; uid_trajectory?: string };
      poll_s: number;
    }
  | {
      well_id: string;
      name: string;
      protocol: 'etp12';
      url: string;
      /** Basic authentication's user; null with a password: the password is a bearer token. */
      username: string | null;
      password: string | null;
      remote: { uris: string[] };
    };

export const createDataSource = (b: NewDataSource) => api.post<{ data: DataSourceView }>(KEY, b, quiet);
export const startDataSource = (id: string) => api.post<{ data: DataSourceView }>(`${KEY}/${encodeURIComponent(id)}/start`, undefined, quiet);
export const stopDataSource = (id: string) => api.post<{ data: DataSourceView }>(`${KEY}/${encodeURIComponent(id)}/stop`, undefined, quiet);
export const deleteDataSource = (id: string) => api.delete<{ message: string }>(`${KEY}/${encodeURIComponent(id)}`, undefined, quiet);
