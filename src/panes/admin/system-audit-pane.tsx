/**
 * Admin › system audit (issue 17): the audit trail, newest first, searched by text, actor, action,
 * object and a date range (server/audit/search.ts, keyset paging: "Load older" or reaching the end
 * of the table asks for the next page); the selected row's before and after side by side; the
 * matching rows as CSV. Keyboard: Tab through the filters to the table, ↑ ↓ select a row.
 */
import { Button, Caption1, Input, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { fetchAuditCsv, useAuditSearch, type AuditFilters, type AuditRow } from '../../api/admin-audit';
import { serverFieldError } from '../../api/admin-users';
import { formatDateTime } from '../../domain/format/date-time';
import { useDebounced } from '../../features/input/use-debounced';
import { downloadBlob, VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { notify } from '../../state/notifications';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';
import { AuditChange } from './audit-change';

const useStyles = makeStyles({
  root: adminPageStyle,
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  filter: { width: '170px' },
  body: { display: 'flex', gap: tokens.spacingHorizontalM, flex: 1, minHeight: 0 },
  table: { flex: 3, minWidth: 0, minHeight: '200px' },
  side: { flex: 2, minWidth: '280px', overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalS },
});

const who = (r: AuditRow) => (r.impersonator_email ? `${r.actor_email ?? r.actor_id} (by ${r.impersonator_email})` : (r.actor_email ?? r.actor_id ?? 'system'));
const where = (r: AuditRow) => (typeof r.details.ip === 'string' ? r.details.ip : '');

const columns: ColumnDef<AuditRow>[] = [
  { id: 'at', header: 'When', value: (r) => formatDateTime(r.at), align: 'start', width: 150, pinned: true },
  { id: 'actor', header: 'Who', value: who, align: 'start', width: 220 },
  { id: 'action', header: 'Action', value: (r) => r.action, align: 'start', width: 170 },
  { id: 'object', header: 'Object', value: (r) => (r.object_type ? `${r.object_type} ${r.object_id ?? ''}` : ''), align: 'start', width: 230 },
  { id: 'ip', header: 'From', value: where, align: 'start', width: 110 },
  { id: 'fields', header: 'Fields', value: (r) => (Array.isArray(r.details.fields) ? r.details.fields.join(', ') : ''), align: 'start', width: 160 },
];

const FIELDS: { key: keyof AuditFilters; label: string; placeholder: string }[] = [
  { key: 'q', label: 'Text', placeholder: 'Text in action, object, details' },
  { key: 'actor', label: 'Actor', placeholder: 'E-mail or name' },
  { key: 'action', label: 'Action', placeholder: 'e.g. auth. or users.update' },
  { key: 'object_id', label: 'Object id', placeholder: 'Object id' },
];

/** A date input's value (YYYY-MM-DD) as the start of that UTC day; `to` is exclusive, so its next day. */
const dayBound = (day: string, next: boolean) => (day ? new Date(Date.parse(`${day}T00:00:00Z`) + (next ? 86_400_000 : 0)).toISOString() : undefined);

export default function SystemAuditPane(_: PaneProps) {
  const s = useStyles();
  const [form, setForm] = useState<Record<string, string>>({});
  const debounced = useDebounced(form);
  const filters = useMemo<AuditFilters>(() => {
    const f: AuditFilters = {};
    for (const { key } of FIELDS) if (debounced[key]?.trim()) f[key] = debounced[key].trim();
    if (debounced.from) f.from = dayBound(debounced.from, false);
    if (debounced.to) f.to = dayBound(debounced.to, true);
    return f;
  }, [debounced]);
  const { data, error, isLoading, size, setSize } = useAuditSearch(filters);
  const rows = useMemo(() => data?.flatMap((p) => p.data) ?? [], [data]);
  const more = !!data?.at(-1)?.next_before_id;
  const [selected, setSelected] = useState<number | null>(null);
  const row = selected !== null ? (rows[selected] ?? null) : null;

  async function exportCsv() {
    try {
      const csv = await fetchAuditCsv(filters);
      downloadBlob('audit.csv', new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    } catch (e) {
      notify('error', serverFieldError(e, []).message);
    }
  }

  return (
    <div className={s.root}>
      <div className={s.bar}>
        <Title3 as="h1">System audit</Title3>
        {isLoading && <Spinner size="tiny" />}
        <Caption1>{data ? `${rows.length}${more ? '+' : ''} row${rows.length === 1 ? '' : 's'}` : ''}</Caption1>
        <Button size="small" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </div>
      <div className={s.bar}>
        {FIELDS.map((f) => (
          <Input
            key={f.key}
            className={s.filter}
            size="small"
            aria-label={f.label}
            placeholder={f.placeholder}
            value={form[f.key] ?? ''}
            onChange={(_, d) => {
              setForm({ ...form, [f.key]: d.value });
              setSelected(null);
            }}
          />
        ))}
        <Caption1>From</Caption1>
        <Input size="small" type="date" aria-label="From day" value={form.from ?? ''} onChange={(_, d) => setForm({ ...form, from: d.value })} />
        <Caption1>to</Caption1>
        <Input size="small" type="date" aria-label="To day" value={form.to ?? ''} onChange={(_, d) => setForm({ ...form, to: d.value })} />
      </div>
      {error && (
        <Text data-pane-message="error" role="alert">
          {serverFieldError(error, []).message}
        </Text>
      )}
      {data && rows.length === 0 && <Text data-pane-message="empty">No audit row matches.</Text>}
      {rows.length > 0 && (
        <div className={s.body}>
          <VirtualTable
            className={s.table}
            label="Audit trail"
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            selectedIndex={selected}
            onSelect={(i) => {
              setSelected(i);
              if (i !== null && more && i >= rows.length - 5) void setSize(size + 1);
            }}
            footer={
              more ? (
                <Button size="small" onClick={() => void setSize(size + 1)}>
                  Load older
                </Button>
              ) : undefined
            }
          />
          <section className={s.side} aria-label="Audit row">
            {row ? <AuditChange row={row} /> : <Caption1>Select a row to see what changed.</Caption1>}
          </section>
        </div>
      )}
    </div>
  );
}
