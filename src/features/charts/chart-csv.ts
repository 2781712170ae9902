/**
 * The default CSV of a chart: one row per plotted point (series, x, y), headed with the axis titles
 * and units, so an exported file says what its numbers are.
 */
import type { Data } from 'plotly.js-dist-min';
import { toCsv, type CsvCell } from '../../domain/format/csv';
import { axisTitle } from './chart-layout';
import type { AxisSpec } from './chart-types';

type Pointy = { name?: string; x?: ArrayLike<unknown>; y?: ArrayLike<unknown>; r?: ArrayLike<unknown>; theta?: ArrayLike<unknown>; z?: ArrayLike<unknown> };

const cell = (v: unknown): CsvCell =>
  typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : v === null || v === undefined ? null : String(v);

export function tracesToCsv(data: readonly Data[], x?: AxisSpec, y?: AxisSpec): string {
  const traces = data as readonly Pointy[];
  const polar = traces.some((t) => t.r !== undefined);
  const threeD = traces.some((t) => t.z !== undefined);
  const header = polar ? ['series', 'r', 'theta'] : ['series', x ? axisTitle(x) : 'x', y ? axisTitle(y) : 'y', ...(threeD ? ['z'] : [])];
  const rows: CsvCell[][] = [];
  traces.forEach((t, k) => {
    const name = t.name ?? `series ${k + 1}`;
    const a = polar ? t.r : t.x;
    const b = polar ? t.theta : t.y;
    const n = Math.max(a?.length ?? 0, b?.length ?? 0);
    for (let i = 0; i < n; i++) rows.push([name, cell(a?.[i]), cell(b?.[i]), ...(threeD ? [cell(t.z?.[i])] : [])]);
  });
  return toCsv(header, rows);
}
