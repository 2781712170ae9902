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
import { projectTraces, type FramedWell } from '../plots/project-traces';
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
  const wells: FramedWell[] = d.wells.map((w) => ({
    key: w.well_id,
    name: w.name,
    lines: [
      { label: 'plan', points: w.plan_points, planned: true },
      { label: 'survey', points: w.survey, planned: false },
    ],
    slot: w.slot,
    slotName: w.slot_name,
  }));
  return projectTraces(wells, view, u, colorway);
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
