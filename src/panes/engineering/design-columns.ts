/**
 * Table columns of a well design: its hole sections (drilling) or its stage set (completions), in the
 * user's units; and the edit-mode grid of the sections (text cells in display units, back to the API's
 * metres, with the casing string each section links to).
 */
import type { WellDesign } from '../../api/engineering/designs';
import { MUD_TYPES } from '../../domain/drilling/mud/mud-program';
import type { DesignSection, DesignStage, SectionFigures } from '../../domain/engineering/well-design';
import { inches } from '../../domain/equipment/inches';
import { cellNumber, newDraftKey, type DraftColumn, type DraftGridRow } from '../../features/edit-mode/draft-grid';
import type { ColumnDef } from '../../features/virtual-table';
import type { DisplayUnits } from '../directional/shared/display-units';

export type SectionRow = DesignSection & SectionFigures;

export const sectionRows = (d: WellDesign): SectionRow[] => d.sections.map((s, i) => ({ ...s, ...d.figures[i] }));

/** A casing string a section may link to. */
export interface CasingChoice {
  id: string;
  name: string;
}

export function sectionColumns(u: DisplayUnits, casing: readonly CasingChoice[] = []): ColumnDef<SectionRow>[] {
  const L = u.length;
  const casingName = (id: string | null | undefined) => (id ? (casing.find((c) => c.id === id)?.name ?? 'missing string') : null);
  return [
    { id: 'name', header: 'Section', value: (r) => r.name, width: 180, align: 'start', pinned: true },
    { id: 'from', header: 'From MD', unit: L.symbol, value: (r) => L.show(r.from_m), decimals: 0, width: 88 },
    { id: 'to', header: 'To MD (shoe)', unit: L.symbol, value: (r) => L.show(r.to_m), decimals: 0, width: 100 },
    { id: 'length', header: 'Length', unit: L.symbol, value: (r) => L.show(r.length_m), decimals: 0, width: 80 },
    { id: 'hole', header: 'Hole', unit: 'in', value: (r) => r.hole_in, decimals: 3, width: 72 },
    { id: 'casing', header: 'Casing OD', unit: 'in', value: (r) => r.casing_od_in, decimals: 3, width: 88 },
    { id: 'string', header: 'Casing string', value: (r) => casingName(r.casing_assembly_id), width: 170, align: 'start' },
    { id: 'mud', header: 'Mud', value: (r) => r.mud_type, width: 60, align: 'start' },
    { id: 'mud_min', header: 'Mud min', unit: 'kg/m³', value: (r) => r.mud_min_kg_m3, decimals: 0, width: 84 },
    { id: 'mud_max', header: 'Mud max', unit: 'kg/m³', value: (r) => r.mud_max_kg_m3, decimals: 0, width: 84 },
    { id: 'oh', header: 'Open hole', unit: 'm³', value: (r) => r.open_hole_m3, decimals: 1, width: 88 },
    { id: 'ann', header: 'Casing annulus', unit: 'm³', value: (r) => r.casing_annulus_m3, decimals: 1, width: 110 },
  ];
}

export function stageColumns(u: DisplayUnits): ColumnDef<DesignStage>[] {
  const L = u.length;
  return [
    { id: 'no', header: 'Stage', value: (r) => r.stage_no, width: 64, pinned: true },
    { id: 'top', header: 'Top MD', unit: L.symbol, value: (r) => L.show(r.top_md_m), decimals: 1, width: 88 },
    { id: 'bottom', header: 'Bottom MD', unit: L.symbol, value: (r) => L.show(r.bottom_md_m), decimals: 1, width: 96 },
    { id: 'clusters', header: 'Clusters', value: (r) => r.clusters, width: 72 },
    { id: 'proppant', header: 'Proppant', unit: 't', value: (r) => r.proppant_t, decimals: 1, width: 88 },
    { id: 'clean', header: 'Clean fluid', unit: 'm³', value: (r) => r.clean_m3, decimals: 0, width: 96 },
  ];
}

export const designStageOf = (paneId: string): 'drilling' | 'completions' => (paneId.startsWith('completions.') ? 'completions' : 'drilling');

// ───────────────────────── edit mode: the sections as text cells ─────────────────────────

const NUMBERS = [
  ['from_m', 'From MD', 'length'],
  ['to_m', 'To MD', 'length'],
  ['hole_in', 'Hole', 'in'],
  ['casing_od_in', 'Casing OD', 'in'],
  ['mud_min_kg_m3', 'Mud min', 'kg/m³'],
  ['mud_max_kg_m3', 'Mud max', 'kg/m³'],
] as const;
type NumberField = (typeof NUMBERS)[number][0];

const fix = (v: number | null, decimals: number) => (v === null ? '' : String(Number(v.toFixed(decimals))));

export function sectionDraftColumns(u: DisplayUnits, casing: readonly CasingChoice[]): DraftColumn[] {
  const unit = (k: string) => (k === 'length' ? u.length.symbol : k);
  const col = (id: NumberField): DraftColumn => {
    const [, label, k] = NUMBERS.find(([f]) => f === id)!;
    return { id, label, unit: unit(k), kind: 'number', widthPx: k === 'length' ? 72 : 60 };
  };
  return [
    { id: 'name', label: 'Section', kind: 'text', widthPx: 170 },
    col('from_m'),
    col('to_m'),
    col('hole_in'),
    col('casing_od_in'),
    {
      id: 'casing_assembly_id',
      label: 'Casing string',
      kind: 'select',
      options: [{ value: '', label: '(none)' }, ...casing.map((c) => ({ value: c.id, label: c.name }))],
    },
    {
      id: 'mud_type',
      label: 'Mud',
      kind: 'select',
      options: MUD_TYPES.map((t) => ({ value: t, label: t })),
    },
    col('mud_min_kg_m3'),
    col('mud_max_kg_m3'),
  ];
}

export function sectionDraftRows(d: WellDesign, u: DisplayUnits): DraftGridRow[] {
  const L = u.length;
  return d.sections.map((s, i) => ({
    key: `s${i}`,
    cells: {
      name: s.name,
      from_m: fix(L.show(s.from_m), 1),
      to_m: fix(L.show(s.to_m), 1),
      hole_in: fix(s.hole_in, 3),
      casing_od_in: fix(s.casing_od_in, 3),
      casing_assembly_id: s.casing_assembly_id ?? '',
      mud_type: s.mud_type,
      mud_min_kg_m3: fix(s.mud_min_kg_m3, 0),
      mud_max_kg_m3: fix(s.mud_max_kg_m3, 0),
    },
  }));
}

/** A new section below the last: from its end, the next hole size down, its mud. */
export function blankSectionRow(rows: readonly DraftGridRow[]): DraftGridRow {
  const last = rows[rows.length - 1]?.cells;
  return {
    key: newDraftKey(),
    cells: {
      name: '',
      from_m: last?.to_m ?? '0',
      to_m: '',
      hole_in: '',
      casing_od_in: '',
      casing_assembly_id: '',
      mud_type: last?.mud_type ?? 'WBM',
      mud_min_kg_m3: last?.mud_min_kg_m3 ?? '',
      mud_max_kg_m3: last?.mud_max_kg_m3 ?? '',
    },
  };
}

/**
 * The draft back to the API's sections (metres, inches, kg/m³), or what keeps a cell from being a
 * number, one line each. The order, gap, casing-in-hole and mud-window checks are the server's: its
 * 400 names the field, which sectionProblemText puts in the section's and column's words.
 */
export function sectionsBody(rows: readonly DraftGridRow[], u: DisplayUnits): { sections: DesignSection[] } | { problems: string[] } {
  const problems: string[] = [];
  const sections = rows.map((r, i) => {
    const name = (r.cells.name ?? '').trim() || `Row ${i + 1}`;
    const n: Partial<Record<NumberField, number | null>> = {};
    for (const [id, label] of NUMBERS) {
      const v = cellNumber(r.cells[id]);
      if (v === null && id === 'casing_od_in') n[id] = null;
      else if (v === null || !Number.isFinite(v)) problems.push(`${name} ${label}: give a number`);
      else n[id] = id === 'from_m' || id === 'to_m' ? u.length.toApi(v) : v;
    }
    return {
      name: (r.cells.name ?? '').trim(),
      from_m: Math.round((n.from_m ?? 0) * 10) / 10,
      to_m: Math.round((n.to_m ?? 0) * 10) / 10,
      hole_in: n.hole_in ?? 0,
      casing_od_in: n.casing_od_in ?? null,
      mud_type: MUD_TYPES.find((t) => t === r.cells.mud_type) ?? 'WBM',
      mud_min_kg_m3: n.mud_min_kg_m3 ?? 0,
      mud_max_kg_m3: n.mud_max_kg_m3 ?? 0,
      casing_assembly_id: r.cells.casing_assembly_id || null,
    } satisfies DesignSection;
  });
  return problems.length ? { problems } : { sections };
}

/** The server's "body.sections.1.hole_in: must …" in the section's and column's words. */
export function sectionProblemText(message: string, sections: readonly DesignSection[], u: DisplayUnits): string {
  const m = /^body\.sections\.(\d+)\.(\w+):\s*(.*)$/.exec(message);
  if (!m) return message;
  const s = sections[Number(m[1])];
  const cols = sectionDraftColumns(u, []);
  const c = cols.find((x) => x.id === m[2]);
  const where = s?.name || `Row ${Number(m[1]) + 1}`;
  return `${where}${s && m[2] === 'hole_in' ? ` (${inches(s.hole_in)})` : ''} ${c ? `${c.label}${c.unit ? ` (${c.unit})` : ''}` : m[2]}: ${m[3]}`;
}
