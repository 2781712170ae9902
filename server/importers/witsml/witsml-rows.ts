/**
 * WITSML data rows ('2016-10-07T05:23:24.000Z,0,272367,...') to columns. Values map to channels by
 * position in the mnemonic list; empty fields and each channel's null value become NaN; string
 * channels (PASS_NAME) keep their text.
 */
import { IntColumn, NumberColumn } from '../column-builder';
import { ImportError } from '../import-error';
import { readNumber } from '../number-tokens';
import { parseIsoTime } from '../time-index';

export interface RowColumn {
  readonly mnemonic: string;
  readonly nullValue?: number;
  /** typeLogData string / date time: text is expected. */
  readonly textAllowed: boolean;
}

export type IndexKind = 'depth' | 'datetime' | 'elapsed';

export interface RowTable {
  readonly index: Float64Array;
  /** Non-index columns, in column order. */
  readonly values: Float64Array[];
  readonly text: ((string | null)[] | undefined)[];
  readonly rowLines: Int32Array;
  /** Some date-times had no zone and were read as UTC. */
  readonly zoneless: boolean;
}

/** Rows are comma-joined strings (WITSML 1.x <data>) or already-split fields (2.0 JSON rows). */
export function readWitsmlRows(
  rows: readonly (string | readonly string[])[],
  rowLines: readonly number[],
  columns: readonly RowColumn[],
  indexColumn: number,
  indexKind: IndexKind,
  onRow?: (row: number) => void,
): RowTable {
  const n = columns.length;
  const index = new NumberColumn(rows.length);
  const values: NumberColumn[] = [];
  const text: ((string | null)[] | undefined)[] = [];
  const slot: number[] = [];
  for (let j = 0; j < n; j++) {
    if (j === indexColumn) {
      slot.push(-1);
      continue;
    }
    slot.push(values.length);
    values.push(new NumberColumn(rows.length));
    text.push(undefined);
  }
  const lines = new IntColumn(rows.length);
  let zoneless = false;

  for (let r = 0; r < rows.length; r++) {
    if (onRow && r % 1024 === 0) onRow(r);
    const line = rowLines[r];
    const row = rows[r];
    const fields = typeof row === 'string' ? row.split(',') : row;
    if (fields.length !== n) {
      throw new ImportError(`data row ${r + 1}: expected ${n} values (one per mnemonic), found ${fields.length}`, line);
    }
    for (let j = 0; j < n; j++) {
      let token = fields[j];
      if (token.length > 0 && (token.charCodeAt(0) <= 32 || token.charCodeAt(token.length - 1) <= 32)) token = token.trim();
      if (j === indexColumn) {
        if (indexKind === 'datetime' && token !== '') {
          const t = parseIsoTime(token);
          if (!t) throw new ImportError(`data row ${r + 1}: index ${columns[j].mnemonic} '${clip(token)}' is not an ISO 8601 date-time`, line);
          if (!t.zoned) zoneless = true;
          index.push(t.ms);
        } else index.push(readIndex(token, r, line, columns[j].mnemonic));
        continue;
      }
      const k = slot[j];
      const strings = text[k];
      if (strings) {
        strings.push(token === '' ? null : token);
        values[k].push(NaN);
        continue;
      }
      if (token === '') {
        values[k].push(NaN);
        continue;
      }
      const v = readNumber(token);
      if (v === undefined) {
        if (!columns[j].textAllowed) {
          throw new ImportError(`data row ${r + 1}: value '${clip(token)}' of ${columns[j].mnemonic} is not a number`, line);
        }
        const s: (string | null)[] = [];
        for (let p = 0; p < r; p++) {
          const prev = values[k].get(p);
          s.push(Number.isNaN(prev) ? null : String(prev));
          values[k].set(p, NaN);
        }
        s.push(token);
        text[k] = s;
        values[k].push(NaN);
        continue;
      }
      values[k].push(v === columns[j].nullValue ? NaN : v);
    }
    lines.push(line);
  }
  return { index: index.toArray(), values: values.map((c) => c.toArray()), text, rowLines: lines.toArray(), zoneless };
}

function readIndex(token: string, r: number, line: number, mnemonic: string): number {
  if (token === '') return NaN;
  const v = readNumber(token);
  if (v === undefined) throw new ImportError(`data row ${r + 1}: index ${mnemonic} '${clip(token)}' is not a number`, line);
  return v;
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}
