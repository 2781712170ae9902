/**
 * A report table as an attachment: XLSX (exceljs; numbers stored as numbers, header bold and frozen,
 * the subscription's paper size and orientation in the page setup) or CSV (RFC 4180, as the tables
 * export it).
 */
import ExcelJS from 'exceljs';
import type { ReportFormat } from '../../src/domain/constants/alerts-and-reports';
import { fileNameOf, toCsv } from '../../src/domain/format/csv';
import type { ReportTable } from './report-content';

export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Excel paper codes: 9 = A4, 1 = US letter (exceljs's PaperSize type lists no letter, Excel's default). */
const PAPER = { A4: 9, letter: 1 } as const;

export async function reportFile(
  table: ReportTable,
  name: string,
  format: ReportFormat,
  page: { paperSize: 'A4' | 'letter'; orientation: 'portrait' | 'landscape' },
): Promise<ReportFile> {
  const base = fileNameOf(name);
  if (format === 'csv') {
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', content: Buffer.from(toCsv(table.header, table.rows), 'utf8') };
  }
  const book = new ExcelJS.Workbook();
  book.creator = 'Drillspace';
  const sheet = book.addWorksheet('Report', {
    views: [{ state: 'frozen', ySplit: 2 }],
    pageSetup: { paperSize: PAPER[page.paperSize] as never, orientation: page.orientation, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([table.title]).font = { bold: true };
  sheet.addRow(table.header).font = { bold: true };
  for (const r of table.rows) sheet.addRow(r);
  sheet.columns.forEach((c, i) => (c.width = Math.max(12, Math.min(40, table.header[i].length + 2))));
  const content = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `${base}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content };
}
