/** Public entry of the virtual table feature. */
export { VirtualTable, type VirtualTableProps } from './virtual-table';
export { cellText, columnTitle, DEFAULT_COLUMN_WIDTH, type CellTone, type ColumnDef } from './column';
export { useColumnVisibility, type ColumnVisibility } from './column-visibility';
export { ColumnsMenu } from './columns-menu';
export { exportTableCsv, tableCsv } from './table-csv';
export { csvCell, downloadBlob, downloadCsv, fileNameOf, toCsv, type CsvCell } from './csv';
export { nextRowIndex } from './keyboard';
