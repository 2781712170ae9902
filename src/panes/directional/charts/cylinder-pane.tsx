/**
 * Travelling Cylinder (widget; the EDM cylinder view is edm/edm-cylinder-pane.tsx): looking down the reference well, where
 * each offset crosses the plane normal to it: distance from the centre, angle from the high side (or
 * from north). Each crossing's marker says its own separation factor (stop below 1.0, warning below
 * 1.5, by the server's thresholds; clear ones small and neutral), the line the offset's overall risk,
 * the well's MD cursor rings the crossings at that depth, and hovering a crossing moves the cursor.
 */
import { Caption1, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import { useAcSummary, useTravellingCylinder, type CylinderPoint, type RiskLevel, type RiskThreshold } from '../../../api/directional';
import { Chart, useChartTheme, type ChartTrace } from '../../../features/charts';
import type { PaneProps } from '../../pane-types';
import { HIGH_SIDE_MIN_INC_DEG, HIGH_SIDE_RELEASE_INC_DEG, crossingLevel, crossingMarker, highSideByMd, withBreaks } from '../plots/cylinder-tracks';
import { cylinderLayout } from '../plots/cylinder-layout';
import { riskByWell, riskColor } from '../plots/risk-colors';
import { joinContext } from '../shared/context';
import { nearestIndexByMd } from '../shared/md-cursor';
import { PaneFrame } from '../shared/pane-frame';
import { DataState } from '../shared/pane-states';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { useTrajectories } from '../shared/use-trajectories';
import { formatDecimals } from '../../../domain/format';

const RADII_M = [50, 100, 250, 500, 1000];
type Up = 'auto' | 'hs' | 'north';
/** A crossing this far from the cursor MD is not "at" it. */
const CURSOR_TOLERANCE_M = 20;

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `2px ${tokens.spacingHorizontalM}`, flexShrink: 0 },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // one line, whole on hover: in a dashboard tile three wrapped lines left the plot a third of the height
  caption: {
    flexShrink: 0,
    padding: `2px ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

/** How to read the plot, under it (a plot annotation ran off narrow tiles and under the angle labels). */
function cylinderCaption(up: Up, lengthSymbol: string, thresholds: readonly RiskThreshold[]): string {
  const upText =
    up === 'auto'
      ? `north while the reference is below ${HIGH_SIDE_MIN_INC_DEG}° inclination, then its high side (north again below ${HIGH_SIDE_RELEASE_INC_DEG}°)`
      : up === 'hs'
        ? 'high side'
        : 'north';
  const below = (level: RiskLevel) => thresholds.find((x) => x.level === level)?.sf_below;
  const stop = below('stop');
  const warning = below('warning');
  const points = stop != null && warning != null ? ` Large points: red below SF ${formatDecimals(stop, 1)}, amber below ${formatDecimals(warning, 1)}.` : '';
  return `Centre: the reference well. Up: ${upText}. Radius: distance (${lengthSymbol}) in the plane normal to the reference.${points}`;
}

export default function CylinderPane(props: PaneProps) {
  const s = useStyles();
  const id = useId();
  const pane = useDirectionalPane(props);
  const t = useChartTheme();
  const [radiusM, setRadiusM] = useState(100);
  const [up, setUp] = useState<Up>('auto');
  const cyl = useTravellingCylinder(pane.wellId, pane.active, radiusM);
  const summary = useAcSummary(pane.wellId, pane.active);
  // the reference's inclination along its path (survey, then plan ahead) decides 'auto'
  const traj = useTrajectories(pane);
  const highSideAt = useMemo(() => {
    const actual = traj.data?.actual.stations ?? [];
    const last = actual.at(-1)?.md ?? -Infinity;
    return highSideByMd([...actual, ...(traj.data?.plan?.stations.filter((p) => p.md > last) ?? [])]);
  }, [traj.data]);
  const L = pane.units.length;

  const traces = useMemo<ChartTrace[]>(() => {
    const risk = riskByWell(summary.data ?? null);
    const thresholds = cyl.data?.thresholds ?? [];
    const markerOf = (p: CylinderPoint) =>
      crossingMarker(crossingLevel(p.sf, thresholds), { stop: t.semantic.stop, warning: t.semantic.warning, clear: t.semantic.offset });
    const out: ChartTrace[] = [];
    for (const o of cyl.data?.offsets ?? []) {
      if (o.points.length === 0) continue;
      const base = riskColor(t, risk.get(o.well_id)?.level);
      const byHighSide = (p: CylinderPoint) => up === 'hs' || (up === 'auto' && highSideAt(p.ref_md));
      const angle = (p: CylinderPoint) => (byHighSide(p) ? p.hs_angle : p.north_angle);
      const g = withBreaks(
        o.points.map((p) => L.show(p.distance)!),
        o.points.map(angle),
      );
      const at = (i: number | null) => (i === null ? null : o.points[i]);
      out.push({
        type: 'scatterpolar',
        mode: 'lines+markers',
        name: `${o.name}${risk.get(o.well_id)?.minSf != null ? ` · SF ${formatDecimals(risk.get(o.well_id)!.minSf, 2)}` : ''}`,
        r: g.r,
        theta: g.theta,
        connectgaps: false,
        customdata: g.index.map((i) => {
          const p = at(i);
          return p
            ? [p.ref_md, L.show(p.ref_md), L.show(p.offset_md), p.sf === null ? '-' : formatDecimals(p.sf, 2), byHighSide(p) ? 'high side' : 'north']
            : null;
        }),
        line: { color: base, width: 1.25 },
        marker: {
          size: g.index.map((i) => {
            const p = at(i);
            return p ? markerOf(p).size : 0;
          }),
          color: g.index.map((i) => {
            const p = at(i);
            return p ? markerOf(p).color : base;
          }),
        },
        hovertemplate: `<b>%{fullData.name}</b><br>Ref MD %{customdata[1]:,.1f} ${L.symbol}<br>Offset MD %{customdata[2]:,.1f} ${L.symbol}<br>Distance %{r:,.1f} ${L.symbol}<br>%{theta:.0f}° from %{customdata[4]}<br>SF %{customdata[3]}<extra></extra>`,
      } as unknown as ChartTrace);
      const k = nearestIndexByMd(o.points, pane.cursor.mdM, (p) => p.ref_md);
      if (k !== null && Math.abs(o.points[k].ref_md - (pane.cursor.mdM ?? 0)) < CURSOR_TOLERANCE_M) {
        out.push({
          type: 'scatterpolar',
          mode: 'markers',
          r: [L.show(o.points[k].distance)],
          theta: [angle(o.points[k])],
          marker: { size: 15, color: 'rgba(0,0,0,0)', line: { color: t.semantic.cursor, width: 2 } },
          hoverinfo: 'skip',
          showlegend: false,
        } as unknown as ChartTrace);
      }
    }
    return out;
  }, [cyl.data, summary.data, up, highSideAt, t, L, pane.cursor.mdM]);

  const layout = useMemo(() => cylinderLayout(t, L.show(radiusM)!, L.symbol), [t, L, radiusM]);

  const d = cyl.data;
  const caption = cylinderCaption(up, L.symbol, d?.thresholds ?? []);
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(
        pane.wellName,
        d ? `${d.offsets.filter((o) => o.points.length).length} offsets cross within ${formatDecimals(L.show(radiusM), 0)} ${L.symbol}` : null,
        d?.hidden_offsets ? `${d.hidden_offsets} hidden (no access)` : null,
      )}
      tools={
        <div className={s.bar}>
          <label className={s.label} htmlFor={`${id}-r`}>
            Radius
          </label>
          <Select id={`${id}-r`} size="small" value={String(radiusM)} onChange={(_, x) => setRadiusM(Number(x.value))}>
            {RADII_M.map((r) => (
              <option key={r} value={r}>{`${formatDecimals(L.show(r), 0)} ${L.symbol}`}</option>
            ))}
          </Select>
          <label className={s.label} htmlFor={`${id}-up`}>
            Up
          </label>
          <Select id={`${id}-up`} size="small" value={up} onChange={(_, x) => setUp(x.value as Up)}>
            <option value="auto">Auto</option>
            <option value="hs">High side</option>
            <option value="north">North</option>
          </Select>
        </div>
      }
      state={d ? 'ready' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={cyl}
        what="travelling cylinder"
        isEmpty={(x) => x.offsets.every((o) => o.points.length === 0)}
        empty="No offset well crosses the reference's normal plane within this radius."
        ready={() => (
          <>
            <Chart
              label={`Travelling cylinder of ${pane.wellName ?? 'the well'}`}
              exportName={`${pane.wellName ?? 'well'} travelling cylinder`}
              data={traces}
              layout={layout}
              uiRevision={`${pane.wellId}-${radiusM}-${up}`}
              onHover={(p) => {
                const c = p?.customdata;
                pane.cursor.set(Array.isArray(c) && typeof c[0] === 'number' ? c[0] : null);
              }}
            />
            <Caption1 className={s.caption} data-cylinder-caption title={caption}>
              {caption}
            </Caption1>
          </>
        )}
      />
    </PaneFrame>
  );
}
