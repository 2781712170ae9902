/**
 * A small JSON-able description of a parsed file: what the CLI prints and what an import preview
 * shows before the user commits (format, index, curves with units, rows, null value, warnings).
 */
import { EPOCH_MS, type ImportWarning, type ParsedFile, type WellHeader } from './model';

export interface ImportSummary {
  readonly file: string;
  readonly kind: 'log' | 'trajectory';
  readonly format: string;
  readonly version: string;
  readonly encoding: string;
  readonly well: WellHeader;
  readonly name?: string;
  readonly index?: {
    readonly type: 'time' | 'depth';
    readonly mnemonic: string;
    readonly unit: string;
    readonly unitInFile: string;
    readonly direction: string;
    readonly monotonic: boolean;
    readonly first?: number | string;
    readonly last?: number | string;
    readonly startTime?: string;
  };
  readonly nullValue?: number;
  readonly rowCount?: number;
  readonly curves?: { mnemonic: string; unit: string; description: string; type: 'number' | 'text' }[];
  readonly otherDataSets?: { name: string; curves: number; rows: number }[];
  readonly trajectory?: { name?: string; stations: number; firstMdM?: number; lastMdM?: number };
  readonly stations?: {
    readonly count: number;
    readonly firstMdM?: number;
    readonly lastMdM?: number;
    readonly maxIncDeg?: number;
    readonly azimuthReference?: string;
    readonly unitsInFile: { readonly length: string; readonly angle: string };
  };
  readonly warnings: readonly ImportWarning[];
}

export function summarize(parsed: ParsedFile, file: string): ImportSummary {
  const well: WellHeader = {};
  for (const k of ['wellName', 'wellboreName', 'uwi', 'api', 'company', 'field', 'location', 'country', 'serviceCompany', 'logDate'] as const) {
    if (parsed[k] !== undefined) well[k] = parsed[k];
  }
  const base = { file, kind: parsed.kind, format: parsed.format, version: parsed.version, encoding: parsed.encoding, well };
  if (parsed.kind === 'trajectory') {
    const s = parsed.stations;
    return {
      ...base,
      name: parsed.name,
      stations: {
        count: s.length,
        firstMdM: s[0]?.mdM,
        lastMdM: s[s.length - 1]?.mdM,
        maxIncDeg: s.length ? Math.max(...s.map((x) => x.incDeg)) : undefined,
        azimuthReference: parsed.azimuthReference,
        unitsInFile: parsed.sourceUnits,
      },
      warnings: parsed.warnings,
    };
  }
  const time = parsed.indexUnit === EPOCH_MS;
  const at = (i: number) => (parsed.rowCount === 0 ? undefined : time ? new Date(parsed.index[i]).toISOString() : parsed.index[i]);
  return {
    ...base,
    name: parsed.logName ?? parsed.dataSetName,
    index: {
      type: parsed.indexType,
      mnemonic: parsed.indexMnemonic,
      unit: parsed.indexUnit,
      unitInFile: parsed.indexUnitRaw,
      direction: parsed.direction,
      monotonic: parsed.monotonic,
      first: at(0),
      last: at(parsed.rowCount - 1),
      startTime: parsed.startTimeMs === undefined ? undefined : new Date(parsed.startTimeMs).toISOString(),
    },
    nullValue: parsed.nullValue,
    rowCount: parsed.rowCount,
    curves: parsed.curves.map((c) => ({ mnemonic: c.mnemonic, unit: c.unit, description: c.description, type: c.valueType })),
    otherDataSets: parsed.otherDataSets.map((d) => ({ name: d.name, curves: d.curves.length, rows: d.rowCount })),
    trajectory: parsed.trajectory && {
      name: parsed.trajectory.name,
      stations: parsed.trajectory.stations.length,
      firstMdM: parsed.trajectory.stations[0]?.mdM,
      lastMdM: parsed.trajectory.stations[parsed.trajectory.stations.length - 1]?.mdM,
    },
    warnings: parsed.warnings,
  };
}
