/**
 * Columns of a trajectory table (spec 3.6: md, inc, az, vsec, tvd, diff_pressure, gamma, wob, rpm,
 * dls, tf, ns_from_ref, ew_from_ref), declared once in the user's units. Survey, Surveyed Trajectory,
 * plans and projections all show stations through these. Slide seen and motor yield may be hidden
 * (spec 2.4); build, turn and closure are there for who wants them.
 */
import type { ApiStation } from '../../../api/directional';
import type { ColumnDef } from '../../../features/virtual-table';
import { DEG, type DisplayUnits } from './display-units';
import { formatDecimals } from '../../../domain/format';

export type StationColumnSet = 'survey' | 'trajectory';

const SENSOR_IDS = new Set(['diff_pressure', 'gamma', 'wob', 'rpm', 'slide_seen', 'motor_yield']);

export function stationColumns(u: DisplayUnits, set: StationColumnSet = 'survey', dlsLimit?: number): ColumnDef<ApiStation>[] {
  const L = u.length;
  const len = (f: (r: ApiStation) => number | null) => (r: ApiStation) => L.show(f(r));
  const cols: ColumnDef<ApiStation>[] = [
    { id: 'md', header: 'MD', unit: L.symbol, value: len((r) => r.md), decimals: 2, width: 92, pinned: true, description: 'Measured depth along the hole' },
    { id: 'inc', header: 'Inc', unit: DEG, value: (r) => r.inc, decimals: 2, width: 70, description: 'Inclination from vertical' },
    { id: 'az', header: 'Azi', unit: DEG, value: (r) => r.az, decimals: 2, width: 74, description: 'Azimuth' },
    {
      id: 'vsec',
      header: 'VSec',
      unit: L.symbol,
      value: len((r) => r.vsec),
      decimals: 2,
      width: 86,
      description: 'Vertical section along the well’s section azimuth',
    },
    { id: 'tvd', header: 'TVD', unit: L.symbol, value: len((r) => r.tvd), decimals: 2, width: 92, description: 'True vertical depth' },
    {
      id: 'diff_pressure',
      header: 'Diff P',
      unit: u.pressure.symbol,
      value: (r) => u.pressure.show(r.diff_pressure),
      decimals: u.pressure.decimals,
      width: 72,
      description: 'Differential pressure at the survey',
    },
    { id: 'gamma', header: 'Gamma', unit: 'gAPI', value: (r) => r.gamma, decimals: 1, width: 70 },
    { id: 'wob', header: 'WOB', unit: u.weight.symbol, value: (r) => u.weight.show(r.wob), decimals: 1, width: 66, description: 'Weight on bit' },
    { id: 'rpm', header: 'RPM', unit: 'rpm', value: (r) => r.rpm, decimals: 0, width: 58 },
    {
      id: 'dls',
      header: 'DLS',
      unit: u.dls.symbol,
      value: (r) => u.dls.show(r.dls),
      decimals: 2,
      width: 78,
      description: 'Dogleg severity over the course to this station',
      tone: dlsLimit === undefined ? undefined : (r) => (r.dls > dlsLimit ? 'warning' : undefined),
    },
    {
      id: 'tf',
      header: 'TF',
      unit: DEG,
      value: (r) => r.tf,
      format: (r) => (r.tf === null ? '-' : `${formatDecimals(r.tf, 1)} ${r.tf_type ?? ''}`.trim()),
      width: 82,
      description: 'Toolface of the course: GTF above 5° inclination, MTF below',
    },
    {
      id: 'ns_from_ref',
      header: 'N/S',
      unit: L.symbol,
      value: len((r) => r.ns_from_ref),
      decimals: 2,
      width: 86,
      description: 'North (+) or south (−) of the slot',
    },
    {
      id: 'ew_from_ref',
      header: 'E/W',
      unit: L.symbol,
      value: len((r) => r.ew_from_ref),
      decimals: 2,
      width: 86,
      description: 'East (+) or west (−) of the slot',
    },
    {
      id: 'slide_seen',
      header: 'Slide seen',
      unit: L.symbol,
      value: len((r) => r.slide_seen),
      decimals: 1,
      width: 78,
      hideable: true,
      description: 'Metres slid in the course to this station',
    },
    {
      id: 'motor_yield',
      header: 'Motor yield',
      unit: u.dls.symbol,
      value: (r) => u.dls.show(r.motor_yield),
      decimals: 2,
      width: 84,
      hideable: true,
      description: 'DLS the motor achieved per slid length',
    },
    { id: 'build', header: 'Build', unit: u.dls.symbol, value: (r) => u.dls.show(r.build), decimals: 2, width: 76, defaultHidden: true },
    { id: 'turn', header: 'Turn', unit: u.dls.symbol, value: (r) => u.dls.show(r.turn), decimals: 2, width: 76, defaultHidden: true },
    { id: 'closure_distance', header: 'Closure', unit: L.symbol, value: len((r) => r.closure_distance), decimals: 2, width: 86, defaultHidden: true },
    { id: 'closure_azimuth', header: 'Closure azi', unit: DEG, value: (r) => r.closure_azimuth, decimals: 2, width: 84, defaultHidden: true },
  ];
  // plans and projections have no sensor readings
  return set === 'survey' ? cols : cols.filter((c) => !SENSOR_IDS.has(c.id));
}
