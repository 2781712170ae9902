/** Admin › Integrations (server/routes/integrations.ts): integrations with providers, their mapping status, sessions and steps. */
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

export const useIntegrations = () => useSWR(BASE, () => get<IntegrationView[]>(BASE), refresh);
export const useIntegration = (id: string) => useSWR(id ? `${BASE}/${id}` : null, () => get<IntegrationView>(`${BASE}/${encodeURIComponent(id)}`), refresh);
export const useIntegrationMapping = (id: string) =>
  useSWR(id ? `${BASE}/${id}/mapping` : null, () => get<MappingRow[]>(`${BASE}/${encodeURIComponent(id)}/mapping`));
export const useIntegrationSessions = (id: string) =>
  useSWR(id ? `${BASE}/${id}/sessions` : null, () => get<SessionView[]>(`${BASE}/${encodeURIComponent(id)}/sessions`), refresh);
export const useIntegrationSession = (id: string, sessionId: string) =>
  useSWR(
    id && sessionId ? `${BASE}/${id}/sessions/${sessionId}` : null,
    () => get<SessionView & { steps: StepView[] }>(`${BASE}/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}`),
    refresh,
  );
