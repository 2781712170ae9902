/** Public entry of the virtual table feature. */
export { VirtualTable, fittedTableHeightPx, type VirtualTableProps } from './virtual-table';
export type { CellTone, ColumnDef } from './column';
export { useColumnVisibility, type ColumnVisibility } from './column-visibility';
export { ColumnsMenu } from './columns-menu';
export { TableExport } from './table-export';
export { downloadBlob } from './csv';
export { fileNameOf } from '../../domain/format/csv';
