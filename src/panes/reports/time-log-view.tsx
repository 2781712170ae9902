/**
 * The auto time log (POST charts/time_log): the period split into detected activities, as a strip
 * in the activity colours and a table of rows with durations and the hole and bit depths they spanned.
 * The still-open row of a live well is marked "now".
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { TimeLogData, TimeLogRow } from '../../api/logs/analytics';
import { formatDuration } from '../../domain/format';
import { useUnitSystem } from './use-unit-system';
import { conv, reportUnits, when } from './report-units';

const useStyles = makeStyles({
  strip: { display: 'flex', height: '22px', flexShrink: 0, borderRadius: tokens.borderRadiusSmall, overflow: 'hidden' },
  chip: { display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', marginRight: '6px' },
});

export function AutoTimeLog({ data, label }: { data: TimeLogData; label: string }) {
  const s = useStyles();
  const u = reportUnits(useUnitSystem());
  const rows = data.rows;
  const from = rows[0]?.start ?? 0;
  const span = Math.max(1, (rows[rows.length - 1]?.end ?? from + 1) - from);
  const columns: ColumnDef<TimeLogRow>[] = [
    { id: 'start', header: 'Start', value: (r) => when(r.start), align: 'start', width: 120, pinned: true },
    { id: 'end', header: 'End', value: (r) => (r.open ? 'now' : when(r.end)), align: 'start', width: 120 },
    { id: 'duration', header: 'Duration', value: (r) => r.duration_s, format: (r) => formatDuration(r.duration_s), width: 90 },
    {
      id: 'activity',
      header: 'Activity',
      value: (r) => r.label,
      align: 'start',
      width: 160,
      render: (r) => (
        <span>
          <span className={s.chip} style={{ background: r.color }} />
          {r.label}
        </span>
      ),
    },
    { id: 'holeFrom', header: 'Hole from', unit: u.depth.symbol, value: (r) => conv(r.hole_from_m, u.depth), decimals: 1, width: 90 },
    { id: 'holeTo', header: 'Hole to', unit: u.depth.symbol, value: (r) => conv(r.hole_to_m, u.depth), decimals: 1, width: 90 },
    { id: 'bitFrom', header: 'Bit from', unit: u.depth.symbol, value: (r) => conv(r.bit_from_m, u.depth), decimals: 1, width: 90, hideable: true },
    { id: 'bitTo', header: 'Bit to', unit: u.depth.symbol, value: (r) => conv(r.bit_to_m, u.depth), decimals: 1, width: 90, hideable: true },
  ];
  return (
    <>
      <div className={s.strip} role="img" aria-label="Activities over the period" data-time-log-strip>
        {rows.map((r) => (
          <div
            key={r.start}
            title={`${r.label}: ${when(r.start)}, ${formatDuration(r.duration_s)}`}
            style={{ width: `${((r.end - r.start) / span) * 100}%`, background: r.color }}
          />
        ))}
      </div>
      <VirtualTable label={label} exportTitle={label} rows={[...rows].reverse()} columns={columns} rowKey={(r) => String(r.start)} />
    </>
  );
}

export const noTimeLog = (d: TimeLogData) => d.rows.length === 0;
