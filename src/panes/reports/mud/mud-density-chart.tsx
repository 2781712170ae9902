/**
 * Mud weight against hole depth: each report at the depth it was checked, over the program's planned
 * window of each section (shaded), depth reading downwards.
 */
import type { MudReportDto, MudSectionDto } from '../../../api/mud';
import { Chart, type ChartTrace } from '../../../features/charts';
import type { MudUnits } from './mud-columns';
import type { MudType } from '../../../domain/drilling/mud/mud-program';

const WINDOW_COLOURS: Record<MudType, string> = { WBM: 'rgba(33, 150, 243, 0.15)', OBM: 'rgba(255, 152, 0, 0.15)', BRINE: 'rgba(0, 150, 136, 0.15)' };

export function MudDensityChart({ reports, sections, u }: { reports: readonly MudReportDto[]; sections: readonly MudSectionDto[]; u: MudUnits }) {
  const d = (v: number) => u.density.convert(v);
  const z = (v: number) => u.depth.convert(v);
  const shown = reports.filter((r) => r.hole_depth_m !== null && r.density_kg_m3 !== null);
  const windows: ChartTrace[] = sections.map((s) => ({
    type: 'scatter',
    mode: 'lines',
    fill: 'toself',
    fillcolor: WINDOW_COLOURS[s.planned_mud_type],
    line: { width: 0 },
    name: `Plan ${s.name} (${s.planned_mud_type})`,
    x: [s.planned_density_min_kg_m3, s.planned_density_max_kg_m3, s.planned_density_max_kg_m3, s.planned_density_min_kg_m3, s.planned_density_min_kg_m3].map(d),
    y: [s.from_m, s.from_m, s.to_m, s.to_m, s.from_m].map(z),
    hoverinfo: 'name',
  }));
  return (
    <div style={{ height: 260, flexShrink: 0, display: 'flex' }}>
      <Chart
        label="Mud weight vs depth"
        exportName="mud-weight-vs-depth"
        data={[
          ...windows,
          {
            type: 'scatter',
            mode: 'lines+markers',
            name: 'Reports',
            x: shown.map((r) => d(r.density_kg_m3!)),
            y: shown.map((r) => z(r.hole_depth_m!)),
            customdata: shown.map((r) => `${r.date} ${r.mud_type}`),
            hovertemplate: `%{customdata}: %{x:.3f} ${u.density.symbol} at %{y:,.0f} ${u.depth.symbol}<extra></extra>`,
            marker: { size: 6 },
          },
        ]}
        x={{ title: 'Mud weight', unit: u.density.symbol }}
        y={{ title: 'Hole depth', unit: u.depth.symbol, reversed: true }}
        showLegend
      />
    </div>
  );
}
