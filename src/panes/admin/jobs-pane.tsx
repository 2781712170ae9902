/**
 * Admin › dashboards › jobs (issue 17): the durable jobs (server/jobs/) with the count of each status,
 * newest first in a virtual table, filtered by status and kind; the selected job's log beside it.
 * Keyboard: Tab to the table, ↑ ↓ select (the log follows), R retries the selected failed job.
 */
import { Badge, Button, Caption1, Select, Spinner, Text, Title3, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { JOB_STATUSES, refreshJobs, retryJob, useJob, useJobs, type JobRow, type JobStatus } from '../../api/admin-jobs';
import { serverFieldError } from '../../api/admin-users';
import { formatDateTime } from '../../domain/format/date-time';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { notify } from '../../state/notifications';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: adminPageStyle,
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  body: { display: 'flex', gap: tokens.spacingHorizontalM, flex: 1, minHeight: 0 },
  table: { flex: 3, minWidth: 0, minHeight: '200px' },
  log: {
    flex: 2,
    minWidth: '260px',
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  line: { whiteSpace: 'pre-wrap', margin: 0 },
});

const JOB_STATUS_COLOR: Record<JobStatus, 'informative' | 'warning' | 'danger' | 'success'> = {
  queued: 'informative',
  running: 'warning',
  failed: 'danger',
  done: 'success',
};

const when = (v: string | null) => (v ? formatDateTime(v) : '');

const columns: ColumnDef<JobRow>[] = [
  {
    id: 'status',
    header: 'Status',
    value: (r) => r.status,
    align: 'start',
    width: 90,
    render: (r) => (
      <Badge appearance="tint" color={JOB_STATUS_COLOR[r.status]}>
        {r.status}
      </Badge>
    ),
  },
  { id: 'kind', header: 'Kind', value: (r) => r.kind, align: 'start', width: 130 },
  { id: 'attempts', header: 'Attempts', value: (r) => `${r.attempts} / ${r.max_attempts}`, align: 'end', width: 80 },
  { id: 'created', header: 'Queued', value: (r) => when(r.created_at), align: 'start', width: 150 },
  { id: 'finished', header: 'Finished', value: (r) => when(r.finished_at), align: 'start', width: 150 },
  { id: 'next', header: 'Runs at', value: (r) => (r.status === 'queued' ? when(r.run_at) : ''), align: 'start', width: 150 },
  { id: 'by', header: 'By', value: (r) => r.created_by_email ?? (r.due_at ? 'schedule' : 'server'), align: 'start', width: 170 },
  { id: 'error', header: 'Last error', value: (r) => r.last_error ?? '', align: 'start', width: 260 },
];

export default function JobsPane(_: PaneProps) {
  const s = useStyles();
  const [status, setStatus] = useState<JobStatus | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useJobs(status, kind);
  const rows = useMemo(() => data?.data ?? [], [data]);
  const job = selected !== null ? (rows[selected] ?? null) : null;
  const detail = useJob(job?.id ?? null);
  const [busy, setBusy] = useState(false);

  async function retry(j: JobRow) {
    if (j.status !== 'failed') {
      notify('info', `Job ${j.kind} is ${j.status}: only a failed job can be retried`);
      return;
    }
    setBusy(true);
    try {
      await retryJob(j.id);
      notify('success', `${j.kind} queued again`);
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    } finally {
      setBusy(false);
      await refreshJobs();
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key.toLowerCase() !== 'r' || e.altKey || e.ctrlKey || e.metaKey || !job) return;
    if ((e.target as HTMLElement).closest('input, select, textarea')) return;
    e.preventDefault();
    void retry(job);
  };

  return (
    <div className={s.root} onKeyDown={onKeyDown}>
      <div className={s.bar}>
        <Title3 as="h1">Jobs</Title3>
        {isLoading && <Spinner size="tiny" />}
        {JOB_STATUSES.map((st) => (
          <ToggleButton
            key={st}
            size="small"
            checked={status === st}
            onClick={() => {
              setStatus(status === st ? null : st);
              setSelected(null);
            }}
            data-job-count={st}
          >
            {st} {data ? data.counts[st] : ''}
          </ToggleButton>
        ))}
        <Select
          size="small"
          aria-label="Kind"
          value={kind ?? ''}
          onChange={(_, d) => {
            setKind(d.value || null);
            setSelected(null);
          }}
        >
          <option value="">Every kind</option>
          {data?.kinds.map((k) => (
            <option key={k.name} value={k.name} title={k.summary}>
              {k.name}
              {k.cron ? ` (${k.cron})` : ''}
            </option>
          ))}
        </Select>
        <Caption1>Select a job with ↑ ↓; R retries a failed one.</Caption1>
      </div>
      {error && (
        <Text data-pane-message="error" role="alert">
          Jobs could not be loaded.
        </Text>
      )}
      {data && rows.length === 0 && <Text data-pane-message="empty">No job {status ? `is ${status}` : 'has run yet'}.</Text>}
      {rows.length > 0 && (
        <div className={s.body}>
          <VirtualTable
            className={s.table}
            label="Jobs"
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i)}
            rowTone={(r) => (r.status === 'failed' ? 'danger' : undefined)}
          />
          <section className={s.log} aria-label="Job log">
            {!job && <Caption1>Select a job to read its log.</Caption1>}
            {job && (
              <>
                <div className={s.bar}>
                  <Text weight="semibold">
                    {job.kind} · {job.status}
                  </Text>
                  {job.status === 'failed' && (
                    <Button size="small" disabled={busy} onClick={() => void retry(job)}>
                      Retry (R)
                    </Button>
                  )}
                </div>
                <Caption1>{JSON.stringify(job.payload)}</Caption1>
                {detail.data?.data.log.map((l, i) => (
                  <p key={i} className={s.line}>
                    {formatDateTime(l.at)} #{l.attempt} {l.line}
                  </p>
                ))}
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
