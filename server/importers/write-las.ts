/**
 * A log window as LAS 2.0 (WRAP NO), readable by any LAS tool. A time window is written the way
 * logging software does it: elapsed seconds (ETIM) with the absolute start in STRT as an ISO 8601
 * date-time, which our parser (and lasio) read back to the same instants.
 */
import { EPOCH_MS, type LogWindow } from './model';

const PREFERRED_NULL = -999.25;

export function writeLas(window: LogWindow): string {
  const n = window.index.length;
  for (const [j, column] of window.values.entries()) {
    if (column.length !== n) throw new Error(`curve ${window.curves[j]?.mnemonic} has ${column.length} values for ${n} index values`);
  }
  const absoluteTime = window.indexType === 'time' && window.indexUnit === EPOCH_MS;
  const start = n > 0 ? window.index[0] : 0;
  // LAS data are numbers only: an absolute time index becomes seconds since the first sample.
  const index = absoluteTime ? Array.from(window.index, (t) => (t - start) / 1000) : Array.from(window.index);
  const indexUnit = absoluteTime ? 's' : (window.indexUnit ?? '');
  const indexName = mnemonic(absoluteTime ? 'ETIM' : (window.indexMnemonic ?? (window.indexType === 'time' ? 'ETIM' : 'DEPT')));
  const nullValue = chooseNull(window.values);

  const step = regularStep(index);
  const strt = absoluteTime ? (n > 0 ? new Date(start).toISOString() : '') : n > 0 ? num(index[0]) : '';
  const stop = absoluteTime ? (n > 0 ? new Date(window.index[n - 1]).toISOString() : '') : n > 0 ? num(index[n - 1]) : '';
  const unitOf = (u: string) => u.replace(/\s+/g, '_');
  const stepUnit = unitOf(indexUnit);

  const lines: string[] = [
    '~Version Information',
    item('VERS', '', '2.0', 'CWLS LOG ASCII STANDARD - VERSION 2.0'),
    item('WRAP', '', 'NO', 'ONE LINE PER DEPTH STEP'),
    '~Well Information',
    item('STRT', absoluteTime ? '' : stepUnit, strt, absoluteTime ? 'START TIME (ISO 8601, UTC)' : 'START'),
    item('STOP', absoluteTime ? '' : stepUnit, stop, absoluteTime ? 'STOP TIME (ISO 8601, UTC)' : 'STOP'),
    item('STEP', stepUnit, num(step), step === 0 ? 'STEP (0: irregular sampling)' : 'STEP'),
    item('NULL', '', num(nullValue), 'NULL VALUE'),
    item('COMP', '', clean(window.company ?? ''), 'COMPANY'),
    item('WELL', '', clean(window.wellName ?? ''), 'WELL'),
    item('UWI', '', clean(window.uwi ?? ''), 'UNIQUE WELL ID'),
    '~Curve Information',
    item(indexName, stepUnit, '', absoluteTime ? 'ELAPSED TIME FROM STRT' : window.indexType === 'time' ? 'TIME' : 'DEPTH'),
    ...window.curves.map((c) => item(mnemonic(c.mnemonic), unitOf(c.unit), '', clean(c.description || c.mnemonic))),
    '~ASCII',
  ];

  const columns = [index, ...window.values];
  const text = columns.map((col) => Array.from({ length: n }, (_, i) => (Number.isFinite(col[i]) ? num(col[i]) : num(nullValue))));
  const widths = text.map((col) => col.reduce((w, s) => Math.max(w, s.length), 0));
  for (let i = 0; i < n; i++) {
    lines.push(text.map((col, j) => col[i].padStart(widths[j])).join(' '));
  }
  return lines.join('\n') + '\n';
}

function item(mnem: string, unit: string, value: string, description: string): string {
  return ` ${`${mnem}.${unit}`.padEnd(16)} ${value.padStart(24)} : ${description}`;
}

/** LAS mnemonics cannot hold blanks, dots or colons. */
function mnemonic(name: string): string {
  return name.replace(/[\s.:]+/g, '_') || 'UNNAMED';
}

function clean(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/:/g, ';');
}

function num(v: number): string {
  return String(v);
}

/** -999.25 unless a real value equals it, then a null no value uses. */
function chooseNull(values: readonly ArrayLike<number>[]): number {
  for (const candidate of [PREFERRED_NULL, -9999.25, -99999, -999999.25]) {
    let used = false;
    for (const col of values) {
      for (let i = 0; i < col.length && !used; i++) if (col[i] === candidate) used = true;
      if (used) break;
    }
    if (!used) return candidate;
  }
  return -1.7976931348623157e308;
}

function regularStep(index: readonly number[]): number {
  if (index.length < 2) return 0;
  const step = index[1] - index[0];
  for (let i = 2; i < index.length; i++) {
    if (Math.abs(index[i] - index[i - 1] - step) > Math.abs(step) * 1e-9 + 1e-12) return 0;
  }
  return step;
}
