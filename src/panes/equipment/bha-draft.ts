/**
 * The BHA editor's draft: the run's fields and its components as text cells in the user's units,
 * and back to the API body, checked by the shared schema; problems come back as readable lines
 * ('Component 2 ID: must be smaller than the OD (6.75 in)').
 */
import { BHA_COMPONENT_TYPES } from '../../domain/equipment/bha';
import { bhaAssemblyInput, type BhaAssemblyInput } from '../../domain/equipment/equipment-schemas';
import type { BhaAssemblyDto } from '../../api/equipment';
import { cellNumber, newDraftKey, type DraftColumn, type DraftGridRow } from '../../features/edit-mode/draft-grid';
import { toApi, type EquipmentUnits } from './equipment-units';

export function componentColumns(u: EquipmentUnits): DraftColumn[] {
  return [
    { id: 'type', label: 'Type', kind: 'select', options: BHA_COMPONENT_TYPES.map((t) => ({ value: t.id, label: t.label })) },
    { id: 'description', label: 'Description', kind: 'text', widthPx: 220 },
    { id: 'od_in', label: 'OD', unit: 'in', kind: 'number', widthPx: 64 },
    { id: 'id_in', label: 'ID', unit: 'in', kind: 'number', widthPx: 64 },
    { id: 'length_m', label: 'Length', unit: u.length.symbol, kind: 'number', widthPx: 72 },
    { id: 'weight_kg_m', label: 'Weight', unit: u.perLength.symbol, kind: 'number', widthPx: 72 },
    { id: 'connection', label: 'Connection', kind: 'text', widthPx: 100 },
    { id: 'serial', label: 'Serial', kind: 'text', widthPx: 100 },
    { id: 'sensor_offset_m', label: 'Sensor above bottom', unit: u.length.symbol, kind: 'number', widthPx: 72 },
    { id: 'bend_deg', label: 'Bend', unit: '°', kind: 'number', widthPx: 56 },
  ];
}

export function runColumns(u: EquipmentUnits): DraftColumn[] {
  return [
    { id: 'run_no', label: 'Run', kind: 'number', widthPx: 48 },
    { id: 'name', label: 'Name', kind: 'text', widthPx: 220 },
    { id: 'hole_size_in', label: 'Hole', unit: 'in', kind: 'number', widthPx: 64 },
    {
      id: 'status',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'planned', label: 'Planned' },
        { value: 'in_hole', label: 'In hole' },
        { value: 'pulled', label: 'Pulled' },
      ],
    },
    { id: 'depth_in_m', label: 'Depth in', unit: u.depth.symbol, kind: 'number', widthPx: 80 },
    { id: 'depth_out_m', label: 'Depth out', unit: u.depth.symbol, kind: 'number', widthPx: 80 },
    { id: 'reason_pulled', label: 'Reason pulled', kind: 'text', widthPx: 200 },
  ];
}

const shown = (v: number | null, convert: (x: number) => number, decimals: number) => (v === null ? '' : String(Number(convert(v).toFixed(decimals))));

export function draftOf(a: BhaAssemblyDto, u: EquipmentUnits): { run: DraftGridRow; components: DraftGridRow[] } {
  return {
    run: {
      key: 'run',
      cells: {
        run_no: String(a.run_no),
        name: a.name,
        hole_size_in: String(a.hole_size_in),
        status: a.status,
        depth_in_m: shown(a.depth_in_m, u.depth.convert, 2),
        depth_out_m: shown(a.depth_out_m, u.depth.convert, 2),
        reason_pulled: a.reason_pulled ?? '',
      },
    },
    components: a.components.map((c) => ({
      key: newDraftKey(),
      cells: {
        type: c.type,
        description: c.description,
        od_in: String(c.od_in),
        id_in: String(c.id_in),
        length_m: shown(c.length_m, u.length.convert, 3),
        weight_kg_m: shown(c.weight_kg_m, u.perLength.convert, 2),
        connection: c.connection,
        serial: c.serial,
        sensor_offset_m: shown(c.sensor_offset_m, u.length.convert, 3),
        bend_deg: c.bend_deg === null ? '' : String(c.bend_deg),
      },
    })),
  };
}

export const blankComponent = (): DraftGridRow => ({ key: newDraftKey(), cells: { type: 'drill_collar', description: '' } });

const LABELS: Record<string, string> = Object.fromEntries(
  [
    ...componentColumns({ length: { symbol: '' }, perLength: { symbol: '' }, depth: { symbol: '' } } as EquipmentUnits),
    ...runColumns({ depth: { symbol: '' } } as EquipmentUnits),
  ].map((c) => [c.id, c.label]),
);

/** The draft as the API body, or the problems that stop it. */
export function bodyOf(
  run: DraftGridRow,
  rows: readonly DraftGridRow[],
  u: EquipmentUnits,
  comment: string,
): { body: BhaAssemblyInput | null; problems: string[] } {
  const problems: string[] = [];
  const n = (text: string | undefined, where: string, conv: (x: number) => number = (x) => x) => {
    const v = cellNumber(text);
    if (v !== null && Number.isNaN(v)) problems.push(`${where}: not a number`);
    return v === null || Number.isNaN(v) ? null : conv(v);
  };
  const body = {
    run_no: n(run.cells.run_no, 'Run') ?? NaN,
    name: run.cells.name ?? '',
    hole_size_in: n(run.cells.hole_size_in, 'Hole') ?? NaN,
    status: (run.cells.status ?? 'planned') as BhaAssemblyInput['status'],
    depth_in_m: n(run.cells.depth_in_m, 'Depth in', (x) => toApi(u.depth, x)),
    depth_out_m: n(run.cells.depth_out_m, 'Depth out', (x) => toApi(u.depth, x)),
    reason_pulled: run.cells.reason_pulled?.trim() ? run.cells.reason_pulled : null,
    comment,
    components: rows.map((r, i) => ({
      type: r.cells.type as BhaAssemblyInput['components'][number]['type'],
      description: r.cells.description ?? '',
      od_in: n(r.cells.od_in, `Component ${i + 1} OD`) ?? NaN,
      id_in: n(r.cells.id_in, `Component ${i + 1} ID`) ?? 0,
      length_m: n(r.cells.length_m, `Component ${i + 1} length`, (x) => toApi(u.length, x)) ?? NaN,
      weight_kg_m: n(r.cells.weight_kg_m, `Component ${i + 1} weight`, (x) => toApi(u.perLength, x)) ?? NaN,
      connection: r.cells.connection ?? '',
      serial: r.cells.serial ?? '',
      sensor_offset_m: n(r.cells.sensor_offset_m, `Component ${i + 1} sensor offset`, (x) => toApi(u.length, x)),
      bend_deg: n(r.cells.bend_deg, `Component ${i + 1} bend`),
    })),
  };
  if (problems.length) return { body: null, problems };
  const parsed = bhaAssemblyInput.safeParse(body);
  if (parsed.success) return { body, problems: [] };
  return {
    body: null,
    problems: parsed.error.issues.map((iss) => {
      const [a, b, c] = iss.path;
      const where =
        a === 'components' && typeof b === 'number' ? `Component ${b + 1}${c ? ` ${LABELS[String(c)] ?? String(c)}` : ''}` : (LABELS[String(a)] ?? String(a));
      return `${where}: ${iss.message}`;
    }),
  };
}
