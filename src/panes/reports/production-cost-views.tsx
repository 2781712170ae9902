/**
 * Views of POST charts/production_costs (production.daily_costs, the Daily Costs of a producing well):
 * the lease operating expense per reporting day against what the well produced, its breakdown by
 * category, and the Arps decline of its oil and gas (the best of the three fits over the actual rates,
 * a year ahead, each model's qi, Di, b and misfit, EUR to the economic limit). The answer is in barrels,
 * Mcf and USD, as leases are costed; volumes and rates are shown in the user's unit system (bbl, Mscf
 * or m³). A fit that could not be made says why, in place of the curve.
 */
import { Caption1 } from '@fluentui/react-components';
import type { DeclineDto, DeclineModelDto, LoeDayDto, ProductionCostsData } from '../../api/logs/analytics';
import { Chart } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { BBL_PER_M3, bblToM3, mcfToM3, type ProductionUnit } from '../../domain/production/production-units';
import { Figures, ReportNote, useDense } from './report-frame';
import { LoeRatesEditor } from './loe-rates-editor';
import { fmtNum, fmtPct } from './report-units';
import { fmtIn, inUnit, useProductionUnits, type ProductionUnits } from './production-daily-views';

type Recorded = Extract<ProductionCostsData, { recorded: true }>;

export const noProduction = (d: ProductionCostsData) => !d.recorded || d.days.length === 0;
export const NO_PRODUCTION = 'No production reported in this period.';

/** The answer's bbl and Mcf in the user's units. */
const oilIn = (bbl: number | null | undefined, u: ProductionUnit) => fmtIn(bbl === null || bbl === undefined ? null : bblToM3(bbl), u);
const gasIn = (mcf: number | null | undefined, u: ProductionUnit) => fmtIn(mcf === null || mcf === undefined ? null : mcfToM3(mcf), u);

function Summary({ data, wellId }: { data: Recorded; wellId: string | null }) {
  const u = useProductionUnits();
  const t = data.totals;
  return (
    <>
      <Figures
        items={[
          { label: 'LOE in the period', value: fmtNum(t.loe, 0), unit: data.currency },
          { label: 'LOE per BOE', value: fmtNum(t.per_boe, 2), unit: `${data.currency}/BOE` },
          { label: 'Oil', value: oilIn(t.oil_bbl, u.liquid), unit: u.liquid.symbol },
          { label: 'Gas', value: gasIn(t.gas_mcf, u.gas), unit: u.gas.symbol },
          { label: 'Water', value: oilIn(t.water_bbl, u.liquid), unit: u.liquid.symbol },
          { label: 'Lift now', value: data.lift_now },
        ]}
      />
      <Caption1 data-cost-note>
        {`On production since ${data.first_day}. Lift rental by the day, power by the hours on, chemicals per volume of gross fluid, water disposal per volume of water, the fixed overhead of a month spread over its days, workovers on the day they start, at the rates below. BOE: 6 Mcf of gas per bbl.`}
      </Caption1>
      <LoeRatesEditor wellId={wellId} rates={data.rates} liftNow={data.lift_now} />
    </>
  );
}

export function LoeTable({ data, label, wellId }: { data: ProductionCostsData; label: string; wellId: string | null }) {
  const u = useProductionUnits();
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  const money = (id: string, header: string): ColumnDef<LoeDayDto> => ({
    id,
    header,
    unit: data.currency,
    value: (r) => Number(r[id] ?? 0),
    decimals: 0,
    width: 100,
  });
  const columns: ColumnDef<LoeDayDto>[] = [
    { id: 'date', header: 'Reporting day', value: (r) => r.date, align: 'start', width: 110, pinned: true },
    { id: 'lift_label', header: 'Lift', value: (r) => r.lift_label, align: 'start', width: 90 },
    { id: 'hours_on', header: 'On', unit: 'h', value: (r) => r.hours_on, decimals: 1, width: 60 },
    { id: 'oil_bbl', header: 'Oil', unit: u.liquid.symbol, value: (r) => inUnit(bblToM3(r.oil_bbl), u.liquid), decimals: u.liquid.decimals, width: 80 },
    { id: 'gas_mcf', header: 'Gas', unit: u.gas.symbol, value: (r) => inUnit(mcfToM3(r.gas_mcf), u.gas), decimals: u.gas.decimals, width: 80 },
    { id: 'water_bbl', header: 'Water', unit: u.liquid.symbol, value: (r) => inUnit(bblToM3(r.water_bbl), u.liquid), decimals: u.liquid.decimals, width: 80 },
    ...data.categories.map((c) => money(c.id, c.label)),
    money('total', 'Day total'),
    { id: 'per_boe', header: 'Per BOE', unit: `${data.currency}/BOE`, value: (r) => r.per_boe, decimals: 2, width: 90 },
    money('cumulative', 'Cumulative'),
  ];
  return (
    <>
      <Summary data={data} wellId={wellId} />
      <VirtualTable label={label} exportTitle={label} rows={[...data.days].reverse()} columns={columns} rowKey={(r) => r.date} />
    </>
  );
}

export function LoeBreakdown({ data, label, wellId }: { data: ProductionCostsData; label: string; wellId: string | null }) {
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  type Share = Recorded['breakdown'][number];
  const total = data.totals.loe;
  const columns: ColumnDef<Share>[] = [
    { id: 'label', header: 'Category', value: (r) => r.label, align: 'start', width: 160, pinned: true },
    { id: 'amount', header: 'Amount', unit: data.currency, value: (r) => r.amount, decimals: 0, width: 110 },
    {
      id: 'per_boe',
      header: 'Per BOE',
      unit: `${data.currency}/BOE`,
      value: (r) => (data.totals.boe > 0 ? r.amount / data.totals.boe : null),
      decimals: 2,
      width: 90,
    },
    { id: 'share', header: 'Share', unit: '%', value: (r) => (total > 0 ? (100 * r.amount) / total : null), decimals: 1, width: 70 },
  ];
  return (
    <>
      <Summary data={data} wellId={wellId} />
      <div style={{ display: 'flex', minHeight: 0, flexGrow: 1, gap: 8 }}>
        <div style={{ flex: '1 1 50%', minWidth: 0, display: 'flex' }}>
          <Chart
            label={`${label} by category`}
            exportName={label}
            data={[
              {
                type: 'pie',
                hole: 0.45,
                labels: data.breakdown.map((b) => b.label),
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
          <VirtualTable label={label} exportTitle={label} rows={data.breakdown} columns={columns} rowKey={(r) => r.id} />
        </div>
      </div>
    </>
  );
}

const MODEL_LABEL: Record<DeclineModelDto['model'], string> = { exponential: 'Exponential', hyperbolic: 'Hyperbolic', harmonic: 'Harmonic' };

/** A fluid's rate and volume units, and its answer (bbl or Mcf) back to m³. */
function fluidUnits(fluid: DeclineDto['fluid'], u: ProductionUnits) {
  const toM3 = fluid === 'oil' ? bblToM3 : mcfToM3;
  const rate = fluid === 'oil' ? u.liquidRate : u.gasRate;
  const volume = fluid === 'oil' ? u.liquid : u.gas;
  const r = (v: number | null | undefined) => inUnit(v === null || v === undefined ? null : toM3(v), rate);
  const vol = (v: number | null | undefined) => inUnit(v === null || v === undefined ? null : toM3(v), volume);
  return { rate, volume, r, vol, fr: (v: number | null | undefined) => fmtNum(r(v), rate.decimals), fv: (v: number | null | undefined) => fmtNum(vol(v), 0) };
}

function DeclineFluid({ d, label, limit }: { d: DeclineDto; label: string; limit: number | null }) {
  const u = useProductionUnits();
  const fu = fluidUnits(d.fluid, u);
  const oilRate = fluidUnits('oil', u);
  const unit = fu.rate.symbol;
  const name = d.fluid === 'oil' ? 'Oil' : 'Gas';
  const best = d.models.find((m) => m.model === d.best) ?? null;
  const columns: ColumnDef<DeclineModelDto>[] = [
    { id: 'model', header: 'Model', value: (m) => `${MODEL_LABEL[m.model]}${m.model === d.best ? ' (best)' : ''}`, align: 'start', width: 130, pinned: true },
    { id: 'qi', header: 'qi', unit, value: (m) => fu.r(m.qi), decimals: fu.rate.decimals, width: 80 },
    { id: 'di', header: 'Di nominal', unit: '1/yr', value: (m) => m.di_per_year, decimals: 3, width: 90 },
    {
      id: 'de',
      header: 'Decline yr 1',
      unit: '%',
      value: (m) => (m.effective_decline_per_year === null ? null : 100 * m.effective_decline_per_year),
      decimals: 1,
      width: 90,
    },
    { id: 'b', header: 'b', value: (m) => m.b, decimals: 3, width: 60 },
    { id: 'rmse', header: 'RMSE ln q', value: (m) => m.rmse_ln, decimals: 3, width: 80 },
    {
      id: 'reason',
      header: 'Note',
      value: (m) => (m.ok ? `${m.points} days fitted${m.note ? `; ${m.note}` : ''}` : (m.reason ?? '')),
      align: 'start',
      width: 220,
    },
  ];
  const eur = d.eur;
  const dense = useDense();
  return (
    // Not shrunk below its figures, caption and chart: in a small tile the view scrolls instead of the gas block overlapping the oil's.
    <div style={{ display: 'flex', flexDirection: 'column', flex: '1 0 auto', gap: 4 }} data-decline={d.fluid}>
      <Figures
        dense={dense}
        items={[
          { label: `${name} best fit`, value: best ? `${MODEL_LABEL[best.model]}, b ${fmtNum(best.b, 2)}` : 'None' },
          { label: `${name} qi`, value: fu.fr(best?.qi), unit },
          { label: `${name} Di`, value: fmtNum(best?.di_per_year ?? null, 3), unit: '1/yr nominal' },
          { label: `${name} EUR`, value: fu.fv(eur?.eur), unit: fu.volume.symbol },
          {
            label: d.fluid === 'oil' ? 'Economic limit' : 'Abandonment',
            value: d.fluid === 'oil' ? fmtNum(oilRate.r(limit), 1) : (eur?.abandon_date ?? '-'),
            unit: d.fluid === 'oil' ? oilRate.rate.symbol : '',
          },
        ]}
      />
      {!best || !eur ? (
        <Caption1 role="status" data-decline-problem>
          {!best
            ? `No ${d.fluid} decline fit: ${d.reason}.`
            : d.fluid === 'oil'
              ? 'No EUR: the economic limit cannot be set (no producing day with costs, or costs above the oil revenue).'
              : 'No gas EUR: it ends when the oil reaches its economic limit, which is not known.'}
        </Caption1>
      ) : (
        <ReportNote
          dense={dense}
          text={`${name} EUR ${fu.fv(eur.eur)} ${fu.volume.symbol}: ${fu.fv(eur.produced)} produced, ${fu.fv(eur.remaining)} to come on the ${best.model} curve (exponential once its decline slows to ${fmtPct(d.terminal_decline_per_year)} %/yr) until ${eur.abandon_date}${d.fluid === 'oil' ? ` (oil at ${fmtNum(oilRate.r(limit), 1)} ${oilRate.rate.symbol})` : ' (the oil’s economic limit)'}. Fitted by least squares on ln q over every day on production 20 h or more, leaving out the week of flush after the well was down.`}
        />
      )}
      <div style={{ display: 'flex', flexGrow: 1, minHeight: dense ? 200 : 180, gap: 8 }}>
        <div style={{ flex: '3 1 0', minWidth: 0, display: 'flex' }}>
          <Chart
            label={`${label}: ${d.fluid} rate and decline`}
            exportName={`${label} ${d.fluid}`}
            data={[
              {
                type: 'scatter',
                mode: 'markers',
                name: `${name} rate (actual)`,
                x: d.actual.date,
                y: d.actual.q.map(fu.r),
                marker: { size: 4, color: d.fluid === 'oil' ? '#2e7d32' : '#c62828', opacity: 0.7 },
                hovertemplate: `%{x}: %{y:,.${fu.rate.decimals}f} ${unit}<extra></extra>`,
              },
              ...(best
                ? [
                    {
                      type: 'scatter' as const,
                      mode: 'lines' as const,
                      name: `${MODEL_LABEL[best.model]} fit`,
                      x: d.curve.date,
                      y: d.curve.q.map(fu.r),
                      line: { color: '#1565c0', width: 2 },
                      hovertemplate: `%{x}: %{y:,.${fu.rate.decimals}f} ${unit} (fit)<extra></extra>`,
                    },
                  ]
                : []),
            ]}
            x={{ title: 'Date', type: 'date' }}
            y={{ title: `${name} rate`, unit, type: 'log' }}
            showLegend
          />
        </div>
        <div style={{ flex: '2 1 0', minWidth: 0, display: 'flex' }}>
          <VirtualTable
            label={`${label}: ${d.fluid} decline models`}
            exportTitle={`${label} ${d.fluid} models`}
            rows={d.models}
            columns={columns}
            rowKey={(m) => m.model}
          />
        </div>
      </div>
    </div>
  );
}

export function DeclineView({ data, label }: { data: ProductionCostsData; label: string }) {
  const u = useProductionUnits();
  const perLiquid = (usdPerBbl: number) => `${fmtIn(usdPerBbl * BBL_PER_M3, u.perLiquid)} ${u.perLiquid.symbol}`;
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1, gap: 8, overflowY: 'auto' }} data-decline-view>
      <DeclineFluid d={data.decline.oil} label={label} limit={data.economic_limit_bbl_d} />
      <DeclineFluid d={data.decline.gas} label={label} limit={data.economic_limit_bbl_d} />
      <Caption1>{`Economic limit: the oil rate whose net revenue (${perLiquid(data.rates.oil_price_usd_bbl)} × ${fmtPct(data.rates.nri)} % NRI, less chemicals and water disposal per ${u.liquid.symbol}) pays the lift, power and fixed overhead of the last 30 producing days.`}</Caption1>
    </div>
  );
}
