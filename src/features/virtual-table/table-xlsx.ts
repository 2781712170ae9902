/**
 * A table's XLSX: the same columns and raw values as its CSV (units in the headers), numbers stored
 * as numbers with the column's decimals as their format, the header row bold and frozen, columns
 * as wide as the screen shows them. exceljs is loaded only when a user exports.
 */
import { columnTitle, DEFAULT_COLUMN_WIDTH, type ColumnDef } from './column';
import { fileNameOf } from '../../domain/format/csv';
import { downloadBlob } from './csv';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name. */
export function sheetNameOf(title: string): string {
  return (
    title
      .replace(/[:\\/?*[\]]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

export async function tableXlsx<Row>(title: string, columns: readonly ColumnDef<Row>[], rows: readonly Row[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Drillspace';
  const sheet = book.addWorksheet(sheetNameOf(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: columnTitle(c),
    key: c.id,
    // Screen pixels to Excel's character widths (about 7 px each).
    width: Math.max(8, Math.round((c.width ?? DEFAULT_COLUMN_WIDTH) / 7)),
    style: c.decimals === undefined ? {} : { numFmt: xlsxNumFmt(c.decimals, c.maxDecimals ?? c.decimals) },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow(
      columns.map((c) => {
        const v = c.value(r);
        return typeof v === 'number' && !Number.isFinite(v) ? null : (v ?? null);
      }),
    );
  }
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function exportTableXlsx<Row>(title: string, columns: readonly ColumnDef<Row>[], rows: readonly Row[]): Promise<void> {
  downloadBlob(`${fileNameOf(title)}.xlsx`, new Blob([await tableXlsx(title, columns, rows)], { type: XLSX_TYPE }));
}

/** Excel's format for `min` decimals and up to `max` ('#,##0.00####'). */
function xlsxNumFmt(min: number, max: number): string {
  const optional = Math.max(0, max - min);
  return min + optional > 0 ? `#,##0.${'0'.repeat(min)}${'#'.repeat(optional)}` : '#,##0';
}
