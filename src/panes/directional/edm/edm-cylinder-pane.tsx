/**
 * EDM cylinder view (widget): looking down one EDM design of the chosen site (default its first
 * definitive survey), where every other design of the site crosses the plane normal to it every 10 m:
 * distance and angle from north, in the travelling cylinder's polar frame (plots/cylinder-layout.ts)
 * with the same breaks between separate passes (plots/cylinder-tracks.ts). Computed on the server.
 */
import { useMemo, useState } from 'react';
import { useEdmCylinder } from '../../../api/edm';
import { Chart, useChartTheme, type ChartTrace } from '../../../features/charts';
import type { PaneProps } from '../../pane-types';
import { cylinderLayout } from '../plots/cylinder-layout';
import { withBreaks } from '../plots/cylinder-tracks';
import { useDisplayUnits } from '../shared/display-units';
import { formatDecimals } from '../../../domain/format';
import { BarSelect, EdmFrame } from './edm-frame';
import { boreLabel, useEdmSite } from './use-edm-site';

const RADII_M = ['100', '250', '500', '1000', '2500'] as const;

export default function EdmCylinderPane(props: PaneProps) {
  const e = useEdmSite(props);
  const u = useDisplayUnits();
  const t = useChartTheme();
  const L = u.length;
  const [radius, setRadius] = useState<string>('500');
  const [chosen, setChosen] = useState<string | null>(null);
  const designs = e.data?.designs ?? [];
  const refId =
    (chosen && designs.some((d) => d.design_id === chosen) ? chosen : null) ??
    designs.find((d) => d.phase === 'actual')?.design_id ??
    designs[0]?.design_id ??
    null;
  const cyl = useEdmCylinder(e.scope.projectId, refId, Number(radius));
  const c = cyl.data?.data ?? null;
  const traces = useMemo<ChartTrace[]>(
    () =>
      (c?.offsets ?? [])
        .filter((o) => o.points.length)
        .map((o, i) => {
          const g = withBreaks(
            o.points.map((p) => L.show(p.distance)!),
            o.points.map((p) => p.north_angle),
          );
          return {
            type: 'scatterpolar',
            mode: 'lines+markers',
            name: o.name,
            r: g.r,
            theta: g.theta,
            connectgaps: false,
            customdata: g.index.map((k) => (k === null ? null : [L.show(o.points[k].ref_md), L.show(o.points[k].offset_md)])),
            line: { color: t.colorway[i % t.colorway.length], width: 1.25, dash: o.phase === 'plan' ? 'dash' : 'solid' },
            marker: { size: 4, color: t.colorway[i % t.colorway.length] },
            hovertemplate: `<b>%{fullData.name}</b><br>Ref MD %{customdata[0]:,.1f} ${L.symbol}<br>Offset MD %{customdata[1]:,.1f} ${L.symbol}<br>Distance %{r:,.1f} ${L.symbol}<br>%{theta:.0f}° from north<extra></extra>`,
          } as unknown as ChartTrace;
        }),
    [c, L, t],
  );
  const layout = useMemo(() => cylinderLayout(t, L.show(Number(radius))!, L.symbol), [t, L, radius]);
  const crossing = c?.offsets.filter((o) => o.points.length).length ?? 0;
  return (
    <EdmFrame
      kind="cylinder"
      title={props.paneType.title}
      scope={e.scope}
      tools={
        <>
          <BarSelect label="EDM site" value={e.siteId} options={e.siteOptions} onChange={e.chooseSite} />
          <BarSelect
            label="Reference design"
            value={refId ?? ''}
            options={designs.map((d) => ({ value: d.design_id, label: `${boreLabel(d)} · ${d.design_name}` }))}
            onChange={setChosen}
          />
          <BarSelect
            label="Radius"
            value={radius}
            options={RADII_M.map((r) => ({ value: r, label: `${formatDecimals(L.show(Number(r)), 0)} ${L.symbol}` }))}
            onChange={setRadius}
          />
        </>
      }
      caption={
        c
          ? `Centre: ${c.reference.name}. Up: north. ${crossing} of ${c.offsets.length} designs cross within ${formatDecimals(L.show(c.radius), 0)} ${L.symbol}.`
          : null
      }
      error={e.error ?? cyl.error}
      loading={e.loading || (refId !== null && !c && !cyl.error)}
      empty={e.empty ?? (c && crossing === 0 ? 'No other design crosses the reference’s normal plane within this radius.' : null)}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: 240 }}>
        <Chart
          label={`EDM travelling cylinder of ${c?.reference.name ?? ''}`}
          exportName={`${c?.reference.name ?? 'EDM'} cylinder`}
          data={traces}
          layout={layout}
          uiRevision={`${refId}-${radius}`}
          showLegend
        />
      </div>
    </EdmFrame>
  );
}
