import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ColumnDef } from './column';
import { tableCsv } from './table-csv';
import { sheetNameOf, tableXlsx } from './table-xlsx';

interface Day {
  date: string;
  depthM: number | null;
  progressM: number;
  note: string | null;
}

const columns: ColumnDef<Day>[] = [
  { id: 'date', header: 'Reporting day', value: (r) => r.date, align: 'start', width: 110 },
  { id: 'depth', header: 'Depth at end', unit: 'm', value: (r) => r.depthM, decimals: 1, width: 110 },
  { id: 'progress', header: 'Progress', unit: 'm', value: (r) => r.progressM, decimals: 0 },
  { id: 'note', header: 'Note', value: (r) => r.note },
];
const rows: Day[] = [
  { date: '2026-11-23', depthM: 3687.07227, progressM: 629.57618, note: 'Wiper trip, "short"' },
  { date: '2026-11-24', depthM: null, progressM: NaN, note: null },
];

describe('table XLSX', () => {
  it('reads back cell by cell: units in the headers, numbers as numbers with the column decimals, empty for missing', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await tableXlsx('Red Hawk 2H: Days vs Depth / by day', columns, rows));
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Red Hawk 2H Days vs Depth by da');
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Reporting day', 'Depth at end (m)', 'Progress (m)', 'Note']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const r2 = sheet.getRow(2);
    expect([r2.getCell(1).value, r2.getCell(2).value, r2.getCell(3).value, r2.getCell(4).value]).toEqual([
      '2026-11-23',
      3687.07227,
      629.57618,
      'Wiper trip, "short"',
    ]);
    expect(r2.getCell(2).numFmt).toBe('#,##0.0');
    expect(r2.getCell(3).numFmt).toBe('#,##0');
    const r3 = sheet.getRow(3);
    expect([r3.getCell(1).value, r3.getCell(2).value, r3.getCell(3).value, r3.getCell(4).value]).toEqual(['2026-11-24', null, null, null]);
  });

  it('holds what the CSV holds', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await tableXlsx('t', columns, rows));
    const csvHeader = tableCsv(columns, rows).split('\r\n')[0];
    expect(csvHeader).toBe((book.worksheets[0].getRow(1).values as string[]).slice(1).join(','));
  });

  it('names sheets as Excel allows', () => {
    expect(sheetNameOf('a/b:c*d?e[f]g\\h')).toBe('a b c d e f g h');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('  ')).toBe('Sheet1');
  });
});
