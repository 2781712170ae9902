/**
 * Admin › Integrations (data-widgets-calls 7.16): every link to an external provider, in its direction
 * and module, with the data source that runs it and its state, how many of its channels map to ours,
 * and its last session. A name opens the integration (overview, mapping, sessions). "New integration"
 * and each row's Edit and Delete (integration-editing.tsx) change them, by keyboard too.
 */
import {
  Badge,
  Button,
  Caption1,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntegrations } from '../../../api/integrations';
import { formatDateTime } from '../../../domain/format/date-time';
import { PaneFrame } from '../../directional/shared/pane-frame';
import type { PaneProps } from '../../pane-types';
import { useIntegrationEditing } from './integration-editing';
import { MODULE_LABEL, StatusBadge, openIntegration, openSession } from './integration-parts';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalM, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

export default function IntegrationsPane(_: PaneProps) {
  const s = useStyles();
  const { data, error } = useIntegrations();
  const editing = useIntegrationEditing();
  const rows = data?.data ?? [];
  const state = error ? 'error' : !data ? 'loading' : rows.length ? 'ready' : 'empty';
  return (
    <PaneFrame
      title="Integrations"
      context={data ? `${rows.length} integration${rows.length === 1 ? '' : 's'}` : undefined}
      state={state}
      tools={
        <Button size="small" appearance="primary" onClick={editing.create}>
          New integration
        </Button>
      }
    >
      {editing.dialog}
      <div className={s.body}>
        {error && (
          <Text role="alert" data-pane-message="error">
            Integrations could not be loaded.
          </Text>
        )}
        {data && !rows.length && <Text data-pane-message="empty">No integration yet: link an external provider to a data source to bring its data in.</Text>}
        {rows.length > 0 && (
          <Table size="small" aria-label="Integrations">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Integration</TableHeaderCell>
                <TableHeaderCell>Provider</TableHeaderCell>
                <TableHeaderCell>Module</TableHeaderCell>
                <TableHeaderCell>Well</TableHeaderCell>
                <TableHeaderCell>Data source</TableHeaderCell>
                <TableHeaderCell>Mapping</TableHeaderCell>
                <TableHeaderCell>Last session</TableHeaderCell>
                <TableHeaderCell aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-integration={r.name}>
                  <TableCell>
                    <Link onClick={() => void openIntegration(r.id, 'overview', r.name)}>{r.name}</Link>
                    {!r.enabled && <Caption1> (off)</Caption1>}
                  </TableCell>
                  <TableCell>{r.provider_name}</TableCell>
                  <TableCell>
                    {MODULE_LABEL[r.module]}, {r.direction}
                  </TableCell>
                  <TableCell>{r.well_name ?? '—'}</TableCell>
                  <TableCell>
                    {r.source_name ? (
                      <>
                        {r.source_name}{' '}
                        <Badge appearance="tint" color={r.source_status === 'online' ? 'success' : r.source_status === 'error' ? 'danger' : 'subtle'}>
                          {r.source_status}
                        </Badge>
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    {r.mapping_summary.total ? (
                      <Link onClick={() => void openIntegration(r.id, 'mapping', r.name)}>
                        {r.mapping_summary.mapped} of {r.mapping_summary.total} mapped
                      </Link>
                    ) : (
                      'no channels'
                    )}
                  </TableCell>
                  <TableCell>
                    {r.last_session ? (
                      <Link onClick={() => void openSession(r.id, r.last_session!.id)}>
                        <StatusBadge status={r.last_session.status} /> {formatDateTime(r.last_session.started_at)}, {r.last_session.records_ok} stored
                      </Link>
                    ) : (
                      'never run'
                    )}
                  </TableCell>
                  <TableCell>
                    <div className={s.actions}>
                      <Button size="small" aria-label={`Edit ${r.name}`} onClick={() => editing.edit(r)}>
                        Edit
                      </Button>
                      <Button size="small" aria-label={`Delete ${r.name}`} onClick={() => void editing.remove(r)}>
                        Delete
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </PaneFrame>
  );
}
