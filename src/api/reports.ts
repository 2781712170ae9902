/** Scheduled reports (server/routes/report-subscriptions.ts): the caller's subscriptions, test send, toggle, clone, leave a shared one, delete (sharing: share-copies.ts). */
import useSWR, { mutate } from 'swr';
import type { ReportFormat, ReportPeriod, ReportTypeId, Weekday } from '../domain/constants/alerts-and-reports';
import { api } from './request';
import type { UserProfile } from './types';

export interface ReportSubscription {
  id: string;
  name: string;
  type: ReportTypeId;
  well_id: string | null;
  well_name: string | null;
  frequency: 'daily' | 'weekly';
  time: string;
  days: Weekday[];
  format: ReportFormat;
  period: ReportPeriod;
  paper_size: 'A4' | 'letter';
  orientation: 'portrait' | 'landscape';
  enabled: boolean;
  next_due_at: string | null;
  shared_by_name: string | null;
}

export interface ReportDelivery {
  status: string;
  detail: string | null;
}

const quiet = { hideMessage: true, quiet: true } as const;
const KEY = 'reports/subscriptions';

export const useReportSubscriptions = () => useSWR(KEY, () => api.get<{ data: ReportSubscription[] }>(KEY, undefined, quiet));
const refresh = () => mutate(KEY);

/** Quiet: the form shows a refusal on the field it names. */
export async function createReport(body: Partial<Omit<ReportSubscription, 'id' | 'well_name' | 'next_due_at' | 'shared_by_name'>>): Promise<void> {
  await api.post(KEY, body, quiet);
  await refresh();
}

/** The user's own time zone (profile locale.time_zone): every report of theirs is due in it. */
export async function saveTimeZone(timeZone: string): Promise<UserProfile['locale']> {
  const r = await api.put<{ data: UserProfile['locale'] }>('auth/user/locale', { time_zone: timeZone }, quiet);
  await refresh();
  return r.data;
}

export async function toggleReport(id: string, enabled: boolean): Promise<void> {
  await api.patch(`${KEY}/${encodeURIComponent(id)}/toggle`, { enabled });
  await refresh();
}

export async function cloneReport(id: string): Promise<void> {
  await api.post(`${KEY}/${encodeURIComponent(id)}/clone`);
  await refresh();
}

/** Leave a report another user shared (the caller's copy goes; the sharer's stays). */
export async function unsubscribeSharedReport(id: string): Promise<void> {
  await api.delete(`${KEY}/${encodeURIComponent(id)}/unsubscribe_shared`);
  await refresh();
}

export async function deleteReport(id: string): Promise<void> {
  await api.delete(`${KEY}/${encodeURIComponent(id)}`);
  await refresh();
}

export async function testReport(id: string): Promise<ReportDelivery> {
  return (await api.post<{ data: ReportDelivery }>(`${KEY}/${encodeURIComponent(id)}/test`)).data;
}
