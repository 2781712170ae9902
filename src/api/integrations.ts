/**
 * Admin › Integrations (server/routes/integrations.ts): integrations with providers, their mapping
 * status, sessions and steps. Keys are [path, …] like the admin entities' (api/admin-entities.ts), so
 * `refreshEntities('admin/integrations')` after a create, edit or delete reads every one of them again.
 */
import useSWR from 'swr';
import { api } from './request';

const BASE = 'admin/integrations';
const quiet = { hideMessage: true } as const;

export type SessionStatus = 'running' | 'done' | 'failed';

export interface IntegrationView {
  id: string;
  name: string;
  provider_id: string;
  provider_name: string;
  provider_kind: string;
  provider_url: string;
  direction: 'import' | 'export';
  module: 'realtime' | 'surveys' | 'messages';
  well_id: string | null;
  well_name: string | null;
  source_id: string | null;
  source_name: string | null;
  source_status: string | null;
  channels: { mnemonic: string; unit: string; description?: string }[];
  /** The administrator's choices: a mnemonic to a declared channel, or to null (ignored). */
  overrides: { mnemonic: string; channel: string | null }[];
  enabled: boolean;
  created_at: string;
  updated_at: string;
  session_count: number;
  last_session: { id: string; status: SessionStatus; started_at: string; finished_at: string | null; records_ok: number; error: string | null } | null;
  mapping_summary: { total: number; mapped: number; unmapped: number; ignored: number; unconvertible: number };
}

export interface MappingRow {
  mnemonic: string;
  unit: string;
  channel: string | null;
  channel_label: string | null;
  target_unit: string | null;
  factor: number | null;
  offset: number | null;
  status: 'mapped' | 'unmapped' | 'ignored' | 'unconvertible';
  overridden: boolean;
  note: string | null;
}

export interface SessionView {
  id: string;
  integration_id: string;
  /** The job (integration.run) whose attempt this session was: a run started by an administrator. */
  job_id: string | null;
  status: SessionStatus;
  trigger: 'feed' | 'manual' | 'demo';
  started_at: string;
  finished_at: string | null;
  error: string | null;
  records_in: number;
  records_ok: number;
  records_bad: number;
}

export interface StepView {
  seq: number;
  name: string;
  status: SessionStatus | 'skipped';
  started_at: string;
  finished_at: string | null;
  count_in: number;
  count_ok: number;
  count_bad: number;
  message: string | null;
}

const get = <T>(url: string) => api.get<{ data: T }>(url, undefined, quiet);
const refresh = { refreshInterval: 10_000, keepPreviousData: true };

const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const useIntegrations = () => useSWR([BASE, 'list'], () => get<IntegrationView[]>(BASE), refresh);
export const useIntegration = (id: string) => useSWR(id ? [one(id), 'one'] : null, () => get<IntegrationView>(one(id)), refresh);
export const useIntegrationMapping = (id: string) => useSWR(id ? [`${one(id)}/mapping`] : null, () => get<MappingRow[]>(`${one(id)}/mapping`));
export const useIntegrationSessions = (id: string) => useSWR(id ? [`${one(id)}/sessions`] : null, () => get<SessionView[]>(`${one(id)}/sessions`), refresh);
export const useIntegrationSession = (id: string, sessionId: string) =>
  useSWR(
    id && sessionId ? [`${one(id)}/sessions/${encodeURIComponent(sessionId)}`] : null,
    () => get<SessionView & { steps: StepView[] }>(`${one(id)}/sessions/${encodeURIComponent(sessionId)}`),
    refresh,
  );

/** Run now: queues a job of kind integration.run (retried on failure; see Admin › dashboards › jobs). */
export const runIntegrationNow = (id: string) => api.post<{ data: { job_id: string; status: 'queued' } }>(`${one(id)}/run`, {}, quiet);
