import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeRefdata, refPath } from '../../tests/support/refdata';
import type { LogWindow, ParsedLog } from './model';
import { parseLogFile } from './parse-log-file';
import { writeCsv } from './write-csv';
import { writeLas } from './write-las';

const reparse = (text: string, name: string) => parseLogFile(new TextEncoder().encode(text), name) as ParsedLog;
/** NaN-aware array equality: missing values must stay missing. */
const same = (a: ArrayLike<number>) => Array.from(a, (v) => (Number.isNaN(v) ? null : v));

function expectRoundTrip(window: LogWindow, back: ParsedLog): void {
  expect(back.rowCount).toBe(window.index.length);
  expect(back.curves.map((c) => c.unit)).toEqual(window.curves.map((c) => c.unit));
  expect(same(back.index)).toEqual(same(window.index));
  window.values.forEach((column, j) => expect(same(back.values[j]), window.curves[j].mnemonic).toEqual(same(column)));
}

const depthWindow: LogWindow = {
  indexType: 'depth',
  indexMnemonic: 'DEPT',
  indexUnit: 'm',
  index: Float64Array.from([1670, 1670.125, 1670.25, 1670.375]),
  curves: [
    { mnemonic: 'GR', unit: 'gAPI', description: 'gamma ray' },
    { mnemonic: 'Hook load', unit: 'kN', description: 'hook load, average' },
    { mnemonic: 'RHOB', unit: 'g/cm3', description: '' },
  ],
  values: [Float64Array.from([55.21, NaN, 0.1 + 0.2, -999.25]), Float64Array.from([812.5, 813.25, NaN, 1e-7]), Float64Array.from([2.504, 2.598, 2.471, 2.5])],
  wellName: 'TEST 1: main bore',
};

describe('writers round-trip through the parsers', () => {
  it('CSV: same index, units and numbers (NaN stays missing, 0.1+0.2 stays exact)', () => {
    const text = writeCsv(depthWindow);
    expect(text.split('\n')[0]).toBe('DEPT [m],GR [gAPI],Hook load [kN],RHOB [g/cm3]');
    const back = reparse(text, 'window.csv');
    expect(back.curves.map((c) => c.mnemonic)).toEqual(['GR', 'Hook load', 'RHOB']);
    expectRoundTrip(depthWindow, back);
  });

  it('LAS 2.0: same numbers; a value equal to -999.25 moves the NULL elsewhere', () => {
    const text = writeLas(depthWindow);
    expect(text).toContain(' NULL.');
    expect(text).toMatch(/NULL\.\s+-9999\.25 :/);
    const back = reparse(text, 'window.las');
    expect(back.version).toBe('2.0');
    expect(back.curves.map((c) => c.mnemonic)).toEqual(['GR', 'Hook_load', 'RHOB']);
    expect(back.wellName).toBe('TEST 1; main bore');
    expectRoundTrip(depthWindow, back);
  });

  it('semicolon CSV', () => {
    expectRoundTrip(depthWindow, reparse(writeCsv(depthWindow, { separator: ';' }), 'window.csv'));
  });

  it('an empty window writes a header the parsers accept', () => {
    const empty: LogWindow = { ...depthWindow, index: new Float64Array(0), values: depthWindow.values.map(() => new Float64Array(0)) };
    expect(reparse(writeLas(empty), 'empty.las').rowCount).toBe(0);
  });
});

describeRefdata('writers on real logs', () => {
  it('a Volve GenTime time window through CSV (ISO times) and LAS (ETIM + ISO STRT)', () => {
    const log = parseLogFile(readFileSync(refPath('logs', 'drilling/volve_F-4_GenTime_chunk22_time_log.xml')), 'gentime.xml') as ParsedLog;
    const pick = ['BITDEP', 'BLOCKCOMP', 'HKLD_AVG', 'WOB_AVG', 'SURF_RPM', 'TORQUE_AVG', 'PUMP', 'FLOWIN'].map((m) =>
      log.curves.findIndex((c) => c.mnemonic === m),
    );
    const rows = 600;
    const window: LogWindow = {
      indexType: 'time',
      indexMnemonic: 'Time',
      indexUnit: log.indexUnit,
      index: log.index.subarray(100, 100 + rows),
      curves: pick.map((j) => log.curves[j]),
      values: pick.map((j) => log.values[j].subarray(100, 100 + rows)),
      wellName: log.wellName,
    };
    const viaCsv = reparse(writeCsv(window), 'window.csv');
    expect(viaCsv.indexUnit).toBe('epoch-ms');
    expectRoundTrip(window, viaCsv);
    const las = writeLas(window);
    expect(las).toContain(`STRT.            ${new Date(window.index[0]).toISOString()} : START TIME (ISO 8601, UTC)`);
    expect(las).toContain('ETIM.s');
    const viaLas = reparse(las, 'window.las');
    expect(viaLas.indexUnit).toBe('epoch-ms');
    expect(viaLas.wellName).toBe('NO 15/9-F-4');
    expectRoundTrip(window, viaLas);
  });

  it('the Alberta LAS 2.0 log written as LAS and read back', () => {
    const log = parseLogFile(readFileSync(refPath('logs', 'las/ags_00-01-01-073-05W5-0.LAS')), 'ags.las') as ParsedLog;
    const back = reparse(writeLas(log), 'again.las');
    expectRoundTrip(log, back);
    expect(back.uwi).toBe(log.uwi);
  });
});
