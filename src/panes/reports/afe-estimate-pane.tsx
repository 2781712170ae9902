/**
 * AFE Curve (drilling.time_cost.estimate): one AFE estimate of the well by its id. Its planned
 * cumulative cost against days and against depth compared with the actual costs of the period priced
 * by this estimate's rates (the AFE Curve and Cost vs Depth views of drilling.time_cost), and its
 * lines: the planned curve points (depth, days, cost, each interval's days and metres) and the rate
 * lines with what each plans to TD. Tables export CSV/XLSX.
 */
import { Caption1 } from '@fluentui/react-components';
import { useState } from 'react';
import { fetchAfeEstimate, type AfeEstimateData } from '../../api/afe-estimate';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { PaneProps } from '../pane-types';
import { AfeCurve, CostVsDepth } from './cost-views';
import { usePeriodAnswer } from './journal/use-period-answer';
import { ReportFrame } from './report-frame';
import { conv, fmtNum, reportUnits, type ReportUnits } from './report-units';
import { useUnitSystem } from './use-unit-system';

type Est = AfeEstimateData['estimate'];
const VIEWS = [
  { id: 'time', label: 'Cost vs days' },
  { id: 'depth', label: 'Cost vs depth' },
  { id: 'lines', label: 'Lines' },
];
const split = { display: 'flex', flexDirection: 'column' as const, flex: '1 1 0', minHeight: 140 };

const curveColumns = (u: ReportUnits, currency: string): ColumnDef<Est['curve'][number]>[] => [
  { id: 'depth', header: 'Depth', unit: u.depth.symbol, value: (p) => conv(p.depth_m, u.depth), decimals: 0, width: 90, pinned: true },
  { id: 'days', header: 'Days', unit: 'd', value: (p) => p.days, decimals: 1, width: 70 },
  { id: 'interval_m', header: 'Interval', unit: u.depth.symbol, value: (p) => conv(p.interval_m, u.depth), decimals: 0, width: 90 },
  { id: 'interval_days', header: 'Interval days', unit: 'd', value: (p) => p.interval_days, decimals: 1, width: 100 },
  { id: 'cost', header: 'Planned cost', unit: currency, value: (p) => p.cost, decimals: 0, width: 130 },
];
const rateColumns = (currency: string): ColumnDef<Est['rates'][number]>[] => [
  { id: 'code', header: 'Cost code', value: (r) => r.code, align: 'start', width: 80, pinned: true },
  { id: 'name', header: 'Line', value: (r) => r.name, align: 'start', width: 220 },
  { id: 'basis', header: 'Basis', value: (r) => (r.basis === 'day' ? 'per day' : 'per metre'), align: 'start', width: 80 },
  { id: 'rate', header: 'Rate', unit: currency, value: (r) => r.rate, decimals: 2, width: 100 },
  { id: 'planned', header: 'Planned to TD', unit: currency, value: (r) => r.planned_to_td, decimals: 0, width: 130 },
];

export default function AfeEstimatePane(props: PaneProps) {
  const estimateId = props.instance.params.estimate_id ?? '';
  const a = usePeriodAnswer(`afe_estimate:${estimateId}`, props, (w, p) => fetchAfeEstimate(w, estimateId, p));
  const [view, setView] = useState('time');
  const u = reportUnits(useUnitSystem());
  const label = `${props.paneType.title}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  return (
    <ReportFrame<AfeEstimateData>
      title={a.answer ? `${props.paneType.title}: ${a.answer.data.estimate.name}` : props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={(d) => d.estimate.curve.length === 0}
      emptyText="This estimate has no planned curve."
      views={VIEWS}
      view={view}
      onView={setView}
    >
      {(d) => (
        <>
          <Caption1>
            {`${d.estimate.name}${d.estimate.is_active ? ' (active)' : ' (not the active estimate)'}: TD ${fmtNum(conv(d.estimate.td_m, u.depth), 0)} ${u.depth.symbol} in ${fmtNum(d.estimate.td_days, 1)} d, contingency ${fmtNum(d.estimate.contingency * 100, 0)} %. Actual costs of the period priced by its rates.`}
          </Caption1>
          {view === 'time' && <AfeCurve data={d.costs} label={label} />}
          {view === 'depth' && <CostVsDepth data={d.costs} label={label} />}
          {view === 'lines' && (
            <>
              <div style={split}>
                <VirtualTable
                  label={`${label}: curve`}
                  exportTitle={`${d.estimate.name} curve`}
                  rows={d.estimate.curve}
                  columns={curveColumns(u, d.estimate.currency)}
                  rowKey={(p) => `${p.depth_m}|${p.days}`}
                />
              </div>
              <div style={split}>
                <VirtualTable
                  label={`${label}: rates`}
                  exportTitle={`${d.estimate.name} rates`}
                  rows={d.estimate.rates}
                  columns={rateColumns(d.estimate.currency)}
                  rowKey={(r) => `${r.code}|${r.basis}`}
                />
              </div>
            </>
          )}
        </>
      )}
    </ReportFrame>
  );
}
