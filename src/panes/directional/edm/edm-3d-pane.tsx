/**
 * EDM 3D view (widget): every design of the chosen EDM site as a tube in one frame (surveys opaque,
 * plans faint), each slot marked, in the shared 3D scene (features/three) the 3D Plan vs Actual uses.
 * Orbit by keys or mouse; nothing renders while the pane is hidden.
 */
import { useMemo } from 'react';
import { useChartTheme } from '../../../features/charts';
import { Scene3D, sceneBounds, type Enu, type Marker3D, type Scene3DData, type Tube3D } from '../../../features/three';
import { usePaneActivity } from '../../../features/workspace/pane-activity';
import type { PaneProps } from '../../pane-types';
import { useDisplayUnits } from '../shared/display-units';
import { PaneMessage } from '../shared/pane-states';
import { BarSelect, EdmFrame } from './edm-frame';
import { boreLabel, byWellbore, useEdmSite } from './use-edm-site';

export default function Edm3DPane(props: PaneProps) {
  const e = useEdmSite(props);
  const u = useDisplayUnits();
  const t = useChartTheme();
  const { visible } = usePaneActivity();
  const d = e.data;
  const scene = useMemo((): Scene3DData | null => {
    if (!d) return null;
    const L = (v: number) => u.length.show(v)!;
    const tubes: Tube3D[] = [];
    const markers: Marker3D[] = [];
    byWellbore(d.designs).forEach((g, i) => {
      const color = t.colorway[i % t.colorway.length];
      for (const x of g) {
        if (x.points.length < 2) continue;
        tubes.push({
          id: x.design_id,
          name: `${boreLabel(x)} ${x.design_name}`,
          label: x.phase === 'actual' ? boreLabel(x) : undefined,
          color,
          radius: 0,
          opacity: x.phase === 'plan' ? 0.45 : 0.95,
          points: x.points.map((p) => [L(p.ew), L(p.ns), L(p.tvd)] as Enu),
          md: x.points.map((p) => p.md),
        });
      }
      const slot = g[0].slot;
      if (slot && !markers.some((m) => m.id === `slot-${g[0].slot_name}`))
        markers.push({ id: `slot-${g[0].slot_name}`, position: [L(slot.ew), L(slot.ns), L(slot.tvd)], color: t.font });
    });
    const bounds = sceneBounds({ tubes, outlines: [], markers });
    const r = bounds ? Math.max(L(1), bounds.size / 700) : L(2);
    for (const tube of tubes) tube.radius = r;
    return { tubes, ellipses: [], outlines: [], markers, unit: u.length.symbol };
  }, [d, u, t]);
  const colors = useMemo(() => ({ background: t.paper, grid: t.grid, text: t.muted }), [t]);
  const site = d?.sites.find((s) => s.id === d.site_id)?.name ?? '';
  return (
    <EdmFrame
      kind="3d"
      title={props.paneType.title}
      scope={e.scope}
      tools={<BarSelect label="EDM site" value={e.siteId} options={e.siteOptions} onChange={e.chooseSite} />}
      caption={d ? `${site}: ${scene?.tubes.length ?? 0} designs in 3D` : null}
      error={e.error}
      loading={e.loading}
      empty={e.empty}
    >
      {!visible ? (
        <PaneMessage state="empty" title="The 3D view is paused while this pane is hidden." />
      ) : (
        scene && (
          <div style={{ display: 'flex', flexDirection: 'column', flex: '1 1 0', minHeight: 240 }}>
            <Scene3D data={scene} colors={colors} label={`EDM 3D view of ${site}`} exportName={`${site} EDM 3D view`} />
          </div>
        )
      )}
    </EdmFrame>
  );
}
