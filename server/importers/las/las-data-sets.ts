/**
 * Grouping LAS sections into data sets: each data section with its definition (curves) and its
 * parameters. Named LAS 3.0 sections pair by name or by the '| X_Definition' association, whatever
 * their distance in the file (~Log_Data often comes last). Generic sections (~Parameter, ~Curve,
 * ~ASCII) belong to the set being built: a new one starts when a generic section arrives after the
 * current set already has its data. This reads plain LAS 2.0 (one set) as well as exports that
 * repeat ~Parameter/~Curve/~Ascii once per set, told apart only by a SET parameter.
 */
import type { LasSection } from './las-sections';

export interface DataSetPlan {
  /** Display name before SET parameters are known: 'Log', 'Core[1]', 'Tops'. */
  readonly baseName: string;
  definitions: LasSection[];
  parameters: LasSection[];
  data: LasSection[];
  /** True for sets built from generic ~C/~A sections. */
  readonly generic: boolean;
}

export interface SectionPlan {
  readonly version: LasSection[];
  readonly well: LasSection[];
  readonly other: LasSection[];
  readonly unknown: LasSection[];
  readonly sets: DataSetPlan[];
  readonly notes: { line: number; message: string }[];
}

/** `hasItems(section)` tells whether a section holds any header item (used for one repair below). */
export function planDataSets(sections: readonly LasSection[], hasItems: (s: LasSection) => boolean): SectionPlan {
  const version: LasSection[] = [];
  const well: LasSection[] = [];
  const other: LasSection[] = [];
  const unknown: LasSection[] = [];
  const notes: { line: number; message: string }[] = [];
  const definitionsByKey = new Map<string, LasSection[]>();
  const parametersByKey = new Map<string, LasSection[]>();
  const namedData: LasSection[] = [];
  const genericSets: DataSetPlan[] = [];
  let open: DataSetPlan | undefined;
  let previous: LasSection | undefined;

  const newGeneric = (baseName: string): DataSetPlan => {
    const plan: DataSetPlan = { baseName, definitions: [], parameters: [], data: [], generic: true };
    genericSets.push(plan);
    return plan;
  };

  for (const s of sections) {
    switch (s.role) {
      case 'version':
        version.push(s);
        break;
      case 'well':
        // A ~Curve title directly followed by a second ~Well title that holds the curves (seen in
        // USGS exports): the ~Well section is the curve definition.
        if (previous && previous.role === 'definition' && !previous.key && open && open.data.length === 0 && !hasItems(previous) && well.length > 0) {
          open.definitions.push(s);
          notes.push({ line: s.titleLine, message: `'~${s.title}' after an empty curve section holds the curves; read as the curve definition` });
        } else well.push(s);
        break;
      case 'other':
        other.push(s);
        break;
      case 'unknown':
        unknown.push(s);
        notes.push({ line: s.titleLine, message: `section '~${s.title}' is not a LAS section; skipped` });
        break;
      case 'parameter':
        if (s.key) {
          push(parametersByKey, s.key, s);
          if (!open || open.data.length > 0) open = newGeneric(displayName(s.title));
          if (open.parameters.length === 0 && open.definitions.length === 0) open.parameters.push(s);
        } else {
          if (!open || open.data.length > 0) open = newGeneric('Log');
          open.parameters.push(s);
        }
        break;
      case 'definition':
        if (s.key) push(definitionsByKey, s.key, s);
        else {
          if (!open || open.data.length > 0 || open.definitions.length > 0) open = newGeneric('Log');
          open.definitions.push(s);
        }
        break;
      case 'data':
        if (s.key) namedData.push(s);
        else {
          if (!open) open = newGeneric('Log');
          else if (open.data.length > 0 && previous && !(previous.role === 'data' && !previous.key)) {
            notes.push({ line: s.titleLine, message: `a second '~${s.title}' data section without its own curve section; read as more rows of the same data` });
          }
          open.data.push(s);
        }
        break;
    }
    previous = s;
  }

  const sets: DataSetPlan[] = [];
  for (const d of namedData) {
    const defKey = d.association ?? d.key!;
    const definitions = definitionsByKey.get(defKey) ?? definitionsByKey.get(d.key!) ?? [];
    const parameters = parametersByKey.get(d.key!) ?? parametersByKey.get(defKey) ?? [];
    sets.push({ baseName: displayName(d.title), definitions, parameters, data: [d], generic: false });
  }
  // Generic sets in file order come first: in LAS 2.0 and in generic-header exports they are the logs.
  return { version, well, other, unknown, sets: [...genericSets.filter((p) => p.data.length > 0 || p.definitions.length > 0), ...sets], notes };
}

function push(map: Map<string, LasSection[]>, key: string, s: LasSection): void {
  const list = map.get(key);
  if (list) list.push(s);
  else map.set(key, [s]);
}

/** 'Core_Data[1] | Core_Definition' → 'Core[1]'; 'Phase_data_RMDATA' → 'Phase_RMDATA'; 'Tops_Parameter' → 'Tops'. */
function displayName(title: string): string {
  const bar = title.indexOf('|');
  const name = (bar >= 0 ? title.slice(0, bar) : title).trim();
  return name.replace(/_(data|definition|parameters?)(?=$|[_\[\s])/i, '').trim();
}
