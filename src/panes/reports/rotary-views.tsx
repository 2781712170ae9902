/**
 * Rotary views of POST charts/slidesheet: Rotary Tendency (build and turn of each survey course, the
 * courses rotated ≥ 90 % marked, and the tendency they give), Rotary Projections (the next courses from
 * the last survey at that tendency) and Rotary Drilling (footage and ROP of each rotary run).
 */
import { Caption1 } from '@fluentui/react-components';
import { Chart, useChartTheme } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { ProjectedPoint, SlidesheetData } from '../../api/logs/slidesheet';
import { ACTIVITIES } from '../../domain/drilling/activities';
import { Figures } from './report-frame';
import { fmtIn, fmtNum, fmtPct, plotTime } from './report-units';
import { useSlideUnits } from './slide-common';

/** The rotated share a course needs to count in the tendency (the server's default). */
const ROTARY_MIN = 0.9;

function TendencyFigures({ data }: { data: SlidesheetData }) {
  const u = useSlideUnits();
  const r = data.rotary_tendency;
  return (
    <Figures
      items={[
        { label: 'Rotary build', value: fmtNum(u.dls.show(r?.buildDegPer30m), 2), unit: u.dls.symbol },
        { label: 'Rotary turn', value: fmtNum(u.dls.show(r?.turnDegPer30m), 2), unit: u.dls.symbol },
        { label: 'Rotary DLS', value: fmtNum(u.dls.show(r?.dlsDegPer30m), 2), unit: u.dls.symbol },
        { label: 'Rotated courses', value: fmtNum(r?.courses ?? 0, 0) },
      ]}
    />
  );
}

export function RotaryTendency({ data, label }: { data: SlidesheetData; label: string }) {
  const t = useChartTheme();
  const u = useSlideUnits();
  const c = data.courses.filter((x) => (x.coverage ?? 0) >= 0.8);
  const rotated = c.filter((x) => x.slideFraction !== null && 1 - x.slideFraction >= ROTARY_MIN);
  const r = data.rotary_tendency;
  const md = c.map((x) => u.len(x.toMdM));
  const line = (v: number | undefined, name: string, color: string) =>
    r && md.length
      ? [
          {
            type: 'scatter' as const,
            mode: 'lines' as const,
            name,
            x: [md[0], md[md.length - 1]],
            y: [u.dls.show(v), u.dls.show(v)],
            line: { color, dash: 'dash' as const },
          },
        ]
      : [];
  return (
    <>
      <TendencyFigures data={data} />
      {!r && <Caption1>No survey course of this period was rotated throughout (≥ 90 % of its footage): no rotary tendency to show.</Caption1>}
      <Chart
        label={label}
        exportName={label}
        data={[
          {
            type: 'scatter',
            mode: 'lines+markers',
            name: 'Build (all courses)',
            x: md,
            y: c.map((x) => u.dls.show(x.buildDegPer30m)),
            marker: { color: t.semantic.actual, size: 5 },
            line: { color: t.semantic.actual, width: 1 },
          },
          {
            type: 'scatter',
            mode: 'lines+markers',
            name: 'Turn (all courses)',
            x: md,
            y: c.map((x) => u.dls.show(x.turnDegPer30m)),
            marker: { color: t.semantic.projection, size: 5 },
            line: { color: t.semantic.projection, width: 1 },
          },
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Build, rotated course',
            x: rotated.map((x) => u.len(x.toMdM)),
            y: rotated.map((x) => u.dls.show(x.buildDegPer30m)),
            marker: { color: t.semantic.actual, size: 11, symbol: 'circle-open' },
          },
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Turn, rotated course',
            x: rotated.map((x) => u.len(x.toMdM)),
            y: rotated.map((x) => u.dls.show(x.turnDegPer30m)),
            marker: { color: t.semantic.projection, size: 11, symbol: 'circle-open' },
          },
          ...line(r?.buildDegPer30m, 'Rotary build tendency', t.semantic.actual),
          ...line(r?.turnDegPer30m, 'Rotary turn tendency', t.semantic.projection),
        ]}
        x={{ title: 'Survey MD', unit: u.depth.symbol }}
        y={{ title: 'Rate', unit: u.dls.symbol }}
        showLegend
      />
    </>
  );
}

export function RotaryProjections({ data, label }: { data: SlidesheetData; label: string }) {
  const u = useSlideUnits();
  const p = data.rotary_projection;
  const rows: (ProjectedPoint & { what: string })[] = p
    ? [{ ...p.from, what: 'Last survey' }, ...p.points.map((q, i) => ({ ...q, what: `Rotated course ${i + 1}` }))]
    : [];
  const columns: ColumnDef<(typeof rows)[number]>[] = [
    { id: 'what', header: 'Point', value: (r) => r.what, align: 'start', width: 130, pinned: true },
    { id: 'md', header: 'MD', unit: u.depth.symbol, value: (r) => u.len(r.mdM), decimals: 1, width: 90 },
    { id: 'inc', header: 'Inclination', unit: '°', value: (r) => r.incDeg, decimals: 2, width: 90 },
    { id: 'azi', header: 'Azimuth', unit: '°', value: (r) => r.aziDeg, decimals: 2, width: 90 },
    { id: 'tvd', header: 'TVD', unit: u.depth.symbol, value: (r) => u.len(r.tvdM), decimals: 2, width: 90 },
    { id: 'n', header: 'N/S', unit: u.depth.symbol, value: (r) => u.len(r.northM), decimals: 2, width: 90 },
    { id: 'e', header: 'E/W', unit: u.depth.symbol, value: (r) => u.len(r.eastM), decimals: 2, width: 90 },
  ];
  return (
    <>
      <TendencyFigures data={data} />
      <Caption1>
        {p
          ? `From the last survey at ${fmtIn(p.from.mdM, u.depth)} ${u.depth.symbol}, courses of ${fmtIn(p.courseLengthM, u.depth)} ${u.depth.symbol} rotated throughout at the rotary build and turn above.`
          : 'No rotary tendency in this period: nothing to project.'}
      </Caption1>
      <VirtualTable label={label} exportTitle={label} rows={rows} columns={columns} rowKey={(r) => r.what} />
    </>
  );
}

export function RotaryDrilling({ data, label }: { data: SlidesheetData; label: string }) {
  const u = useSlideUnits();
  const runs = data.rotary_intervals;
  const m = runs.reduce((a, x) => a + x.toMdM - x.fromMdM, 0);
  const s = runs.reduce((a, x) => a + x.onBottomS, 0);
  const all = m + data.slides.reduce((a, x) => a + x.lengthM, 0);
  return (
    <>
      <Figures
        items={[
          { label: 'Rotated', value: fmtIn(m, u.depth), unit: u.depth.symbol },
          { label: 'Rotary ROP', value: fmtIn(s > 0 ? m / (s / 3600) : null, u.rop), unit: u.rop.symbol },
          { label: 'Rotated share of footage', value: fmtPct(all > 0 ? m / all : null), unit: '%' },
          { label: 'Rotary runs', value: fmtNum(runs.length, 0) },
        ]}
      />
      <Chart
        label={label}
        exportName={label}
        data={[
          {
            type: 'bar',
            name: 'Rotated footage',
            x: runs.map((x) => plotTime(x.start)),
            y: runs.map((x) => u.len(x.toMdM - x.fromMdM)),
            marker: { color: ACTIVITIES[0].color },
            yaxis: 'y2',
          },
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Rotary ROP',
            x: runs.map((x) => plotTime(x.start)),
            y: runs.map((x) => (x.onBottomS > 0 ? u.rop.convert((x.toMdM - x.fromMdM) / (x.onBottomS / 3600)) : null)),
            marker: { size: 7 },
          },
        ]}
        x={{ title: 'Run start', type: 'date' }}
        y={{ title: 'Rotary ROP', unit: u.rop.symbol }}
        y2={{ title: 'Rotated footage', unit: u.depth.symbol, side: 'right' }}
        layout={{ yaxis: { rangemode: 'tozero' }, yaxis2: { rangemode: 'tozero' } }}
        showLegend
      />
    </>
  );
}

export const noRotary = (d: SlidesheetData) => d.rotary_intervals.length === 0;
