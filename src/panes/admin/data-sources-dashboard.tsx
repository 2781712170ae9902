/**
 * Admin › dashboards › well, trajectory and messages data sources (issue 22): the sources of one kind
 * (a well's live log feed; a survey provider's WITSML trajectory; a rig's WITSML messages) with their
 * connection state (online, quiet, connecting, offline, error), the last data time, the lag behind
 * the rig's clock (live logs) and the counts of good, unreadable and repeated records, read again
 * every 5 s. Add a source and edit it (the generic entity dialog with its protocol's fields,
 * data-source-form.ts), start and stop it (no server restart), remove it (asked first). "New data
 * source" is the first button; every other action is a button in its row, reached by Tab. The table
 * keeps its actions in view at 1440 px: the actions column is as wide as its three buttons, long
 * connection texts wrap. The three dashboard panes are this one with their kind.
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
import { useMemo, useState } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { deleteDataSource, refreshDataSources, startDataSource, stopDataSource, useDataSources } from '../../api/data-sources';
import type { DataSourceKind, DataSourceStatus, DataSourceView } from '../../domain/feeds/data-source';
import { formatDateTime } from '../../domain/format/date-time';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { dataSourceForm } from './data-source-form';
import { EntityFormDialog } from './frame/entity-form-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minHeight: 0, overflow: 'auto' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  // Fluent's table lays out fixed columns: give the buttons their width, the rest shares what is left.
  actionsCol: { width: '13.5rem' },
  lagCol: { width: '5rem' },
  stateCol: { width: '10rem' },
  timeCol: { width: '10.5rem' },
  recordsCol: { width: '9.5rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap', justifyContent: 'flex-end' },
  wrap: { overflowWrap: 'anywhere' },
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

/** What differs between the dashboards of the three kinds. */
const KIND_TEXT: Record<DataSourceKind, { title: string; records: string; empty: string; added: string }> = {
  log: {
    title: 'Well data sources',
    records: 'Records good / unreadable / repeated',
    empty: "No data source yet: add one with New data source to take a well's live data from its rig.",
    added: 'start it when the rig is ready',
  },
  trajectory: {
    title: 'Trajectory data sources',
    records: 'Stations new / unreadable / repeated',
    empty: "No trajectory source yet: add a survey provider's WITSML trajectory with New data source to bring a well's surveys in as they are taken.",
    added: 'start it to reload the surveys from the provider',
  },
  message: {
    title: 'Messages data sources',
    records: 'Messages new / unreadable / repeated',
    empty: "No messages source yet: add a rig's WITSML store with New data source to bring its messages into the well's notes.",
    added: 'start it to bring the rig messages in',
  },
};

function connectionText(src: DataSourceView): string {
  if (src.kind === 'trajectory') return `WITSML 1.4.1.1 store ${src.url}, trajectory ${src.remote.uid_trajectory ?? ''}, every ${src.poll_s} s`;
  if (src.kind === 'message') return `WITSML 1.4.1.1 store ${src.url}, wellbore ${src.remote.uid_wellbore ?? ''} messages, every ${src.poll_s} s`;
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

export function DataSourcesDashboard({ kind }: { kind: DataSourceKind }) {
  const s = useStyles();
  const text = KIND_TEXT[kind];
  const live = kind === 'log';
  const { data, error, isLoading } = useDataSources(kind);
  const [busyId, setBusyId] = useState<string | null>(null);
  /** The dialog: a source being edited, 'new' while one is added, null when closed. */
  const [editing, setEditing] = useState<DataSourceView | 'new' | null>(null);

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
  // One declaration per dialog opening (its custom editors keep their state while it is open).
  const form = useMemo(() => dataSourceForm(kind, editing === 'new' ? null : editing), [kind, editing]);
  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Title3 as="h1">{text.title}</Title3>
        {isLoading && <Spinner size="tiny" />}
        <Caption1>{data ? `${rows.length} source${rows.length === 1 ? '' : 's'}` : ''}</Caption1>
        <Button appearance="primary" onClick={() => setEditing('new')}>
          New data source
        </Button>
      </div>
      {error && (
        <Text data-pane-message="error" role="alert">
          Data sources could not be loaded.
        </Text>
      )}
      {data && rows.length === 0 && <Text data-pane-message="empty">{text.empty}</Text>}
      {rows.length > 0 && (
        <Table size="small" aria-label={text.title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Well</TableHeaderCell>
              <TableHeaderCell>Source</TableHeaderCell>
              <TableHeaderCell>Connection</TableHeaderCell>
              <TableHeaderCell className={s.stateCol}>State</TableHeaderCell>
              <TableHeaderCell className={s.timeCol}>Last data</TableHeaderCell>
              {live && <TableHeaderCell className={s.lagCol}>Lag</TableHeaderCell>}
              <TableHeaderCell className={s.recordsCol}>{text.records}</TableHeaderCell>
              <TableHeaderCell className={s.actionsCol} aria-label="Actions" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((src) => (
              <TableRow key={src.id} data-source-name={src.name}>
                <TableCell>{src.well_name}</TableCell>
                <TableCell>{src.name}</TableCell>
                <TableCell className={s.wrap}>{connectionText(src)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOR[src.state.status]} title={src.state.error ?? undefined} data-status={src.state.status}>
                    {src.state.status}
                  </Badge>
                  {src.state.error && <Caption1> {src.state.error}</Caption1>}
                </TableCell>
                <TableCell>{src.state.last_data_ms === null ? '—' : formatDateTime(src.state.last_data_ms)}</TableCell>
                {live && <TableCell className={s.num}>{lagText(src.state.lag_s)}</TableCell>}
                <TableCell className={s.num}>
                  {src.state.good_records} / {src.state.bad_records} / {src.state.duplicate_records}
                </TableCell>
                <TableCell>
                  <div className={s.actions}>
                    <Button size="small" disabled={busyId !== null} onClick={() => void act(src, src.enabled ? 'stop' : 'start')}>
                      {src.enabled ? 'Stop' : 'Start'}
                    </Button>
                    <Button size="small" aria-label={`Edit ${src.name}`} disabled={busyId !== null} onClick={() => setEditing(src)}>
                      Edit
                    </Button>
                    <Button size="small" aria-label={`Remove ${src.name}`} disabled={busyId !== null} onClick={() => void act(src, 'delete')}>
                      Remove
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <EntityFormDialog<DataSourceView>
          decl={form}
          target={editing === 'new' ? { mode: 'create' } : { mode: 'edit', row: editing }}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (editing === 'new') notify('success', `${saved.name} added: ${text.added}`);
            else notify('success', `${saved.name} saved${saved.enabled ? ': it restarted with the new settings' : ''}`);
            void refreshDataSources();
          }}
        />
      )}
    </div>
  );
}
