import { describe, expect, it } from 'vitest';
import { describeRefdata } from '../../../tests/support/refdata';
import type { ParsedFile, ParsedLog, ParsedTrajectory } from '../model';
import { parseLogFile } from '../parse-log-file';
import { column, importError, refLog, utf8 } from '../test-support';
import { splitNameAndUnit } from './csv-header';

const csv = (text: string, encoding: 'utf-8' | 'latin1' = 'utf-8'): ParsedFile =>
  parseLogFile(encoding === 'utf-8' ? utf8(text) : Uint8Array.from(Buffer.from(text, 'latin1')), 'test.csv');

describeRefdata('drilling CSV reference files', () => {
  it('USROP F-7: units at the end of the names, unnamed pandas index dropped', () => {
    const log = refLog('drilling/usrop_A1_volve_F-7_depth_params.csv');
    expect(log.indexMnemonic).toBe('Measured Depth');
    expect(log.indexUnit).toBe('m');
    expect(log.curves.map((c) => `${c.mnemonic} [${c.unit}]`)).toEqual([
      'Weight on Bit [kkgf]',
      'Average Standpipe Pressure [kPa]',
      'Average Surface Torque [kN.m]',
      'Rate of Penetration [m/h]',
      'Average Rotary Speed [rpm]',
      'Mud Flow In [L/min]',
      'Mud Density In [g/cm3]',
      'Diameter [mm]',
      'Average Hookload [kkgf]',
      'Hole Depth (TVD) [m]',
      'USROP Gamma [gAPI]',
    ]);
    expect(log.index[0]).toBe(301.231);
    expect(log.index[6388]).toBe(633.536);
    expect(column(log, 'Weight on Bit')[0]).toBe(3.83413284261392);
    expect(column(log, 'Diameter')[0]).toBe(444.5);
    expect(column(log, 'USROP Gamma')[6388]).toBe(82.161);
    expect(log.values.every((c) => c.every((v) => !Number.isNaN(v)))).toBe(true);
  });

  it('USROP F-9 raw export: quoted names with commas, text columns, 86 % empty, depth resets once', () => {
    const log = refLog('drilling/usrop_volve_F-9_depth_raw_export.csv');
    expect(log.curves.find((c) => c.mnemonic === 'Gas, C1')?.unit).toBe('ppm');
    expect(log.curves.find((c) => c.mnemonic === 'Mud Flow Out %')?.unit).toBe('%');
    expect(log.curves.find((c) => c.mnemonic === 'Pass Name')).toMatchObject({ unit: '', valueType: 'text' });
    expect(log.text['nameWellbore'][0]).toBe('15/9-F-9 - Main Wellbore');
    expect(log.text['Pass Name'][1]).toBe('Drilling');
    expect(column(log, 'Bit run number')[0]).toBe(2);
    expect(log.monotonic).toBe(false);
    expect(log.warnings).toContainEqual({
      line: 10002,
      message: 'the Measured Depth index is not increasing: it goes back 1 time(s), first 633.536 → 0 (several runs in one file?)',
    });
    const numeric = log.values.filter((_, j) => log.curves[j].valueType === 'number');
    const empty = numeric.reduce((n, c) => n + c.filter(Number.isNaN).length, 0) / (numeric.length * log.rowCount);
    expect(empty).toBeGreaterThan(0.85);
  });
});

describe('CSV dialects and headers', () => {
  it('semicolons with decimal commas, a units row, and Latin-1 text', () => {
    const log = csv('Tiefe;Hakenlast;Bemerkung\nm;kN;\n1500,5;812,25;Bohren\n1501,0;;Verbindung für Gestänge\n', 'latin1') as ParsedLog;
    expect(log.encoding).toBe('windows-1252');
    expect(log.indexMnemonic).toBe('Tiefe');
    expect(log.indexUnit).toBe('m');
    expect([...log.index]).toEqual([1500.5, 1501]);
    expect(log.curves[0]).toMatchObject({ mnemonic: 'Hakenlast', unit: 'kN' });
    expect(log.values[0][0]).toBe(812.25);
    expect(Number.isNaN(log.values[0][1])).toBe(true);
    expect(log.text.Bemerkung).toEqual(['Bohren', 'Verbindung für Gestänge']);
  });

  it('a time-indexed rig export with ISO timestamps and bracketed units', () => {
    const log = csv('Time,Bit Depth [m],Hook Load [klbf]\n2024-03-01T06:00:00Z,1200.5,180.2\n2024-03-01T06:00:01Z,1200.6,179.9\n') as ParsedLog;
    expect(log.indexType).toBe('time');
    expect(log.indexUnit).toBe('epoch-ms');
    expect(log.index[1]).toBe(Date.UTC(2024, 2, 1, 6, 0, 1));
    expect(log.curves.map((c) => `${c.mnemonic}|${c.unit}`)).toEqual(['Bit Depth|m', 'Hook Load|klbf']);
  });

  it('a survey CSV becomes a trajectory, with units from name suffixes', () => {
    const t = csv('md_ft,inc_deg,azi_grid_deg,tvd_ft\n0,0,0,0\n1000,3,45,999.54\n') as ParsedTrajectory;
    expect(t.kind).toBe('trajectory');
    expect(t.sourceUnits.length).toBe('ft');
    expect(t.stations[1]).toMatchObject({ mdM: 304.8, incDeg: 3, aziDeg: 45 });
    expect(t.stations[1].tvdM).toBeCloseTo(999.54 * 0.3048, 9);
  });

  it('header names to mnemonic and unit', () => {
    expect(splitNameAndUnit('Weight on Bit kkgf')).toMatchObject({ mnemonic: 'Weight on Bit', unit: 'kkgf' });
    expect(splitNameAndUnit('Hole Depth (TVD) m')).toMatchObject({ mnemonic: 'Hole Depth (TVD)', unit: 'm' });
    expect(splitNameAndUnit('Depth (ft)')).toMatchObject({ mnemonic: 'Depth', unit: 'ft' });
    expect(splitNameAndUnit('RGX_RT unitless')).toMatchObject({ mnemonic: 'RGX_RT', unit: '' });
    expect(splitNameAndUnit('Mud_Weight_In')).toMatchObject({ mnemonic: 'Mud_Weight_In', unit: '' });
    expect(splitNameAndUnit('nameWellbore')).toMatchObject({ mnemonic: 'nameWellbore', unit: '' });
  });
});

describe('CSV malformed input', () => {
  it('a word in a numeric column names the line and the column', () => {
    const e = importError(() => csv('Depth m,GR gAPI\n100,50\n101,51\n102,n/d\n103,52\n104,53\n'));
    expect(e.message).toBe("line 4: value 'n/d' in column GR gAPI is not a number");
  });

  it('a short row', () => {
    expect(importError(() => csv('Depth m,GR gAPI,RHOB g/cm3\n100,50,2.3\n101,51,2.4\n102,52\n103,53,2.5\n')).message).toBe(
      'line 4: expected 3 values, found 2',
    );
  });

  it('no index column, no header, not a table', () => {
    expect(importError(() => csv('Pump,Strokes\nP1,100\nP2,120\n')).message).toBe(
      'line 1: no depth or time index column: expected a column named like Depth, MD or Time (columns: Pump, Strokes)',
    );
    expect(importError(() => csv('100,50\n101,51\n')).message).toBe('line 1: no header row: the first row holds numbers, and a CSV log needs column names');
    expect(importError(() => csv('just some words\nand more words\n')).message).toMatch(/^not a delimited table/);
  });
});
