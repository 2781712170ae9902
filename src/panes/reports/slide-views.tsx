/**
 * Slide views of POST charts/slidesheet: the Slidesheet (one row per detected slide with its course's
 * achieved DLS and implied toolface), Slide Performance (ROP and length per slide), Slide Effectiveness
 * (each slid course's achieved dogleg against what its slides and rotated metres should have given) and
 * Drilling Distance (rotary vs slide footage per reporting day).
 */
import { Chart, useChartTheme } from '../../features/charts';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import type { SlideRow, SlidesheetData } from '../../api/logs/slidesheet';
import { ACTIVITIES } from '../../domain/drilling/activities';
import { Figures } from './report-frame';
import { fmtIn, fmtNum, fmtPct, minutes, plotTime, when } from './report-units';
import { SteeringNote, ToolfaceNote, tfText, useSlideUnits } from './slide-common';

const ROTARY_COLOR = ACTIVITIES[0].color;
const SLIDE_COLOR = ACTIVITIES[1].color;

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

export function Slidesheet({ data, label }: { data: SlidesheetData; label: string }) {
  const u = useSlideUnits();
  const columns: ColumnDef<SlideRow>[] = [
    { id: 'start', header: 'Start', value: (r) => when(r.start), align: 'start', width: 110, pinned: true },
    { id: 'from', header: 'From MD', unit: u.depth.symbol, value: (r) => u.len(r.fromMdM), decimals: 1, width: 90 },
    { id: 'to', header: 'To MD', unit: u.depth.symbol, value: (r) => u.len(r.toMdM), decimals: 1, width: 90 },
    { id: 'len', header: 'Length', unit: u.depth.symbol, value: (r) => u.len(r.lengthM), decimals: 1, width: 80 },
    { id: 'dur', header: 'Duration', unit: 'min', value: (r) => minutes(r.durationS), decimals: 1, width: 80 },
    { id: 'rop', header: 'ROP', unit: u.rop.symbol, value: (r) => (r.ropMph === null ? null : u.rop.convert(r.ropMph)), decimals: 1, width: 80 },
    {
      id: 'course',
      header: 'Survey course',
      value: (r) => (r.course ? `${fmtNum(u.len(r.course.fromMdM), 1)}–${fmtNum(u.len(r.course.toMdM), 1)}` : 'below last survey'),
      align: 'start',
      width: 130,
    },
    { id: 'dls', header: 'Course DLS', unit: u.dls.symbol, value: (r) => u.dls.show(r.course?.dlsDegPer30m), decimals: 2, width: 90 },
    {
      id: 'tf',
      header: 'Course toolface (implied)',
      value: (r) => (r.course ? tfText(r.course.toolfaceDeg, r.course.toolfaceKind) : '-'),
      align: 'start',
      width: 150,
    },
    { id: 'yield', header: 'Course motor yield', unit: u.dls.symbol, value: (r) => u.dls.show(r.course?.motorYieldDegPer30m), decimals: 2, width: 120 },
  ];
  const slid = data.slides.reduce((a, s) => a + s.lengthM, 0);
  return (
    <>
      <Figures
        items={[
          { label: 'Slides', value: fmtNum(data.slides.length, 0) },
          { label: 'Slid', value: fmtIn(slid, u.depth), unit: u.depth.symbol },
          { label: 'Median slide', value: fmtIn(median(data.slides.map((s) => s.lengthM)), u.depth), unit: u.depth.symbol },
          { label: 'Motor yield (reference)', value: fmtNum(u.dls.show(data.reference_motor_yield), 2), unit: u.dls.symbol },
        ]}
      />
      <ToolfaceNote />
      <SteeringNote data={data} />
      <VirtualTable label={label} exportTitle={label} rows={[...data.slides].reverse()} columns={columns} rowKey={(r) => String(r.start)} />
    </>
  );
}

export function SlidePerformance({ data, label }: { data: SlidesheetData; label: string }) {
  const t = useChartTheme();
  const u = useSlideUnits();
  const s = data.slides;
  const slideS = s.reduce((a, x) => a + x.durationS, 0);
  const slideM = s.reduce((a, x) => a + x.lengthM, 0);
  const rot = data.rotary_intervals;
  const rotS = rot.reduce((a, x) => a + x.onBottomS, 0);
  const rotM = rot.reduce((a, x) => a + x.toMdM - x.fromMdM, 0);
  return (
    <>
      <Figures
        items={[
          { label: 'Slide ROP', value: fmtIn(slideS > 0 ? slideM / (slideS / 3600) : null, u.rop), unit: u.rop.symbol },
          { label: 'Rotary ROP', value: fmtIn(rotS > 0 ? rotM / (rotS / 3600) : null, u.rop), unit: u.rop.symbol },
          { label: 'Slid share of footage', value: fmtPct(slideM + rotM > 0 ? slideM / (slideM + rotM) : null), unit: '%' },
          { label: 'Slides', value: fmtNum(s.length, 0) },
        ]}
      />
      <Chart
        label={label}
        exportName={label}
        data={[
          {
            type: 'bar',
            name: 'Slide length',
            x: s.map((x) => plotTime(x.start)),
            y: s.map((x) => u.len(x.lengthM)),
            marker: { color: SLIDE_COLOR },
            yaxis: 'y2',
          },
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Slide ROP',
            x: s.map((x) => plotTime(x.start)),
            y: s.map((x) => (x.ropMph === null ? null : u.rop.convert(x.ropMph))),
            marker: { color: t.semantic.actual, size: 8 },
          },
        ]}
        x={{ title: 'Slide start', type: 'date' }}
        y={{ title: 'Slide ROP', unit: u.rop.symbol }}
        y2={{ title: 'Slide length', unit: u.depth.symbol, side: 'right' }}
        layout={{ yaxis: { rangemode: 'tozero' }, yaxis2: { rangemode: 'tozero' } }}
        showLegend
      />
    </>
  );
}

export function SlideEffectiveness({ data, label }: { data: SlidesheetData; label: string }) {
  const t = useChartTheme();
  const u = useSlideUnits();
  const slid = data.courses.filter((c) => c.slideM > 0);
  const rated = slid.filter((c) => c.effectiveness !== null);
  const slideW = rated.reduce((a, c) => a + c.slideM, 0);
  const meanEff = slideW > 0 ? rated.reduce((a, c) => a + c.effectiveness! * c.slideM, 0) / slideW : null;
  return (
    <>
      <Figures
        items={[
          { label: 'Slid courses', value: fmtNum(slid.length, 0) },
          { label: 'Effectiveness (slide-weighted)', value: fmtPct(meanEff), unit: '%' },
          {
            label: data.reference_motor_yield_source === 'given' ? 'Motor yield (given)' : 'Motor yield (measured)',
            value: fmtNum(u.dls.show(data.reference_motor_yield), 2),
            unit: u.dls.symbol,
          },
          { label: 'Rotary tendency DLS', value: fmtNum(u.dls.show(data.rotary_tendency?.dlsDegPer30m), 2), unit: u.dls.symbol },
        ]}
      />
      <SteeringNote data={data} />
      <ToolfaceNote />
      {data.reference_motor_yield === null && (
        <div data-effectiveness-note>
          No positive motor yield shows in this period’s slid courses (the slides did not bend the hole beyond what rotating does), so there is no expected
          dogleg to rate them against.
        </div>
      )}
      <Chart
        label={label}
        exportName={label}
        data={[
          {
            type: 'bar',
            name: 'Achieved dogleg',
            x: slid.map((c) => u.len(c.toMdM)),
            y: slid.map((c) => c.achievedDoglegDeg),
            marker: { color: t.semantic.actual },
          },
          {
            type: 'bar',
            name: 'Expected dogleg',
            x: slid.map((c) => u.len(c.toMdM)),
            y: slid.map((c) => c.expectedDoglegDeg),
            marker: { color: t.semantic.plan, opacity: 0.6 },
          },
          {
            type: 'scatter',
            mode: 'markers',
            name: 'Effectiveness',
            x: slid.map((c) => u.len(c.toMdM)),
            y: slid.map((c) => (c.effectiveness === null ? null : c.effectiveness * 100)),
            yaxis: 'y2',
            marker: { color: t.semantic.projection, size: 9, symbol: 'diamond' },
          },
        ]}
        x={{ title: 'Survey MD', unit: u.depth.symbol }}
        y={{ title: 'Course dogleg', unit: '°' }}
        y2={{ title: 'Effectiveness', unit: '%', side: 'right' }}
        layout={{ barmode: 'group' }}
        showLegend
      />
    </>
  );
}

export function DrillingDistance({ data, label }: { data: SlidesheetData; label: string }) {
  const u = useSlideUnits();
  const days = data.drilling_by_day;
  const rot = days.reduce((a, d) => a + d.rotary.footageM, 0);
  const sl = days.reduce((a, d) => a + d.slide.footageM, 0);
  return (
    <>
      <Figures
        items={[
          { label: 'Rotary', value: fmtIn(rot, u.depth), unit: u.depth.symbol },
          { label: 'Slide', value: fmtIn(sl, u.depth), unit: u.depth.symbol },
          { label: 'Slid share', value: fmtPct(rot + sl > 0 ? sl / (rot + sl) : null), unit: '%' },
        ]}
      />
      <Chart
        label={label}
        exportName={label}
        data={[
          { type: 'bar', name: 'Rotary', x: days.map((d) => d.date), y: days.map((d) => u.len(d.rotary.footageM)), marker: { color: ROTARY_COLOR } },
          { type: 'bar', name: 'Slide', x: days.map((d) => d.date), y: days.map((d) => u.len(d.slide.footageM)), marker: { color: SLIDE_COLOR } },
        ]}
        x={{ title: 'Reporting day', type: 'category' }}
        y={{ title: 'Distance drilled', unit: u.depth.symbol }}
        layout={{ barmode: 'stack' }}
        showLegend
      />
    </>
  );
}
