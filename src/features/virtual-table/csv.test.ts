import { describe, expect, it } from 'vitest';
import { columnTitle, type ColumnDef } from './column';
import { initialHidden } from './column-visibility';
import { csvCell, fileNameOf, toCsv } from '../../domain/format/csv';
import { tableCsv } from './table-csv';

describe('CSV', () => {
  it('quotes what needs quoting and leaves missing values empty', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(NaN)).toBe('');
    expect(csvCell(0.1 + 0.2)).toBe('0.3');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
    expect(fileNameOf('Red Hawk 2H / survey')).toBe('Red-Hawk-2H-survey');
  });

  it('heads table columns with their units and writes raw values', () => {
    type R = { md: number; name: string };
    const cols: ColumnDef<R>[] = [
      { id: 'md', header: 'MD', unit: 'ft', value: (r) => r.md, decimals: 1 },
      { id: 'name', header: 'Name', value: (r) => r.name, align: 'start' },
    ];
    expect(columnTitle(cols[0] as ColumnDef<unknown>)).toBe('MD (ft)');
    expect(tableCsv(cols, [{ md: 1234.5678, name: 'Tie-in' }])).toBe('MD (ft),Name\r\n1234.5678,Tie-in\r\n');
  });
});

describe('column visibility', () => {
  const cols = [
    { id: 'md', header: 'MD', value: () => 1 },
    { id: 'slide_seen', header: 'Slide seen', value: () => 1, hideable: true },
    { id: 'motor_yield', header: 'Motor yield', value: () => 1, defaultHidden: true },
  ] as ColumnDef<unknown>[];

  it('starts with the default-hidden columns hidden, then what the user chose', () => {
    expect([...initialHidden(cols, null)]).toEqual(['motor_yield']);
    expect([...initialHidden(cols, ['slide_seen', 'md'])]).toEqual(['slide_seen']);
  });
});
