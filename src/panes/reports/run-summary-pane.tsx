/**
 * Run Summary (drilling.brs, widget Run Summary): one row per BHA run of the well — bit and BHA,
 * depth in/out, footage, rotary and slide hours and ROP, slide share, circulating hours, the mean
 * WOB, rotary RPM, flow and diff. pressure on bottom, and the reason pulled — computed by the server
 * from the auto time log and the recorded channels. A figure the data cannot give shows '-' and says
 * why (hover the cell, or read the Missing column). Units follow the user's unit system; the table
 * exports CSV and XLSX with units in the headers. Enter on a row opens that BHA. The pane's period
 * (the selected one, or its own when pinned) limits the figures to it and lists the runs overlapping it.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useRunSummary, type RunSummaryAnswer } from '../../api/brs';
import type { RunMissing, RunSummaryRow } from '../../domain/drilling/kpi/run-summary';
import { displayUnit, type DisplayUnit } from '../../features/log-tracks/display-units';
import { showDayTimeS } from '../../features/format/user-format';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { openDetailTab } from '../../features/workspace/open-detail';
import { selection } from '../../state/selection';
import { usePaneWell } from '../logs/use-pane-well';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { inches } from '../../domain/equipment/inches';
import { fmtNum } from './report-units';
import { useUnitSystem } from './use-unit-system';
import { useSnapshot } from 'valtio';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  table: { flex: '1 1 200px', display: 'flex', minHeight: '140px' },
  dash: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', cursor: 'help' },
});

const STATUS: Record<RunSummaryRow['status'], string> = { planned: 'Planned', in_hole: 'In hole', pulled: 'Pulled' };
const COVERAGE: Record<RunSummaryRow['coverage'], string> = { none: 'No rig data', partial: 'Partial', full: 'Full' };

/** Fields whose '-' is explained by the run's reason for having no drilling figures at all. */
const DRILLING_FIELDS = new Set([
  'rotary_s',
  'slide_s',
  'drilling_s',
  'rop_mph',
  'rotary_rop_mph',
  'slide_rop_mph',
  'slide_pct',
  'circulating_s',
  'wob_t',
  'rpm',
  'flow_lpm',
  'diffp_mpa',
]);

function reasonFor(r: RunSummaryRow, field: string): string | null {
  const own = r.missing.find((m) => m.field === field);
  if (own) return own.reason;
  if (DRILLING_FIELDS.has(field) && r.drilling_s === null) {
    return r.missing.find((m) => m.field === 'drilling' || m.field === 'depth_in_m' || m.field === 'depth_out_m')?.reason ?? null;
  }
  if ((field === 'footage_m' || field === 'depth_out_m') && r.depth_out_m === null) return r.missing.find((m) => m.field.startsWith('depth_'))?.reason ?? null;
  return null;
}

interface Units {
  depth: DisplayUnit;
  rop: DisplayUnit;
  weight: DisplayUnit;
  flow: DisplayUnit;
  pressure: DisplayUnit;
}

const h = (s: number | null) => (s === null ? null : s / 3600);

function columns(u: Units, dash: string): ColumnDef<RunSummaryRow>[] {
  const num = (
    id: string,
    header: string,
    unit: string | undefined,
    raw: (r: RunSummaryRow) => number | null,
    decimals: number,
    extra: Partial<ColumnDef<RunSummaryRow>> = {},
  ): ColumnDef<RunSummaryRow> => ({
    id,
    header,
    unit,
    value: raw,
    format: (r) => fmtNum(raw(r), decimals),
    render: (r) => {
      const v = raw(r);
      if (v !== null && Number.isFinite(v)) return fmtNum(v, decimals);
      const why = reasonFor(r, id);
      return (
        <span className={why ? dash : undefined} title={why ?? undefined}>
          -
        </span>
      );
    },
    width: 76,
    ...extra,
  });
  const conv = (d: DisplayUnit, pick: (r: RunSummaryRow) => number | null) => (r: RunSummaryRow) => {
    const v = pick(r);
    return v === null ? null : d.convert(v);
  };
  return [
    { id: 'run_no', header: 'Run', value: (r) => r.run_no, decimals: 0, width: 48, pinned: true },
    { id: 'name', header: 'BHA', value: (r) => r.name, width: 200, align: 'start' },
    { id: 'bit', header: 'Bit', value: (r) => r.bit, width: 170, align: 'start', hideable: true },
    { id: 'hole', header: 'Hole', unit: 'in', value: (r) => r.hole_size_in, format: (r) => inches(r.hole_size_in), width: 60, hideable: true },
    {
      id: 'status',
      header: 'Status',
      value: (r) => STATUS[r.status],
      width: 70,
      align: 'start',
      tone: (r) => (r.status === 'in_hole' ? 'success' : r.status === 'planned' ? 'muted' : undefined),
    },
    num(
      'depth_in_m',
      'Depth in',
      u.depth.symbol,
      conv(u.depth, (r) => r.depth_in_m),
      1,
    ),
    num(
      'depth_out_m',
      'Depth out',
      u.depth.symbol,
      conv(u.depth, (r) => r.depth_out_m),
      1,
      {
        description: 'From the BHA record; a run in the hole: the hole depth the rig data reached, when deeper',
      },
    ),
    num(
      'footage_m',
      'Footage',
      u.depth.symbol,
      conv(u.depth, (r) => r.footage_m),
      1,
    ),
    num('drilling_s', 'Drilling', 'h', (r) => h(r.drilling_s), 1, { description: 'On-bottom rotary and slide drilling time (auto time log)' }),
    num('rotary_s', 'Rotary', 'h', (r) => h(r.rotary_s), 1),
    num('slide_s', 'Slide', 'h', (r) => h(r.slide_s), 1),
    num(
      'rop_mph',
      'ROP',
      u.rop.symbol,
      conv(u.rop, (r) => r.rop_mph),
      u.rop.decimals,
      { description: 'Footage over on-bottom time' },
    ),
    num(
      'rotary_rop_mph',
      'Rotary ROP',
      u.rop.symbol,
      conv(u.rop, (r) => r.rotary_rop_mph),
      u.rop.decimals,
    ),
    num(
      'slide_rop_mph',
      'Slide ROP',
      u.rop.symbol,
      conv(u.rop, (r) => r.slide_rop_mph),
      u.rop.decimals,
    ),
    num('slide_pct', 'Slide', '%', (r) => r.slide_pct, 1, { description: 'Slid share of the footage', width: 60 }),
    num('circulating_s', 'Circulating', 'h', (r) => h(r.circulating_s), 1, {
      description: 'Circulating from the first drilling to the trip out (bottoms up included)',
      width: 84,
    }),
    num(
      'wob_t',
      'WOB',
      u.weight.symbol,
      conv(u.weight, (r) => r.wob_t),
      u.weight.decimals,
      { description: 'Mean on bottom, rotary and slide' },
    ),
    num('rpm', 'RPM rotary', 'rpm', (r) => r.rpm, 0, {
      description: 'Mean surface RPM while rotary drilling (the string does not turn when sliding)',
      width: 80,
    }),
    num(
      'flow_lpm',
      'Flow',
      u.flow.symbol,
      conv(u.flow, (r) => r.flow_lpm),
      u.flow.decimals,
      { description: 'Mean on bottom' },
    ),
    num(
      'diffp_mpa',
      'Diff. P',
      u.pressure.symbol,
      conv(u.pressure, (r) => r.diffp_mpa),
      u.pressure.decimals,
      { description: 'Mean on bottom' },
    ),
    {
      id: 'coverage',
      header: 'Rig data',
      value: (r) => COVERAGE[r.coverage],
      width: 84,
      align: 'start',
      tone: (r) => (r.coverage === 'full' ? undefined : 'muted'),
    },
    {
      id: 'reason_pulled',
      header: 'Reason pulled',
      value: (r) => r.reason_pulled,
      render: (r) =>
        r.reason_pulled ?? (
          <span className={dash} title={reasonFor(r, 'reason_pulled') ?? undefined}>
            -
          </span>
        ),
      width: 220,
      align: 'start',
    },
    {
      id: 'missing',
      header: 'Missing',
      description: 'Why a figure shows -',
      value: (r) => r.missing.map((m: RunMissing) => m.reason).join('; ') || null,
      width: 380,
      align: 'start',
      hideable: true,
    },
  ];
}

function runSummaryNotes(d: RunSummaryAnswer, depth: DisplayUnit): string[] {
  const notes: string[] = [];
  if (d.period) {
    const hole = (m: number | null) => (m === null ? '-' : `${fmtNum(depth.convert(m), 0)} ${depth.symbol}`);
    notes.push(
      `Period ${showDayTimeS(d.period.from_s)} to ${showDayTimeS(d.period.to_s)} (hole ${hole(d.period.hole_from_m)} to ${hole(d.period.hole_to_m)}): the runs overlapping it, their figures over it.`,
    );
  }
  if (!d.runs.length) return notes;
  if (d.rig_data) {
    notes.push(
      `Rig data from ${showDayTimeS(d.rig_data.from_s)} to ${showDayTimeS(d.rig_data.to_s)}, hole ${fmtNum(depth.convert(d.rig_data.top_m), 0)}–${fmtNum(depth.convert(d.rig_data.bottom_m), 0)} ${depth.symbol}; means from a sample every ${d.sample_step_s ?? '-'} s on bottom.`,
    );
  } else notes.push('No drilling detected on this well yet: the runs show their BHA records only.');
  const none = d.runs.filter((r) => r.coverage === 'none' && r.depth_in_m !== null);
  if (none.length && d.rig_data) {
    notes.push(
      `Run${none.length === 1 ? '' : 's'} ${none.map((r) => r.run_no).join(', ')}: drilled outside the recorded rig data, so hours, ROP and means show '-' (hover a '-' for its reason).`,
    );
  }
  const partial = d.runs.filter((r) => r.coverage === 'partial');
  if (partial.length)
    notes.push(`Run${partial.length === 1 ? '' : 's'} ${partial.map((r) => r.run_no).join(', ')}: figures cover only the recorded part of the run.`);
  if (d.unrecorded.length) notes.push(`Not recorded on this well: ${d.unrecorded.join(', ')}.`);
  return notes;
}

export default function RunSummaryPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const sel = useSnapshot(selection);
  const system = useUnitSystem();
  const units = useMemo<Units>(
    () => ({
      depth: displayUnit('m', system),
      rop: displayUnit('m/h', system),
      weight: displayUnit('t', system),
      flow: displayUnit('L/min', system),
      pressure: displayUnit('MPa', system),
    }),
    [system],
  );
  const cols = useMemo(() => columns(units, s.dash), [units, s.dash]);
  const pw = usePaneWell(props);
  const per = pw.period;
  const swr = useRunSummary(props.wellId, per ? { fromS: Math.floor(per.start_date), toS: per.autoUpdate ? null : Math.floor(per.end_date) } : null, visible);
  const data = swr.data?.data;
  const wellName = props.wellId && sel.wellId === props.wellId ? (sel.well?.name ?? null) : null;
  const open = async (r: RunSummaryRow) => {
    await openDetailTab(props.instance, 'drilling.equipment.bha.assembly', { assembly_id: r.id }, `${r.name}`);
  };
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(wellName, data ? `${data.runs.length} BHA run${data.runs.length === 1 ? '' : 's'}` : null, 'Enter opens the BHA')}
      state={data === undefined ? 'loading' : 'ready'}
    >
      <DataState
        wellId={props.wellId}
        swr={{ data, error: swr.error, mutate: swr.mutate }}
        what="run summary"
        isEmpty={(d) => d.runs.length === 0}
        empty={data?.period ? 'No BHA run overlaps the selected period.' : 'No BHA runs on this well yet: add them in Equipment › BHA.'}
        ready={(d) => (
          <div className={s.body} data-run-summary={d.runs.length}>
            {runSummaryNotes(d, units.depth).map((n) => (
              <Caption1 key={n} className={s.note}>
                {n}
              </Caption1>
            ))}
            <div className={s.table}>
              <VirtualTable
                label="Run summary: one row per BHA run"
                rows={d.runs}
                columns={cols}
                rowKey={(r) => r.id}
                onActivate={(r) => void open(r)}
                exportTitle={`${wellName ?? 'Well'} run summary`}
              />
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
