/**
 * Columns of the drilling program panes in the user's units: the per-section table (what the design,
 * casing, BHAs, mud, tops, hazards and AFE say, and the program's ranges), the compact summary, the
 * field check; and the edit-mode grid of the ranges (text cells in display units, back to SI).
 */
import { parameterProblems, type ParameterCheck, type ProgramSection, type SectionParameters } from '../../domain/engineering/drilling-program';
import { inches } from '../../domain/equipment/inches';
import type { UnitSystemId } from '../../domain/units';
import { cellNumber, type DraftColumn, type DraftGridRow } from '../../features/edit-mode/draft-grid';
import { displayUnit, type DisplayUnit } from '../../features/log-tracks/display-units';
import type { ColumnDef } from '../../features/virtual-table';

export interface ProgramUnits {
  depth: DisplayUnit;
  wob: DisplayUnit;
  flow: DisplayUnit;
  spp: DisplayUnit;
  density: DisplayUnit;
}

export const programUnits = (system: UnitSystemId): ProgramUnits => ({
  depth: { ...displayUnit('m', system), decimals: 0 },
  wob: displayUnit('t', system),
  flow: { ...displayUnit('L/min', system), decimals: 0 },
  spp: displayUnit('MPa', system),
  density: displayUnit('kg/m³', system),
});

const fix = (u: DisplayUnit, v: number) => Number(u.convert(v).toFixed(u.decimals));
const range = (u: DisplayUnit, lo: number, hi: number) => `${fix(u, lo)}–${fix(u, hi)}`;
const RPM: DisplayUnit = { symbol: 'rpm', convert: (x) => x, decimals: 0 };

export const money = (v: number | null, currency: string | null) =>
  v === null ? '-' : `${Math.round(v).toLocaleString('en-US')}${currency ? ` ${currency}` : ''}`;

export function sectionColumns(u: ProgramUnits, currency: string | null): ColumnDef<ProgramSection>[] {
  const D = u.depth;
  const p = (f: (x: SectionParameters) => string) => (r: ProgramSection) => (r.parameters ? f(r.parameters) : null);
  return [
    { id: 'name', header: 'Section', value: (r) => r.name, width: 170, align: 'start', pinned: true },
    { id: 'md', header: 'MD', unit: D.symbol, value: (r) => `${fix(D, r.from_m)}–${fix(D, r.to_m)}`, width: 104 },
    {
      id: 'tvd',
      header: 'TVD',
      unit: D.symbol,
      value: (r) => (r.from_tvd_m === null || r.to_tvd_m === null ? null : `${fix(D, r.from_tvd_m)}–${fix(D, r.to_tvd_m)}`),
      width: 104,
    },
    { id: 'hole', header: 'Hole', value: (r) => inches(r.hole_in), width: 60, align: 'start' },
    {
      id: 'casing',
      header: 'Casing',
      value: (r) => (r.casing ? `${r.casing.name} ${r.casing.weight_lb_ft} lb/ft ${r.casing.grade} @ ${fix(D, r.casing.shoe_m)} ${D.symbol}` : null),
      width: 230,
      align: 'start',
    },
    {
      id: 'mud',
      header: 'Mud',
      unit: u.density.symbol,
      value: (r) => `${r.mud.mud_type} ${range(u.density, r.mud.density_min_kg_m3, r.mud.density_max_kg_m3)}`,
      width: 130,
      align: 'start',
    },
    { id: 'wob', header: 'WOB', unit: u.wob.symbol, value: p((x) => range(u.wob, x.wob_min_t, x.wob_max_t)), width: 80 },
    { id: 'rpm', header: 'RPM', unit: 'rpm', value: p((x) => range(RPM, x.rpm_min, x.rpm_max)), width: 76 },
    { id: 'flow', header: 'Flow', unit: u.flow.symbol, value: p((x) => range(u.flow, x.flow_min_lpm, x.flow_max_lpm)), width: 100 },
    { id: 'spp', header: 'SPP', unit: u.spp.symbol, value: p((x) => range(u.spp, x.spp_min_mpa, x.spp_max_mpa)), width: 90 },
    { id: 'days', header: 'Days', value: (r) => r.planned_days, decimals: 2, width: 64 },
    { id: 'cost', header: 'Cost', unit: currency ?? undefined, value: (r) => r.planned_cost, format: (r) => money(r.planned_cost, null), width: 100 },
    {
      id: 'hazards',
      header: 'Hazards',
      value: (r) => r.hazards.map((h) => `${h.title}${h.severity ? ` (${h.severity})` : ''}`).join('; ') || null,
      tone: (r) => (r.hazards.some((h) => h.severity === 'high') ? 'danger' : r.hazards.length ? 'warning' : undefined),
      width: 280,
      align: 'start',
    },
    { id: 'tops', header: 'Formation tops', value: (r) => r.tops.map((t) => `${t.name} ${fix(D, t.md_m)}`).join(', ') || null, width: 240, align: 'start' },
    {
      id: 'bha',
      header: 'BHA runs',
      value: (r) => r.bhas.map((b) => `Run ${b.run_no}${b.motor ? `: ${b.motor}` : b.bit ? `: ${b.bit}` : ''}`).join('; ') || null,
      width: 260,
      align: 'start',
    },
    { id: 'section_notes', header: 'Notes', value: (r) => r.parameters?.notes || null, width: 280, align: 'start' },
    {
      id: 'checks',
      header: 'Checks',
      value: (r) => (r.checks.length ? r.checks.join(' ') : 'agree'),
      tone: (r) => (r.checks.length ? 'warning' : 'success'),
      width: 320,
      align: 'start',
    },
  ];
}

/** A row of the summary: a section, or the totals line. */
export interface SummaryRow {
  key: string;
  name: string;
  md: string | null;
  hole: string | null;
  casing: string | null;
  mud: string | null;
  days: number | null;
  cost: number | null;
}

export function summaryColumns(currency: string | null): ColumnDef<SummaryRow>[] {
  return [
    { id: 'name', header: 'Section', value: (r) => r.name, width: 160, align: 'start', pinned: true },
    { id: 'md', header: 'MD', value: (r) => r.md, width: 110 },
    { id: 'hole', header: 'Hole', value: (r) => r.hole, width: 60, align: 'start' },
    { id: 'casing', header: 'Casing', value: (r) => r.casing, width: 130, align: 'start' },
    { id: 'mud', header: 'Mud', value: (r) => r.mud, width: 150, align: 'start' },
    { id: 'days', header: 'Days', value: (r) => r.days, decimals: 2, width: 64 },
    { id: 'cost', header: 'Cost', unit: currency ?? undefined, value: (r) => r.cost, format: (r) => money(r.cost, null), width: 100 },
  ];
}

export function checkColumns(u: ProgramUnits): ColumnDef<ParameterCheck>[] {
  const unitOf = (c: ParameterCheck): DisplayUnit => (c.id === 'wob' ? u.wob : c.id === 'flow' ? u.flow : c.id === 'spp' ? u.spp : RPM);
  const sym = (c: ParameterCheck) => unitOf(c).symbol;
  const v = (c: ParameterCheck, x: number | null) => (x === null ? null : fix(unitOf(c), x));
  const STATUS = { ok: 'in range', low: 'LOW', high: 'HIGH', 'no data': 'no readings' } as const;
  return [
    { id: 'label', header: 'Parameter', value: (r) => r.label, width: 210, align: 'start', pinned: true },
    { id: 'unit', header: 'Unit', value: (r) => sym(r), width: 60, align: 'start' },
    { id: 'range', header: 'Program range', value: (r) => range(unitOf(r), r.min, r.max), width: 120 },
    { id: 'median', header: 'Median', value: (r) => v(r, r.median), width: 84 },
    { id: 'p10p90', header: 'P10–P90', value: (r) => (r.p10 === null || r.p90 === null ? null : `${v(r, r.p10)}–${v(r, r.p90)}`), width: 120 },
    { id: 'latest', header: 'Latest', value: (r) => v(r, r.latest), width: 84 },
    {
      id: 'outside',
      header: 'Outside range',
      unit: '%',
      value: (r) => (r.outside_fraction === null ? null : Math.round(r.outside_fraction * 100)),
      tone: (r) => (r.outside_fraction !== null && r.outside_fraction >= 0.2 ? 'warning' : undefined),
      width: 100,
    },
    { id: 'samples', header: 'Readings', value: (r) => r.samples, width: 80 },
    {
      id: 'status',
      header: 'Status',
      value: (r) => STATUS[r.status],
      tone: (r) => (r.status === 'low' || r.status === 'high' ? 'danger' : r.status === 'ok' ? 'success' : 'muted'),
      width: 100,
      align: 'start',
    },
  ];
}

// ───────────────────────── edit mode: the ranges as text cells ─────────────────────────

const FIELDS = [
  ['wob_min_t', 'WOB min', 'wob'],
  ['wob_max_t', 'WOB max', 'wob'],
  ['rpm_min', 'RPM min', 'rpm'],
  ['rpm_max', 'RPM max', 'rpm'],
  ['flow_min_lpm', 'Flow min', 'flow'],
  ['flow_max_lpm', 'Flow max', 'flow'],
  ['spp_min_mpa', 'SPP min', 'spp'],
  ['spp_max_mpa', 'SPP max', 'spp'],
] as const;

const unitFor = (u: ProgramUnits, k: 'wob' | 'rpm' | 'flow' | 'spp') => (k === 'rpm' ? RPM : u[k]);

/** The section cell is a choice among the design's sections: the ranges are matched to them by name. */
export function rangeDraftColumns(u: ProgramUnits, sectionNames: readonly string[]): DraftColumn[] {
  return [
    { id: 'section', label: 'Section', kind: 'select', options: sectionNames.map((n) => ({ value: n, label: n })) },
    ...FIELDS.map(([id, label, k]): DraftColumn => ({ id, label, unit: unitFor(u, k).symbol, kind: 'number', widthPx: 64 })),
    { id: 'notes', label: 'Notes', kind: 'text', widthPx: 300 },
  ];
}

/** One draft row per design section: its ranges, or empty cells where the program has none yet. */
export function rangeRows(sections: readonly ProgramSection[], u: ProgramUnits): DraftGridRow[] {
  return sections.map((s) => ({
    key: String(s.index),
    cells: Object.fromEntries([
      ['section', s.name],
      ...FIELDS.map(([id, , k]) => [id, s.parameters ? String(fix(unitFor(u, k), s.parameters[id])) : '']),
      ['notes', s.parameters?.notes ?? ''],
    ]),
  }));
}

/** The draft back to the API's ranges (SI), or the problems that stop it, one line each. */
export function rangesBody(rows: readonly DraftGridRow[], u: ProgramUnits): { sections: SectionParameters[] } | { problems: string[] } {
  const problems: string[] = [];
  const sections: SectionParameters[] = [];
  for (const r of rows) {
    const name = (r.cells.section ?? '').trim();
    const filled = FIELDS.filter(([id]) => (r.cells[id] ?? '').trim() !== '');
    if (filled.length === 0) continue; // a section left without ranges
    const out: Record<string, number> = {};
    for (const [id, label, k] of FIELDS) {
      const v = cellNumber(r.cells[id]);
      if (v === null || !Number.isFinite(v) || v < 0) {
        problems.push(`${name} ${label}: give a number, zero or more`);
        continue;
      }
      out[id] = v / unitFor(u, k).convert(1);
    }
    sections.push({ section: name, ...(out as Omit<SectionParameters, 'section' | 'notes'>), notes: (r.cells.notes ?? '').trim() });
  }
  if (problems.length) return { problems };
  // The server's checks, said before asking it, in the section's and column's words.
  const label = new Map<string, string>(FIELDS.map(([id, l]) => [id, l]));
  const found = parameterProblems(sections).map((x) => {
    const [, i, key] = x.field.split('.');
    const max = label.get(key);
    return max ? `${sections[Number(i)].section}: ${max} must not be below ${max.replace('max', 'min')}` : `${sections[Number(i)].section}: ${x.message}`;
  });
  return found.length ? { problems: found } : { sections };
}
