/**
 * The location map as plotly traces, DOM-free: the well's lease lines and boundaries, each well's plan
 * trajectory (the selected one in the actual colour, neighbours as offsets), the surface locations
 * with their names, and a scale bar. Positions are east/north metres around the selected well's slot
 * (server: wells/{id}/location_map), shown in the user's length unit.
 */
import type { LocationMap, MapWell } from '../../api/well-info';
import type { ChartTheme, ChartTrace } from '../../features/charts';
import { scaleBarM } from '../../domain/wellinfo/geo-plane';
import type { DisplayQuantity } from '../directional/shared/display-units';

const fmtKm = (m: number) => (m >= 1000 ? `${(m / 1000).toLocaleString('en-US', { maximumFractionDigits: 2 })} km` : `${Math.round(m)} m`);

export function distanceText(m: number, L: DisplayQuantity): string {
  if (L.unit === 'ft') return m >= 1609.344 ? `${(m / 1609.344).toFixed(2)} mi` : `${Math.round(m / 0.3048).toLocaleString('en-US')} ft`;
  return fmtKm(m);
}

function hoverOf(w: MapWell, L: DisplayQuantity): string {
  const lines = [
    `<b>${w.name}</b>${w.uwi ? ` (${w.uwi})` : ''}`,
    `${w.latitude.toFixed(6)}°, ${w.longitude.toFixed(6)}°`,
    w.is_selected ? 'selected well' : `${distanceText(w.distance_m, L)} at ${Math.round(w.bearing_deg ?? 0)}°`,
    `${w.status_name}, ${w.stage.replace('_', ' ')}`,
  ];
  return `${lines.join('<br>')}<extra></extra>`;
}

export function mapTraces(d: LocationMap, L: DisplayQuantity, t: ChartTheme): ChartTrace[] {
  const show = (v: number) => L.show(v) as number;
  const out: ChartTrace[] = [];
  d.boundaries.forEach((b, i) => {
    const e = b.closed ? [...b.east_m, b.east_m[0]] : b.east_m;
    const n = b.closed ? [...b.north_m, b.north_m[0]] : b.north_m;
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: 'Lease lines and boundaries',
      x: e.map(show),
      y: n.map(show),
      line: { color: b.kind === 'leaseline' ? t.semantic.warning : t.muted, width: 1.5, dash: 'dashdot' },
      hovertemplate: `${b.name} (${b.kind})<extra></extra>`,
      legendgroup: 'boundaries',
      showlegend: i === 0,
    } as ChartTrace);
  });
  let offsetLegend = false;
  for (const w of d.wells) {
    if (!w.trajectory) continue;
    const mine = w.is_selected;
    out.push({
      type: 'scatter',
      mode: 'lines',
      name: mine ? `${w.name} trajectory` : 'Neighbour trajectories',
      x: w.trajectory.east_m.map(show),
      y: w.trajectory.north_m.map(show),
      customdata: w.trajectory.md_m.map((md, i) => [show(md), show(w.trajectory!.tvd_m[i])]),
      line: { color: mine ? t.semantic.actual : t.semantic.offset, width: mine ? 2.5 : 1.2 },
      hovertemplate: `${w.name}<br>MD %{customdata[0]:,.0f} ${L.symbol}, TVD %{customdata[1]:,.0f} ${L.symbol}<extra></extra>`,
      legendgroup: mine ? 'mine' : 'offsets',
      showlegend: mine || !offsetLegend,
    } as ChartTrace);
    if (!mine) offsetLegend = true;
  }
  const heads = [...d.wells].sort((a, b) => Number(a.is_selected) - Number(b.is_selected));
  out.push({
    type: 'scatter',
    mode: 'text+markers',
    name: 'Surface locations',
    x: heads.map((w) => show(w.east_m)),
    y: heads.map((w) => show(w.north_m)),
    text: heads.map((w) => w.name),
    textposition: 'top center',
    textfont: { size: 10, color: t.font },
    marker: {
      size: heads.map((w) => (w.is_selected ? 12 : 8)),
      symbol: heads.map((w) => (w.is_selected ? 'star' : 'circle')),
      color: heads.map((w) => (w.is_selected ? t.semantic.actual : t.semantic.offset)),
      line: { color: t.paper, width: 1 },
    },
    hovertemplate: heads.map((w) => hoverOf(w, L)),
    cliponaxis: false,
  } as ChartTrace);
  return out;
}

/** The extent of everything drawn, metres: [minE, maxE, minN, maxN]. */
export function mapExtentM(d: LocationMap): [number, number, number, number] {
  const es: number[] = [0];
  const ns: number[] = [0];
  for (const w of d.wells) {
    es.push(w.east_m, ...(w.trajectory?.east_m ?? []));
    ns.push(w.north_m, ...(w.trajectory?.north_m ?? []));
  }
  for (const b of d.boundaries) {
    es.push(...b.east_m);
    ns.push(...b.north_m);
  }
  return [Math.min(...es), Math.max(...es), Math.min(...ns), Math.max(...ns)];
}

/** A scale bar in the lower left of the extent: its length in metres and its label. */
export function scaleBar(d: LocationMap, L: DisplayQuantity): { lengthM: number; label: string; eastM: number; northM: number } {
  const [e0, e1, n0, n1] = mapExtentM(d);
  const span = Math.max(e1 - e0, n1 - n0, 100);
  const lengthM = L.unit === 'ft' ? scaleBarM(span / 0.3048) * 0.3048 : scaleBarM(span);
  const label = L.unit === 'ft' ? `${Math.round(lengthM / 0.3048).toLocaleString('en-US')} ft` : fmtKm(lengthM);
  return { lengthM, label, eastM: e0, northM: n0 - span * 0.06 };
}
