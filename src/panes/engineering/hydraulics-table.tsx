/**
 * The hydraulics of the well at its bit depth: figures (standpipe, bit drop, ECD at the bit and the
 * shoe), the pressure loss of every section inside the string and in the annulus, and standpipe and
 * ECD against flow rate, in the user's units.
 */
import { Caption1 } from '@fluentui/react-components';
import type { HydraulicSectionAnswer, HydraulicsAnswer } from '../../api/engineering/answers';
import { Chart } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { Figures } from '../reports/report-frame';
import { fmt, type EngineeringUnits } from './engineering-units';

interface Row {
  key: string;
  what: string;
  from: number | null;
  to: number | null;
  velocity: number | null;
  regime: string;
  loss: number;
}

const INCH = 0.0254;
const inches = (m: number) => `${(m / INCH).toFixed(3).replace(/\.?0+$/, '')}"`;

function rowOf(s: HydraulicSectionAnswer, i: number): Row {
  const size = s.where === 'pipe' ? `ID ${inches(s.outer_m)}` : `${inches(s.inner_m)} in ${inches(s.outer_m)}`;
  return {
    key: `${s.where}-${i}`,
    what: `${s.where === 'pipe' ? 'Inside' : 'Annulus'}: ${s.name} (${size})`,
    from: s.top_md_m,
    to: s.bottom_md_m,
    velocity: s.velocity_m_s,
    regime: `${s.regime}, Re ${s.reynolds.toLocaleString('en-US')}`,
    loss: s.loss_pa,
  };
}

export function HydraulicsSummary({ data, u }: { data: HydraulicsAnswer; u: EngineeringUnits }) {
  const r = data.result;
  return (
    <>
      <Figures
        items={[
          { label: 'Standpipe pressure', value: fmt(r.standpipe_pa, u.pressure), unit: u.pressure.symbol },
          { label: 'Bit pressure drop', value: fmt(r.bit_loss_pa, u.pressure), unit: u.pressure.symbol },
          { label: 'ECD at bit', value: fmt(r.ecd_bit_kg_m3, u.density), unit: u.density.symbol },
          { label: 'ECD at shoe', value: fmt(r.ecd_shoe_kg_m3, u.density), unit: u.density.symbol },
          { label: 'Flow rate', value: fmt(data.inputs.flow_lpm, u.flow), unit: u.flow.symbol },
        ]}
      />
      <Caption1 data-hydraulics-note>
        At bit depth {fmt(data.inputs.bit_md_m, u.depth)} {u.depth.symbol} MD ({fmt(r.bit_tvd_m, u.depth)} {u.depth.symbol} TVD), mud{' '}
        {fmt(data.inputs.fluid.density_kg_m3, u.density)} {u.density.symbol} ({data.inputs.fluid.model.replace('_', ' ')}: n {data.inputs.fluid.n}, K{' '}
        {data.inputs.fluid.k_pa_sn} Pa·sⁿ), nozzles {data.inputs.nozzles_32nds.map((n) => `${n}/32"`).join(', ')}, shoe{' '}
        {fmt(data.inputs.hole.shoe_md_m, u.depth)} {u.depth.symbol} ({data.inputs.hole.shoe_from}). {data.inputs.note} {data.model}.
      </Caption1>
    </>
  );
}

export function HydraulicsTable({ data, u, label }: { data: HydraulicsAnswer; u: EngineeringUnits; label: string }) {
  const r = data.result;
  const rows: Row[] = [
    { key: 'surface', what: 'Surface equipment', from: null, to: null, velocity: null, regime: '', loss: r.surface_loss_pa },
    ...r.sections.filter((s) => s.where === 'pipe').map(rowOf),
    {
      key: 'bit',
      what: `Bit nozzles (${data.inputs.nozzles_32nds.map((n) => `${n}/32`).join(', ')})`,
      from: null,
      to: null,
      velocity: r.nozzle_velocity_m_s,
      regime: 'jet',
      loss: r.bit_loss_pa,
    },
    ...r.sections.filter((s) => s.where === 'annulus').map(rowOf),
    { key: 'total', what: 'Standpipe pressure (total)', from: null, to: null, velocity: null, regime: '', loss: r.standpipe_pa },
  ];
  const columns: ColumnDef<Row>[] = [
    { id: 'what', header: 'Section', value: (x) => x.what, align: 'start', width: 190, pinned: true },
    { id: 'loss', header: 'Pressure loss', unit: u.pressure.symbol, value: (x) => u.pressure.show(x.loss), decimals: u.pressure.decimals, width: 100 },
    { id: 'from', header: 'From MD', unit: u.depth.symbol, value: (x) => (x.from === null ? null : u.depth.show(x.from)), decimals: 0, width: 80 },
    { id: 'to', header: 'To MD', unit: u.depth.symbol, value: (x) => (x.to === null ? null : u.depth.show(x.to)), decimals: 0, width: 80 },
    {
      id: 'velocity',
      header: 'Velocity',
      unit: u.velocity.symbol,
      value: (x) => (x.velocity === null ? null : u.velocity.show(x.velocity)),
      decimals: 2,
      width: 90,
    },
    { id: 'regime', header: 'Flow regime', value: (x) => x.regime, align: 'start', width: 150 },
  ];
  return <VirtualTable label={label} exportTitle={label} rows={rows} columns={columns} rowKey={(x) => x.key} />;
}

/** Standpipe pressure and ECD at the bit against flow rate: where the pump and the formation limit the rate. */
export function FlowRateChart({ data, u, label }: { data: HydraulicsAnswer; u: EngineeringUnits; label: string }) {
  const c = data.curve;
  const q = c.flow_lpm.map((v) => u.flow.show(v));
  return (
    <Chart
      label={label}
      exportName={label}
      data={[
        {
          type: 'scatter',
          mode: 'lines',
          name: 'Standpipe pressure',
          x: q,
          y: c.standpipe_pa.map((v) => u.pressure.show(v)),
          line: { width: 2 },
          hovertemplate: `%{y:,.2f} ${u.pressure.symbol} at %{x:,.0f} ${u.flow.symbol}<extra></extra>`,
        },
        {
          type: 'scatter',
          mode: 'lines',
          name: 'Bit pressure drop',
          x: q,
          y: c.bit_loss_pa.map((v) => u.pressure.show(v)),
          line: { width: 1.5, dash: 'dash' },
          hovertemplate: `%{y:,.2f} ${u.pressure.symbol} at %{x:,.0f} ${u.flow.symbol}<extra></extra>`,
        },
        {
          type: 'scatter',
          mode: 'lines',
          name: 'ECD at bit',
          yaxis: 'y2',
          x: q,
          y: c.ecd_bit_kg_m3.map((v) => u.density.show(v)),
          line: { width: 2, dash: 'dot' },
          hovertemplate: `%{y:,.3f} ${u.density.symbol} at %{x:,.0f} ${u.flow.symbol}<extra></extra>`,
        },
      ]}
      x={{ title: 'Flow rate', unit: u.flow.symbol }}
      y={{ title: 'Pressure', unit: u.pressure.symbol }}
      y2={{ title: 'ECD', unit: u.density.symbol, side: 'right' }}
      showLegend
    />
  );
}
