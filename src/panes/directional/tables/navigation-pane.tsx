/**
 * Navigation (drilling.navigation/{view}/{table}): where the bit is against the definitive plan and
 * what it takes to get back on it. View: at the bit (the last survey carried straight ahead to the
 * last recorded bit depth) or at the last survey. Table: plan ahead (the single arc from there to
 * plan points 30–300 m ahead: DLS, toolface, build, turn, and how far off the plan's direction the
 * hole then points) or the last surveys against the plan. CSV/XLSX export; arrows move, the tabs
 * switch with the keyboard.
 */
import { Caption1, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useNavigation, type NavigationAnswer, type PlanAheadRow } from '../../../api/navigation';
import { NAVIGATION_TABLES, NAVIGATION_VIEWS } from '../../../commands/route-views';
import { formatDecimals } from '../../../domain/format';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { joinContext } from '../shared/context';
import { deviationColumns } from '../shared/deviation-columns';
import { DEG, type DisplayUnits } from '../shared/display-units';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';

type View = (typeof NAVIGATION_VIEWS)[number]['value'];
type Table = (typeof NAVIGATION_TABLES)[number]['value'];

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  figure: { display: 'flex', flexDirection: 'column' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  table: { flex: '1 1 200px', display: 'flex', minHeight: '140px' },
});

const pick = <T extends string>(list: readonly { value: T }[], v: string | undefined): T => list.find((x) => x.value === v)?.value ?? list[0].value;
const side = (v: number, pos: string, neg: string) => (Math.abs(v) < 0.005 ? '' : v > 0 ? ` ${pos}` : ` ${neg}`);

function planAheadColumns(u: DisplayUnits): ColumnDef<PlanAheadRow>[] {
  const L = u.length;
  const D = u.dls;
  return [
    {
      id: 'ahead',
      header: 'Ahead',
      unit: L.symbol,
      value: (r) => L.show(r.ahead),
      decimals: 0,
      width: 70,
      pinned: true,
      description: 'Along the plan, past its point closest to the bit',
    },
    { id: 'plan_md', header: 'Plan MD', unit: L.symbol, value: (r) => L.show(r.plan_md), decimals: 1, width: 86 },
    { id: 'plan_inc', header: 'Plan inc', unit: DEG, value: (r) => r.target.inc, decimals: 2, width: 74 },
    { id: 'plan_az', header: 'Plan azi', unit: DEG, value: (r) => r.target.az, decimals: 2, width: 74 },
    {
      id: 'length',
      header: 'Course',
      unit: L.symbol,
      value: (r) => L.show(r.course_length),
      decimals: 1,
      width: 76,
      description: 'Length of the arc from the bit',
    },
    {
      id: 'dls',
      header: 'Required DLS',
      unit: D.symbol,
      value: (r) => D.show(r.dls),
      decimals: 2,
      width: 100,
      tone: (r) => (r.dls !== null && r.dls > 6 ? 'danger' : r.dls !== null && r.dls > 3 ? 'warning' : undefined),
    },
    { id: 'tf', header: 'Toolface', unit: DEG, value: (r) => r.tf, decimals: 0, width: 76, description: 'Gravity toolface to set at the bit' },
    { id: 'build', header: 'Build', unit: D.symbol, value: (r) => D.show(r.build), decimals: 2, width: 84 },
    { id: 'turn', header: 'Turn', unit: D.symbol, value: (r) => D.show(r.turn), decimals: 2, width: 84 },
    { id: 'end_inc', header: 'Inc there', unit: DEG, value: (r) => r.end_inc, decimals: 2, width: 76 },
    { id: 'end_az', header: 'Azi there', unit: DEG, value: (r) => r.end_az, decimals: 2, width: 76 },
    {
      id: 'off',
      header: 'Off plan direction',
      unit: DEG,
      value: (r) => r.off_plan_direction,
      decimals: 2,
      width: 120,
      description: 'Angle between the hole and the plan at the point',
    },
  ];
}

function Figures({ d, u, view }: { d: NavigationAnswer; u: DisplayUnits; view: View }) {
  const s = useStyles();
  const L = u.length;
  const at = view === 'bit' ? d.bit : d.last_survey;
  const len = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatDecimals(L.show(v)!, 2));
  const items: [string, string][] = at
    ? [
        [view === 'bit' ? `Bit MD (${L.symbol})` : `Last survey MD (${L.symbol})`, len(at.md)],
        ['Inc / Azi (°)', `${formatDecimals(at.inc, 2)} / ${formatDecimals(at.az, 2)}`],
        [`TVD (${L.symbol})`, len(at.tvd)],
        [`VS (${L.symbol})`, len(at.vsec)],
        [`N/S · E/W (${L.symbol})`, `${len(at.ns)} · ${len(at.ew)}`],
      ]
    : [];
  if (d.to_plan) {
    const p = d.to_plan;
    items.push(
      [`Distance to plan (${L.symbol})`, len(p.distance)],
      ['High/Low', `${len(Math.abs(p.high))}${side(p.high, 'high', 'low')}`],
      ['Right/Left', `${len(Math.abs(p.right))}${side(p.right, 'right', 'left')}`],
      [`Plan MD there (${L.symbol})`, len(p.plan_md)],
    );
  }
  return (
    <div className={s.figures} data-navigation-figures>
      {items.map(([label, value]) => (
        <div key={label} className={s.figure}>
          <span className={s.label}>{label}</span>
          <span className={s.value}>{value}</span>
        </div>
      ))}
    </div>
  );
}

function notes(d: NavigationAnswer, view: View, u: DisplayUnits): string[] {
  const out: string[] = [];
  if (!d.plan) out.push('This well has no definitive plan: no distance to plan and no plan-ahead table.');
  if (view === 'bit') {
    if (d.bit_md_source === 'none') out.push('No bit depth recorded on this well: the bit is taken at the last survey.');
    else if (d.bit && d.bit.projected_m > 0)
      out.push(
        `The bit is ${formatDecimals(u.length.show(d.bit.projected_m)!, 1)} ${u.length.symbol} below the last survey, projected straight ahead (inclination and azimuth held).`,
      );
    else out.push('The bit is at the last survey (no unsurveyed hole below it).');
  }
  return out;
}

export default function NavigationPane(props: PaneProps) {
  const s = useStyles();
  const pane = useDirectionalPane(props);
  const [view, setView] = useState<View>(() => pick(NAVIGATION_VIEWS, props.instance.params.view));
  const [table, setTable] = useState<Table>(() => pick(NAVIGATION_TABLES, props.instance.params.table));
  const nav = useNavigation(pane.wellId, view, pane.active);
  const aheadCols = useMemo(() => planAheadColumns(pane.units), [pane.units]);
  const stationCols = useMemo(() => deviationColumns(pane.units), [pane.units]);
  const d = nav.data;
  return (
    <PaneFrame
      title="Navigation"
      context={joinContext(pane.wellName, d?.plan ? `against ${d.plan.name}` : null)}
      tools={
        <div className={s.bar}>
          <TabList size="small" selectedValue={view} onTabSelect={(_, x) => setView(x.value as View)} aria-label="Navigation from">
            {NAVIGATION_VIEWS.map((v) => (
              <Tab key={v.value} value={v.value}>
                {v.label}
              </Tab>
            ))}
          </TabList>
          <TabList size="small" selectedValue={table} onTabSelect={(_, x) => setTable(x.value as Table)} aria-label="Navigation table">
            {NAVIGATION_TABLES.map((v) => (
              <Tab key={v.value} value={v.value}>
                {v.label}
              </Tab>
            ))}
          </TabList>
        </div>
      }
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={nav}
        what="navigation"
        isEmpty={(x) => x.last_survey === null}
        empty="This well has no survey yet: navigation starts from the last survey."
        ready={(x) => (
          <div className={s.body} data-navigation={`${view}/${table}`}>
            <Figures d={x} u={pane.units} view={view} />
            {notes(x, view, pane.units).map((n) => (
              <Caption1 key={n} className={s.note}>
                {n}
              </Caption1>
            ))}
            <div className={s.table}>
              {table === 'plan_ahead' ? (
                <VirtualTable
                  label="Plan ahead: the arc from the bit to plan points ahead"
                  rows={x.plan_ahead}
                  columns={aheadCols}
                  rowKey={(r) => String(r.ahead)}
                  exportTitle={`${pane.wellName ?? 'well'} navigation plan ahead`}
                />
              ) : (
                <VirtualTable
                  label="The last surveys against the plan"
                  rows={[...x.stations].reverse()}
                  columns={stationCols}
                  rowKey={(r) => String(r.md)}
                  exportTitle={`${pane.wellName ?? 'well'} surveys to plan`}
                />
              )}
            </div>
          </div>
        )}
      />
    </PaneFrame>
  );
}
