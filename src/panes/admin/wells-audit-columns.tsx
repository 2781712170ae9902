/**
 * The Wells Audit's row, columns and findings badges: shared by the Wells Audit pane and the admin
 * wells dashboard, which lists the wells needing a look with the same columns.
 */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { wellAuditFindings, type WellAuditFinding, type WellAuditRow } from '../../domain/admin/wells-audit';
import { ageText } from '../../domain/format';
import { formatDateTime } from '../../domain/format/date-time';
import { showDateTimeS } from '../../features/format/user-format';
import type { ColumnDef } from '../../features/virtual-table';

const useStyles = makeStyles({
  findings: { display: 'flex', gap: tokens.spacingHorizontalXXS, overflow: 'hidden' },
});

export type AuditedWell = WellAuditRow & { findings: WellAuditFinding[]; ageS: number | null };

/** The rows as the server answered them, with their findings and data age as of the server's clock. */
export const auditedWells = (rows: readonly WellAuditRow[], nowS: number): AuditedWell[] =>
  rows.map((r) => ({ ...r, findings: wellAuditFindings(r, nowS), ageS: r.last_data_s === null ? null : nowS - r.last_data_s }));

const when = (v: string | null) => (v ? formatDateTime(v) : '');

export const auditColumns: ColumnDef<AuditedWell>[] = [
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

export function Findings({ list }: { list: WellAuditFinding[] }) {
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
