/** The usage tables' columns (System Usage and the stats dashboard share them). */
import type { UsageStats } from '../../api/admin-usage';
import type { ColumnDef } from '../../features/virtual-table';

type Day = UsageStats['per_day'][number];
type Route = UsageStats['per_route'][number];
type Company = UsageStats['per_company'][number];
type User = UsageStats['active_users'][number];

export const dayColumns: ColumnDef<Day>[] = [
  { id: 'day', header: 'Day (UTC)', value: (r) => r.day, align: 'start', width: 110, pinned: true },
  { id: 'users', header: 'Active users', value: (r) => r.active_users, decimals: 0, width: 100 },
  { id: 'requests', header: 'Requests', value: (r) => r.requests, decimals: 0, width: 100 },
  { id: 'errors', header: 'Server errors', value: (r) => r.errors, decimals: 0, width: 100, tone: (r) => (r.errors ? 'danger' : undefined) },
];

export const routeColumns: ColumnDef<Route>[] = [
  { id: 'method', header: 'Method', value: (r) => r.method, align: 'start', width: 70, pinned: true },
  { id: 'route', header: 'Route', value: (r) => r.route, align: 'start', width: 340 },
  { id: 'requests', header: 'Requests', value: (r) => r.requests, decimals: 0, width: 100 },
  { id: 'errors', header: 'Server errors', value: (r) => r.errors, decimals: 0, width: 100, tone: (r) => (r.errors ? 'danger' : undefined) },
  { id: 'avg', header: 'Mean time', unit: 'ms', value: (r) => r.avg_ms, decimals: 1, width: 100 },
];

export const companyColumns: ColumnDef<Company>[] = [
  { id: 'company', header: 'Company', value: (r) => r.company_name ?? '(no company)', align: 'start', width: 260, pinned: true },
  { id: 'users', header: 'Active users', value: (r) => r.active_users, decimals: 0, width: 100 },
  { id: 'requests', header: 'Requests', value: (r) => r.requests, decimals: 0, width: 100 },
];

export const userColumns: ColumnDef<User>[] = [
  { id: 'email', header: 'User', value: (r) => r.email ?? r.user_id, align: 'start', width: 250, pinned: true },
  { id: 'name', header: 'Name', value: (r) => r.name ?? '', align: 'start', width: 170 },
  { id: 'company', header: 'Company', value: (r) => r.company_name ?? '', align: 'start', width: 200 },
  { id: 'requests', header: 'Requests', value: (r) => r.requests, decimals: 0, width: 90 },
  { id: 'days', header: 'Days active', value: (r) => r.days_active, decimals: 0, width: 90 },
  { id: 'last', header: 'Last day', value: (r) => r.last_day, align: 'start', width: 100 },
];
