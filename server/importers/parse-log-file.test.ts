import { describe, expect, it } from 'vitest';
import type { ParsedLog } from './model';
import { parseLogFile, sniffFormat } from './parse-log-file';
import { importError, utf8 } from './test-support';
import { writeCsv } from './write-csv';

describe('format sniffing and entry point', () => {
  it('tells formats from content, not from the name', () => {
    expect(sniffFormat('~Version\n VERS. 2.0 :')).toBe('LAS');
    expect(sniffFormat('#Site ID: 1\n#Remarks:\n~Version Information\n')).toBe('LAS');
    expect(sniffFormat('<?xml version="1.0"?><logs/>')).toBe('XML');
    expect(sniffFormat('Depth m,GR gAPI\n1,2\n')).toBe('CSV');
    expect(sniffFormat('{"a":1}\n')).toBe('JSON');
    expect(sniffFormat('\n \n')).toBe('EMPTY');
    const log = parseLogFile(utf8('~Version\n VERS. 2.0 :\n~Curve\n DEPT.m :\n GR.gAPI :\n~A\n1 2\n'), 'export.txt') as ParsedLog;
    expect(log.format).toBe('LAS');
  });

  it('binary and empty files fail with a reason', () => {
    expect(importError(() => parseLogFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 8, 1, 2]), 'log.zip')).message).toBe(
      'binary file, not LAS, WITSML or CSV text',
    );
    expect(importError(() => parseLogFile(new Uint8Array(0), 'x.las')).message).toBe('the file is empty');
    expect(importError(() => parseLogFile(utf8('\n\n'), 'x.csv')).message).toBe('the file holds only blank lines');
  });

  it('reports progress for CSV and WITSML, ending at 1', () => {
    const n = 20_000;
    const csv = writeCsv({
      indexMnemonic: 'DEPTH',
      indexUnit: 'm',
      index: Float64Array.from({ length: n }, (_, i) => i / 2),
      curves: [{ mnemonic: 'GR', unit: 'gAPI', description: '' }],
      values: [Float64Array.from({ length: n }, (_, i) => i % 150)],
    });
    const seen: number[] = [];
    parseLogFile(utf8(csv), 'big.csv', { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(1);

    const rows = Array.from({ length: n }, (_, i) => `<data>${i / 10},${i % 7}</data>`).join('');
    const xml = `<logs version="1.4.1.1"><log><indexType>measured depth</indexType><indexCurve>MD</indexCurve>
<logCurveInfo><mnemonic>MD</mnemonic><unit>m</unit></logCurveInfo><logCurveInfo><mnemonic>ROP</mnemonic><unit>m/h</unit></logCurveInfo>
<logData><mnemonicList>MD,ROP</mnemonicList>${rows}</logData></log></logs>`;
    const xmlSeen: number[] = [];
    const log = parseLogFile(utf8(xml), 'big.xml', { onProgress: (f) => xmlSeen.push(f) }) as ParsedLog;
    expect(log.rowCount).toBe(n);
    expect(xmlSeen.length).toBeGreaterThan(3);
    expect(xmlSeen.every((f, i) => i === 0 || f >= xmlSeen[i - 1])).toBe(true);
    expect(xmlSeen.at(-1)).toBe(1);
  });
});
