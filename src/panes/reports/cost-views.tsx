/**
 * Views of POST charts/cost: the daily costs table (auto lines from the AFE's rates, manual lines,
 * running total), the breakdown by cost code, cost against depth and the AFE curve (cost against
 * days), actual beside the AFE's plan priced by the same rates. Money in the AFE's currency, depths
 * in the user's units; a well without an AFE says why nothing is priced. A drilling well's manual cost
 * lines are edited above every view (cost-lines-editor.tsx, the reports' editor in report-decls.tsx).
 *
 * The same views show a completion (POST charts/completion_cost, `stage: 'completion'`): the day's
 * field ticket lines instead of AFE auto lines, the stages pumped instead of the depth, and each
 * stage priced per category (pumping, proppant, fluids, water, wireline, plugs).
 */
import { Caption1 } from '@fluentui/react-components';
import type { CostData } from '../../api/logs/analytics';
import { Chart } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { actualAndPlan } from './plan-traces';
import { Figures } from './report-frame';
import { conv, fmtNum, fmtPct, reportUnits } from './report-units';
import { useUnitSystem } from './use-unit-system';
import { inUnit, useFracUnits } from '../completions/frac-units';

type Day = CostData['days'][number];
const MILLION = 1e6;

function Summary({ data }: { data: CostData }) {
  const afe = data.afe;
  if (data.stage === 'completion') {
    const stages = data.stage_costs ?? [];
    const priced = stages.reduce((a, s) => a + s.total, 0);
    return (
      <>
        <Figures
          items={[
            { label: 'Spent in the period', value: fmtNum(data.total, 0), unit: data.currency },
            { label: 'Stages pumped', value: String(stages.length) },
            { label: 'Mean cost per stage', value: fmtNum(stages.length ? priced / stages.length : null, 0), unit: data.currency },
            {
              label: 'Field tickets',
              value: fmtNum(
                data.days.reduce((a, d) => a + (d.ticket ?? 0), 0),
                0,
              ),
              unit: data.currency,
            },
          ]}
        />
        <Caption1 data-cost-note>{data.afe_note}</Caption1>
      </>
    );
  }
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
  const completion = data.stage === 'completion';
  const columns: ColumnDef<Day>[] = [
    { id: 'date', header: 'Reporting day', value: (r) => r.date, align: 'start', width: 110, pinned: true },
    ...(completion
      ? ([
          { id: 'stages', header: 'Stages pumped', value: (r) => (r.stages?.length ? r.stages.join(', ') : '–'), align: 'start', width: 120 },
          { id: 'ticket', header: 'Field tickets', unit: data.currency, value: (r) => r.ticket ?? 0, decimals: 0, width: 110 },
        ] satisfies ColumnDef<Day>[])
      : ([
          { id: 'depth', header: 'Depth at end', unit: u.depth.symbol, value: (r) => conv(r.depth_end_m, u.depth), decimals: 1, width: 100 },
          money('auto', 'Auto lines'),
        ] satisfies ColumnDef<Day>[])),
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

type StageRow = NonNullable<CostData['stage_costs']>[number];
const STAGE_CATEGORIES = [
  { id: 'pumping', label: 'Pumping', colour: '#1565c0' },
  { id: 'proppant', label: 'Proppant', colour: '#f9a825' },
  { id: 'fluids', label: 'Fluids', colour: '#6a1b9a' },
  { id: 'water', label: 'Water', colour: '#0288d1' },
  { id: 'wireline', label: 'Wireline', colour: '#00838f' },
  { id: 'plugs', label: 'Plugs', colour: '#5d4037' },
] as const;

/** Completions: each stage priced per category from what its record used (rentals are by the day, in the daily table). */
export function StageCosts({ data, label }: { data: CostData; label: string }) {
  const f = useFracUnits();
  const rows = data.stage_costs ?? [];
  const columns: ColumnDef<StageRow>[] = [
    { id: 'stage', header: 'Stage', value: (r) => r.stage_no, decimals: 0, width: 60, pinned: true },
    { id: 'date', header: 'Reporting day', value: (r) => r.date ?? '–', align: 'start', width: 110 },
    { id: 'proppant', header: 'Proppant', unit: f.mass.symbol, value: (r) => inUnit(r.proppant_kg, f.mass), decimals: 0, width: 100 },
    { id: 'clean', header: 'Clean fluid', unit: f.volume.symbol, value: (r) => inUnit(r.clean_m3, f.volume), decimals: 0, width: 100 },
    ...STAGE_CATEGORIES.map((c) => ({ id: `cost_${c.id}`, header: c.label, unit: data.currency, value: (r: StageRow) => r[c.id], decimals: 0, width: 100 })),
    { id: 'total', header: 'Stage total', unit: data.currency, value: (r) => r.total, decimals: 0, width: 110 },
  ];
  return (
    <>
      <Summary data={data} />
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1, gap: 8 }}>
        <div style={{ flex: '1 1 50%', minHeight: 180, display: 'flex' }}>
          <Chart
            label={`${label} chart`}
            exportName={label}
            data={STAGE_CATEGORIES.map((c) => ({
              type: 'bar',
              name: c.label,
              x: rows.map((r) => r.stage_no),
              y: rows.map((r) => r[c.id] / 1000),
              marker: { color: c.colour },
              hovertemplate: `Stage %{x}: %{y:,.1f} k ${data.currency}<extra>${c.label}</extra>`,
            }))}
            layout={{ barmode: 'stack' }}
            x={{ title: 'Stage' }}
            y={{ title: 'Cost', unit: `k ${data.currency}` }}
            showLegend
          />
        </div>
        <div style={{ flex: '1 1 50%', minHeight: 0, display: 'flex' }}>
          <VirtualTable label={label} exportTitle={label} rows={rows} columns={columns} rowKey={(r) => String(r.stage_no)} />
        </div>
      </div>
    </>
  );
}

export const noCosts = (d: CostData) => d.days.length === 0;
