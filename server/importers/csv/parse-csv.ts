/**
 * Drilling CSVs (rig exports, pandas dumps, survey listings) to a ParsedLog, or a ParsedTrajectory
 * when the columns are a survey (MD, inclination, azimuth). The header is the first row with the
 * table's column count; rows above it are a preamble kept as header items.
 */
import { IntColumn, NumberColumn } from '../column-builder';
import { finishLog, uniqueMnemonics } from '../finish-log';
import { ImportError } from '../import-error';
import { EPOCH_MS, type CurveInfo, type HeaderItem, type ImportWarning, type ParsedLog, type ParsedTrajectory, type ParseOptions } from '../model';
import { readCommaDecimalNumber, readNumber } from '../number-tokens';
import { makeProgress } from '../progress';
import { buildStations, findSurveyColumns } from '../survey-columns';
import { elapsedToEpochMs, parseHeaderDateTime, parseIsoTime } from '../time-index';
import { canonicalUnit, secondsPerUnit, unitKind } from '../units';
import { splitLines } from '../las/las-sections';
import { detectDialect, endsInsideQuotes, splitCsvLine } from './csv-dialect';
import { chooseIndexColumn, isUnitRow, splitNameAndUnit, type CsvColumnName } from './csv-header';

interface CsvRecord {
  readonly text: string;
  readonly line: number;
}

export function parseCsv(source: string, encoding: string, options: ParseOptions = {}): ParsedLog | ParsedTrajectory {
  const progress = makeProgress(options.onProgress);
  const warnings: ImportWarning[] = [];
  const records = toRecords(source);
  if (records.length === 0) throw new ImportError('the file is empty');
  const body = records.filter((r) => !r.text.startsWith('#'));
  if (body.length < 2) throw new ImportError('a CSV log needs a header row and at least one data row');
  const dialect = detectDialect(body.slice(0, 50).map((r) => r.text));
  const sep = dialect.separator;
  const read = dialect.decimalComma ? readCommaDecimalNumber : readNumber;
  const width = modeWidth(body.slice(0, 50), sep);

  // Header: the first row with the table's width; earlier rows are a preamble ('Well: A-42').
  const headerAt = records.findIndex((r) => !r.text.startsWith('#') && splitCsvLine(r.text, sep).length === width);
  const headerRecord = records[headerAt];
  const headerFields = splitCsvLine(headerRecord.text, sep);
  const numericHeaders = headerFields.filter((f) => f !== '' && read(f) !== undefined).length;
  if (numericHeaders > headerFields.length / 2) {
    throw new ImportError('no header row: the first row holds numbers, and a CSV log needs column names', headerRecord.line);
  }
  const preamble: HeaderItem[] = records.slice(0, headerAt).map((r) => {
    const t = r.text.replace(/^#\s*/, '');
    const m = /^([^:=,;]+)[:=,;]\s*(.*)$/.exec(t);
    return { section: 'Preamble', mnemonic: m ? m[1].trim() : '', unit: '', value: m ? m[2].trim() : t, description: '', line: r.line };
  });

  let names: CsvColumnName[] = headerFields.map(splitNameAndUnit);
  let dataStart = headerAt + 1;
  const next = records[dataStart];
  if (next && isUnitRow(splitCsvLine(next.text, sep))) {
    const units = splitCsvLine(next.text, sep);
    names = names.map((n, j) => ({ ...n, unit: (units[j] ?? '').replace(/^[[(]|[\])]$/g, '') || n.unit }));
    dataStart++;
  }

  const n = names.length;
  const columns = names.map(() => new NumberColumn(4096));
  const text: ((string | null)[] | undefined)[] = names.map(() => undefined);
  const textCount = new Array<number>(n).fill(0);
  const numberCount = new Array<number>(n).fill(0);
  const firstText: ({ line: number; token: string } | undefined)[] = names.map(() => undefined);
  const rowLines = new IntColumn(4096);
  const fields: string[] = [];
  let rows = 0;
  for (let r = dataStart; r < records.length; r++) {
    const rec = records[r];
    if (rec.text.startsWith('#')) continue;
    if (r % 1024 === 0) progress.report(r / records.length);
    splitCsvLine(rec.text, sep, fields);
    let count = fields.length;
    while (count > n && fields[count - 1] === '') count--;
    if (count !== n) throw new ImportError(`expected ${n} values, found ${count}`, rec.line);
    for (let j = 0; j < n; j++) {
      const token = fields[j];
      const strings = text[j];
      if (token === '') {
        columns[j].push(NaN);
        strings?.push(null);
        continue;
      }
      const v = read(token);
      if (v !== undefined) {
        numberCount[j]++;
        columns[j].push(v);
        strings?.push(token);
        continue;
      }
      textCount[j]++;
      if (!firstText[j]) firstText[j] = { line: rec.line, token };
      if (!strings) {
        const s: (string | null)[] = [];
        for (let p = 0; p < rows; p++) {
          const prev = columns[j].get(p);
          s.push(Number.isNaN(prev) ? null : String(prev));
        }
        s.push(token);
        text[j] = s;
      } else strings.push(token);
      columns[j].push(NaN);
    }
    rowLines.push(rec.line);
    rows++;
  }
  const lines = rowLines.toArray();

  // A column of row numbers before the data (pandas' unnamed index) is not a channel.
  const skip = new Set<number>();
  for (let j = 0; j < n; j++) {
    if ((names[j].mnemonic === '' || /^(unnamed: ?\d+|index|#|row|no\.?)$/i.test(names[j].mnemonic)) && !text[j] && isRowNumbers(columns[j])) {
      skip.add(j);
      warnings.push({ message: `column ${j + 1} ('${names[j].raw}') holds row numbers; not imported` });
    }
  }

  // Types: a column of mostly numbers with a few words is a data error; mostly words is a text column.
  const isText = names.map((_, j) => {
    if (textCount[j] === 0 || skip.has(j)) return false;
    if (textCount[j] >= numberCount[j]) return true;
    return false;
  });

  const active = names.map((_, j) => j).filter((j) => !skip.has(j));
  const survey = findSurveyColumns(active.map((j) => names[j].mnemonic));
  if (survey) {
    const colOf = (k: number | undefined) => (k === undefined ? undefined : active[k]);
    const cols = {
      md: colOf(survey.md)!,
      inc: colOf(survey.inc)!,
      azi: colOf(survey.azi)!,
      tvd: colOf(survey.tvd),
      north: colOf(survey.north),
      east: colOf(survey.east),
    };
    for (const j of [cols.md, cols.inc, cols.azi]) failOnText(j, names, textCount, firstText);
    const values = columns.map((c) => c.toArray());
    const mdUnit = names[cols.md].unit;
    if (mdUnit === '') warnings.push({ message: `no unit for ${names[cols.md].mnemonic}; depths read as metres (name the column md_m or md_ft to say)` });
    const { stations, sourceUnits } = buildStations(
      cols,
      values,
      names.map((x) => x.unit),
      mdUnit || 'm',
      warnings,
      lines,
    );
    progress.done();
    return { kind: 'trajectory', format: 'CSV', version: '', encoding, sourceUnits, stations, warnings };
  }

  const choice = chooseIndexColumn(names, skip);
  if (!choice) {
    throw new ImportError(
      `no depth or time index column: expected a column named like Depth, MD or Time (columns: ${clipList(active.map((j) => names[j].raw))})`,
      headerRecord.line,
    );
  }
  const ix = choice.column;
  const indexName = names[ix];
  let index: Float64Array;
  let indexType: 'time' | 'depth' = choice.kind;
  let indexUnit: string;
  let startTimeMs: number | undefined;
  const indexStrings = text[ix];
  if (indexStrings || (textCount[ix] > 0 && choice.kind === 'time')) {
    // Date-time strings in the index column.
    const strings = indexStrings ?? [];
    index = new Float64Array(rows);
    let zoneless = false;
    for (let i = 0; i < rows; i++) {
      const s = strings[i];
      if (s === null || s === undefined) {
        index[i] = NaN;
        continue;
      }
      const iso = parseIsoTime(s);
      const ms = iso?.ms ?? parseHeaderDateTime(s);
      if (ms === undefined) throw new ImportError(`index ${indexName.mnemonic} value '${s.slice(0, 40)}' is not a date-time`, lines[i]);
      if (!iso?.zoned) zoneless = true;
      index[i] = ms;
    }
    if (zoneless) warnings.push({ message: `${indexName.mnemonic} date-times have no time zone; read as UTC` });
    indexType = 'time';
    indexUnit = EPOCH_MS;
  } else {
    index = columns[ix].toArray();
    if (choice.kind === 'time' || unitKind(indexName.unit) === 'time') {
      indexType = 'time';
      const perUnit = secondsPerUnit(indexName.unit) ?? 1;
      if (options.startTimeMs !== undefined) {
        startTimeMs = options.startTimeMs;
        index = elapsedToEpochMs(index, startTimeMs, perUnit);
        indexUnit = EPOCH_MS;
      } else {
        if (perUnit !== 1) index = index.map((v) => v * perUnit);
        indexUnit = 's';
        warnings.push({ message: `${indexName.mnemonic} is elapsed time with no start date-time; index kept in seconds until a start is given` });
      }
    } else {
      indexUnit = canonicalUnit(indexName.unit);
      if (indexUnit === '') warnings.push({ message: `the depth unit of ${indexName.mnemonic} is not stated` });
    }
  }

  const channels = active.filter((j) => j !== ix);
  for (const j of channels) if (!isText[j]) failOnText(j, names, textCount, firstText);
  const unique = uniqueMnemonics([indexName.mnemonic, ...channels.map((j) => names[j].mnemonic)], warnings, headerRecord.line);
  const textByName: Record<string, (string | null)[]> = {};
  const curves: CurveInfo[] = channels.map((j, k) => {
    const name = unique[k + 1];
    if (isText[j]) textByName[name] = text[j]!;
    return { mnemonic: name, unit: names[j].unit, description: names[j].raw, valueType: isText[j] ? 'text' : 'number' };
  });
  const values = channels.map((j) => (isText[j] ? new Float64Array(rows).fill(NaN) : columns[j].toArray()));

  const parsed = finishLog({
    format: 'CSV',
    version: '',
    encoding,
    well: {},
    indexType,
    indexMnemonic: unique[0],
    indexUnitRaw: indexName.unit,
    indexUnit,
    startTimeMs,
    curves,
    index,
    values,
    text: textByName,
    rowLines: lines,
    warnings,
    header: [
      ...preamble,
      {
        section: 'CSV',
        mnemonic: 'separator',
        unit: '',
        value: sep === '\t' ? 'TAB' : sep,
        description: dialect.decimalComma ? 'decimal comma' : 'decimal point',
      },
    ],
  });
  progress.done();
  return parsed;
}

/** Lines joined where a quoted field runs over a line end; blank lines dropped. */
function toRecords(source: string): CsvRecord[] {
  const lines = splitLines(source);
  const out: CsvRecord[] = [];
  for (let i = 0; i < lines.length; i++) {
    let t = lines[i];
    const line = i + 1;
    while (endsInsideQuotes(t) && i + 1 < lines.length) t += '\n' + lines[++i];
    if (t.trim() !== '') out.push({ text: t, line });
  }
  return out;
}

function modeWidth(records: readonly CsvRecord[], sep: string): number {
  const counts = new Map<number, number>();
  for (const r of records) {
    const n = splitCsvLine(r.text, sep).length;
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  let mode = 0;
  let best = 0;
  for (const [n, c] of counts) if (c > best || (c === best && n > mode)) [mode, best] = [n, c];
  return mode;
}

function isRowNumbers(c: NumberColumn): boolean {
  if (c.length === 0) return false;
  const first = c.get(0);
  if (first !== 0 && first !== 1) return false;
  for (let i = 1; i < c.length; i++) if (c.get(i) !== first + i) return false;
  return true;
}

function failOnText(
  j: number,
  names: readonly CsvColumnName[],
  textCount: readonly number[],
  firstText: readonly ({ line: number; token: string } | undefined)[],
): void {
  const f = firstText[j];
  if (textCount[j] > 0 && f) {
    throw new ImportError(`value '${f.token.slice(0, 40)}' in column ${names[j].raw || j + 1} is not a number`, f.line);
  }
}

function clipList(items: readonly string[]): string {
  return items.length > 8 ? `${items.slice(0, 8).join(', ')}, ...` : items.join(', ');
}
