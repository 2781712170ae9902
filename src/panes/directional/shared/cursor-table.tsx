/**
 * A virtual table tied to the well's MD cursor: hovering or selecting a row moves the cursor (every
 * plot of the well marks that depth); the cursor moved elsewhere highlights the nearest row here.
 * `TableTools` (Columns menu, CSV and XLSX) go in the pane's title bar.
 */
import type { ReactNode } from 'react';
import { ColumnsMenu, TableExport, VirtualTable, type CellTone, type ColumnDef, type ColumnVisibility } from '../../../features/virtual-table';
import { nearestIndexByMd } from './md-cursor';
import type { MdCursor } from './use-directional-pane';

export function TableTools<Row>({
  visibility,
  rows,
  exportTitle,
}: {
  visibility: ColumnVisibility<Row>;
  rows: readonly Row[] | undefined;
  exportTitle: string;
}) {
  return (
    <>
      <ColumnsMenu visibility={visibility} />
      <TableExport title={exportTitle} columns={visibility.visible} rows={rows} />
    </>
  );
}

export interface CursorTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly ColumnDef<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** The row's MD in metres; rows in increasing MD. Without it the table does not follow the cursor. */
  mdOf?: (row: Row) => number;
  cursor: MdCursor;
  onActivate?: (row: Row, index: number) => void;
  rowTone?: (row: Row) => CellTone | undefined;
  renderCell?: (row: Row, column: ColumnDef<Row>, index: number) => ReactNode | undefined;
  footer?: ReactNode;
}

export function CursorTable<Row>({ label, rows, columns, rowKey, mdOf, cursor, onActivate, rowTone, renderCell, footer }: CursorTableProps<Row>) {
  const highlight = mdOf ? nearestIndexByMd(rows, cursor.mdM, mdOf) : null;
  return (
    <VirtualTable
      label={label}
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      highlightIndex={highlight}
      onHoverRow={mdOf ? (r) => cursor.set(r ? mdOf(r) : null) : undefined}
      onSelect={mdOf ? (_, r) => cursor.set(r ? mdOf(r) : null) : undefined}
      onActivate={onActivate}
      rowTone={rowTone}
      renderCell={renderCell}
      footer={footer}
    />
  );
}
