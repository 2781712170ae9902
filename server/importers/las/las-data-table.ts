/**
 * Reading a LAS data section (~A, ~Log_Data ...) into columns. Rows are one line each (WRAP NO) or
 * run over several lines (WRAP YES, LAS 1.2/2.0), in which case values are taken in order until a
 * row has one per curve. Numbers equal to the file's NULL become NaN. A field that is not a number
 * is an error, except in LAS 3.0 columns whose format allows text ({S}, dates), which become text
 * columns.
 */
import { ImportError } from '../import-error';
import { IntColumn, NumberColumn } from '../column-builder';
import { looksLikeCommaDecimal, readCommaDecimalNumber, readNumber } from '../number-tokens';
import { tokenizeDataLine, type LasDelimiter } from './las-data-tokens';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export interface ColumnSpec {
  readonly mnemonic: string;
  /** True when the column may hold text (LAS 3.0 string or date formats). */
  readonly textAllowed: boolean;
}

export interface DataTableOptions {
  readonly delimiter: LasDelimiter;
  readonly wrapped: boolean;
  readonly nullValue?: number;
  /** The whole file writes decimals with a comma (declared by its header numbers). */
  readonly decimalComma: boolean;
  /** Called every few hundred lines with the index of the line being read. */
  readonly onLine?: (lineIndex: number) => void;
}

export interface DataTable {
  readonly rowCount: number;
  readonly values: Float64Array[];
  /** Strings of the columns that turned out to hold text; undefined for numeric columns. */
  readonly text: ((string | null)[] | undefined)[];
  /** 1-based line where each row starts, for messages about a given row. */
  readonly rowLines: Int32Array;
  readonly notes: string[];
}

export interface LineRange {
  readonly start: number;
  readonly end: number;
}

export function readDataTable(lines: readonly string[], ranges: readonly LineRange[], columns: readonly ColumnSpec[], options: DataTableOptions): DataTable {
  const n = columns.length;
  const values = columns.map(() => new NumberColumn(4096));
  const text: ((string | null)[] | undefined)[] = columns.map(() => undefined);
  const rowLines = new IntColumn(4096);
  const read = options.decimalComma ? readCommaDecimalNumber : readNumber;
  const nullValue = options.nullValue;
  const notes: string[] = [];
  let commaDecimalLine = 0;
  let commaDecimalCount = 0;
  let emptyCount = 0;
  let emptyLine = 0;
  let rows = 0;

  // Values of the row being assembled (several lines when wrapped).
  let col = 0;
  let rowStartLine = 0;
  const fields: string[] = [];

  const toText = (j: number) => {
    // A column that started numeric turns out to be text: earlier numbers become their strings.
    const strings: (string | null)[] = new Array(rows);
    const column = values[j];
    for (let r = 0; r < rows; r++) {
      const v = column.get(r);
      strings[r] = Number.isNaN(v) ? null : String(v);
      column.set(r, NaN);
    }
    text[j] = strings;
    return strings;
  };

  const putField = (j: number, token: string, line: number) => {
    const strings = text[j];
    if (strings) {
      const v = readNumber(token);
      strings.push(token === '' || (v !== undefined && v === nullValue) ? null : token);
      values[j].push(NaN);
      return;
    }
    if (token === '') {
      emptyCount++;
      if (!emptyLine) emptyLine = line;
      values[j].push(NaN);
      return;
    }
    let v = read(token);
    if (v === undefined && looksLikeCommaDecimal(token)) {
      v = readCommaDecimalNumber(token);
      commaDecimalCount++;
      if (!commaDecimalLine) commaDecimalLine = line;
    }
    if (v === undefined) {
      if (!columns[j].textAllowed) {
        throw new ImportError(`value '${clip(token)}' of ${columns[j].mnemonic} (column ${j + 1}) is not a number`, line);
      }
      toText(j).push(token);
      values[j].push(NaN);
      return;
    }
    values[j].push(v === nullValue ? NaN : v);
  };

  let counter = 0;
  for (const range of ranges) {
    for (let i = range.start; i < range.end; i++) {
      if (options.onLine && ++counter % 512 === 0) options.onLine(i);
      const raw = lines[i];
      const line = i + 1;
      const first = firstNonBlank(raw);
      if (first < 0 || raw.charCodeAt(first) === 35 /* # */) continue;
      tokenizeDataLine(raw, options.delimiter, fields);
      let count = fields.length;
      // Padding after the last delimiter leaves empty fields that are not values.
      while (count > n && fields[count - 1] === '') count--;

      // A date and a time split by the blank ('2024-03-01 10:00:00') are one index value.
      if (count === n + 1 && DATE_ONLY.test(fields[0]) && TIME_OF_DAY.test(fields[1])) {
        fields[0] = `${fields[0]}T${fields[1]}`;
        fields.splice(1, 1);
        count--;
      }
      if (!options.wrapped) {
        if (count !== n) throw new ImportError(`expected ${n} values, found ${count}`, line);
        for (let j = 0; j < n; j++) putField(j, fields[j], line);
        rowLines.push(line);
        rows++;
        continue;
      }
      for (let k = 0; k < count; k++) {
        if (col === 0) rowStartLine = line;
        putField(col, fields[k], line);
        if (++col === n) {
          col = 0;
          rowLines.push(rowStartLine);
          rows++;
        }
      }
    }
  }
  if (col !== 0) {
    throw new ImportError(`data ends inside a wrapped row that started on line ${rowStartLine}: ${col} of ${n} values`, lastDataLine(lines, ranges));
  }
  if (commaDecimalCount > 0 && !options.decimalComma) {
    notes.push(
      `line ${commaDecimalLine}: ${commaDecimalCount} value(s) written with a decimal comma among dot decimals; read as decimals (e.g. 123,420 as 123.42)`,
    );
  }
  if (emptyCount > 0) notes.push(`line ${emptyLine}: ${emptyCount} empty field(s) read as missing values`);

  return {
    rowCount: rows,
    values: values.map((c) => c.toArray()),
    text,
    rowLines: rowLines.toArray(),
    notes,
  };
}

function firstNonBlank(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 0xa0) return i;
  }
  return -1;
}

function lastDataLine(lines: readonly string[], ranges: readonly LineRange[]): number {
  for (let r = ranges.length - 1; r >= 0; r--) {
    for (let i = ranges[r].end - 1; i >= ranges[r].start; i--) if (firstNonBlank(lines[i]) >= 0) return i + 1;
  }
  return ranges.length ? ranges[ranges.length - 1].start : 1;
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}
