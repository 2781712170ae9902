/** One audit row in full: who, when, from where, and what changed, before and after, field by field. */
import { Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AuditRow } from '../../api/admin-audit';
import { formatDateTime } from '../../domain/format/date-time';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  before: { color: tokens.colorPaletteRedForeground1 },
  after: { color: tokens.colorPaletteGreenForeground1 },
  other: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', margin: 0 },
});

const show = (v: unknown) => (v === undefined ? '' : v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export function AuditChange({ row }: { row: AuditRow }) {
  const s = useStyles();
  const { before, after, ...rest } = row.details;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const others = Object.entries(rest).filter(([k]) => k !== 'fields');
  return (
    <div className={s.root} data-audit-row={row.id}>
      <Text weight="semibold">{row.action}</Text>
      <Caption1>
        {formatDateTime(row.at)} · {row.actor_email ?? row.actor_id ?? 'system'}
        {row.impersonator_email ? ` impersonated by ${row.impersonator_email}` : ''}
      </Caption1>
      {row.object_type && (
        <Caption1>
          {row.object_type} {row.object_id}
        </Caption1>
      )}
      {keys.length > 0 && (
        <Table size="extra-small" aria-label="Before and after">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Field</TableHeaderCell>
              <TableHeaderCell>Before</TableHeaderCell>
              <TableHeaderCell>After</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {keys.map((k) => (
              <TableRow key={k}>
                <TableCell>{k}</TableCell>
                <TableCell className={`${s.value} ${s.before}`}>{show(before?.[k])}</TableCell>
                <TableCell className={`${s.value} ${s.after}`}>{show(after?.[k])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {others.length > 0 && <pre className={s.other}>{others.map(([k, v]) => `${k}: ${show(v)}`).join('\n')}</pre>}
    </div>
  );
}
