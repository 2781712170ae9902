import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('text decoding', () => {
  it('UTF-8 with and without BOM', () => {
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], 'DEPT.m'))).toEqual({ text: 'DEPT.m', encoding: 'utf-8' });
    expect(decodeText(new TextEncoder().encode('LATI.deg 10° N'))).toEqual({ text: 'LATI.deg 10° N', encoding: 'utf-8' });
  });

  it('UTF-16 with a BOM, and without one', () => {
    const le = Buffer.from('\ufeff~Version', 'utf16le');
    expect(decodeText(le)).toEqual({ text: '~Version', encoding: 'utf-16le' });
    expect(decodeText(Buffer.from('~Version Information\n VERS. 2.0 :', 'utf16le')).encoding).toBe('utf-16le');
  });

  it('Windows-1252 degree signs and accents', () => {
    expect(decodeText(bytes('LATI. 45.37', [0xb0], " 12'"))).toEqual({ text: "LATI. 45.37° 12'", encoding: 'windows-1252' });
    expect(decodeText(bytes('Verbindung f', [0xfc], 'r Gest', [0xe4], 'nge')).text).toBe('Verbindung für Gestänge');
  });

  it('Cyrillic code pages: CP866 and Windows-1251', () => {
    // 'Глубина' (depth) in each code page.
    expect(decodeText(bytes([0x83, 0xab, 0xe3, 0xa1, 0xa8, 0xad, 0xa0], '.m'))).toEqual({ text: 'Глубина.m', encoding: 'ibm866' });
    expect(decodeText(bytes([0xc3, 0xeb, 0xf3, 0xe1, 0xe8, 0xed, 0xe0], '.m'))).toEqual({ text: 'Глубина.m', encoding: 'windows-1251' });
  });
});
