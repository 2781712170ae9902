/**
 * The survey CSV every directional CLI command reads: md, inc, azi columns, optionally tvd, north and
 * east giving the tie-in position on the first row. Headers may carry unit and reference suffixes
 * (md_m, md_ft, inc_deg, azi_grid_deg, "MD (ft)"). A bad file is a user mistake: CliInputError with
 * the 1-based line number, never a stack trace.
 */
import { readFileSync } from 'node:fs';
import type { Station, TieIn } from '../../src/domain/directional/types';
import { toMetres, type LengthUnit } from '../../src/domain/directional/units';
import { CliInputError } from './args';

export interface SurveyCsv {
  /** Stations with MD in metres. */
  stations: Station[];
  /** Position of the first station, metres; 0, 0, 0 unless the file has tvd/north/east columns. */
  tieIn: TieIn;
  /** Length unit of the file (from the header suffixes, else the caller's default). */
  unit: LengthUnit;
  /** North reference stated by the azimuth header (azi_grid_deg, azi_true_deg), when it says. */
  northReference?: 'grid' | 'true';
}

export interface SurveyCsvOptions {
  /** Unit of columns whose header states none. Default metres. */
  defaultUnit?: LengthUnit;
}

type Field = 'md' | 'inc' | 'azi' | 'tvd' | 'north' | 'east';

const ALIASES: Record<string, Field> = {
  md: 'md',
  measured_depth: 'md',
  depth: 'md',
  mdepth: 'md',
  inc: 'inc',
  incl: 'inc',
  inclination: 'inc',
  azi: 'azi',
  az: 'azi',
  azim: 'azi',
  azimuth: 'azi',
  tvd: 'tvd',
  true_vertical_depth: 'tvd',
  north: 'north',
  n: 'north',
  ns: 'north',
  n_s: 'north',
  northing: 'north',
  east: 'east',
  e: 'east',
  ew: 'east',
  e_w: 'east',
  easting: 'east',
};
const LENGTH_TOKENS: Record<string, LengthUnit> = { m: 'm', meter: 'm', meters: 'm', metre: 'm', metres: 'm', ft: 'ft', feet: 'ft', foot: 'ft' };
const ANGLE_TOKENS = new Set(['deg', 'degree', 'degrees']);
const NORTH_TOKENS: Record<string, 'grid' | 'true'> = { grid: 'grid', true: 'true' };

interface Column {
  field: Field;
  index: number;
  unit?: LengthUnit;
  north?: 'grid' | 'true';
  header: string;
}

/** Split a header into its field and the unit / north reference its suffixes state. */
function parseHeader(raw: string, index: number): Column | undefined {
  const tokens = raw
    .toLowerCase()
    .replace(/["']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let unit: LengthUnit | undefined;
  let north: 'grid' | 'true' | undefined;
  // Suffix tokens come after the name: strip them from the end until a name token remains.
  while (tokens.length > 1) {
    const t = tokens[tokens.length - 1];
    if (t in LENGTH_TOKENS) unit = LENGTH_TOKENS[t];
    else if (ANGLE_TOKENS.has(t)) {
      /* degrees are the only angle unit accepted */
    } else if (t in NORTH_TOKENS) north = NORTH_TOKENS[t];
    else break;
    tokens.pop();
  }
  // "azi_grid_deg" leaves [azi]; "azimuth grid" too; "n_s" stays a two-token name
  const name = tokens.join('_');
  const field = ALIASES[name];
  return field ? { field, index, unit, north, header: raw.trim() } : undefined;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function splitLine(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) =>
    c
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/** Parse survey CSV text. `source` names the file in messages. */
export function parseSurveyCsv(text: string, source: string, options: SurveyCsvOptions = {}): SurveyCsv {
  const lines = text.split(/\r?\n/);
  let headerLine = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  if (headerLine < 0) throw new CliInputError(`${source}: empty file, expected a header with md, inc, azi`);
  const delimiter = lines[headerLine].includes(',') ? ',' : lines[headerLine].includes('\t') ? '\t' : lines[headerLine].includes(';') ? ';' : ',';
  const columns = new Map<Field, Column>();
  splitLine(lines[headerLine], delimiter).forEach((h, i) => {
    const c = parseHeader(h, i);
    if (!c) return;
    if (columns.has(c.field)) {
      throw new CliInputError(`${source} line ${headerLine + 1}: columns '${columns.get(c.field)!.header}' and '${c.header}' both give ${c.field}`);
    }
    columns.set(c.field, c);
  });
  const missing = (['md', 'inc', 'azi'] as const).filter((f) => !columns.has(f));
  if (missing.length > 0) {
    throw new CliInputError(
      `${source} line ${headerLine + 1}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (header: ${lines[headerLine].trim()})`,
    );
  }

  const lengthUnits = new Set([...columns.values()].map((c) => c.unit).filter((u): u is LengthUnit => u !== undefined));
  if (lengthUnits.size > 1) throw new CliInputError(`${source} line ${headerLine + 1}: the header mixes metres and feet`);
  const unit: LengthUnit = [...lengthUnits][0] ?? options.defaultUnit ?? 'm';
  const northReference = columns.get('azi')!.north;

  const stations: Station[] = [];
  let tieIn: TieIn = { tvdM: 0, northM: 0, eastM: 0 };
  let prevMd = -Infinity;
  let prevLine = 0;
  for (let li = headerLine + 1; li < lines.length; li++) {
    const line = lines[li];
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const lineNo = li + 1;
    const cells = splitLine(line, delimiter);
    const value = (field: Field): number | undefined => {
      const c = columns.get(field);
      if (!c) return undefined;
      const cell = cells[c.index];
      if (cell === undefined || cell === '') throw new CliInputError(`${source} line ${lineNo}: missing ${c.header}`);
      if (!NUMBER.test(cell)) throw new CliInputError(`${source} line ${lineNo}: ${c.header} '${cell}' is not a number`);
      return Number(cell);
    };
    const md = value('md')!;
    const inc = value('inc')!;
    const azi = value('azi')!;
    if (md <= prevMd) {
      throw new CliInputError(`${source} line ${lineNo}: MD ${md} does not increase (line ${prevLine} has ${prevMd})`);
    }
    if (inc < 0 || inc > 180) throw new CliInputError(`${source} line ${lineNo}: inclination ${inc} is outside 0–180°`);
    if (stations.length === 0) {
      tieIn = { tvdM: toMetres(value('tvd') ?? 0, unit), northM: toMetres(value('north') ?? 0, unit), eastM: toMetres(value('east') ?? 0, unit) };
    }
    stations.push({ mdM: toMetres(md, unit), incDeg: inc, aziDeg: ((azi % 360) + 360) % 360 });
    prevMd = md;
    prevLine = lineNo;
  }
  if (stations.length === 0) throw new CliInputError(`${source}: no survey stations after the header on line ${headerLine + 1}`);
  return { stations, tieIn, unit, ...(northReference ? { northReference } : {}) };
}

/** Read a survey CSV file; see parseSurveyCsv. */
export function readSurveyCsv(path: string, options: SurveyCsvOptions = {}): SurveyCsv {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new CliInputError(`cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  return parseSurveyCsv(text, path, options);
}
