/**
 * Admin › dashboards › well data sources (issue 22): every well's live feed with its connection
 * state (online, quiet, connecting, offline, error), the last data time, the lag behind the rig's
 * clock and the counts of good, unreadable and repeated records, read again every 5 s. Add a WITS0
 * source, start and stop it (no server restart), remove it (asked first). Every action is a button.
 */
import {
  Badge,
  Button,
  Caption1,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { deleteDataSource, refreshDataSources, startDataSource, stopDataSource, useDataSources } from '../../api/data-sources';
import type { DataSourceStatus, DataSourceView } from '../../domain/feeds/data-source';
import { formatDateTime } from '../../domain/format/date-time';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import type { PaneProps } from '../pane-types';
import { DataSourceForm } from './data-source-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minHeight: 0, overflow: 'auto' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  num: { textAlign: 'right' },
});

const STATUS_COLOR: Record<DataSourceStatus, 'success' | 'warning' | 'informative' | 'subtle' | 'danger'> = {
  online: 'success',
  quiet: 'warning',
  connecting: 'informative',
  offline: 'subtle',
  error: 'danger',
};

function lagText(lagS: number | null): string {
  if (lagS === null) return '—';
  return lagS < 120 ? `${lagS.toFixed(1)} s` : `${(lagS / 60).toFixed(0)} min`;
}

function connectionText(src: DataSourceView): string {
  switch (src.protocol) {
    case 'wits0':
      return `WITS0 ${src.mode === 'listen' ? 'listening on' : 'to'} ${src.host}:${src.port}`;
    case 'witsml141':
      return `WITSML 1.4.1.1 store ${src.url}, log ${src.remote.uid_log ?? ''}, every ${src.poll_s} s`;
    case 'etp12': {
      const n = src.remote.uris?.length ?? 0;
      return `ETP 1.2 ${src.url}, ${n} channel${n === 1 ? '' : 's'}, ${src.username ? 'basic authentication' : src.has_password ? 'bearer token' : 'no authentication'}`;
    }
  }
}

export default function WellDataSourcesPane(_: PaneProps) {
  const s = useStyles();
  const { data, error, isLoading } = useDataSources();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(src: DataSourceView, action: 'start' | 'stop' | 'delete') {
    if (
      action === 'delete' &&
      !(await askConfirm({ title: 'Remove data source', message: `Remove ${src.name} of ${src.well_name}? The data it stored stays.`, confirmLabel: 'Remove' }))
    )
      return;
    setBusyId(src.id);
    try {
      if (action === 'start') await startDataSource(src.id);
      else if (action === 'stop') await stopDataSource(src.id);
      else await deleteDataSource(src.id);
      notify('success', `${src.name} ${action === 'start' ? 'started' : action === 'stop' ? 'stopped' : 'removed'}`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusyId(null);
      await refreshDataSources();
    }
  }

  const rows = data?.data ?? [];
  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Title3 as="h1">Well data sources</Title3>
        {isLoading && <Spinner size="tiny" />}
        <Caption1>{data ? `${rows.length} source${rows.length === 1 ? '' : 's'}` : ''}</Caption1>
      </div>
      <DataSourceForm
        onSaved={(name) => {
          notify('success', `${name} added: start it when the rig is ready`);
          void refreshDataSources();
        }}
      />
      {error && (
        <Text data-pane-message="error" role="alert">
          Data sources could not be loaded.
        </Text>
      )}
      {data && rows.length === 0 && <Text data-pane-message="empty">No data source yet: add one above to take a well's live data from its rig.</Text>}
      {rows.length > 0 && (
        <Table size="small" aria-label="Well data sources">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Well</TableHeaderCell>
              <TableHeaderCell>Source</TableHeaderCell>
              <TableHeaderCell>Connection</TableHeaderCell>
              <TableHeaderCell>State</TableHeaderCell>
              <TableHeaderCell>Last data</TableHeaderCell>
              <TableHeaderCell>Lag</TableHeaderCell>
              <TableHeaderCell>Records good / unreadable / repeated</TableHeaderCell>
              <TableHeaderCell aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((src) => (
              <TableRow key={src.id} data-source-name={src.name}>
                <TableCell>{src.well_name}</TableCell>
                <TableCell>{src.name}</TableCell>
                <TableCell>{connectionText(src)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[src.state.status]} title={src.state.error ?? undefined} data-status={src.state.status}>
                    {src.state.status}
                  </Badge>
                  {src.state.error && <Caption1> {src.state.error}</Caption1>}
                </TableCell>
                <TableCell>{src.state.last_data_ms === null ? '—' : formatDateTime(src.state.last_data_ms)}</TableCell>
                <TableCell className={s.num}>{lagText(src.state.lag_s)}</TableCell>
                <TableCell className={s.num}>
                  {src.state.good_records} / {src.state.bad_records} / {src.state.duplicate_records}
                </TableCell>
                <TableCell>
                  <div className={s.actions}>
                    <Button size="small" disabled={busyId !== null} onClick={() => void act(src, src.enabled ? 'stop' : 'start')}>
                      {src.enabled ? 'Stop' : 'Start'}
                    </Button>
                    <Button size="small" disabled={busyId !== null} onClick={() => void act(src, 'delete')}>
                      Remove
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
