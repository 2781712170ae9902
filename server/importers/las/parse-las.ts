/**
 * LAS 1.2, 2.0 and 3.0 to a ParsedLog (or a ParsedTrajectory for a LAS 3.0 file that only holds a
 * survey). The log is the data set named Log (LAS 2 ~A or LAS 3 ~Log_Data); in files without one,
 * the widest data set that is not a well path. Other data sets are parsed leniently and exposed:
 * a malformed Core table should not stop a good log from importing, so their errors become warnings.
 */
import { finishLog, uniqueMnemonics } from '../finish-log';
import { ImportError } from '../import-error';
import type { CurveInfo, HeaderItem, ImportWarning, ParsedDataSet, ParsedLog, ParsedTrajectory, ParseOptions } from '../model';
import { makeProgress } from '../progress';
import { buildStations, findSurveyColumns } from '../survey-columns';
import { curvesFromDefinition, type LasCurveSpec } from './las-curves';
import { readDataTable, type DataTable, type LineRange } from './las-data-table';
import { planDataSets, type DataSetPlan } from './las-data-sets';
import { hasItems, readItems, readLasHeader, toHeaderItem, type LasHeaderInfo } from './las-header';
import type { LasHeaderLine } from './las-header-line';
import { resolveLasIndex } from './las-index';
import { findSections, splitLines } from './las-sections';

interface DescribedSet {
  readonly plan: DataSetPlan;
  readonly name: string;
  readonly curves: LasCurveSpec[];
  readonly parameters: LasHeaderLine[];
  readonly ranges: LineRange[];
  readonly dataLines: number;
  readonly titleLine: number;
  readonly warnings: ImportWarning[];
}

const SURVEY_SET_NAME = /inclinometry|deviation|survey|directional|trajectory/i;
/** Curves of a computed well path rather than a log. */
const PATH_CURVE =
  /^(md|tvd|tvdss|tvdbml|thl|xoffset|yoffset|xcoord|ycoord|dl|dls|azi|azim|azimuth|inc|incl|inclination|devi|deviation|borehole_azimuth|borehole_deviation|ns|ew|vs|northing|easting)$/i;

export function parseLas(source: string, encoding: string, options: ParseOptions = {}): ParsedLog | ParsedTrajectory {
  const progress = makeProgress(options.onProgress);
  const lines = splitLines(source);
  const sections = findSections(lines);
  if (sections.length === 0) throw new ImportError('no LAS section found: a LAS file starts with ~Version');
  const warnings: ImportWarning[] = [];
  const plan = planDataSets(sections, (s) => hasItems(lines, s));
  warnings.push(...plan.notes);
  const header = readLasHeader(lines, plan.version, plan.well, warnings);

  const described = plan.sets.map((p) => describe(lines, p, header));
  const withData = described.filter((d) => d.dataLines > 0 || d.plan.data.length > 0);
  if (withData.length === 0) {
    const curveSection = plan.sets.find((p) => p.definitions.length > 0)?.definitions[0];
    throw new ImportError(
      curveSection
        ? `the file defines curves (~${curveSection.title}, line ${curveSection.titleLine}) but has no ~A data section`
        : 'the file has no ~Curve and no ~A data section',
    );
  }

  const logSet = chooseLogSet(withData);
  const surveys = withData.filter((d) => d !== logSet && isSurveySet(d));
  const surveySet = surveys.find((d) => SURVEY_SET_NAME.test(d.name)) ?? surveys[0];
  const totalLines = lines.length;

  if (!logSet) {
    const survey = surveySet;
    if (!survey) {
      const d = withData[0];
      throw new ImportError(`the data section '~${d.plan.data[0].title}' has no curve definition`, d.titleLine);
    }
    const table = readSet(lines, survey, header, (i) => progress.report(i / totalLines));
    const trajectory = toTrajectory(survey, table, header, encoding, [...warnings, ...survey.warnings]);
    progress.done();
    return trajectory;
  }

  warnings.push(...logSet.warnings);
  if (logSet.curves.length === 0) {
    throw new ImportError(`the data section '~${logSet.plan.data[0].title}' has no ~Curve section defining its columns`, logSet.titleLine);
  }
  const table = readSet(lines, logSet, header, (i) => progress.report(i / totalLines));
  for (const note of table.notes) warnings.push(noteToWarning(note));

  const otherDataSets: ParsedDataSet[] = [];
  let trajectory: ParsedTrajectory | undefined;
  for (const d of withData) {
    if (d === logSet || d.curves.length === 0) continue;
    try {
      const t = readSet(lines, d, header);
      otherDataSets.push(toDataSet(d, t));
      if (d === surveySet) trajectory = toTrajectory(d, t, header, encoding, [...d.warnings]);
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      warnings.push({ line: e.line, message: `data set ${d.name} skipped: ${e.reason}` });
    }
  }

  const indexSpec = logSet.curves[0];
  const idx = resolveLasIndex(
    {
      mnemonic: indexSpec.mnemonic,
      unitRaw: indexSpec.unit,
      numbers: table.values[0],
      strings: table.text[0],
      rowLines: table.rowLines,
      strt: header.strt,
      step: header.step,
      startTimeMs: options.startTimeMs,
    },
    warnings,
  );

  const names = uniqueMnemonics(
    logSet.curves.map((c) => c.mnemonic),
    warnings,
    indexSpec.line,
  );
  const curves: CurveInfo[] = [];
  const text: Record<string, (string | null)[]> = {};
  for (let j = 1; j < logSet.curves.length; j++) {
    const spec = logSet.curves[j];
    const strings = table.text[j];
    curves.push({
      mnemonic: names[j],
      unit: spec.unit,
      description: spec.description,
      valueType: strings ? 'text' : 'number',
      ...(spec.array ? { array: spec.array } : {}),
    });
    if (strings) text[names[j]] = strings;
  }
  const headerItems: HeaderItem[] = [...header.items, ...logSet.parameters.map((x) => toHeaderItem('Parameter', x))];
  for (const o of plan.other) {
    const body = lines
      .slice(o.start, o.end)
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#'))
      .join('\n');
    if (body) headerItems.push({ section: 'Other', mnemonic: '', unit: '', value: body, description: '', line: o.titleLine });
  }

  const log = finishLog({
    format: 'LAS',
    version: header.version,
    encoding,
    well: header.well,
    dataSetName: logSet.name,
    indexType: idx.indexType,
    indexMnemonic: names[0],
    indexUnitRaw: indexSpec.unit || header.strt?.unit || '',
    indexUnit: idx.indexUnit,
    startTimeMs: idx.startTimeMs,
    declaredDirection: declaredDirection(header),
    nullValue: header.nullValue,
    curves,
    index: idx.index,
    values: table.values.slice(1),
    text,
    rowLines: table.rowLines,
    warnings,
    header: headerItems,
    otherDataSets,
    trajectory,
  });
  progress.done();
  return log;
}

function describe(lines: readonly string[], plan: DataSetPlan, header: LasHeaderInfo): DescribedSet {
  const warnings: ImportWarning[] = [];
  const parameters = readItems(lines, plan.parameters, warnings);
  // SET names the data sets of LAS 3.0 exports that repeat generic sections; in LAS 2.0 it is a mere parameter.
  const setName = header.version === '3.0' ? parameters.find((p) => p.mnemonic.toUpperCase() === 'SET')?.value : undefined;
  const name = setName || plan.baseName;
  // In LAS 3.0 the main log's unformatted columns must be numbers; other tables (tops, tests) may hold text.
  const isMainLog = /^(log|ascii|a)$/i.test(plan.baseName) && !setName;
  const definitionItems = readItems(lines, plan.definitions, warnings);
  const curves = curvesFromDefinition(definitionItems, header.version, !isMainLog, warnings);
  const ranges = plan.data.map((s) => ({ start: s.start, end: s.end }));
  let dataLines = 0;
  for (const r of ranges) {
    for (let i = r.start; i < r.end; i++) {
      const t = lines[i].trimStart();
      if (t !== '' && t[0] !== '#') dataLines++;
    }
  }
  const titleLine = plan.data[0]?.titleLine ?? plan.definitions[0]?.titleLine ?? 1;
  return { plan, name, curves, parameters, ranges, dataLines, titleLine, warnings };
}

function curveNames(d: DescribedSet): string[] {
  return d.curves.map((c) => c.mnemonic);
}

function isSurveySet(d: DescribedSet): boolean {
  if (d.curves.length === 0 || !findSurveyColumns(curveNames(d))) return false;
  return SURVEY_SET_NAME.test(d.name) || pathShare(d) >= 0.6;
}

function pathShare(d: DescribedSet): number {
  const rest = d.curves.slice(1);
  if (rest.length === 0) return 0;
  return rest.filter((c) => PATH_CURVE.test(c.mnemonic)).length / rest.length;
}

function chooseLogSet(sets: readonly DescribedSet[]): DescribedSet | undefined {
  const usable = sets.filter((d) => d.curves.length > 0);
  const named = usable.find((d) => /^(log|ascii|a)$/i.test(d.name) && d.dataLines > 0);
  if (named) return named;
  if (usable.length === 1 && !isSurveySet(usable[0])) return usable[0];
  let best: DescribedSet | undefined;
  let bestScore = -1;
  for (const d of usable) {
    if (d.dataLines === 0 || isSurveySet(d) || pathShare(d) >= 0.6) continue;
    if (d.curves[0].format && /^S$/i.test(d.curves[0].format)) continue;
    const numeric = d.curves.slice(1).filter((c) => !c.textAllowed || !c.format || !/^A?S$/i.test(c.format)).length;
    const score = numeric * 1e7 + d.dataLines;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  if (best) return best;
  // Only tables without a log (e.g. nothing but tops): the first one with curves, unless it is a survey.
  return usable.find((d) => !isSurveySet(d));
}

function readSet(lines: readonly string[], d: DescribedSet, header: LasHeaderInfo, onLine?: (i: number) => void): DataTable {
  return readDataTable(lines, d.ranges, d.curves, {
    delimiter: header.delimiter,
    wrapped: header.wrapped,
    nullValue: header.nullValue,
    decimalComma: header.decimalComma,
    onLine,
  });
}

function toDataSet(d: DescribedSet, t: DataTable): ParsedDataSet {
  const names = uniqueMnemonics(
    d.curves.map((c) => c.mnemonic),
    [],
  );
  const text: Record<string, (string | null)[]> = {};
  const curves: CurveInfo[] = d.curves.map((c, j) => {
    const strings = t.text[j];
    if (strings) text[names[j]] = strings;
    return {
      mnemonic: names[j],
      unit: c.unit,
      description: c.description,
      valueType: strings ? 'text' : 'number',
      ...(c.array ? { array: c.array } : {}),
    };
  });
  return {
    name: d.name,
    curves,
    rowCount: t.rowCount,
    values: t.values,
    text,
    parameters: d.parameters.map((x) => toHeaderItem(d.name, x)),
  };
}

function toTrajectory(d: DescribedSet, t: DataTable, header: LasHeaderInfo, encoding: string, warnings: ImportWarning[]): ParsedTrajectory {
  const columns = findSurveyColumns(curveNames(d))!;
  const units = d.curves.map((c) => c.unit);
  const lengthUnit = units[columns.md] || header.strt?.unit || '';
  const { stations, sourceUnits } = buildStations(columns, t.values, units, lengthUnit, warnings, t.rowLines);
  return {
    kind: 'trajectory',
    ...header.well,
    format: 'LAS',
    version: header.version,
    encoding,
    name: d.name,
    sourceUnits,
    stations,
    warnings,
  };
}

function declaredDirection(header: LasHeaderInfo): 'increasing' | 'decreasing' | undefined {
  const num = (x?: LasHeaderLine) => (x ? parseFloat(x.value.replace(',', '.')) : NaN);
  const step = num(header.step);
  if (step > 0) return 'increasing';
  if (step < 0) return 'decreasing';
  const a = num(header.strt);
  const b = num(header.stop);
  if (Number.isFinite(a) && Number.isFinite(b) && a !== b) return b > a ? 'increasing' : 'decreasing';
  return undefined;
}

function noteToWarning(note: string): ImportWarning {
  const m = /^line (\d+): (.*)$/s.exec(note);
  return m ? { line: +m[1], message: m[2] } : { message: note };
}
