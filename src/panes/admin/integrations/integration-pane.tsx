/**
 * Admin › Integration ({id}/{view}): one integration in three views. Overview: its provider, module,
 * direction, well, data source and last session. Mapping: each provider channel (mnemonic and unit)
 * → our channel with its unit conversion, and its status (mapped, unmapped, ignored, unconvertible)
 * from the shared mnemonic dictionary. Sessions: every run with its status and counts; one opens the
 * session and its steps. Run now (a job: server/jobs/kinds.ts integration.run), Edit (the mapping
 * among the rest) and Delete (then back to the list) in the title bar.
 */
import {
  Badge,
  Button,
  Caption1,
  Tab,
  TabList,
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
import { useState } from 'react';
import { useIntegration, useIntegrationMapping, useIntegrationSessions, type IntegrationView, type MappingRow } from '../../../api/integrations';
import { INTEGRATION_VIEWS, type ViewOf } from '../../../commands/route-views';
import { formatDateTime } from '../../../domain/format/date-time';
import { PaneFrame } from '../../directional/shared/pane-frame';
import type { PaneProps } from '../../pane-types';
import { openRecord } from '../frame/open-record';
import { useIntegrationEditing } from './integration-editing';
import { MODULE_LABEL, StatusBadge, durationText, openSession } from './integration-parts';

type View = ViewOf<typeof INTEGRATION_VIEWS>;

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalM, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  num: { textAlign: 'right' },
});

const MAPPING_COLOR: Record<MappingRow['status'], 'success' | 'warning' | 'subtle' | 'danger'> = {
  mapped: 'success',
  unmapped: 'warning',
  ignored: 'subtle',
  unconvertible: 'danger',
};

function Overview({ it }: { it: IntegrationView }) {
  const s = useStyles();
  const m = it.mapping_summary;
  const facts: [string, React.ReactNode][] = [
    ['Provider', `${it.provider_name} (${it.provider_kind}, ${it.provider_url})`],
    ['Module', `${MODULE_LABEL[it.module]}, ${it.direction}`],
    ['Well', it.well_name ?? '—'],
    ['Data source', it.source_name ? `${it.source_name}: ${it.source_status}` : 'none: the integration is not run by a feed'],
    ['State', it.enabled ? 'on' : 'off'],
    [
      'Channels',
      m.total
        ? `${m.total}: ${m.mapped} mapped, ${m.unmapped} unmapped, ${m.ignored} ignored, ${m.unconvertible} unconvertible`
        : 'none (the module brings objects)',
    ],
    ['Sessions', String(it.session_count)],
    [
      'Last session',
      it.last_session ? (
        <Button size="small" appearance="subtle" onClick={() => void openSession(it.id, it.last_session!.id)}>
          <StatusBadge status={it.last_session.status} />
          &nbsp;{formatDateTime(it.last_session.started_at)}, {durationText(it.last_session.started_at, it.last_session.finished_at)},{' '}
          {it.last_session.records_ok} stored
        </Button>
      ) : (
        'never run'
      ),
    ],
    ['Created', formatDateTime(it.created_at)],
  ];
  return (
    <dl className={s.facts}>
      {facts.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt className={s.term}>{k}</dt>
          <dd style={{ margin: 0 }} data-figure={k}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function conversionText(r: MappingRow): string {
  if (r.factor === null) return '—';
  if (r.factor === 1 && !r.offset) return 'as sent';
  const f = Number(r.factor.toPrecision(6));
  return `× ${f}${r.offset ? ` ${r.offset > 0 ? '+' : '−'} ${Math.abs(Number(r.offset.toPrecision(6)))}` : ''}`;
}

function Mapping({ id }: { id: string }) {
  const s = useStyles();
  const { data, error } = useIntegrationMapping(id);
  if (error) return <Text role="alert">The mapping could not be loaded.</Text>;
  if (!data) return <Caption1>Loading…</Caption1>;
  if (!data.data.length)
    return <Text data-pane-message="empty">This integration carries no channel: its module brings objects (stations or messages), not channels.</Text>;
  return (
    <Table size="small" aria-label="Channel mapping">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Mnemonic</TableHeaderCell>
          <TableHeaderCell>Unit</TableHeaderCell>
          <TableHeaderCell>Our channel</TableHeaderCell>
          <TableHeaderCell>Our unit</TableHeaderCell>
          <TableHeaderCell>Conversion</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.data.map((r) => (
          <TableRow key={r.mnemonic} data-mnemonic={r.mnemonic}>
            <TableCell>{r.mnemonic}</TableCell>
            <TableCell>{r.unit || '—'}</TableCell>
            <TableCell>{r.status === 'ignored' ? '—' : r.channel_label ? `${r.channel_label} (${r.channel})` : `${r.channel} (its own name)`}</TableCell>
            <TableCell>{r.target_unit || '—'}</TableCell>
            <TableCell className={s.num}>{conversionText(r)}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={MAPPING_COLOR[r.status]} data-status={r.status}>
                {r.status}
              </Badge>
              {r.overridden && <Caption1> by the administrator</Caption1>}
              {r.note && <Caption1> {r.note}</Caption1>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Sessions({ id }: { id: string }) {
  const s = useStyles();
  const { data, error } = useIntegrationSessions(id);
  if (error) return <Text role="alert">The sessions could not be loaded.</Text>;
  if (!data) return <Caption1>Loading…</Caption1>;
  if (!data.data.length)
    return (
      <Text data-pane-message="empty">
        No session yet: a session is recorded each time the integration's data source runs, and for each attempt of Run now.
      </Text>
    );
  return (
    <Table size="small" aria-label="Sessions">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Started</TableHeaderCell>
          <TableHeaderCell>Duration</TableHeaderCell>
          <TableHeaderCell>Started by</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Records in / stored / unreadable</TableHeaderCell>
          <TableHeaderCell>Error</TableHeaderCell>
          <TableHeaderCell aria-label="Open" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.data.map((x) => (
          <TableRow key={x.id}>
            <TableCell>{formatDateTime(x.started_at)}</TableCell>
            <TableCell>{durationText(x.started_at, x.finished_at)}</TableCell>
            <TableCell>{x.trigger === 'feed' ? 'its data source' : x.trigger === 'demo' ? 'demo data' : 'an administrator'}</TableCell>
            <TableCell>
              <StatusBadge status={x.status} />
            </TableCell>
            <TableCell className={s.num}>
              {x.records_in} / {x.records_ok} / {x.records_bad}
            </TableCell>
            <TableCell>{x.error ?? '—'}</TableCell>
            <TableCell>
              <Button size="small" onClick={() => void openSession(id, x.id)}>
                Steps
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function IntegrationPane({ instance }: PaneProps) {
  const s = useStyles();
  const id = instance.params.id ?? '';
  const [view, setView] = useState<View>(() => INTEGRATION_VIEWS.find((v) => v.value === instance.params.view)?.value ?? 'overview');
  const { data, error } = useIntegration(id);
  const editing = useIntegrationEditing();
  const it = data?.data;
  return (
    <PaneFrame
      title={it ? `Integration: ${it.name}` : 'Integration'}
      context={it ? `${it.provider_name}, ${MODULE_LABEL[it.module]}` : undefined}
      state={error ? 'error' : it ? 'ready' : 'loading'}
      tools={
        <>
          <TabList size="small" selectedValue={view} onTabSelect={(_, d) => setView(d.value as View)} aria-label="Integration views">
            {INTEGRATION_VIEWS.map((v) => (
              <Tab key={v.value} value={v.value}>
                {v.label}
              </Tab>
            ))}
          </TabList>
          {it && (
            <>
              <Button size="small" disabled={!it.enabled} onClick={() => void editing.run(it)}>
                Run now
              </Button>
              <Button size="small" onClick={() => editing.edit(it)}>
                Edit
              </Button>
              <Button size="small" onClick={() => void editing.remove(it, () => openRecord('admin.integrations', null, 'Integrations'))}>
                Delete
              </Button>
            </>
          )}
        </>
      }
    >
      {editing.dialog}
      <div className={s.body}>
        {error && (
          <Text role="alert" data-pane-message="error">
            The integration could not be loaded.
          </Text>
        )}
        {it && view === 'overview' && <Overview it={it} />}
        {it && view === 'mapping' && <Mapping id={id} />}
        {it && view === 'sessions' && <Sessions id={id} />}
      </div>
    </PaneFrame>
  );
}
