/**
 * Recognising a survey in a table (LAS 3.0 Inclinometry/deviation data sets, survey CSVs) and turning
 * its rows into stations in metres and degrees. Column names vary by vendor: MD/DEPTH/DEPT,
 * INC/INCL/DEVI/INCLINATION/BOREHOLE_DEVIATION, AZI/AZIM/AZIMUTH/BOREHOLE_AZIMUTH.
 */
import type { ImportWarning, SurveyStation } from './model';
import { canonicalUnit, degreesPerUnit, metresPerUnit, unitKind } from './units';

export interface SurveyColumns {
  readonly md: number;
  readonly inc: number;
  readonly azi: number;
  readonly tvd?: number;
  readonly north?: number;
  readonly east?: number;
}

const MD = /^(md|mdepth|dept|depth|measured_depth|md_rkb|md_kb)$/;
const INC = /^(inc|incl|inclination|devi|deviation|dev|hole_deviation|borehole_deviation|inc_deg)$/;
const AZI = /^(azi|azim|azimuth|az|hole_azimuth|borehole_azimuth)(_(grid|true|mag|magnetic|gn|tn))?$/;
const TVD = /^(tvd|true_vertical_depth|tvd_rkb)$/;
const NORTH = /^(ns|n_s|north|dispns|yoffset|y_offset|n\/s|\+n\/-s|local_north)$/;
const EAST = /^(ew|e_w|east|dispew|xoffset|x_offset|e\/w|\+e\/-w|local_east)$/;

function norm(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

export function findSurveyColumns(names: readonly string[]): SurveyColumns | undefined {
  const n = names.map(norm);
  const find = (re: RegExp) => {
    const i = n.findIndex((x) => re.test(x));
    return i < 0 ? undefined : i;
  };
  const md = find(MD);
  const inc = find(INC);
  const azi = find(AZI);
  if (md === undefined || inc === undefined || azi === undefined) return undefined;
  return { md, inc, azi, tvd: find(TVD), north: find(NORTH), east: find(EAST) };
}

export interface StationsResult {
  readonly stations: SurveyStation[];
  readonly sourceUnits: { readonly length: string; readonly angle: string };
}

/**
 * Stations from columns. Lengths convert with each column's unit (falling back to `lengthUnit`, the
 * data set's depth unit); angles with theirs (an empty angle unit means degrees). Rows missing MD,
 * inclination or azimuth are skipped with a warning.
 */
export function buildStations(
  columns: SurveyColumns,
  values: readonly ArrayLike<number>[],
  units: readonly string[],
  lengthUnit: string,
  warnings: ImportWarning[],
  rowLines?: ArrayLike<number>,
): StationsResult {
  const lengthFactor = (col: number | undefined): number => {
    if (col === undefined) return 1;
    const own = metresPerUnit(units[col]);
    if (own !== undefined) return own;
    const fallback = metresPerUnit(lengthUnit);
    if (fallback !== undefined) return fallback;
    return 1;
  };
  const mdUnit = metresPerUnit(units[columns.md]) !== undefined ? units[columns.md] : lengthUnit;
  if (metresPerUnit(mdUnit) === undefined) {
    warnings.push({ message: `survey depth unit '${mdUnit}' not recognised: depths read as metres` });
  }
  const angleFactor = (col: number): number => {
    const u = units[col];
    if (unitKind(u) === 'none') return 1;
    const f = degreesPerUnit(u);
    if (f !== undefined) return f;
    warnings.push({ message: `angle unit '${u}' not recognised: read as degrees` });
    return 1;
  };
  const fMd = lengthFactor(columns.md);
  const fTvd = lengthFactor(columns.tvd);
  const fN = lengthFactor(columns.north);
  const fE = lengthFactor(columns.east);
  const fInc = angleFactor(columns.inc);
  const fAzi = angleFactor(columns.azi);

  const stations: SurveyStation[] = [];
  const rows = values[columns.md].length;
  let skipped = 0;
  let skippedLine: number | undefined;
  const opt = (col: number | undefined, i: number, f: number) => {
    if (col === undefined) return undefined;
    const v = values[col][i];
    return Number.isNaN(v) ? undefined : v * f;
  };
  for (let i = 0; i < rows; i++) {
    const md = values[columns.md][i];
    const inc = values[columns.inc][i];
    const azi = values[columns.azi][i];
    if (Number.isNaN(md) || Number.isNaN(inc) || Number.isNaN(azi)) {
      if (skipped++ === 0) skippedLine = rowLines?.[i];
      continue;
    }
    stations.push({
      mdM: md * fMd,
      incDeg: inc * fInc,
      aziDeg: azi * fAzi,
      tvdM: opt(columns.tvd, i, fTvd),
      northM: opt(columns.north, i, fN),
      eastM: opt(columns.east, i, fE),
    });
  }
  if (skipped > 0) warnings.push({ line: skippedLine, message: `${skipped} survey row(s) without MD, inclination or azimuth skipped` });
  return {
    stations,
    sourceUnits: { length: canonicalUnit(mdUnit), angle: canonicalUnit(units[columns.inc]) || 'deg' },
  };
}
