/**
 * The casing editors' drafts: strings (the program pane) and one string's cement slurries (the
 * string pane) as text cells in the user's units, and back to the API body checked by the shared
 * schema, problems as readable lines ('9⅝" intermediate Hole: the hole must be larger…').
 */
import { CASING_TYPES } from '../../domain/constants/equipment';
import { casingStringInput, type CasingStringInput } from '../../domain/equipment/equipment-schemas';
import type { CasingStringDto } from '../../api/equipment';
import { cellNumber, newDraftKey, type DraftColumn, type DraftGridRow } from '../../features/edit-mode/draft-grid';
import { toApi, type EquipmentUnits } from './equipment-units';

export function stringColumns(u: EquipmentUnits): DraftColumn[] {
  return [
    { id: 'name', label: 'Name', kind: 'text', widthPx: 170 },
    {
      id: 'casing_type',
      label: 'Type',
      kind: 'select',
      options: CASING_TYPES.map((t) => ({ value: t.id, label: t.disabled ? `${t.label} (disabled)` : t.label, disabled: t.disabled })),
    },
    {
      id: 'job_type',
      label: 'Job',
      kind: 'select',
      options: [
        { value: 'casing', label: 'Casing' },
        { value: 'open_hole', label: 'Open hole' },
        { value: 'cementing', label: 'Cementing' },
        { value: 'unknown', label: 'Unknown' },
      ],
    },
    {
      id: 'status',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'planned', label: 'Planned' },
        { value: 'set', label: 'Set' },
      ],
    },
    { id: 'od_in', label: 'OD', unit: 'in', kind: 'number', widthPx: 64 },
    { id: 'id_in', label: 'ID', unit: 'in', kind: 'number', widthPx: 64 },
    { id: 'weight_lb_ft', label: 'Weight', unit: 'lb/ft', kind: 'number', widthPx: 64 },
    { id: 'grade', label: 'Grade', kind: 'text', widthPx: 72 },
    { id: 'connection', label: 'Connection', kind: 'text', widthPx: 110 },
    { id: 'top_m', label: 'Top', unit: u.depth.symbol, kind: 'number', widthPx: 76 },
    { id: 'shoe_m', label: 'Shoe', unit: u.depth.symbol, kind: 'number', widthPx: 76 },
    { id: 'hole_size_in', label: 'Hole', unit: 'in', kind: 'number', widthPx: 64 },
  ];
}

export function slurryColumns(u: EquipmentUnits): DraftColumn[] {
  return [
    {
      id: 'kind',
      label: 'Slurry',
      kind: 'select',
      options: [
        { value: 'lead', label: 'Lead' },
        { value: 'tail', label: 'Tail' },
        { value: 'unknown', label: 'Unknown' },
      ],
    },
    { id: 'top_m', label: 'Top', unit: u.depth.symbol, kind: 'number', widthPx: 80 },
    { id: 'bottom_m', label: 'Bottom', unit: u.depth.symbol, kind: 'number', widthPx: 80 },
    { id: 'density_kg_m3', label: 'Density', unit: u.density.symbol, kind: 'number', widthPx: 80 },
  ];
}

const shown = (v: number, convert: (x: number) => number, decimals: number) => String(Number(convert(v).toFixed(decimals)));

export function stringRow(s: CasingStringDto, u: EquipmentUnits): DraftGridRow {
  return {
    key: s.id,
    cells: {
      name: s.name,
      casing_type: s.casing_type,
      job_type: s.job_type,
      status: s.status,
      od_in: String(s.od_in),
      id_in: String(s.id_in),
      weight_lb_ft: String(s.weight_lb_ft),
      grade: s.grade,
      connection: s.connection,
      top_m: shown(s.top_m, u.depth.convert, 2),
      shoe_m: shown(s.shoe_m, u.depth.convert, 2),
      hole_size_in: String(s.hole_size_in),
    },
  };
}

export function slurryRows(s: CasingStringDto, u: EquipmentUnits): DraftGridRow[] {
  return s.slurries.map((x) => ({
    key: newDraftKey(),
    cells: {
      kind: x.kind,
      top_m: shown(x.top_m, u.depth.convert, 2),
      bottom_m: shown(x.bottom_m, u.depth.convert, 2),
      density_kg_m3: shown(x.density_kg_m3, u.density.convert, 3),
    },
  }));
}

export const blankString = (): DraftGridRow => ({
  key: newDraftKey(),
  cells: { casing_type: 'intermediate', job_type: 'casing', status: 'planned', top_m: '0' },
});
export const blankSlurry = (): DraftGridRow => ({ key: newDraftKey(), cells: { kind: 'tail' } });

const LABEL: Record<string, string> = {
  od_in: 'OD',
  id_in: 'ID',
  weight_lb_ft: 'Weight',
  top_m: 'Top',
  shoe_m: 'Shoe',
  hole_size_in: 'Hole',
  casing_type: 'Type',
  name: 'Name',
  slurries: 'Slurry',
};

/**
 * One string's body from its row (and its slurry rows, or the stored slurries when `slurries` is
 * null), or the problems that stop it, each prefixed with `who`.
 */
export function stringBody(
  row: DraftGridRow,
  slurries: readonly DraftGridRow[] | null,
  stored: CasingStringDto | null,
  u: EquipmentUnits,
  who: string,
): { body: CasingStringInput | null; problems: string[] } {
  const problems: string[] = [];
  const n = (text: string | undefined, label: string, conv: (x: number) => number = (x) => x) => {
    const v = cellNumber(text);
    if (v === null || Number.isNaN(v)) {
      problems.push(`${who} ${label}: ${v === null ? 'required' : 'not a number'}`);
      return NaN;
    }
    return conv(v);
  };
  const depth = (x: number) => toApi(u.depth, x);
  const c = row.cells;
  const body: CasingStringInput = {
    name: c.name ?? '',
    casing_type: c.casing_type ?? 'unknown',
    job_type: (c.job_type ?? 'casing') as CasingStringInput['job_type'],
    status: (c.status ?? 'planned') as CasingStringInput['status'],
    od_in: n(c.od_in, 'OD'),
    id_in: n(c.id_in, 'ID'),
    weight_lb_ft: n(c.weight_lb_ft, 'Weight'),
    grade: c.grade ?? '',
    connection: c.connection ?? '',
    top_m: n(c.top_m, 'Top', depth),
    shoe_m: n(c.shoe_m, 'Shoe', depth),
    hole_size_in: n(c.hole_size_in, 'Hole'),
    slurries:
      slurries === null
        ? (stored?.slurries ?? []).map((x) => ({ kind: x.kind, top_m: x.top_m, bottom_m: x.bottom_m, density_kg_m3: x.density_kg_m3 }))
        : slurries.map((r, i) => ({
            kind: (r.cells.kind ?? 'unknown') as 'lead' | 'tail' | 'unknown',
            top_m: n(r.cells.top_m, `slurry ${i + 1} top`, depth),
            bottom_m: n(r.cells.bottom_m, `slurry ${i + 1} bottom`, depth),
            density_kg_m3: n(r.cells.density_kg_m3, `slurry ${i + 1} density`, (x) => toApi(u.density, x)),
          })),
    comment: stored?.comment ?? '',
  };
  if (problems.length) return { body: null, problems };
  const parsed = casingStringInput.safeParse(body);
  if (parsed.success) return { body, problems: [] };
  return {
    body: null,
    problems: parsed.error.issues.map((iss) => {
      const [a, b, f] = iss.path;
      const where =
        a === 'slurries' && typeof b === 'number'
          ? `slurry ${b + 1}${f ? ` ${String(f).replace('_m', '').replace('_kg_m3', '')}` : ''}`
          : (LABEL[String(a)] ?? String(a));
      return `${who} ${where}: ${iss.message}`;
    }),
  };
}
