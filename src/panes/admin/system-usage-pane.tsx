/**
 * Admin › system usage (issue 17, CAN_VIEW_USAGE): what the request log says over the last 7, 30 or
 * 90 days — active users, requests per day, per route and per company — today's figures straight
 * from the log, earlier days from the daily roll-up job. Each table exports to CSV.
 */
import { Caption1, Select, Spinner, Tab, TabList, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useUsage } from '../../api/admin-usage';
import { VirtualTable } from '../../features/virtual-table';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';
import { companyColumns, dayColumns, routeColumns, userColumns } from './usage-columns';

const useStyles = makeStyles({
  root: adminPageStyle,
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  table: { flex: 1, minHeight: '200px' },
});

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type View = 'days' | 'routes' | 'companies' | 'users';

export default function SystemUsagePane(_: PaneProps) {
  const s = useStyles();
  const [days, setDays] = useState(30);
  const [view, setView] = useState<View>('days');
  const { data, error, isLoading } = useUsage(days);
  const u = data?.data;
  const title = u ? `usage ${u.from_day} to ${u.to_day}` : 'usage';
  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Title3 as="h1">System usage</Title3>
        {isLoading && <Spinner size="tiny" />}
        <Select size="small" aria-label="Period" value={String(days)} onChange={(_, d) => setDays(Number(d.value))}>
          <option value="7">Last 7 days</option>
          <option value="30">Last 30 days</option>
          <option value="90">Last 90 days</option>
        </Select>
        {u && (
          <Caption1 data-usage-totals>
            {[
              count(u.totals.active_users, 'active user'),
              count(u.totals.requests, 'request'),
              count(u.totals.errors, 'server error'),
              count(u.totals.companies, 'company', 'companies'),
            ].join(' · ')}
          </Caption1>
        )}
      </div>
      <TabList size="small" selectedValue={view} onTabSelect={(_, d) => setView(d.value as View)}>
        <Tab value="days">Per day</Tab>
        <Tab value="routes">Per route</Tab>
        <Tab value="companies">Per company</Tab>
        <Tab value="users">Active users</Tab>
      </TabList>
      {error && (
        <Text data-pane-message="error" role="alert">
          Usage could not be loaded.
        </Text>
      )}
      {u && u.per_day.length === 0 && <Text data-pane-message="empty">No request recorded in this period.</Text>}
      {u && u.per_day.length > 0 && view === 'days' && (
        <VirtualTable
          className={s.table}
          label="Requests per day"
          exportTitle={`${title} per day`}
          rows={[...u.per_day].reverse()}
          columns={dayColumns}
          rowKey={(r) => r.day}
        />
      )}
      {u && u.per_day.length > 0 && view === 'routes' && (
        <VirtualTable
          className={s.table}
          label="Requests per route"
          exportTitle={`${title} per route`}
          rows={u.per_route}
          columns={routeColumns}
          rowKey={(r) => `${r.method} ${r.route}`}
        />
      )}
      {u && u.per_day.length > 0 && view === 'companies' && (
        <VirtualTable
          className={s.table}
          label="Requests per company"
          exportTitle={`${title} per company`}
          rows={u.per_company}
          columns={companyColumns}
          rowKey={(r) => r.company_id ?? 'none'}
        />
      )}
      {u && u.per_day.length > 0 && view === 'users' && (
        <VirtualTable
          className={s.table}
          label="Active users"
          exportTitle={`${title} active users`}
          rows={u.active_users}
          columns={userColumns}
          rowKey={(r) => r.user_id}
        />
      )}
    </div>
  );
}
