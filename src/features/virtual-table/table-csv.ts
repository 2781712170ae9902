/** A table's CSV: the visible columns, headed with their units, raw values (not display text). */
import { columnTitle, type ColumnDef } from './column';
import { toCsv } from '../../domain/format/csv';
import { downloadCsv } from './csv';

export function tableCsv<Row>(columns: readonly ColumnDef<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map(columnTitle),
    rows.map((r) => columns.map((c) => c.value(r))),
  );
}

export function exportTableCsv<Row>(title: string, columns: readonly ColumnDef<Row>[], rows: readonly Row[]): void {
  downloadCsv(title, tableCsv(columns, rows));
}
