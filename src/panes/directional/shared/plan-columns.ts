/** Columns of a plan's sections (curve / hold, with their DLS and toolface) and of its targets. */
import type { PlanSection, Target } from '../../../api/directional';
import type { ColumnDef } from '../../../features/virtual-table';
import { DEG, type DisplayUnits } from './display-units';
import { formatDecimals } from '../../../domain/format';

export function sectionColumns(u: DisplayUnits): ColumnDef<PlanSection>[] {
  const L = u.length;
  return [
    { id: 'kind', header: 'Section', value: (r) => r.kind, width: 72, align: 'start', pinned: true },
    { id: 'from_md', header: 'From MD', unit: L.symbol, value: (r) => L.show(r.from_md), decimals: 2, width: 92 },
    { id: 'to_md', header: 'To MD', unit: L.symbol, value: (r) => L.show(r.to_md), decimals: 2, width: 92 },
    { id: 'length', header: 'Length', unit: L.symbol, value: (r) => L.show(r.to_md - r.from_md), decimals: 2, width: 84 },
    { id: 'dls', header: 'DLS', unit: u.dls.symbol, value: (r) => u.dls.show(r.dls), decimals: 2, width: 76 },
    { id: 'tf', header: 'TF', unit: DEG, value: (r) => r.tf, decimals: 1, width: 64, description: 'Gravity toolface of the curve' },
    {
      id: 'inc',
      header: 'Inc',
      unit: DEG,
      value: (r) => r.inc_to ?? null,
      format: (r) => (r.inc_from === undefined ? '-' : `${formatDecimals(r.inc_from, 2)} → ${formatDecimals(r.inc_to, 2)}`),
      width: 116,
    },
    {
      id: 'az',
      header: 'Azi',
      unit: DEG,
      value: (r) => r.az_to ?? null,
      format: (r) => (r.az_from === undefined ? '-' : `${formatDecimals(r.az_from, 2)} → ${formatDecimals(r.az_to, 2)}`),
      width: 130,
    },
    { id: 'tvd_to', header: 'TVD at end', unit: L.symbol, value: (r) => L.show(r.tvd_to ?? null), decimals: 2, width: 92 },
  ];
}

export function targetColumns(u: DisplayUnits): ColumnDef<Target>[] {
  const L = u.length;
  const size = (t: Target) =>
    t.shape === 'circle'
      ? `r ${formatDecimals(L.show(t.radius!), 1)}`
      : t.shape === 'ellipse'
        ? `${formatDecimals(L.show(t.semi_major!), 1)} × ${formatDecimals(L.show(t.semi_minor!), 1)}`
        : t.shape === 'rectangle'
          ? `${formatDecimals(L.show(t.length!), 1)} × ${formatDecimals(L.show(t.width!), 1)}`
          : t.shape === 'polygon'
            ? `${t.vertices?.length ?? 0} vertices`
            : '';
  return [
    { id: 'name', header: 'Target', value: (r) => r.name, width: 150, align: 'start', pinned: true },
    { id: 'shape', header: 'Shape', value: (r) => r.shape, width: 80, align: 'start' },
    { id: 'size', header: 'Size', unit: L.symbol, value: (r) => size(r), width: 110, align: 'start' },
    { id: 'tvd', header: 'TVD', unit: L.symbol, value: (r) => L.show(r.centre.tvd), decimals: 2, width: 88 },
    { id: 'ns', header: 'N/S', unit: L.symbol, value: (r) => L.show(r.centre.ns), decimals: 2, width: 88 },
    { id: 'ew', header: 'E/W', unit: L.symbol, value: (r) => L.show(r.centre.ew), decimals: 2, width: 88 },
    {
      id: 'plan_hit',
      header: 'Plan',
      value: (r) => (r.plan_hit ? (r.plan_hit.inside ? 'hits' : 'misses') : 'does not reach'),
      tone: (r) => (r.plan_hit && !r.plan_hit.inside ? 'warning' : undefined),
      width: 100,
      align: 'start',
    },
    {
      id: 'survey_hit',
      header: 'Survey',
      value: (r) => (r.survey_hit ? (r.survey_hit.inside ? 'inside' : 'outside') : 'not reached'),
      tone: (r) => (r.survey_hit ? (r.survey_hit.inside ? 'success' : 'danger') : undefined),
      width: 96,
      align: 'start',
    },
    { id: 'survey_off', header: 'Survey off centre', unit: L.symbol, value: (r) => L.show(r.survey_hit?.distance_to_centre ?? null), decimals: 2, width: 116 },
    { id: 'survey_md', header: 'at MD', unit: L.symbol, value: (r) => L.show(r.survey_hit?.md ?? null), decimals: 1, width: 84 },
  ];
}
