/**
 * Views of POST charts/cost: the daily costs table (auto lines from the AFE's rates, manual lines,
 * running total), the breakdown by cost code, cost against depth and the AFE curve (cost against
 * days), actual beside the AFE's plan priced by the same rates. Money in the AFE's currency, depths
 * in the user's units; a well without an AFE says why nothing is priced.
 */
import { Caption1 } from '@fluentui/react-components';
import type { CostData } from '../../api/logs/analytics';
import { Chart } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { actualAndPlan } from './plan-traces';
import { Figures } from './report-frame';
import { conv, fmtNum, fmtPct, reportUnits } from './report-units';
import { useUnitSystem } from './use-unit-system';

type Day = CostData['days'][number];
const MILLION = 1e6;

function Summary({ data }: { data: CostData }) {
  const afe = data.afe;
  return (
    <>
      <Figures
        items={[
          { label: 'Spent in the period', value: fmtNum(data.total, 0), unit: data.currency },
          { label: 'AFE with contingency', value: fmtNum(afe?.total_with_contingency ?? null, 0), unit: data.currency },
          { label: 'Share of AFE', value: fmtPct(afe ? data.total / afe.total_with_contingency : null), unit: '%' },
        ]}
      />
      <Caption1 data-cost-note>
        {afe
          ? `${afe.name}: ${fmtNum(afe.total, 0)} ${data.currency} planned plus ${fmtPct(afe.contingency)} % contingency. Auto lines price each reporting day by the AFE's rates (day rates by its hours, metre rates by its progress).`
          : data.afe_note}
      </Caption1>
    </>
  );
}

export function DailyCosts({ data, label }: { data: CostData; label: string }) {
  const u = reportUnits(useUnitSystem());
  const money = (id: keyof Day & ('auto' | 'manual' | 'total' | 'cumulative'), header: string) =>
    ({ id, header, unit: data.currency, value: (r: Day) => r[id], decimals: 0, width: 110 }) satisfies ColumnDef<Day>;
  const columns: ColumnDef<Day>[] = [
    { id: 'date', header: 'Reporting day', value: (r) => r.date, align: 'start', width: 110, pinned: true },
    { id: 'depth', header: 'Depth at end', unit: u.depth.symbol, value: (r) => conv(r.depth_end_m, u.depth), decimals: 1, width: 100 },
    money('auto', 'Auto lines'),
    money('manual', 'Manual lines'),
    money('total', 'Day total'),
    money('cumulative', 'Cumulative'),
  ];
  return (
    <>
      <Summary data={data} />
      <VirtualTable label={label} exportTitle={label} rows={[...data.days].reverse()} columns={columns} rowKey={(r) => r.date} />
    </>
  );
}

type Share = CostData['breakdown'][number];

export function CostBreakdown({ data, label }: { data: CostData; label: string }) {
  const columns: ColumnDef<Share>[] = [
    { id: 'code', header: 'Code', value: (r) => r.code, align: 'start', width: 70, pinned: true },
    { id: 'name', header: 'Cost code', value: (r) => data.codes[r.code] ?? r.code, align: 'start', width: 220 },
    { id: 'amount', header: 'Amount', unit: data.currency, value: (r) => r.amount, decimals: 0, width: 120 },
    { id: 'share', header: 'Share', unit: '%', value: (r) => (data.total > 0 ? (100 * r.amount) / data.total : null), decimals: 1, width: 70 },
  ];
  return (
    <>
      <Summary data={data} />
      <div style={{ display: 'flex', minHeight: 0, flexGrow: 1, gap: 8 }}>
        <div style={{ flex: '1 1 50%', minWidth: 0, display: 'flex' }}>
          <Chart
            label={`${label} by code`}
            exportName={label}
            data={[
              {
                type: 'pie',
                hole: 0.45,
                labels: data.breakdown.map((b) => data.codes[b.code] ?? b.code),
                values: data.breakdown.map((b) => b.amount),
                textinfo: 'percent',
                hovertemplate: `%{label}: %{value:,.0f} ${data.currency}<extra></extra>`,
                sort: false,
              },
            ]}
            showLegend
          />
        </div>
        <div style={{ flex: '1 1 50%', minWidth: 0, display: 'flex' }}>
          <VirtualTable label={label} exportTitle={label} rows={data.breakdown} columns={columns} rowKey={(r) => r.code} />
        </div>
      </div>
    </>
  );
}

export function CostVsDepth({ data, label }: { data: CostData; label: string }) {
  const u = reportUnits(useUnitSystem());
  const at = `at %{y:,.1f} ${u.depth.symbol}<extra></extra>`;
  return (
    <>
      <Summary data={data} />
      <Chart
        label={label}
        exportName={label}
        data={actualAndPlan(
          {
            name: 'Actual (by reporting day)',
            markers: true,
            x: data.actual_vs_depth.cost.map((c) => c / MILLION),
            y: data.actual_vs_depth.depth_m.map((d) => conv(d, u.depth)),
            hovertemplate: `%{x:,.3f} M ${data.currency} ${at}`,
          },
          data.plan.length
            ? {
                name: data.afe?.name ?? 'AFE',
                x: data.plan.map((p) => p.cost / MILLION),
                y: data.plan.map((p) => conv(p.depth_m, u.depth)),
                hovertemplate: `Plan: %{x:,.3f} M ${data.currency} ${at}`,
              }
            : null,
        )}
        x={{ title: 'Cumulative cost', unit: `M ${data.currency}` }}
        y={{ title: 'Depth', unit: u.depth.symbol, reversed: true }}
        showLegend
      />
    </>
  );
}

export function AfeCurve({ data, label }: { data: CostData; label: string }) {
  const money = `%{y:,.3f} M ${data.currency}<extra></extra>`;
  return (
    <>
      <Summary data={data} />
      <Chart
        label={label}
        exportName={label}
        data={actualAndPlan(
          {
            name: 'Actual (by reporting day)',
            markers: true,
            x: data.days.map((d) => d.days_at_end),
            y: data.days.map((d) => d.cumulative / MILLION),
            hovertemplate: `Day %{x:.1f}: ${money}`,
          },
          data.plan.length
            ? {
                name: data.afe?.name ?? 'AFE',
                x: data.plan.map((p) => p.days),
                y: data.plan.map((p) => p.cost / MILLION),
                hovertemplate: `Plan day %{x:.1f}: ${money}`,
              }
            : null,
        )}
        x={{ title: 'Days from spud', unit: 'd' }}
        y={{ title: 'Cumulative cost', unit: `M ${data.currency}` }}
        showLegend
      />
    </>
  );
}

export const noCosts = (d: CostData) => d.days.length === 0;
