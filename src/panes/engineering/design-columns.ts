/** Table columns of a well design: its hole sections (drilling) or its stage set (completions), in the user's units. */
import type { WellDesign } from '../../api/engineering/designs';
import type { DesignSection, DesignStage, SectionFigures } from '../../domain/engineering/well-design';
import type { ColumnDef } from '../../features/virtual-table';
import type { DisplayUnits } from '../directional/shared/display-units';

export type SectionRow = DesignSection & SectionFigures;

export const sectionRows = (d: WellDesign): SectionRow[] => d.sections.map((s, i) => ({ ...s, ...d.figures[i] }));

export function sectionColumns(u: DisplayUnits): ColumnDef<SectionRow>[] {
  const L = u.length;
  return [
    { id: 'name', header: 'Section', value: (r) => r.name, width: 180, align: 'start', pinned: true },
    { id: 'from', header: 'From MD', unit: L.symbol, value: (r) => L.show(r.from_m), decimals: 0, width: 88 },
    { id: 'to', header: 'To MD (shoe)', unit: L.symbol, value: (r) => L.show(r.to_m), decimals: 0, width: 100 },
    { id: 'length', header: 'Length', unit: L.symbol, value: (r) => L.show(r.length_m), decimals: 0, width: 80 },
    { id: 'hole', header: 'Hole', unit: 'in', value: (r) => r.hole_in, decimals: 3, width: 72 },
    { id: 'casing', header: 'Casing OD', unit: 'in', value: (r) => r.casing_od_in, decimals: 3, width: 88 },
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
