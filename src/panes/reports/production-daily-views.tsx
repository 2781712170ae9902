/**
 * The production widgets of a producing well (issue 19) over POST charts/production_daily: daily oil,
 * gas and water rates, tubing and casing pressure, GOR and water cut, and cumulative volumes, each in
 * the user's unit system (domain/production/production-units.ts: bbl, Mscf, psi or m³, kPa). Rates are
 * the day's volume over its hours on (what the well makes while it flows); a day it stood has none.
 * Shut-ins, workovers and lift changes are shaded on the rate chart.
 */
import { Caption1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Shape } from 'plotly.js-dist-min';
import type { ProductionDailyData, ProductionDayDto } from '../../api/logs/analytics';
import { productionUnit, type ProductionQuantity, type ProductionUnit } from '../../domain/production/production-units';
import { Chart } from '../../features/charts';
import { Figures, ReportNote, useDense } from './report-frame';
import { fmtNum, plotTime } from './report-units';
import { useUnitSystem } from './use-unit-system';

type Recorded = Extract<ProductionDailyData, { recorded: true }>;

export const noDailyProduction = (d: ProductionDailyData) => !d.recorded || d.days.length === 0;
export const NO_DAILY_PRODUCTION = 'No production reported in this period.';

export type ProductionUnits = Record<ProductionQuantity, ProductionUnit>;
const QUANTITIES: ProductionQuantity[] = ['liquid', 'gas', 'liquidRate', 'gasRate', 'pressure', 'gor', 'perLiquid'];

/** The production quantities in the signed-in user's unit system. */
export function useProductionUnits(): ProductionUnits {
  const system = useUnitSystem();
  return Object.fromEntries(QUANTITIES.map((q) => [q, productionUnit(q, system)])) as ProductionUnits;
}

/** In the unit, or null (charts leave a gap, tables show '-'). */
export const inUnit = (v: number | null | undefined, u: ProductionUnit): number | null =>
  v === null || v === undefined || !Number.isFinite(v) ? null : u.convert(v);
/** '1,234' in the unit's decimals, or '-'. */
export const fmtIn = (v: number | null | undefined, u: ProductionUnit) => fmtNum(inUnit(v, u), u.decimals);

const OIL = '#2e7d32';
const GAS = '#c62828';
const WATER = '#1565c0';
const dates = (d: Recorded) => d.days.map((x) => x.date);
const last = (d: Recorded) => d.days.filter((x) => x.hours_on > 0).at(-1) ?? null;
const series = (d: Recorded, pick: (x: ProductionDayDto) => number | null, u: ProductionUnit) => d.days.map((x) => inUnit(pick(x), u));
const line = (name: string, x: string[], y: (number | null)[], color: string, unit: string, decimals: number, yaxis?: 'y2') => ({
  type: 'scatter' as const,
  mode: 'lines' as const,
  name,
  x,
  y,
  line: { color, width: 1.5 },
  connectgaps: false,
  ...(yaxis ? { yaxis } : {}),
  hovertemplate: `%{x|%d %b %Y}: %{y:,.${decimals}f} ${unit}<extra>${name}</extra>`,
});

/** The period's down events as shaded spans behind the rates. */
function eventShapes(d: Recorded): Partial<Shape>[] {
  const fill: Record<string, string> = { SHUT_IN: 'rgba(120,120,120,0.18)', WORKOVER: 'rgba(230,120,0,0.2)', LIFT_CHANGE: 'rgba(21,101,192,0.18)' };
  return d.events
    .filter((e) => fill[e.kind])
    .map((e) => ({
      type: 'rect',
      xref: 'x',
      yref: 'paper',
      x0: plotTime(e.start_s),
      x1: plotTime(Math.max(e.end_s, e.start_s + 43_200)),
      y0: 0,
      y1: 1,
      fillcolor: fill[e.kind],
      line: { width: 0 },
      layer: 'below',
    }));
}

function Shell({ figures, note, children }: { figures: Parameters<typeof Figures>[0]['items']; note?: string; children: ReactNode }) {
  const dense = useDense();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flexGrow: 1, gap: 4 }}>
      <Figures items={figures} dense={dense} />
      {note ? <ReportNote text={note} dense={dense} /> : null}
      <div style={{ display: 'flex', flexGrow: 1, minHeight: dense ? 140 : 160 }}>{children}</div>
    </div>
  );
}

export function ProductionRates({ data, label }: { data: ProductionDailyData; label: string }) {
  const u = useProductionUnits();
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  const l = last(data);
  const x = dates(data);
  const lr = u.liquidRate;
  const gr = u.gasRate;
  const downs = data.events.filter((e) => e.kind !== 'WELL_TEST').length;
  return (
    <Shell
      figures={[
        { label: 'Oil rate (last day on)', value: fmtIn(l?.oil_m3_d, lr), unit: lr.symbol },
        { label: 'Gas rate', value: fmtIn(l?.gas_m3_d, gr), unit: gr.symbol },
        { label: 'Water rate', value: fmtIn(l?.water_m3_d, lr), unit: lr.symbol },
        { label: 'On production', value: fmtNum(l?.hours_on ?? null, 1), unit: 'h' },
        { label: 'Last day reported', value: l?.date ?? '-' },
      ]}
      note={`Rates: each day's volume over its hours on. ${downs ? `${downs} shut-in, workover or lift change span${downs === 1 ? '' : 's'} shaded.` : 'The well was not down in this period.'}`}
    >
      <Chart
        label={`${label}: oil, gas and water rates`}
        exportName={label}
        data={[
          line(
            'Oil',
            x,
            series(data, (d) => d.oil_m3_d, lr),
            OIL,
            lr.symbol,
            lr.decimals,
          ),
          line(
            'Water',
            x,
            series(data, (d) => d.water_m3_d, lr),
            WATER,
            lr.symbol,
            lr.decimals,
          ),
          line(
            'Gas',
            x,
            series(data, (d) => d.gas_m3_d, gr),
            GAS,
            gr.symbol,
            gr.decimals,
            'y2',
          ),
        ]}
        x={{ title: 'Date', type: 'date' }}
        y={{ title: 'Oil and water rate', unit: lr.symbol }}
        y2={{ title: 'Gas rate', unit: gr.symbol }}
        layout={{ shapes: eventShapes(data) }}
        showLegend
      />
    </Shell>
  );
}

export function ProductionPressures({ data, label }: { data: ProductionDailyData; label: string }) {
  const u = useProductionUnits();
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  const p = u.pressure;
  const l = last(data);
  const x = dates(data);
  return (
    <Shell
      figures={[
        { label: 'Tubing pressure (last day on)', value: fmtIn(l?.tubing_mpa, p), unit: p.symbol },
        { label: 'Casing pressure', value: fmtIn(l?.casing_mpa, p), unit: p.symbol },
        { label: 'Last day reported', value: l?.date ?? '-' },
      ]}
    >
      <Chart
        label={`${label}: tubing and casing pressure`}
        exportName={label}
        data={[
          line(
            'Tubing',
            x,
            series(data, (d) => d.tubing_mpa, p),
            '#6a1b9a',
            p.symbol,
            p.decimals,
          ),
          line(
            'Casing',
            x,
            series(data, (d) => d.casing_mpa, p),
            '#ef6c00',
            p.symbol,
            p.decimals,
          ),
        ]}
        x={{ title: 'Date', type: 'date' }}
        y={{ title: 'Wellhead pressure', unit: p.symbol }}
        showLegend
      />
    </Shell>
  );
}

export function GorWaterCut({ data, label }: { data: ProductionDailyData; label: string }) {
  const u = useProductionUnits();
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  const g = u.gor;
  const l = last(data);
  const x = dates(data);
  return (
    <Shell
      figures={[
        { label: 'GOR (last day on)', value: fmtIn(l?.gor_m3_m3, g), unit: g.symbol },
        { label: 'Water cut', value: fmtNum(l?.water_cut === null || l?.water_cut === undefined ? null : 100 * l.water_cut, 1), unit: '%' },
        { label: 'GOR over the period', value: fmtIn(data.totals?.gor_m3_m3, g), unit: g.symbol },
        {
          label: 'Water cut over the period',
          value: fmtNum(data.totals?.water_cut === null || !data.totals ? null : 100 * data.totals.water_cut, 1),
          unit: '%',
        },
      ]}
      note="GOR: the day's gas over its oil at standard conditions. Water cut: water over oil and water."
    >
      <Chart
        label={`${label}: GOR and water cut`}
        exportName={label}
        data={[
          line(
            'GOR',
            x,
            series(data, (d) => d.gor_m3_m3, g),
            GAS,
            g.symbol,
            g.decimals,
          ),
          line(
            'Water cut',
            x,
            data.days.map((d) => (d.water_cut === null ? null : 100 * d.water_cut)),
            WATER,
            '%',
            1,
            'y2',
          ),
        ]}
        x={{ title: 'Date', type: 'date' }}
        y={{ title: 'GOR', unit: g.symbol }}
        y2={{ title: 'Water cut', unit: '%', range: [0, 100] }}
        showLegend
      />
    </Shell>
  );
}

export function CumulativeProduction({ data, label }: { data: ProductionDailyData; label: string }) {
  const u = useProductionUnits();
  if (!data.recorded) return <Caption1>{data.note}</Caption1>;
  const v = u.liquid;
  const g = u.gas;
  const t = data.totals;
  const x = dates(data);
  return (
    <Shell
      figures={[
        { label: 'Cumulative oil', value: fmtIn(t?.cum_oil_m3, v), unit: v.symbol },
        { label: 'Cumulative gas', value: fmtIn(t?.cum_gas_m3, g), unit: g.symbol },
        { label: 'Cumulative water', value: fmtIn(t?.cum_water_m3, v), unit: v.symbol },
        { label: 'Oil in the period', value: fmtIn(t?.oil_m3, v), unit: v.symbol },
      ]}
      note={`Since first production on ${data.first_day}.`}
    >
      <Chart
        label={`${label}: cumulative oil, gas and water`}
        exportName={label}
        data={[
          line(
            'Oil',
            x,
            series(data, (d) => d.cum_oil_m3, v),
            OIL,
            v.symbol,
            v.decimals,
          ),
          line(
            'Water',
            x,
            series(data, (d) => d.cum_water_m3, v),
            WATER,
            v.symbol,
            v.decimals,
          ),
          line(
            'Gas',
            x,
            series(data, (d) => d.cum_gas_m3, g),
            GAS,
            g.symbol,
            g.decimals,
            'y2',
          ),
        ]}
        x={{ title: 'Date', type: 'date' }}
        y={{ title: 'Cumulative oil and water', unit: v.symbol }}
        y2={{ title: 'Cumulative gas', unit: g.symbol }}
        showLegend
      />
    </Shell>
  );
}
