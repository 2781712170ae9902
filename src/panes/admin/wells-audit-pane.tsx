/**
 * Admin › Wells Audit and the Wells Audit widget (spec 6, widgets.tsv): per well, what an
 * administrator checks: live data and connection, surveys, plan, detection notes, journal days
 * filled, who can see it, the last change and visit, and the findings those facts add up to
 * (src/domain/admin/wells-audit.ts). Search by name, "With findings" narrows to wells that need a
 * look; Enter opens the well's settings. Exports through the table (CSV/XLSX).
 */
import { Badge, Input, Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useWellsAudit } from '../../api/admin-wells-audit';
import { serverFieldError } from '../../api/admin-users';
import { ageText, wellAuditFindings, type WellAuditFinding, type WellAuditRow } from '../../domain/admin/wells-audit';
import { formatDateTime } from '../../domain/format/date-time';
import { showDateTimeS } from '../../features/format/user-format';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { PaneFrame } from '../directional/shared/pane-frame';
import type { PaneProps } from '../pane-types';
import { openRecord } from './frame/open-record';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  findings: { display: 'flex', gap: tokens.spacingHorizontalXXS, overflow: 'hidden' },
});

type Row = WellAuditRow & { findings: WellAuditFinding[]; ageS: number | null };

const when = (v: string | null) => (v ? formatDateTime(v) : '');

const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Well', value: (r) => r.name, width: 190, align: 'start', pinned: true },
  { id: 'company', header: 'Company', value: (r) => r.company_name, width: 170, align: 'start', hideable: true },
  { id: 'project', header: 'Project', value: (r) => r.project_name, width: 170, align: 'start', defaultHidden: true },
  { id: 'status', header: 'Status', value: (r) => r.status_name, width: 84, align: 'start' },
  {
    id: 'connection',
    header: 'Connection',
    description: 'Online: a data source or the rig simulator delivered data within its quiet limit',
    value: (r) => `${r.connection}${r.realtime ? '' : ' (not realtime)'}`,
    width: 140,
    align: 'start',
    tone: (r) => (r.realtime && r.status === 1 && r.connection === 'offline' ? 'danger' : undefined),
  },
  { id: 'last_data', header: 'Last data', value: (r) => showDateTimeS(r.last_data_s), width: 170, align: 'start' },
  { id: 'data_age', header: 'Data age', value: (r) => (r.ageS === null ? '' : ageText(r.ageS)), width: 80 },
  { id: 'channels', header: 'Channels', value: (r) => r.channel_count, width: 76, hideable: true },
  { id: 'sources', header: 'Data sources', value: (r) => r.data_source_count, width: 92, hideable: true },
  { id: 'surveys', header: 'Surveys', value: (r) => r.survey_count, width: 70 },
  { id: 'last_survey_md', header: 'Last survey MD', unit: 'm', value: (r) => r.last_survey_md_m, decimals: 1, width: 104 },
  { id: 'last_survey', header: 'Last survey', value: (r) => showDateTimeS(r.last_survey_s), width: 170, align: 'start', hideable: true },
  {
    id: 'plans',
    header: 'Plans',
    value: (r) => r.plan_count,
    width: 56,
    tone: (r) => (r.plan_count === 0 && (r.status === 1 || r.status === 4) ? 'warning' : undefined),
  },
  { id: 'plan', header: 'Plan', value: (r) => r.plan_name, width: 150, align: 'start', hideable: true },
  {
    id: 'journal',
    header: 'Journal days',
    unit: 'filled / span',
    description: "Reporting days (the well's day shift and zone) with detected rig activity, over the days from the first to the last",
    value: (r) => (r.data_span_days ? `${r.journal_days} / ${r.data_span_days}` : ''),
    width: 104,
    tone: (r) => (r.journal_days < r.data_span_days ? 'warning' : undefined),
  },
  { id: 'manual_days', header: 'Manual journal days', value: (r) => r.manual_journal_days, width: 96, hideable: true },
  { id: 'notes', header: 'Detection notes', value: (r) => r.detection_note_count, width: 90 },
  { id: 'last_note', header: 'Last detection note', value: (r) => r.last_detection_note, width: 260, align: 'start', defaultHidden: true },
  {
    id: 'users',
    header: 'Users with access',
    description: 'Users other than administrators who reach the well: directly, through a group or through its project',
    value: (r) => r.users_with_access,
    width: 96,
  },
  { id: 'last_change', header: 'Last change', value: (r) => when(r.last_change_at), width: 150, align: 'start' },
  { id: 'changed_by', header: 'Changed by', value: (r) => r.last_change_by, width: 180, align: 'start', hideable: true },
  { id: 'last_visit', header: 'Last visit', value: (r) => when(r.last_visit_at), width: 150, align: 'start', hideable: true },
  {
    id: 'findings',
    header: 'Findings',
    value: (r) => r.findings.map((f) => f.message).join('; '),
    width: 420,
    align: 'start',
    render: (r) => <Findings list={r.findings} />,
  },
];

function Findings({ list }: { list: WellAuditFinding[] }) {
  const s = useStyles();
  if (!list.length) return <span>None</span>;
  return (
    <span className={s.findings}>
      {list.map((f) => (
        <Badge key={f.code} size="small" appearance="tint" color={f.severity === 'warning' ? 'warning' : 'informative'} data-finding={f.code}>
          {f.message}
        </Badge>
      ))}
    </span>
  );
}

export default function WellsAuditPane(_: PaneProps) {
  const s = useStyles();
  const { data, error, isLoading } = useWellsAudit();
  const [search, setSearch] = useState('');
  const [onlyFindings, setOnlyFindings] = useState(false);
  const rows = useMemo<Row[]>(
    () =>
      (data?.data ?? []).map((r) => ({
        ...r,
        findings: wellAuditFindings(r, data!.now_s),
        ageS: r.last_data_s === null ? null : data!.now_s - r.last_data_s,
      })),
    [data],
  );
  const needle = search.trim().toLowerCase();
  const shown = rows.filter((r) => (!onlyFindings || r.findings.length > 0) && (!needle || r.name.toLowerCase().includes(needle)));
  const flagged = rows.filter((r) => r.findings.some((f) => f.severity === 'warning')).length;
  return (
    <PaneFrame
      title="Wells Audit"
      context={data ? `${rows.length} wells · ${flagged} with warnings · as of ${showDateTimeS(data.now_s)} · Enter opens a well` : undefined}
      bodyClassName={s.body}
      state={data ? 'ready' : error ? 'error' : 'loading'}
      tools={
        <>
          {isLoading && <Spinner size="tiny" />}
          <Input size="small" aria-label="Search wells by name" placeholder="Search wells" value={search} onChange={(_, d) => setSearch(d.value)} />
          <Switch label="With findings" checked={onlyFindings} onChange={(_, d) => setOnlyFindings(d.checked)} />
        </>
      }
    >
      {error && (
        <Text data-pane-message="error" role="alert">
          {`Wells audit could not be loaded: ${serverFieldError(error, []).message}`}
        </Text>
      )}
      {!data && !error && <Spinner size="small" data-pane-loading label="Loading the wells audit" />}
      {data && shown.length === 0 && <Text data-pane-message="empty">{rows.length ? 'No well matches.' : 'No wells yet.'}</Text>}
      {data && shown.length > 0 && (
        <div className={s.table}>
          <VirtualTable
            label="Wells audit"
            exportTitle="Wells audit"
            rows={shown}
            columns={columns}
            rowKey={(r) => r.id}
            onActivate={(r) => void openRecord('admin.well', r.id, r.name)}
          />
        </div>
      )}
    </PaneFrame>
  );
}
