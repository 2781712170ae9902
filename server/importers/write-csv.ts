/**
 * A log window as CSV: one header row 'DEPT [m],GR [gAPI]', empty cells for missing values, time
 * indexes as ISO 8601 UTC. Numbers are written in their shortest exact form, so parsing the file back
 * gives the same doubles.
 */
import { EPOCH_MS, type LogWindow } from './model';

export interface CsvWriteOptions {
  readonly separator?: ',' | ';' | '\t';
}

export function writeCsv(window: LogWindow, options: CsvWriteOptions = {}): string {
  const sep = options.separator ?? ',';
  const n = window.index.length;
  for (const [j, column] of window.values.entries()) {
    if (column.length !== n) throw new Error(`curve ${window.curves[j]?.mnemonic} has ${column.length} values for ${n} index values`);
  }
  const isoTime = window.indexType === 'time' && window.indexUnit === EPOCH_MS;
  const indexName = window.indexMnemonic ?? (window.indexType === 'time' ? 'TIME' : 'DEPTH');
  const header = [
    cell(isoTime ? indexName : label(indexName, window.indexUnit ?? ''), sep),
    ...window.curves.map((c) => cell(label(c.mnemonic, c.unit), sep)),
  ].join(sep);
  const out: string[] = [header];
  const row: string[] = new Array(window.curves.length + 1);
  for (let i = 0; i < n; i++) {
    const t = window.index[i];
    row[0] = isoTime ? new Date(t).toISOString() : num(t);
    for (let j = 0; j < window.values.length; j++) row[j + 1] = num(window.values[j][i]);
    out.push(row.join(sep));
  }
  return out.join('\n') + '\n';
}

function label(name: string, unit: string): string {
  return unit ? `${name} [${unit}]` : name;
}

function num(v: number): string {
  return Number.isFinite(v) ? String(v) : '';
}

function cell(s: string, sep: string): string {
  return s.includes(sep) || s.includes('"') || s.includes('\n') ? `"${s.replace(/"/g, '""')}"` : s;
}
