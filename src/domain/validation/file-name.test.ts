import { describe, expect, it } from 'vitest';
import { FILE_NAME_FORBIDDEN_CHARS, fileName, toSafeFileName } from './file-name';

describe('file names', () => {
  it('cannot contain \\ / : * ? " < > |', () => {
    for (const c of FILE_NAME_FORBIDDEN_CHARS) {
      expect(fileName(`report${c}1.pdf`)).toBe('File name cannot contain any of these characters: \\ / : * ? " < > |');
    }
    expect(FILE_NAME_FORBIDDEN_CHARS).toHaveLength(9);
  });
  it('may be 150 characters, not 151', () => {
    expect(fileName('a'.repeat(150))).toBe(true);
    expect(fileName('a'.repeat(151))).toBe('Length should be lower 150');
  });
  it('ordinary names pass', () => {
    expect(fileName('Daily report 2024-03-05 (rev 2).pdf')).toBe(true);
  });
  it('toSafeFileName replaces forbidden characters and keeps the extension when cutting', () => {
    expect(toSafeFileName('A/B: "C"?.csv')).toBe('A_B_ _C__.csv');
    const cut = toSafeFileName(`${'x'.repeat(200)}.xlsx`);
    expect(cut).toHaveLength(150);
    expect(cut.endsWith('.xlsx')).toBe(true);
  });
});
