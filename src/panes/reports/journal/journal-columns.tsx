/**
 * Columns of the journal tables, in the user's units: entries (report date, times, duration in
 * hours, activity in its colour, hole depths, comment, entry mode) and days (hours, drilling,
 * tripping and NPT hours, hole depth at start and end, footage).
 */
import { Badge } from '@fluentui/react-components';
import type { JournalDayDto, JournalRowDto } from '../../../api/journal';
import type { ColumnDef } from '../../../features/virtual-table';
import type { ReportUnits } from '../report-units';
import type { JournalArea } from '../../../domain/drilling/journal/journal-activities';
import { conv, hours, when } from '../report-units';

export type EntryRow = JournalRowDto & { date: string };

const Chip = ({ color, label }: { color: string; label: string }) => (
  <span>
    <span style={{ display: 'inline-block', width: 10, height: 10, background: color, marginRight: 6, borderRadius: 2 }} />
    {label}
  </span>
);

const modeLabel = (r: JournalRowDto) => (r.mode === 'auto' ? 'Auto' : r.correction ? 'Corrected' : 'Manual');

/**
 * Which work the journal reports: drilling (hole depths, drilling and tripping hours), completions
 * (stage intervals, frac and wireline hours) or production (hours producing and down, no depths).
 */
export type { JournalArea };

export function entryColumns(u: ReportUnits, area: JournalArea = 'drilling'): ColumnDef<EntryRow>[] {
  const depth = area === 'completions' ? 'Interval' : 'Hole';
  const columns: ColumnDef<EntryRow>[] = [
    { id: 'date', header: 'Report date', value: (r) => r.date, align: 'start', width: 100, pinned: true },
    { id: 'start', header: 'Start', value: (r) => when(r.start), align: 'start', width: 110 },
    { id: 'end', header: 'End', value: (r) => when(r.end), align: 'start', width: 110 },
    { id: 'duration', header: 'Duration', unit: 'h', value: (r) => hours(r.duration_s), decimals: 2, width: 80 },
    { id: 'activity', header: 'Activity', value: (r) => r.label, align: 'start', width: 170, render: (r) => <Chip color={r.color} label={r.label} /> },
    { id: 'holeFrom', header: `${depth} from`, unit: u.depth.symbol, value: (r) => conv(r.hole_from_m, u.depth), decimals: 1, width: 90 },
    { id: 'holeTo', header: `${depth} to`, unit: u.depth.symbol, value: (r) => conv(r.hole_to_m, u.depth), decimals: 1, width: 90 },
    { id: 'comment', header: 'Comment', value: (r) => r.comment, align: 'start', width: 260 },
    {
      id: 'mode',
      header: 'Entry',
      value: modeLabel,
      align: 'start',
      width: 96,
      render: (r) =>
        r.mode === 'auto' ? (
          'Auto'
        ) : (
          <Badge size="small" appearance="tint" color={r.correction ? 'warning' : 'brand'}>
            {modeLabel(r)}
          </Badge>
        ),
    },
  ];
  // A producing well's entries have no depths: the columns would stay empty.
  return area === 'production' ? columns.filter((c) => c.id !== 'holeFrom' && c.id !== 'holeTo') : columns;
}

const sumOf = (d: JournalDayDto, ids: string[]) => ids.reduce((s, id) => s + (d.seconds_by_activity[id as keyof typeof d.seconds_by_activity] ?? 0), 0);

export function dayColumns(u: ReportUnits, area: JournalArea = 'drilling'): ColumnDef<JournalDayDto>[] {
  const head: ColumnDef<JournalDayDto>[] = [
    { id: 'date', header: 'Report date', value: (d) => d.date, align: 'start', width: 100, pinned: true },
    { id: 'hours', header: 'Day', unit: 'h', value: (d) => d.hours, decimals: 0, width: 60 },
  ];
  const entries: ColumnDef<JournalDayDto> = { id: 'entries', header: 'Entries', value: (d) => d.rows.length, decimals: 0, width: 70 };
  const npt: ColumnDef<JournalDayDto> = { id: 'npt', header: 'NPT', unit: 'h', value: (d) => hours(d.npt_s), decimals: 2, width: 70 };
  if (area === 'production')
    return [
      ...head,
      { id: 'producing', header: 'Producing', unit: 'h', value: (d) => hours(sumOf(d, ['PRODUCING', 'WELL_TEST'])), decimals: 1, width: 90 },
      { id: 'down', header: 'Down', unit: 'h', value: (d) => hours(sumOf(d, ['SHUT_IN', 'WORKOVER', 'LIFT_CHANGE'])), decimals: 1, width: 70 },
      { id: 'tests', header: 'Well test', unit: 'h', value: (d) => hours(sumOf(d, ['WELL_TEST'])), decimals: 1, width: 80 },
      npt,
      entries,
    ];
  if (area === 'completions')
    return [
      ...head,
      { id: 'frac', header: 'Frac', unit: 'h', value: (d) => hours(sumOf(d, ['FRAC'])), decimals: 1, width: 80 },
      { id: 'wireline', header: 'Plug & perf', unit: 'h', value: (d) => hours(sumOf(d, ['PLUG_AND_PERF'])), decimals: 1, width: 90 },
      npt,
      entries,
    ];
  return [
    ...head,
    { id: 'drilling', header: 'Drilling', unit: 'h', value: (d) => hours(sumOf(d, ['DRILLING'])), decimals: 1, width: 80 },
    { id: 'tripping', header: 'Tripping', unit: 'h', value: (d) => hours(sumOf(d, ['TRIP_IN', 'TRIP_OUT'])), decimals: 1, width: 80 },
    npt,
    { id: 'holeStart', header: 'Hole at start', unit: u.depth.symbol, value: (d) => conv(d.hole_start_m, u.depth), decimals: 1, width: 100 },
    { id: 'holeEnd', header: 'Hole at end', unit: u.depth.symbol, value: (d) => conv(d.hole_end_m, u.depth), decimals: 1, width: 100 },
    {
      id: 'footage',
      header: 'Footage',
      unit: u.depth.symbol,
      value: (d) => (d.hole_start_m === null || d.hole_end_m === null ? null : conv(d.hole_end_m - d.hole_start_m, u.depth)),
      decimals: 1,
      width: 90,
    },
    entries,
  ];
}
