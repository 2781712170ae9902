import { describe, expect, it } from 'vitest';
import { describeRefdata } from '../../../tests/support/refdata';
import type { ParsedFile, ParsedLog, ParsedTrajectory } from '../model';
import { parseLogFile } from '../parse-log-file';
import { column, importError, ref, refLog, utf8 } from '../test-support';

const refTrajectory = (file: string) => ref(file) as ParsedTrajectory;
const xml = (text: string): ParsedFile => parseLogFile(utf8(text), 'test.xml');
const finite = (a: Float64Array) => [...a].filter((v) => !Number.isNaN(v));

describeRefdata('WITSML reference files', () => {
  it('Volve F-4 GenTime 1.4.1.1 time log: channels mapped by mnemonic, SI units, ISO time index', () => {
    const log = refLog('drilling/volve_F-4_GenTime_chunk22_time_log.xml');
    expect(log).toMatchObject({ format: 'WITSML', version: '1.4.1.1', wellName: 'NO 15/9-F-4', logName: 'GenTime', indexMnemonic: 'Time' });
    expect(log.indexUnitRaw).toBe('unitless');
    expect(log.nullValue).toBe(-999.25);
    expect(new Date(log.index[0]).toISOString()).toBe('2016-10-07T05:23:24.000Z');
    expect(new Date(log.index[3604]).toISOString()).toBe('2016-10-07T08:11:35.000Z');
    expect(log.index[1] - log.index[0]).toBe(3000);
    // logCurveInfo lists HKLD_AVG 7th and BLOCKCOMP 11th; the data follow the mnemonicList.
    expect(log.curves[0].mnemonic).toBe('STRATE5');
    expect(column(log, 'BLOCKCOMP')[0]).toBe(25.75933);
    expect(column(log, 'HKLD_AVG')[0]).toBe(696574.9);
    expect(column(log, 'Depth')[0]).toBe(3510);
    const unit = (m: string) => log.curves.find((c) => c.mnemonic === m)?.unit;
    expect([unit('HKLD_AVG'), unit('SURF_RPM'), unit('TORQUE_AVG'), unit('PUMP'), unit('FLOWIN'), unit('MTIN')]).toEqual([
      'N',
      'c/s',
      'N.m',
      'Pa',
      'm3/s',
      'K',
    ]);
    expect(Math.max(...finite(column(log, 'SURF_RPM')))).toBeCloseTo(0.417, 3);
    expect(Math.max(...finite(column(log, 'TORQUE_AVG')))).toBeCloseTo(24600.6, 0);
    const hookload = finite(column(log, 'HKLD_AVG'));
    expect(Math.min(...hookload)).toBeGreaterThan(508e3 - 1e3);
    expect(Math.max(...hookload)).toBeLessThan(897e3 + 1e3);
  });

  it('Volve F-9A 1.4.1.1 depth log: no nullValue, empty fields are missing, PASS_NAME is text', () => {
    const log = refLog('drilling/volve_F-9A_8.5in_section_MD_log.xml');
    expect(log.wellName).toBe('15/9-F-9 A');
    expect(log.nullValue).toBeUndefined();
    expect(log.index[0]).toBe(879.958);
    expect(log.index[6669]).toBe(1205.999);
    expect(log.curves.find((c) => c.mnemonic === 'PASS_NAME')?.valueType).toBe('text');
    expect(log.text.PASS_NAME[0]).toBe('Drilling');
    expect(log.text.PASS_NAME[6669]).toBeNull();
    expect(column(log, 'GS_ROP')[6669]).toBe(42.5299987792969);
    expect(Math.max(...finite(column(log, 'ROP')))).toBeCloseTo(21200.28, 2);
    expect(Math.max(...finite(column(log, 'DMEA')))).toBeCloseTo(1205.79, 2);
    const numeric = log.values.filter((_, j) => log.curves[j].valueType === 'number');
    const missing = numeric.reduce((n, c) => n + c.filter(Number.isNaN).length, 0) / (numeric.length * log.rowCount);
    expect(missing).toBeGreaterThan(0.8);
  });

  it('Volve F-4 ReamData: 5 rows, one per reamed stand', () => {
    const log = refLog('witsml141/volve_F-4_ReamData_depth_log.xml');
    expect([...log.index]).toEqual([2292, 2292.6, 2293.2, 2294.4, 2373]);
    expect(column(log, 'HKLD_AVG')[0]).toBe(661959.9);
  });

  it('Energistics 1.4.1.1 example log: mnemonics with blanks, a duplicated mnemonic, logParam', () => {
    const log = refLog('witsml141/energistics_ex_log.xml');
    expect(log.wellName).toBe('6507/7-A-42');
    expect(log.curves.map((c) => c.mnemonic)).toContain('TQ on btm');
    expect(log.curves.map((c) => c.mnemonic).filter((m) => m.startsWith('Max - Min TQ'))).toEqual(['Max - Min TQ', 'Max - Min TQ:2']);
    expect(column(log, 'HKLD')[0]).toBe(187.66);
    expect(column(log, 'ECD')[10]).toBe(1.31);
    expect(log.header.map((h) => `${h.mnemonic}=${h.value} ${h.unit}`)).toEqual(['MRES=1.25 ohm.m', 'BDIA=12.25 in']);
  });

  it('header-only time logs (1.4.1.1 and 2.0) give the channel set with zero rows', () => {
    const v14 = refLog('witsml141/petrolink_rt_time_log_header.xml');
    expect(v14.rowCount).toBe(0);
    expect(v14.curves.map((c) => `${c.mnemonic}.${c.unit}`).slice(0, 5)).toEqual([
      'BITDEPTH.ft',
      'BPOS.ft',
      'HOLEDEPTH.ft',
      'FLOWIN.galUS/min',
      'HOOKLOAD.klbf',
    ]);
    expect(v14.warnings.map((w) => w.message)).toContain('the file declares its channels but holds no data rows');
    // Declares encoding="utf-16" over UTF-8 bytes.
    const v20 = refLog('witsml20/petrolink_rt_time_log_v20_utf16decl.xml');
    expect(v20.version).toBe('2.0');
    expect(v20.indexType).toBe('time');
    expect(v20.curves.map((c) => c.mnemonic)).not.toContain('TIME');
    expect(v20.curves.find((c) => c.mnemonic === 'TORQUE')?.unit).toBe('ft.lbf');
    expect(v20.warnings.some((w) => /over ETP/.test(w.message))).toBe(true);
  });

  it('Energistics 2.0 Log converted from 1.4.1.1: channels read, empty Data', () => {
    const log = refLog('witsml20/energistics_ex_Log_v20.xml');
    expect(log.logName).toBe('L001');
    expect(log.wellboreName).toBe('A-42');
    expect(log.curves[0].mnemonic).toBe('Mdepth');
    expect(log.rowCount).toBe(0);
  });

  it('Volve F-4 trajectory: radians to degrees, 87 stations to 3510 m', () => {
    const t = refTrajectory('witsml141/volve_F-4_trajectory.xml');
    expect(t).toMatchObject({ wellName: 'NO 15/9-F-4', name: 'MWD-15/9-F-4', azimuthReference: 'true north' });
    expect(t.sourceUnits).toEqual({ length: 'm', angle: 'rad' });
    expect(t.stations).toHaveLength(87);
    expect(t.stations[0].type).toBe('tie in point');
    expect(t.stations[1].type).toBe('gyro north seeking');
    expect(t.stations[2].mdM).toBe(184.119995117188);
    expect(t.stations[2].incDeg).toBeCloseTo(0.1, 6);
    expect(t.stations[2].aziDeg).toBeCloseTo(233.25, 6);
    expect(t.stations[86]).toMatchObject({ mdM: 3510, tvdM: 3138.06294557917, northM: -883.654858304044, eastM: 604.110818755705 });
    expect(Math.max(...t.stations.map((s) => s.incDeg))).toBeCloseTo(55.23, 2);
  });

  it('Energistics trajectory 1.4.1.1 and its 2.0 conversion agree', () => {
    for (const file of ['witsml141/energistics_ex_trajectory.xml', 'witsml20/energistics_ex_Trajectory_v20.xml']) {
      const t = refTrajectory(file);
      expect(t.name).toBe('Plan #2');
      expect(t.azimuthReference).toBe('grid north');
      expect(t.magneticDeclinationDeg).toBe(-4.038);
      expect(t.sourceUnits.length).toBe('ft');
      expect(t.stations).toEqual([expect.objectContaining({ mdM: 0, incDeg: 0, aziDeg: 47.3, type: 'tie in point' })]);
    }
  });
});

const LOG_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<logs xmlns="http://www.witsml.org/schemas/1series" version="1.4.1.1">
<log uidWell="w" uidWellbore="b" uid="l">
<nameWell>Test 1</nameWell><name>Drilling</name>
<indexType>date time</indexType><direction>decreasing</direction><indexCurve>TIME</indexCurve>
<nullValue>-999.25</nullValue>
<logCurveInfo uid="TIME"><mnemonic>TIME</mnemonic><unit>s</unit><typeLogData>date time</typeLogData></logCurveInfo>
<logCurveInfo uid="HKLD"><mnemonic>HKLD</mnemonic><unit>klbf</unit><typeLogData>double</typeLogData></logCurveInfo>
<logCurveInfo uid="WOB"><mnemonic>WOB</mnemonic><unit>klbf</unit><nullValue>-1</nullValue><typeLogData>double</typeLogData></logCurveInfo>
<logData>
<mnemonicList>TIME,HKLD,WOB</mnemonicList>
<unitList>s,klbf,klbf</unitList>
`;
const LOG_TAIL = `</logData></log></logs>`;

describe('WITSML constructed files', () => {
  it('a decreasing time log with per-curve nulls and empty fields', () => {
    const log = xml(`${LOG_HEAD}<data>2024-01-01T00:00:10Z,150,-1</data>
<data>2024-01-01T00:00:05Z,-999.25,12.5</data>
<data>2024-01-01T00:00:00Z,,11</data>
${LOG_TAIL}`) as ParsedLog;
    expect(log.direction).toBe('decreasing');
    expect(log.monotonic).toBe(true);
    expect(log.index[0]).toBe(Date.UTC(2024, 0, 1, 0, 0, 10));
    expect([...log.values[0]].map((v) => (Number.isNaN(v) ? null : v))).toEqual([150, null, null]);
    expect([...log.values[1]].map((v) => (Number.isNaN(v) ? null : v))).toEqual([null, 12.5, 11]);
    expect(log.curves[1].nullValue).toBe(-1);
  });

  it('a row with a missing value names its line and row', () => {
    const e = importError(() => xml(`${LOG_HEAD}<data>2024-01-01T00:00:10Z,150,1</data>\n<data>2024-01-01T00:00:05Z,151</data>\n${LOG_TAIL}`));
    expect(e.message).toBe('line 14: data row 2: expected 3 values (one per mnemonic), found 2');
  });

  it('a non-numeric value and a bad timestamp', () => {
    expect(importError(() => xml(`${LOG_HEAD}<data>2024-01-01T00:00:10Z,heavy,1</data>\n${LOG_TAIL}`)).message).toBe(
      "line 13: data row 1: value 'heavy' of HKLD is not a number",
    );
    expect(importError(() => xml(`${LOG_HEAD}<data>yesterday,1,1</data>\n${LOG_TAIL}`)).message).toBe(
      "line 13: data row 1: index TIME 'yesterday' is not an ISO 8601 date-time",
    );
  });

  it('XML that is not well-formed is reported with its line', () => {
    const e = importError(() => xml('<?xml version="1.0"?>\n<logs version="1.4.1.1">\n<log><name>x</nam></log>\n</logs>'));
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/^line 3: XML is not well-formed: /);
    const unclosed = importError(() => xml(`${LOG_HEAD}<data>2024-01-01T00:00:10Z,1,1</data>`));
    expect(unclosed.message).toMatch(/<logData> is never closed/);
    // A file cut inside its leading comment once sent the root search round in circles.
    const cut = importError(() => xml('<?xml version="1.0"?>\n<!-- These examples are only intended'));
    expect(cut.message).toMatch(/^line \d+: XML is not well-formed/);
  });

  it('an index curve missing from the mnemonicList', () => {
    const e = importError(() =>
      xml(LOG_HEAD.replace('<indexCurve>TIME</indexCurve>', '<indexCurve>RIGTIME</indexCurve>') + '<data>2024-01-01T00:00:00Z,1,1</data>' + LOG_TAIL),
    );
    expect(e.message).toMatch(/the index curve 'RIGTIME' is not in the mnemonicList \(TIME, HKLD, WOB\)/);
  });

  it('a WITSML 2.0 ChannelSet with JSON rows', () => {
    const log =
      xml(`<Log xmlns="http://www.energistics.org/energyml/data/witsmlv2" xmlns:eml="http://www.energistics.org/energyml/data/commonv2" schemaVersion="2.0">
<eml:Citation><eml:Title>MD log</eml:Title></eml:Citation>
<ChannelSet><Index><IndexType>measured depth</IndexType><Uom>m</Uom><Direction>increasing</Direction><Mnemonic>MD</Mnemonic></Index>
<Channel><Mnemonic>ROP</Mnemonic><DataType>double</DataType><Uom>m/h</Uom></Channel>
<Channel><Mnemonic>RIGSTATE</Mnemonic><DataType>string</DataType><Uom>unitless</Uom></Channel>
<Data><Data>[[[100.5],[25.1,"rotating, on bottom"]],[[101.0],[null,"slide"]]]</Data></Data>
</ChannelSet></Log>`) as ParsedLog;
    expect(log.version).toBe('2.0');
    expect([...log.index]).toEqual([100.5, 101]);
    expect(log.values[0][0]).toBe(25.1);
    expect(Number.isNaN(log.values[0][1])).toBe(true);
    expect(log.text.RIGSTATE).toEqual(['rotating, on bottom', 'slide']);
  });

  it('WITSML objects that are not logs or trajectories, and XML that is not WITSML', () => {
    expect(importError(() => xml('<wells version="1.4.1.1"><well/></wells>')).message).toBe(
      "WITSML 1.4.1.1 'well' object: only log and trajectory objects can be imported",
    );
    expect(importError(() => xml('<svg xmlns="http://www.w3.org/2000/svg"/>')).message).toBe('XML but not WITSML (root element <svg>)');
  });
});
