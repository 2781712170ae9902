/** Admin › system usage and dashboards › stats (server/routes/usage.ts): figures from the request log. */
import useSWR from 'swr';
import { api } from './request';
import type { UsageStats } from '../domain/admin/usage-stats';

export type { UsageStats } from '../domain/admin/usage-stats';

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
