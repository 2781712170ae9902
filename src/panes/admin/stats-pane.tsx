/**
 * Admin › dashboards › stats (issue 17): the platform at a glance — today's active users, requests
 * and server errors from the request log, the jobs by status, requests per day over two weeks and
 * the busiest routes today.
 */
import { Badge, Caption1, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { JOB_STATUSES, useJobs } from '../../api/admin-jobs';
import { useUsage } from '../../api/admin-usage';
import { VirtualTable } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { dayColumns, routeColumns } from './usage-columns';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    height: '100%',
    minHeight: 0,
    boxSizing: 'border-box',
  },
  tiles: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  tile: { display: 'flex', flexDirection: 'column', padding: tokens.spacingHorizontalM, border: `1px solid ${tokens.colorNeutralStroke2}`, minWidth: '130px' },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  tables: { display: 'flex', gap: tokens.spacingHorizontalM, flex: 1, minHeight: 0, flexWrap: 'wrap' },
  table: { flex: 1, minWidth: '320px', minHeight: '220px' },
});

export default function StatsPane(_: PaneProps) {
  const s = useStyles();
  const usage = useUsage(14);
  const jobs = useJobs(null, null);
  const u = usage.data?.data;
  const counts = jobs.data?.counts;
  const today = u?.per_day.find((d) => d.day === u.to_day);
  const tiles: [string, number | undefined][] = [
    ['Active users today', today?.active_users ?? (u ? 0 : undefined)],
    ['Requests today', today?.requests ?? (u ? 0 : undefined)],
    ['Server errors today', today?.errors ?? (u ? 0 : undefined)],
    ['Active users, 14 days', u?.totals.active_users],
  ];
  return (
    <div className={s.root}>
      <div className={s.tiles}>
        <Title3 as="h1">Stats</Title3>
        {(usage.isLoading || jobs.isLoading) && <Spinner size="tiny" />}
      </div>
      {(usage.error || jobs.error) && (
        <Text data-pane-message="error" role="alert">
          Statistics could not be loaded.
        </Text>
      )}
      <div className={s.tiles}>
        {tiles.map(([label, v]) => (
          <div key={label} className={s.tile} data-stat={label}>
            <span className={s.figure}>{v === undefined ? '…' : v.toLocaleString('en-US')}</span>
            <Caption1>{label}</Caption1>
          </div>
        ))}
        <div className={s.tile}>
          <Caption1>Jobs</Caption1>
          {counts &&
            JOB_STATUSES.map((st) => (
              <Badge key={st} appearance="tint" color={st === 'failed' && counts[st] ? 'danger' : 'informative'}>
                {st} {counts[st]}
              </Badge>
            ))}
        </div>
      </div>
      {u && u.per_day.length === 0 && <Text data-pane-message="empty">No request recorded in the last 14 days.</Text>}
      {u && u.per_day.length > 0 && (
        <div className={s.tables}>
          <VirtualTable className={s.table} label="Requests per day" rows={[...u.per_day].reverse()} columns={dayColumns} rowKey={(r) => r.day} />
          <VirtualTable
            className={s.table}
            label="Busiest routes"
            rows={u.per_route.slice(0, 50)}
            columns={routeColumns}
            rowKey={(r) => `${r.method} ${r.route}`}
          />
        </div>
      )}
    </div>
  );
}
