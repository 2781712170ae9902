/** Admin › system usage and dashboards › stats (server/routes/usage.ts): figures from the request log. */
import useSWR from 'swr';
import { api } from './request';

export interface UsageStats {
  from_day: string;
  to_day: string;
  totals: { requests: number; errors: number; active_users: number; companies: number };
  per_day: { day: string; requests: number; errors: number; active_users: number }[];
  per_route: { method: string; route: string; requests: number; errors: number; avg_ms: number }[];
  per_company: { company_id: string | null; company_name: string | null; requests: number; active_users: number }[];
  active_users: {
    user_id: string;
    email: string | null;
    name: string | null;
    company_name: string | null;
    requests: number;
    days_active: number;
    last_day: string;
  }[];
}

export function useUsage(days: number) {
  return useSWR(
    ['admin/usage', days],
    () => {
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      return api.get<{ data: UsageStats }>('admin/usage', { from_day: from, to_day: to }, { hideMessage: true, quiet: true });
    },
    { refreshInterval: 30_000, keepPreviousData: true },
  );
}
