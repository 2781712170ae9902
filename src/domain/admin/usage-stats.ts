/** Usage statistics as GET /api/admin/usage answers them (server/usage/stats.ts), read by the usage and stats panes. */
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
