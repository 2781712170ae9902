/**
 * Admin › Integration session ({id}/session/{sessionId}): one run of an integration: when it started
 * and ended, what started it, its status and error, the records it took in, stored and could not
 * read, and each step (connecting to the provider, ingesting) with its own status, counts and message.
 */
import { Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntegration, useIntegrationSession } from '../../../api/integrations';
import { formatDateTime } from '../../../domain/format/date-time';
import { PaneFrame } from '../../directional/shared/pane-frame';
import type { PaneProps } from '../../pane-types';
import { StatusBadge, durationText, openIntegration } from './integration-parts';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalM, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  summary: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
  num: { textAlign: 'right' },
});

export default function IntegrationSessionPane({ instance }: PaneProps) {
  const s = useStyles();
  const id = instance.params.id ?? '';
  const sessionId = instance.params.sessionId ?? '';
  const integration = useIntegration(id).data?.data;
  const { data, error } = useIntegrationSession(id, sessionId);
  const x = data?.data;
  return (
    <PaneFrame
      title="Integration session"
      context={integration ? integration.name : undefined}
      state={error ? 'error' : x ? 'ready' : 'loading'}
      tools={
        integration && (
          <Button size="small" onClick={() => void openIntegration(id, 'sessions', integration.name)}>
            All sessions
          </Button>
        )
      }
    >
      <div className={s.body}>
        {error && (
          <Text role="alert" data-pane-message="error">
            The session could not be loaded.
          </Text>
        )}
        {x && (
          <>
            <div className={s.summary}>
              <StatusBadge status={x.status} />
              <Text>
                Started {formatDateTime(x.started_at)}
                {x.finished_at ? `, finished ${formatDateTime(x.finished_at)}` : ''} ({durationText(x.started_at, x.finished_at)})
              </Text>
              <Text>
                {x.records_in} records in, {x.records_ok} stored, {x.records_bad} unreadable
              </Text>
              <Caption1>{x.trigger === 'feed' ? 'run by its data source' : x.trigger === 'demo' ? 'demo data' : 'started by an administrator'}</Caption1>
            </div>
            {x.error && <Text role="alert">Error: {x.error}</Text>}
            <Table size="small" aria-label="Steps">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>#</TableHeaderCell>
                  <TableHeaderCell>Step</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Started</TableHeaderCell>
                  <TableHeaderCell>Duration</TableHeaderCell>
                  <TableHeaderCell>In / stored / unreadable</TableHeaderCell>
                  <TableHeaderCell>Message</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {x.steps.map((st) => (
                  <TableRow key={st.seq}>
                    <TableCell>{st.seq}</TableCell>
                    <TableCell>{st.name}</TableCell>
                    <TableCell>
                      <StatusBadge status={st.status} />
                    </TableCell>
                    <TableCell>{formatDateTime(st.started_at)}</TableCell>
                    <TableCell>{durationText(st.started_at, st.finished_at)}</TableCell>
                    <TableCell className={s.num}>
                      {st.count_in} / {st.count_ok} / {st.count_bad}
                    </TableCell>
                    <TableCell>{st.message ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </div>
    </PaneFrame>
  );
}
