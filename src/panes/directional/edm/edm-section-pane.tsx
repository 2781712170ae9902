/**
 * EDM plan view and EDM vertical view (widgets): every wellbore of the chosen EDM site, its definitive
 * survey solid and its plans dashed, with slots on the plan, drawn by the same traces as Well
 * Trajectories (plots/project-traces.ts) from the EDM designs computed on the server. The site opened
 * is the one holding the pane's well (use-edm-site.ts). Plotly starts loading with the EDM request,
 * not after it: on a cold page its chunk, not the data, is what the plot waits for.
 */
import { useEffect, useMemo } from 'react';
import { Chart, preloadCharts, useChartTheme } from '../../../features/charts';
import type { PaneProps } from '../../pane-types';
import { projectTraces, type FramedWell } from '../plots/project-traces';
import { DEG, useDisplayUnits } from '../shared/display-units';
import { BarSelect, EdmFrame } from './edm-frame';
import { boreLabel, byWellbore, useEdmSite } from './use-edm-site';

export default function EdmSectionPane(props: PaneProps) {
  const view = /vertical/.test(props.paneType.id) ? 'section' : 'plan';
  useEffect(preloadCharts, []);
  const e = useEdmSite(props);
  const u = useDisplayUnits();
  const theme = useChartTheme();
  const d = e.data;
  const traces = useMemo(() => {
    if (!d) return [];
    const wells: FramedWell[] = byWellbore(d.designs).map((g) => ({
      key: g[0].wellbore_id,
      name: boreLabel(g[0]),
      lines: g.map((x) => ({ label: x.phase === 'plan' ? `plan ${x.design_name}` : 'survey', points: x.points, planned: x.phase === 'plan' })),
      slot: g[0].slot,
      slotName: g[0].slot_name,
    }));
    return projectTraces(wells, view, u, theme.colorway);
  }, [d, view, u, theme.colorway]);
  const site = d?.sites.find((s) => s.id === d.site_id)?.name ?? '';
  const L = u.length.symbol;
  return (
    <EdmFrame
      kind={view}
      title={props.paneType.title}
      scope={e.scope}
      tools={<BarSelect label="EDM site" value={e.siteId} options={e.siteOptions} onChange={e.chooseSite} />}
      caption={
        d && d.frame
          ? `${site}: ${byWellbore(d.designs).length} wellbores, ${d.designs.length} designs, ${d.frame.north_reference} north${view === 'section' ? `, section azimuth ${d.vs_azimuth.toFixed(1)}${DEG}` : ''}`
          : null
      }
      error={e.error}
      loading={e.loading}
      empty={e.empty}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: 180 }} data-edm-traces={traces.length}>
        <Chart
          label={`${view === 'plan' ? 'EDM plan view' : 'EDM vertical view'} of ${site}`}
          exportName={`${site} EDM ${view === 'plan' ? 'plan view' : 'vertical view'}`}
          data={traces}
          x={view === 'plan' ? { title: 'East', unit: L } : { title: 'Vertical section', unit: L }}
          y={view === 'plan' ? { title: 'North', unit: L } : { title: 'TVD', unit: L, reversed: true }}
          equalAspect={view === 'plan'}
          uiRevision={`${e.scope.projectId}-${e.siteId}-${view}`}
          showLegend
        />
      </div>
    </EdmFrame>
  );
}
