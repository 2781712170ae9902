/**
 * What the slide and rotary views share: units (depth, ROP from the report units; DLS in °/30 m or
 * °/100 ft from the directional units), the toolface note, and the per-course table.
 */
import { Caption1 } from '@fluentui/react-components';
import type { CourseRow, SlidesheetData } from '../../api/logs/slidesheet';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { useDisplayUnits } from '../directional/shared/display-units';
import { conv, reportUnits } from './report-units';
import { useUnitSystem } from './use-unit-system';

export function useSlideUnits() {
  const r = reportUnits(useUnitSystem());
  const d = useDisplayUnits();
  return { depth: r.depth, rop: r.rop, dls: d.dls, len: (v: number | null | undefined) => conv(v, r.depth) };
}

/** There is no toolface channel: said wherever a toolface would be expected. */
export function ToolfaceNote() {
  return (
    <Caption1 data-toolface-note>
      No toolface channel in this well’s rig data: toolfaces shown are those each survey course implies (its dogleg’s direction, GTF above 5° inclination, MTF
      below), not the toolface the driller set.
    </Caption1>
  );
}

/**
 * Said plainly when the slides of the period did not steer: the motor yield they show is no larger than
 * the dogleg the BHA makes rotating (the demo rig slides at random, not where the plan asks for a bend).
 */
export function SteeringNote({ data }: { data: SlidesheetData }) {
  const u = useSlideUnits();
  const y = data.reference_motor_yield;
  const rot = data.rotary_tendency?.dlsDegPer30m;
  if (y === null || rot === undefined || y > rot) return null;
  const f = (v: number) => `${(u.dls.show(v) ?? 0).toFixed(2)} ${u.dls.symbol}`;
  return (
    <Caption1 data-steering-note>
      The slides of this period bent the hole no more than rotating does (measured motor yield {f(y)}, rotary DLS {f(rot)}): they did not steer, so
      effectiveness near 100 % only means the course matched that low yield.
    </Caption1>
  );
}

export const tfText = (deg: number | null, kind: string | null) => (deg === null ? '-' : `${Math.round(deg)}° ${kind ?? ''}`.trim());
const pct = (v: number | null) => (v === null ? null : v * 100);

export function CoursesTable({ data, label }: { data: SlidesheetData; label: string }) {
  const u = useSlideUnits();
  const columns: ColumnDef<CourseRow>[] = [
    { id: 'to', header: 'Survey MD', unit: u.depth.symbol, value: (r) => u.len(r.toMdM), decimals: 1, width: 90, pinned: true },
    { id: 'from', header: 'From MD', unit: u.depth.symbol, value: (r) => u.len(r.fromMdM), decimals: 1, width: 90 },
    { id: 'slid', header: 'Slid', unit: u.depth.symbol, value: (r) => u.len(r.slideM), decimals: 1, width: 70 },
    { id: 'rot', header: 'Rotated', unit: u.depth.symbol, value: (r) => u.len(r.rotaryM), decimals: 1, width: 80 },
    { id: 'share', header: 'Slid share', unit: '%', value: (r) => pct(r.slideFraction), decimals: 0, width: 80 },
    {
      id: 'cov',
      header: 'Seen drilled',
      unit: '%',
      value: (r) => pct(r.coverage),
      decimals: 0,
      width: 90,
      description: 'Share of the course the rig-state detection saw drilled in this period',
    },
    { id: 'dls', header: 'DLS', unit: u.dls.symbol, value: (r) => u.dls.show(r.dlsDegPer30m), decimals: 2, width: 80 },
    { id: 'build', header: 'Build', unit: u.dls.symbol, value: (r) => u.dls.show(r.buildDegPer30m), decimals: 2, width: 80 },
    { id: 'turn', header: 'Turn', unit: u.dls.symbol, value: (r) => u.dls.show(r.turnDegPer30m), decimals: 2, width: 80 },
    { id: 'tf', header: 'Toolface (implied)', value: (r) => tfText(r.toolfaceDeg, r.toolfaceKind), align: 'start', width: 120 },
    { id: 'yield', header: 'Motor yield', unit: u.dls.symbol, value: (r) => u.dls.show(r.motorYieldDegPer30m), decimals: 2, width: 90 },
    { id: 'eff', header: 'Slide effectiveness', unit: '%', value: (r) => pct(r.effectiveness), decimals: 0, width: 120 },
  ];
  return (
    <>
      <ToolfaceNote />
      <SteeringNote data={data} />
      <VirtualTable label={label} exportTitle={label} rows={[...data.courses].reverse()} columns={columns} rowKey={(r) => String(r.toMdM)} />
    </>
  );
}

export const noCourses = (d: SlidesheetData) => d.courses.length === 0;
export const noSlides = (d: SlidesheetData) => d.slides.length === 0;
export const noDrilled = (d: SlidesheetData) => d.drilling_by_day.every((x) => x.total.footageM === 0);
