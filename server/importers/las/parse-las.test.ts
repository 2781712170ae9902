import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeRefdata, refPath } from '../../../tests/support/refdata';
import type { ParsedFile, ParsedLog, ParsedTrajectory } from '../model';
import { parseLogFile } from '../parse-log-file';
import { column, importError, refLog, utf8 } from '../test-support';

const las = (text: string, name = 'test.las'): ParsedFile => parseLogFile(utf8(text), name);
const lasLog = (text: string): ParsedLog => las(text) as ParsedLog;

describeRefdata('LAS reference files', () => {
  it('LAS 1.2 WRAP YES: 35 curves over 7 lines per depth, decreasing index, -999.25 nulls', () => {
    const log = refLog('las/lasio_las12_sample_wrapped.las');
    expect(log.version).toBe('1.2');
    expect(log.indexMnemonic).toBe('DEPT');
    expect([...log.index]).toEqual([910, 909.875, 909.75, 909.625, 909.5]);
    expect(log.direction).toBe('decreasing');
    expect(log.curves[0]).toMatchObject({ mnemonic: 'DT', unit: 'US/M' });
    expect(log.curves[34].mnemonic).toBe('LSWB');
    expect(Number.isNaN(column(log, 'DT')[0])).toBe(true);
    expect(column(log, 'RHOB')[0]).toBe(2692.7075);
    expect(column(log, 'GR')[1]).toBe(90.2803);
    // LAS 1.2 writes the well facts in the description field.
    expect(log.wellName).toBe('ANY ET AL XX-XX-XX-XX');
    expect(log.company).toBe('ANY OIL COMPANY INC.');
    expect(log.uwi).toBeUndefined();
  });

  it('LAS 2.0 time-based: ETIM in seconds with no start, 6 rows although STOP says 39.9', () => {
    const log = refLog('las/lasio_las20_time_based_etim.las');
    expect(log.indexType).toBe('time');
    expect(log.indexUnit).toBe('s');
    expect(log.startTimeMs).toBeUndefined();
    expect([...log.index]).toEqual([0, 0.3, 0.6, 0.9, 1.2, 1.5]);
    expect(log.curves.map((c) => `${c.mnemonic}.${c.unit}`)).toEqual(['BFR1.OHMM', 'BSG1.PSIG']);
    expect(column(log, 'BSG1')[2]).toBe(16564.2421);
  });

  it('an elapsed-time log becomes epoch ms once the caller gives the start', () => {
    const start = Date.UTC(1986, 11, 13, 8, 0, 0);
    const log = parseLogFile(readFileSync(refPath('logs', 'las/lasio_las20_time_based_etim.las')), 'x.las', { startTimeMs: start }) as ParsedLog;
    expect(log.indexUnit).toBe('epoch-ms');
    expect(log.index[5]).toBe(start + 1500);
  });

  it('Scorpio E1: NULL -99999 written -99999.0, column names repeated on the ~A line', () => {
    const log = refLog('las/lasio_6038187_scorpio_e1.las');
    expect(log.nullValue).toBe(-99999);
    expect(log.wellName).toBe('Scorpio E1');
    expect(log.uwi).toBe('6038-187');
    expect(log.index[0]).toBe(0.05);
    expect(log.index[2731]).toBe(136.6);
    expect(column(log, 'CALI')[0]).toBe(49.765);
    expect(Number.isNaN(column(log, 'GAMN')[0])).toBe(true);
    expect(column(log, 'GAMN')[1]).toBe(-2324.28);
    expect(log.header.find((h) => h.mnemonic === 'BS')?.value).toBe('216 mm');
  });

  it('KGS Wellington LAS 3.0: comma-delimited log last in the file, DST and tops data sets kept', () => {
    const log = refLog('las/kgs_wellington_1-32_las30_dst.las');
    expect(log.version).toBe('3.0');
    expect(log.wellName).toBe('Wellington KGS 1-32');
    expect(log.indexUnitRaw).toBe('F');
    expect(log.index[0]).toBe(580);
    expect(log.index[1]).toBe(580.5);
    expect(column(log, 'GR')[0]).toBe(35.7831);
    expect(column(log, 'RHOB')[0]).toBe(2.2575);
    expect(log.curves.find((c) => c.mnemonic === 'RHOB')?.unit).toBe('g/cc');
    expect(log.otherDataSets.map((d) => `${d.name}:${d.rowCount}`)).toEqual([
      'IQ_Brine:4',
      'Tops:17',
      'Test[1]:81',
      'Test[2]:80',
      'Test[3]:262',
      'Test[4]:253',
      'IQ_Control:7',
      'IQ_Geo_Report:449',
    ]);
    const tops = log.otherDataSets.find((d) => d.name === 'Tops')!;
    expect(tops.text.TOPN.slice(0, 2)).toEqual(['Heebner Shale', 'Iatan Limestone']);
    // "-999.25" as a quoted string is still the null.
    expect(tops.text.TOPA[0]).toBeNull();
    expect(tops.values[0][0]).toBe(2406);
    const geo = log.otherDataSets.find((d) => d.name === 'IQ_Geo_Report')!;
    // Quoted text is kept as written, trailing blank included.
    expect(geo.text.GEODES[0]).toBe('2340; 2344; Sh, gy, drk gy, frm ');
  });

  it('CWLS LAS 3.0 example: array channel NMR[1..5], string CDES, Inclinometry as a trajectory', () => {
    const log = refLog('las/cwls_las30_example_2010.las');
    expect(log.encoding).toBe('windows-1252');
    expect(log.dataSetName).toBe('Log');
    expect(log.direction).toBe('decreasing');
    expect(log.curves.filter((c) => c.array?.name === 'NMR').map((c) => c.array!.element)).toEqual([1, 2, 3, 4, 5]);
    expect(log.curves.find((c) => c.mnemonic === 'CDES')?.valueType).toBe('text');
    expect(log.text.CDES).toEqual(['DOLOMITE WI/VUGS', 'LIMESTOVE', 'LOST INTERVAL']);
    expect(column(log, 'YME')[0]).toBe(1.45e12);
    expect(column(log, 'NMR[5]')[2]).toBe(17);
    expect(log.otherDataSets.map((d) => d.name)).toEqual(['Drilling', 'Core[1]', 'Core[2]', 'Inclinometry', 'Test', 'TOPS', 'Perforations']);
    const t = log.trajectory!;
    expect(t.name).toBe('Inclinometry');
    expect(t.stations).toHaveLength(7);
    // 'MD.  M' has its unit after the blank; still metres.
    expect(t.stations[6]).toMatchObject({ mdM: 600, tvdM: 571.9, aziDeg: 204.39, incDeg: 7.41 });
  });

  it('multi-set Finder export: the OPENWORKS log is chosen, the DEVIATION survey becomes the trajectory', () => {
    const log = refLog('las/lasio_las30_multiset_survey_tops.las');
    expect(log.dataSetName).toBe('OPENWORKS');
    expect(log.nullValue).toBe(-9999);
    expect(log.index[0]).toBe(4392);
    expect(column(log, 'GR')[0]).toBe(72.0982);
    expect(Number.isNaN(column(log, 'ACTC')[0])).toBe(true);
    expect(log.otherDataSets.map((d) => d.name)).toEqual(['DEVIATION', 'Index', 'LITH', 'REFERENCE', 'TL_WellPath', 'WELL_HEADER_MASTER']);
    expect(log.otherDataSets.find((d) => d.name === 'LITH')!.text.LITH.slice(0, 2)).toEqual(['SH', 'SS6']);
    const t = log.trajectory!;
    expect(t.name).toBe('DEVIATION');
    expect(t.stations).toHaveLength(44);
    // 3112 ft, azimuth 257°, inclination 0.37° (unit written '').
    expect(t.stations[1].mdM).toBeCloseTo(3112 * 0.3048, 9);
    expect(t.stations[1]).toMatchObject({ aziDeg: 257, incDeg: 0.37 });
  });

  it('FPWD recorded mode: clock-time STRT gives absolute times, cp1252 degree sign decoded', () => {
    const log = refLog('las/lasio_las30_fpwd_recorded_mode.las');
    expect(log.indexType).toBe('time');
    expect(log.indexUnit).toBe('epoch-ms');
    expect(new Date(log.index[0]).toISOString()).toBe('2020-05-07T04:09:47.000Z');
    expect(log.index[1] - log.index[0]).toBe(62.5);
    expect(new Date(log.index[144]).toISOString()).toBe('2020-05-07T04:09:56.000Z');
    expect(column(log, 'DEPTH')[0]).toBe(21961.07);
    expect(log.header.find((h) => h.mnemonic === 'LATI')?.value).toBe(`10° 00' 10.000" N`);
    expect(log.warnings.some((w) => /no time zone; read as UTC/.test(w.message))).toBe(true);
  });

  it('USGS malformed header: colon-less tab lines, curves under a second ~Well title, NULL 0, reversed STRT/STOP', () => {
    const log = refLog('las/usgs_260341080252801_malformed_header.las');
    expect(log.curves.map((c) => c.mnemonic)).toEqual(['NEUT(N)', 'NEUT(F)', 'POR(NEU)']);
    expect(log.wellName).toBe('HOLE 5');
    expect(log.nullValue).toBe(0);
    expect(log.index[0]).toBe(3.9);
    expect(log.index[806]).toBe(84.5);
    expect(log.direction).toBe('increasing');
    expect(log.warnings.map((w) => w.message)).toContain('the header says the index is decreasing but the data run increasing (3.9 → 84.5)');
    // The first rows are all zero, which this file declares as its null.
    expect(Number.isNaN(column(log, 'NEUT(N)')[0])).toBe(true);
    expect([...column(log, 'NEUT(N)')].filter((v) => !Number.isNaN(v))).toHaveLength(801);
  });

  it('USGS STEP 0: mnemonics with blanks and an apostrophe, tab data, a repeated ~A title', () => {
    const log = refLog('las/usgs_383549091130801_step0.las');
    expect(log.curves.map((c) => `${c.mnemonic}.${c.unit}`)).toEqual(['Caliper.IN', 'Gamma.CPS', "FCond 25'C.US/CM", 'FCond.US/CM', 'Temperature.DEG_C']);
    expect(log.uwi).toBe('383549091130801');
    expect(log.index[1]).toBe(1.76131);
    expect(column(log, 'Gamma')[1]).toBe(92.8564);
    expect(log.index[2925]).toBe(473.426);
  });

  it('Alberta clean LAS 2.0 baseline', () => {
    const log = refLog('las/ags_00-01-01-073-05W5-0.LAS');
    expect(log.wellName).toBe('CHEVRON MGSU 1 MITSUE 01-01');
    expect(log.uwi).toBe('00/01-01-073-05W5/0');
    expect(log.curves.map((c) => `${c.mnemonic}.${c.unit}`)).toEqual(['DPHI.V/V', 'NPHI.V/V', 'GR.API', 'CALI.MM', 'ILD.OHMM']);
    expect(column(log, 'GR')[0]).toBe(82.478);
    expect(column(log, 'ILD')[1040]).toBe(10.576);
    expect(log.warnings).toEqual([]);
  });

  it('Volve mud log: index in feet, TDEP repeats it in metres', () => {
    const log = refLog('las/volve_15_9-F-11B_MUD_LOG.las');
    expect(log.wellName).toBe('15/9-F-11 B');
    expect(log.indexUnit).toBe('ft');
    expect(log.curves.map((c) => c.unit)).toEqual(['M', 'M', 'M']);
    expect(log.index[0]).toBe(8481);
    expect(column(log, 'TDEP')[0]).toBeCloseTo(8481 * 0.3048, 3);
    expect(log.index[14337]).toBe(15649.5);
    expect(log.warnings.map((w) => w.message)).toContain('mixed units: the index DEPT is in ft but DVER, BDDI, TDEP are in m');
  });

  it('decimal commas: everywhere (header and data), or one stray value among dots', () => {
    const all = refLog('las/lasrs_comma_decimal.las');
    expect(all.nullValue).toBe(-999.25);
    expect([...all.index]).toEqual([1670, 1671, 1672]);
    expect([...column(all, 'GR')]).toEqual([55.21, 67.88, 48.32]);
    expect([...column(all, 'RHOB')]).toEqual([2.504, 2.598, 2.471]);
    const one = refLog('las/lasio_comma_decimal_single_value.las');
    expect([...column(one, 'SFLU')]).toEqual([123.45, 123.42, 123.45]);
    expect(one.warnings[0]).toMatchObject({ line: 45 });
    expect(one.warnings[0].message).toMatch(/decimal comma/);
  });

  it('encodings: UTF-16 LE with BOM, and CP866 Cyrillic with duplicate mnemonics', () => {
    const utf16 = refLog('las/lasio_encoding_utf16le_bom.las');
    expect(utf16.encoding).toBe('utf-16le');
    expect(utf16.curves[1].mnemonic).toBe('ºᶟᵌᴬń');
    expect(column(utf16, 'NPHI')[0]).toBe(0.45);
    const cp866 = refLog('las/glasio_cp866_cyrillic.las');
    expect(cp866.encoding).toBe('ibm866');
    expect(cp866.wellName).toBe('12-Сплошная');
    expect(cp866.curves.map((c) => `${c.mnemonic}|${c.unit}`)).toEqual(['аПС|д.ед.', 'аПС:2|усл.ед.', 'аПС:3|']);
    expect(cp866.nullValue).toBe(-9999);
    expect(cp866.rowCount).toBe(7);
    expect(Number.isNaN(cp866.values[0][0])).toBe(true);
    expect(cp866.values[0][3]).toBe(0.762);
  });

  it('LAS 3.0 drilling data: TAB delimiter with padding, brackets in mnemonics, a date column with a blank', () => {
    const time = refLog('drilling/lasio_las30_drilling_time_10s.las');
    expect(time.curves.find((c) => c.mnemonic === 'Total_RPM[Surface_+_DHM]')).toMatchObject({ unit: '1/min' });
    expect(time.curves.find((c) => c.mnemonic === 'Total_RPM[Surface_+_DHM]')?.array).toBeUndefined();
    expect(column(time, 'Bit_Depth')[0]).toBe(0.5);
    expect(column(time, 'Total_Depth')[0]).toBe(3474.23);
    expect(time.index[70]).toBe(700);

    const depth = refLog('drilling/lasio_las30_drilling_depth_params.las');
    expect(depth.curves.find((c) => c.mnemonic === 'Recording_date')).toMatchObject({ valueType: 'text', unit: 'unitless' });
    expect(depth.text.Recording_date[0]).toBe('02/28/2021 08:22:54');
    expect(depth.text.Recording_date[92]).toBe('03/01/2021 11:33:03');
    expect(column(depth, 'Stand_Pipe_Pressure')[0]).toBe(2637.8287);
  });

  it('a truncated index column (0, 30, 60, 90, 20 ...) is rebuilt from STRT and STEP', () => {
    const log = refLog('drilling/lasio_las30_drilling_time_truncated_etim.las');
    expect([...log.index.slice(0, 6)]).toEqual([0, 30, 60, 90, 120, 150]);
    expect(log.index[100]).toBe(3000);
    expect(log.monotonic).toBe(true);
    expect([...column(log, 'Weight_On_Bit_Driller')].every(Number.isNaN)).toBe(true);
    expect(log.warnings.some((w) => /truncated/.test(w.message) && w.line === 71)).toBe(true);
  });
});

const HEADER = `~Version
 VERS.   2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0
 WRAP.    NO : ONE LINE PER DEPTH STEP
~Well
 STRT.m  1670.0 :
 STOP.m  1671.0 :
 STEP.m  0.5 :
 NULL.   -999.25 :
 WELL.   TEST 1 : WELL
~Curve
 DEPT.m  : depth
 GR.gAPI : gamma ray
 RHOB.g/cm3 : density
`;

describe('LAS malformed input', () => {
  it('a short row names its line and the count', () => {
    const e = importError(() => las(`${HEADER}~A\n1670.0 50.1 2.31\n1670.5 51.2\n1671.0 52.3 2.33\n`));
    expect(e.message).toBe('line 16: expected 3 values, found 2');
    expect(e.line).toBe(16);
  });

  it('a non-numeric value names its line and curve', () => {
    const e = importError(() => las(`${HEADER}~A\n1670.0 50.1 2.31\n1670.5 abc 2.32\n`));
    expect(e.message).toBe("line 16: value 'abc' of GR (column 2) is not a number");
  });

  it('an index that is neither a number nor a date-time names its line', () => {
    const e = importError(() => las(`${HEADER}~A\n1670.0 50.1 2.31\nabc 51.2 2.32\n`));
    expect(e.message).toBe("line 16: index DEPT holds 'abc', which is neither a number nor a date-time");
  });

  it('no ~A section', () => {
    const e = importError(() => las(HEADER));
    expect(e.message).toBe('the file defines curves (~Curve, line 10) but has no ~A data section');
  });

  it('data without a ~Curve section', () => {
    const e = importError(() => las('~Version\n VERS. 2.0 :\n~A\n1 2 3\n'));
    expect(e.message).toMatch(/^line 3: the data section '~A' has no curve definition/);
  });

  it('a wrapped file that stops inside a row', () => {
    const e = importError(() => las(`${HEADER.replace('WRAP.    NO', 'WRAP.   YES')}~A\n1670.0\n 50.1 2.31\n1670.5\n 51.2\n`));
    expect(e.message).toBe('line 18: data ends inside a wrapped row that started on line 17: 2 of 3 values');
  });

  it('a .las file with no ~ section at all, and an empty file', () => {
    expect(importError(() => las('DEPT GR\n1 2\n')).message).toBe('no LAS section found: a LAS file starts with ~Version');
    expect(importError(() => las('')).message).toBe('the file is empty');
  });
});

describe('LAS features on constructed files', () => {
  it('WRAP YES rows that continue over several lines', () => {
    const log = lasLog(`${HEADER.replace('WRAP.    NO', 'WRAP.   YES')}~A\n1670.0\n 50.1\n 2.31\n1670.5\n 51.2 -999.25\n`);
    expect([...log.index]).toEqual([1670, 1670.5]);
    expect([...log.values[0]]).toEqual([50.1, 51.2]);
    expect(Number.isNaN(log.values[1][1])).toBe(true);
  });

  it('LAS 3.0 DLM TAB with an ISO 8601 STRT: elapsed seconds become absolute times', () => {
    const text = [
      '~Version',
      ' VERS. 3.0 :',
      ' WRAP. NO :',
      ' DLM . TAB :',
      '~Well',
      ' STRT.   2024-03-01T06:00:00Z : START',
      ' NULL. -999.25 :',
      '~Log_Definition',
      ' ETIM.s : elapsed {F}',
      ' HKLD.klbf : hook load {F}',
      ' NOTE. : remark {S}',
      '~Log_Data | Log_Definition',
      '0\t150.5\tsteady',
      '1.5\t-999.25\tslips, pipe set',
      '',
    ].join('\n');
    const log = lasLog(text);
    expect(log.indexUnit).toBe('epoch-ms');
    expect(new Date(log.index[1]).toISOString()).toBe('2024-03-01T06:00:01.500Z');
    expect(Number.isNaN(log.values[0][1])).toBe(true);
    expect(log.text.NOTE).toEqual(['steady', 'slips, pipe set']);
  });

  it('a LAS 3.0 file holding only an inclinometry data set is a trajectory', () => {
    const text = [
      '~Version',
      ' VERS. 3.0 :',
      ' DLM . COMMA :',
      '~Well',
      ' NULL. -999.25 :',
      '~Inclinometry_Definition',
      ' MD.ft : {F}',
      ' INCL.deg : {F}',
      ' AZIM.deg : {F}',
      '~Inclinometry_Data | Inclinometry_Definition',
      '0,0,0',
      '1000,2.5,45',
      '',
    ].join('\n');
    const t = las(text) as ParsedTrajectory;
    expect(t.kind).toBe('trajectory');
    expect(t.stations[1]).toMatchObject({ mdM: 304.8, incDeg: 2.5, aziDeg: 45 });
  });

  it('reports progress from 0 to 1', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `${1670 + i * 0.5} ${i} 2.3`).join('\n');
    const seen: number[] = [];
    parseLogFile(utf8(`${HEADER}~A\n${rows}\n`), 'big.las', { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[seen.length - 1]).toBe(1);
    expect(seen.every((f, i) => i === 0 || f >= seen[i - 1])).toBe(true);
  });
});

describe('LAS with a date-time index (real-time exports)', () => {
  const timeLas = (rows: string, unit = '') => `~Version
VERS. 2.0 :
WRAP. NO :
~Well
STRT.${unit} 2024-03-01T10:00:00Z :
STOP.${unit} 2024-03-01T10:00:02Z :
STEP. 1 :
NULL. -999.25 :
~Curve
TIME.${unit} : Date time
BITDEP.m : bit depth
HKLD.klbf : hook load
~A
${rows}`;

  it('LAS 2.0 with ISO 8601 date-times in the index imports as a time log (was: "is not a number")', () => {
    const log = lasLog(timeLas('2024-03-01T10:00:00Z 1500.1 200\n2024-03-01T10:00:01Z 1500.2 201\n2024-03-01T10:00:02Z 1500.3 -999.25\n'));
    expect(log.indexType).toBe('time');
    expect(log.indexUnit).toBe('epoch-ms');
    expect([...log.index]).toEqual([0, 1000, 2000].map((d) => Date.UTC(2024, 2, 1, 10) + d));
    expect([...column(log, 'BITDEP')]).toEqual([1500.1, 1500.2, 1500.3]);
    expect(Number.isNaN(column(log, 'HKLD')[2])).toBe(true);
  });

  it('a date and a time split by a blank are one index value; no zone is read as UTC, with a warning', () => {
    const log = lasLog(timeLas('2024-03-01 10:00:00 1500.1 200\n2024-03-01 10:00:01 1500.2 201\n', 'DATETIME'));
    expect([...log.index]).toEqual([0, 1000].map((d) => Date.UTC(2024, 2, 1, 10) + d));
    expect(log.warnings.map((w) => w.message)).toContain('TIME date-times have no time zone; read as UTC');
  });
});
