/**
 * Section Summary hub (widget): one row per hole section of the well — the casing program's strings,
 * each section the hole from the previous shoe to its shoe — with its hole size and casing, its
 * dates and days in the auto time log (first drilling in the section until drilling starts in the
 * next), and over those dates the figures the reports give: footage, ROP (rotary, slide), connections
 * (median weight to weight, slips to slips), NPT and tripping speeds. Computed by the server
 * (GET wells/:id/section_summary). A figure the data cannot give shows '-' with its reason on hover.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useSectionSummary, type SectionSummaryAnswer, type SectionTripping } from '../../api/brs';
import type { SectionStatus } from '../../domain/drilling/kpi/section-summary';
import { inches } from '../../domain/equipment/inches';
import { displayUnit, type DisplayUnit } from '../../features/log-tracks/display-units';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { openDetailTab } from '../../features/workspace/open-detail';
import { selection } from '../../state/selection';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { fmtNum, when } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';

type Row = SectionSummaryAnswer['sections'][number];

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  table: { flex: '1 1 200px', display: 'flex', minHeight: '140px' },
  dash: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', cursor: 'help' },
});

const STATUS: Record<SectionStatus, string> = { drilled: 'Drilled', drilling: 'Drilling', not_reached: 'Not reached' };
const NOT_IN_DATA = 'The recorded rig data never drilled this section';

/** Why a KPI of a row is '-': the section is outside the rig data, or the KPI's own reason. */
function reasonFor(r: Row, key: string): string | null {
  if (!r.kpis) return r.status === 'not_reached' ? 'Not drilled yet' : NOT_IN_DATA;
  return r.kpis.missing[key] ?? null;
}

interface Units {
  depth: DisplayUnit;
  rop: DisplayUnit;
}

function columns(u: Units, dash: string): ColumnDef<Row>[] {
  const num = (
    id: string,
    header: string,
    unit: string | undefined,
    raw: (r: Row) => number | null,
    decimals: number,
    why: (r: Row) => string | null,
    extra: Partial<ColumnDef<Row>> = {},
  ): ColumnDef<Row> => ({
    id,
    header,
    unit,
    value: raw,
    format: (r) => fmtNum(raw(r), decimals),
    render: (r) => {
      const v = raw(r);
      if (v !== null && Number.isFinite(v)) return fmtNum(v, decimals);
      const reason = why(r);
      return (
        <span className={reason ? dash : undefined} title={reason ?? undefined}>
          -
        </span>
      );
    },
    width: 76,
    ...extra,
  });
  const conv = (d: DisplayUnit, v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? null : d.convert(v));
  const kpi = (key: 'rop_m_per_h' | 'rotary_rop_m_per_h' | 'slide_rop_m_per_h', header: string, description?: string) =>
    num(
      key,
      header,
      u.rop.symbol,
      (r) => conv(u.rop, r.kpis?.[key]),
      u.rop.decimals,
      (r) => reasonFor(r, key),
      description ? { description } : {},
    );
  const trip = (
    dir: 'in' | 'out',
    pick: (t: SectionTripping) => number | null,
    id: string,
    header: string,
    unit: string,
    decimals: number,
    description: string,
  ) =>
    num(
      id,
      header,
      unit,
      (r) => {
        const t = r.tripping?.[dir];
        return t ? pick(t) : null;
      },
      decimals,
      (r) => (r.kpis ? `No trip ${dir} detected in this section` : reasonFor(r, id)),
      { description },
    );
  return [
    { id: 'name', header: 'Section', value: (r) => r.name, width: 170, align: 'start', pinned: true },
    { id: 'hole', header: 'Hole', unit: 'in', value: (r) => r.hole_size_in, format: (r) => inches(r.hole_size_in), width: 60 },
    {
      id: 'casing',
      header: 'Casing',
      value: (r) => `${inches(r.casing_od_in)} ${r.casing_type}`,
      width: 130,
      align: 'start',
      description: 'The string set at the section’s shoe',
    },
    num(
      'from_m',
      'From',
      u.depth.symbol,
      (r) => conv(u.depth, r.from_m),
      1,
      () => null,
      { description: 'Previous shoe (MD)' },
    ),
    num(
      'to_m',
      'To',
      u.depth.symbol,
      (r) => conv(u.depth, r.to_m),
      1,
      () => null,
      { description: 'This string’s shoe (MD)' },
    ),
    {
      id: 'status',
      header: 'Status',
      value: (r) => STATUS[r.status],
      width: 80,
      align: 'start',
      tone: (r) => (r.status === 'drilling' ? 'success' : r.status === 'not_reached' ? 'muted' : undefined),
    },
    { id: 'start', header: 'Start', value: (r) => r.start_s, format: (r) => when(r.start_s), width: 110, description: 'First drilling in the section' },
    {
      id: 'end',
      header: 'End',
      value: (r) => r.end_s,
      format: (r) => when(r.end_s),
      width: 110,
      description: 'Drilling starts in the next section (or the rig data ends)',
    },
    num(
      'days',
      'Days',
      'd',
      (r) => r.days,
      2,
      (r) => reasonFor(r, 'days'),
      { description: 'Start to end: drilling, casing, cementing and the drill-out trip' },
    ),
    num(
      'footage_m',
      'Footage',
      u.depth.symbol,
      (r) => conv(u.depth, r.kpis?.footage_m),
      1,
      (r) => reasonFor(r, 'footage_m'),
      { description: 'New hole on bottom in the window' },
    ),
    kpi('rop_m_per_h', 'ROP', 'Footage over on-bottom time'),
    kpi('rotary_rop_m_per_h', 'Rotary ROP'),
    kpi('slide_rop_m_per_h', 'Slide ROP'),
    num(
      'connections',
      'Conn.',
      undefined,
      (r) => r.kpis?.connections ?? null,
      0,
      (r) => reasonFor(r, 'connections'),
      { description: 'Drilling connections', width: 60 },
    ),
    num(
      'weight_to_weight_median_s',
      'W2W',
      'min',
      (r) => minutes(r.kpis?.weight_to_weight_median_s),
      1,
      (r) => reasonFor(r, 'weight_to_weight_median_s'),
      {
        description: 'Median weight to weight',
      },
    ),
    num(
      'slips_to_slips_median_s',
      'S2S',
      'min',
      (r) => minutes(r.kpis?.slips_to_slips_median_s),
      1,
      (r) => reasonFor(r, 'slips_to_slips_median_s'),
      {
        description: 'Median slips to slips',
      },
    ),
    num(
      'npt_s',
      'NPT',
      'h',
      (r) => (r.kpis?.npt_s === null || r.kpis?.npt_s === undefined ? null : r.kpis.npt_s / 3600),
      1,
      (r) => reasonFor(r, 'npt_s'),
      {
        description: 'Troubles logged in the journal over the window',
      },
    ),
    num(
      'npt_share',
      'NPT',
      '%',
      (r) => (r.kpis?.npt_share === null || r.kpis?.npt_share === undefined ? null : r.kpis.npt_share * 100),
      1,
      (r) => reasonFor(r, 'npt_share'),
      {
        width: 60,
      },
    ),
    trip('in', (t) => conv(u.depth, t.speed_mph), 'trip_in', 'Trip in', `${u.depth.symbol}/h`, 0, 'Tripping in speed, connections included'),
    trip('out', (t) => conv(u.depth, t.speed_mph), 'trip_out', 'Trip out', `${u.depth.symbol}/h`, 0, 'Tripping out speed, connections included'),
    trip('in', (t) => minutes(t.connection_median_s), 'trip_in_conn', 'Trip in conn.', 'min', 1, 'Median in-slips time tripping in'),
    trip('out', (t) => minutes(t.connection_median_s), 'trip_out_conn', 'Trip out conn.', 'min', 1, 'Median in-slips time tripping out'),
  ];
}

const minutes = (s: number | null | undefined) => (s === null || s === undefined || !Number.isFinite(s) ? null : s / 60);

function notes(d: SectionSummaryAnswer, depth: DisplayUnit): string[] {
  if (!d.sections.length) return [];
  if (!d.rig_data) return ['No drilling detected on this well yet: the sections show the casing program only.'];
  const out = [`Rig data to ${when(d.rig_data.end_s)}, hole ${fmtNum(depth.convert(d.rig_data.hole_m), 0)} ${depth.symbol}.`];
  const outside = d.sections.filter((r) => r.status !== 'not_reached' && !r.kpis);
  if (outside.length) out.push(`${outside.map((r) => r.name).join(', ')}: drilled before the recorded rig data, so days and KPIs show '-'.`);
  return out;
}

export default function SectionSummaryHub(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const sel = useSnapshot(selection);
  const system = useUnitSystem();
  const units = useMemo<Units>(() => ({ depth: displayUnit('m', system), rop: displayUnit('m/h', system) }), [system]);
  const cols = useMemo(() => columns(units, s.dash), [units, s.dash]);
  const swr = useSectionSummary(props.wellId, visible);
  const data = swr.data?.data;
  const wellName = props.wellId && sel.wellId === props.wellId ? (sel.well?.name ?? null) : null;
  const open = async (r: Row) => {
    await openDetailTab(props.instance, 'drilling.equipment.casing.assembly', { assembly_id: r.id }, r.name);
  };
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(wellName, data ? `${data.sections.length} section${data.sections.length === 1 ? '' : 's'}` : null, 'Enter opens the casing string')}
      state={data === undefined ? 'loading' : 'ready'}
    >
      <DataState
        wellId={props.wellId}
        swr={{ data, error: swr.error, mutate: swr.mutate }}
        what="section summary"
        isEmpty={(d) => d.sections.length === 0}
        empty="No casing program on this well yet: add its strings in Equipment › Casing."
        ready={(d) => (
          <div className={s.body} data-section-summary={d.sections.length}>
            {notes(d, units.depth).map((n) => (
              <Caption1 key={n} className={s.note}>
                {n}
              </Caption1>
            ))}
            <div className={s.table}>
              <VirtualTable
                label="Section summary: one row per hole section"
                rows={d.sections}
                columns={cols}
                rowKey={(r) => r.id}
                onActivate={(r) => void open(r)}
                exportTitle={`${wellName ?? 'Well'} section summary`}
              />
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
