/**
 * Well Trajectories (/well_planning/{project_id?}/well_trajectories, VIEW_PROJECT_EDM): every well of
 * the project on one plan view, one vertical section and one table: each well's slot from its surface
 * location (site and slot offsets), its survey (solid) and its definitive plan (dashed), all in the
 * frame of the project's first located well, computed by the directional engine on the server. A well
 * with neither a survey nor a plan is listed and said so, not drawn.
 */
import { Body1, Caption1, Tab, TabList, Text } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useProjectTrajectories, type ProjectTrajectories, type ProjectWellTrajectory } from '../../../api/planning';
import { Chart, useChartTheme, type ChartTrace } from '../../../features/charts';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { DEG, useDisplayUnits, type DisplayUnits } from '../shared/display-units';
import { usePlanningStyles } from './planning-styles';
import { errorText, ProjectChooser, useProjectScope } from './use-project-scope';

const VIEWS = [
  { id: 'plan', label: 'Plan view' },
  { id: 'section', label: 'Vertical section' },
  { id: 'table', label: 'Table' },
] as const;
type View = (typeof VIEWS)[number]['id'];

export const TRAJECTORY_LABEL: Record<string, string> = {
  'survey+plan': 'Survey + plan',
  survey: 'Survey only (no plan)',
  plan: 'Plan only (not spudded)',
  none: 'No survey or plan',
};

function traces(d: ProjectTrajectories, view: 'plan' | 'section', u: DisplayUnits, colorway: readonly string[]): ChartTrace[] {
  const L = u.length;
  const out: ChartTrace[] = [];
  const xy = (p: { ew: number; ns: number; vs: number; tvd: number }) => (view === 'plan' ? [L.show(p.ew), L.show(p.ns)] : [L.show(p.vs), L.show(p.tvd)]);
  d.wells.forEach((w, i) => {
    const color = colorway[i % colorway.length];
    const add = (pts: typeof w.survey, kind: 'survey' | 'plan') => {
      if (!pts.length) return;
      const xs = pts.map((p) => xy(p));
      out.push({
        type: 'scatter',
        mode: 'lines',
        name: `${w.name} ${kind}`,
        legendgroup: w.well_id,
        x: xs.map((p) => p[0]),
        y: xs.map((p) => p[1]),
        customdata: pts.map((p) => L.show(p.md)) as number[],
        line: { color, width: kind === 'survey' ? 2.5 : 1.5, dash: kind === 'survey' ? 'solid' : 'dash' },
        hovertemplate: `<b>${w.name}</b> ${kind}<br>MD %{customdata:,.1f} ${L.symbol}<extra></extra>`,
      } as ChartTrace);
    };
    add(w.plan_points, 'plan');
    add(w.survey, 'survey');
    if (view === 'plan' && w.slot) {
      out.push({
        type: 'scatter',
        mode: 'markers',
        name: `${w.name} slot`,
        legendgroup: w.well_id,
        showlegend: false,
        x: [L.show(w.slot.ew)],
        y: [L.show(w.slot.ns)],
        marker: { color, size: 8, symbol: 'circle-open' },
        hovertemplate: `<b>${w.name}</b> ${w.slot_name ?? 'slot'}<extra></extra>`,
      } as ChartTrace);
    }
  });
  return out;
}

function columns(u: DisplayUnits): ColumnDef<ProjectWellTrajectory>[] {
  const L = u.length;
  const len = (v: number | null | undefined) => L.show(v ?? null);
  return [
    { id: 'name', header: 'Well', value: (w) => w.name, width: 150, align: 'start', pinned: true },
    { id: 'site', header: 'Site', value: (w) => w.site_name ?? '', width: 150, align: 'start' },
    { id: 'slot', header: 'Slot', value: (w) => w.slot_name ?? '', width: 70, align: 'start' },
    { id: 'lat', header: 'Latitude', unit: DEG, value: (w) => w.latitude, decimals: 5, width: 96 },
    { id: 'lon', header: 'Longitude', unit: DEG, value: (w) => w.longitude, decimals: 5, width: 100 },
    { id: 'slot_ns', header: 'Slot N', unit: L.symbol, value: (w) => len(w.slot?.ns), decimals: 1 },
    { id: 'slot_ew', header: 'Slot E', unit: L.symbol, value: (w) => len(w.slot?.ew), decimals: 1 },
    {
      id: 'data',
      header: 'Directional data',
      value: (w) => (w.located ? TRAJECTORY_LABEL[w.trajectory] : 'Not located (no site or surface position)'),
      width: 190,
      align: 'start',
      tone: (w) => (w.trajectory === 'none' || !w.located ? 'warning' : undefined),
    },
    { id: 'last_md', header: 'Last survey MD', unit: L.symbol, value: (w) => len(w.last_survey?.md), decimals: 1, width: 110 },
    { id: 'last_tvd', header: 'Last survey TVD', unit: L.symbol, value: (w) => len(w.last_survey?.tvd), decimals: 1, width: 110 },
    { id: 'plan', header: 'Definitive plan', value: (w) => w.plan?.name ?? '', width: 170, align: 'start' },
    { id: 'plan_td', header: 'Plan TD MD', unit: L.symbol, value: (w) => len(w.plan?.td_md), decimals: 1, width: 100 },
    { id: 'plan_tvd', header: 'Plan TD TVD', unit: L.symbol, value: (w) => len(w.plan?.td_tvd), decimals: 1, width: 100 },
  ];
}

export default function WellTrajectoriesPane(props: PaneProps) {
  const s = usePlanningStyles();
  const scope = useProjectScope(props);
  const u = useDisplayUnits();
  const theme = useChartTheme();
  const [view, setView] = useState<View>('plan');
  const q = useProjectTrajectories(scope.projectId);
  const d = q.data?.data ?? null;
  const data = useMemo(() => (d && view !== 'table' ? traces(d, view, u, theme.colorway) : []), [d, view, u, theme.colorway]);
  const cols = useMemo(() => columns(u), [u]);
  const error = scope.error ?? q.error;
  const missing = d?.wells.filter((w) => w.trajectory === 'none' || !w.located) ?? [];
  const label = `${props.paneType.title}${d ? ` of ${d.project_name}` : ''}`;
  return (
    <div className={s.root} data-planning="well-trajectories">
      <div className={s.bar}>
        <Text className={s.title}>{props.paneType.title}</Text>
        <ProjectChooser scope={scope} />
        {d && (
          <Caption1 className={s.muted}>
            {d.project_name}: {d.wells.length} wells{d.frame ? `, positions from ${d.frame.name}'s slot (${d.frame.north_reference} north)` : ''}
            {view === 'section' ? `, section azimuth ${d.vs_azimuth.toFixed(1)}${DEG}` : ''}
          </Caption1>
        )}
        <TabList size="small" selectedValue={view} onTabSelect={(_, x) => setView(x.value as View)}>
          {VIEWS.map((v) => (
            <Tab key={v.id} value={v.id}>
              {v.label}
            </Tab>
          ))}
        </TabList>
      </div>
      <div className={s.body}>
        {error ? (
          <Body1 className={s.error} role="alert" data-pane-message="error">
            Could not load: {errorText(error)}
          </Body1>
        ) : !scope.projectId && !scope.loading ? (
          <Body1 data-pane-message="empty">You may see no project: ask an administrator for a role on one.</Body1>
        ) : !d ? (
          <Body1 data-pane-message="loading">Computing the project's trajectories…</Body1>
        ) : d.wells.length === 0 ? (
          <Body1 data-pane-message="empty">This project has no wells you may see.</Body1>
        ) : (
          <>
            {missing.length > 0 && (
              <Caption1 className={s.note} data-missing-trajectories={missing.length}>
                Not drawn: {missing.map((w) => `${w.name} (${w.located ? 'no survey or plan yet' : 'no site or surface position'})`).join(', ')}.
              </Caption1>
            )}
            {view === 'table' ? (
              <div className={s.grow}>
                <VirtualTable label={label} exportTitle={label} rows={d.wells} columns={cols} rowKey={(w) => w.well_id} />
              </div>
            ) : (
              <div className={s.grow}>
                <Chart
                  label={`${view === 'plan' ? 'Plan view' : 'Vertical section'} of the wells of ${d.project_name}`}
                  exportName={`${d.project_name} ${view === 'plan' ? 'plan view' : 'vertical section'}`}
                  data={data}
                  x={view === 'plan' ? { title: 'East', unit: u.length.symbol } : { title: 'Vertical section', unit: u.length.symbol }}
                  y={view === 'plan' ? { title: 'North', unit: u.length.symbol } : { title: 'TVD', unit: u.length.symbol, reversed: true }}
                  equalAspect={view === 'plan'}
                  uiRevision={`${scope.projectId}-${view}`}
                  showLegend
                />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
