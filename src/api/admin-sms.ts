/** Admin › dashboards › Dummy SMS (server/routes/sms.ts): what the SMS provider was given, and a test send. */
import useSWR, { mutate } from 'swr';
import { api } from './request';

export interface SmsRow {
  id: string;
  created_at: string;
  provider: string;
  to_phone: string;
  body: string;
  source: { kind?: string; alert_id?: string; subscription?: string; by?: string };
  user_name: string | null;
  user_email: string | null;
}

interface SmsList {
  data: SmsRow[];
  total: number;
  provider: { name: string; detail: string } | null;
}

const quiet = { hideMessage: true, quiet: true } as const;
const KEY = 'admin/sms';

/** Newest first, filtered by part of the phone number; read again every 3 s while the pane is open. */
export function useSmsMessages(phone: string) {
  return useSWR([KEY, phone], () => api.get<SmsList>('admin/sms', { phone: phone || undefined, limit: 500 }, quiet), {
    refreshInterval: 3000,
    keepPreviousData: true,
  });
}

export async function sendTestSms(phone: string, text: string): Promise<void> {
  await api.post('admin/sms/test', { phone, text }, { hideMessage: true, quiet: true });
  await mutate((k) => Array.isArray(k) && k[0] === KEY);
}
