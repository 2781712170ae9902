/** Alerts (server/routes/alert-subscriptions.ts, alert-events.ts): subscriptions, the caller's alerts, the live topic. */
import useSWR, { mutate } from 'swr';
import type { AlertCategory, AlertChannel, AlertTypeId } from '../domain/constants/alerts-and-reports';
import { realtimeClient } from './realtime/connection';
import { userAlertsTopic, type AlertMessage } from './realtime/topics';
import { api } from './request';

export interface AlertSubscription {
  id: string;
  name: string;
  well_id: string;
  well_name: string;
  type: AlertTypeId;
  category: AlertCategory;
  severity: 'info' | 'warning' | 'critical';
  channels: AlertChannel[];
  channel_status: Partial<Record<AlertChannel, 'ready' | 'not configured'>>;
  params: Record<string, number | string>;
  top_n: number | null;
  enabled: boolean;
  muted_until: string | null;
  mute_from_md_m: number | null;
  mute_to_md_m: number | null;
  shared_by_name: string | null;
}

export interface AlertEvent {
  id: string;
  subscription_name: string;
  well_name: string;
  type: AlertTypeId;
  severity: string;
  message: string;
  numbers: AlertMessage['numbers'];
  fired_at: string;
  open: boolean;
  /** When its condition ended (one-off alerts such as a new survey never have one). */
  cleared_at: string | null;
  read_at: string | null;
  deliveries: Record<string, { status: string; latency_ms?: number }>;
}

export interface AlertOptions {
  types: { id: AlertTypeId; category: AlertCategory; label: string; detector: boolean }[];
  top_n: number[];
  channels: { id: AlertChannel; status: 'ready' | 'not configured'; detail: string }[];
}

const quiet = { hideMessage: true, quiet: true } as const;

export const useAlertOptions = () => useSWR('alerts/options', () => api.get<{ data: AlertOptions }>('alerts/options', undefined, quiet));

export function useAlertSubscriptions(filter: { category?: AlertCategory; search?: string }) {
  return useSWR(['alerts/subscriptions', filter.category ?? '', filter.search ?? ''], () =>
    api.get<{ data: AlertSubscription[] }>('alerts/subscriptions', { category: filter.category || undefined, search: filter.search || undefined }, quiet),
  );
}

export const useAlertEvents = () => useSWR('alerts/events', () => api.get<{ data: AlertEvent[]; unread: number }>('alerts/events', { limit: 50 }, quiet));

const refresh = () => mutate((key) => key === 'alerts/events' || (Array.isArray(key) && key[0] === 'alerts/subscriptions'));

/** Quiet: the form shows a refusal on the field it names. */
export async function createSubscription(body: Record<string, unknown>) {
  await api.post('alerts/subscriptions', body, { quiet: true, hideMessage: true });
  await refresh();
}

/** `quiet` when the caller shows the refusal itself (the edit form). */
export async function updateSubscription(id: string, body: Record<string, unknown>, quiet = false) {
  await api.patch(`alerts/subscriptions/${encodeURIComponent(id)}`, body, quiet ? { quiet: true, hideMessage: true } : {});
  await refresh();
}

export async function cloneSubscription(id: string) {
  await api.post(`alerts/subscriptions/${encodeURIComponent(id)}/clone`);
  await refresh();
}

export async function deleteSubscription(id: string) {
  await api.delete(`alerts/subscriptions/${encodeURIComponent(id)}`);
  await refresh();
}

export async function unsubscribeShared(id: string) {
  await api.delete(`alerts/subscriptions/${encodeURIComponent(id)}/unsubscribe_shared`);
  await refresh();
}

export async function markAllRead() {
  await api.post('alerts/events/read', { all: true });
  await refresh();
}

/** The signed-in user's alerts as they fire (and clear); returns the function that stops listening. */
export function listenMyAlerts(userId: string, onAlert: (m: AlertMessage) => void): () => void {
  return realtimeClient().listen(userAlertsTopic(userId), {
    onMessage: (body) => {
      onAlert(body as AlertMessage);
      void mutate('alerts/events');
    },
  });
}
