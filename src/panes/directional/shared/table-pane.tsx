/**
 * The one table pane: a title bar (context, Columns, CSV and the pane's own tools), the honest data
 * states, and a cursor-linked virtual table. A table pane is a declaration of what to fetch, which
 * rows to show and which columns; see the panes under ../tables.
 */
import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { useColumnVisibility, type CellTone, type ColumnDef } from '../../../features/virtual-table';
import { CursorTable, TableTools } from './cursor-table';
import { PaneFrame } from './pane-frame';
import { DataState } from './pane-states';
import type { DirectionalPane } from './use-directional-pane';

export interface TablePaneProps<T, Row> {
  pane: DirectionalPane;
  title: string;
  /** Names the data in loading / failure / empty texts: 'survey', 'formation tops'. */
  what: string;
  swr: SWRResponse<T>;
  rows: (data: T) => readonly Row[];
  columns: readonly ColumnDef<Row>[];
  /** Column choices are remembered under this id. */
  tableId: string;
  rowKey: (row: Row, index: number) => string;
  mdOf?: (row: Row) => number;
  context?: (data: T | undefined) => ReactNode;
  tools?: ReactNode;
  /** What to say when there are no rows. */
  empty: ReactNode;
  rowTone?: (row: Row) => CellTone | undefined;
  onActivate?: (row: Row, index: number) => void;
  /** Above the table (a summary strip). */
  header?: (data: T) => ReactNode;
}

export function TablePane<T, Row>(p: TablePaneProps<T, Row>) {
  const visibility = useColumnVisibility(p.tableId, p.columns);
  const rows = p.swr.data === undefined ? undefined : p.rows(p.swr.data);
  const exportTitle = [p.pane.wellName, p.title].filter(Boolean).join(' ');
  return (
    <PaneFrame
      title={p.title}
      context={p.context ? p.context(p.swr.data) : p.pane.wellName}
      state={rows === undefined ? 'loading' : rows.length ? 'ready' : 'empty'}
      tools={
        <>
          {p.tools}
          <TableTools visibility={visibility} rows={rows} exportTitle={exportTitle} />
        </>
      }
    >
      <DataState
        wellId={p.pane.wellId}
        swr={p.swr}
        what={p.what}
        isEmpty={(d) => p.rows(d).length === 0}
        empty={p.empty}
        ready={(d) => (
          <>
            {p.header?.(d)}
            <CursorTable
              label={p.title}
              rows={p.rows(d)}
              columns={visibility.visible}
              rowKey={p.rowKey}
              mdOf={p.mdOf}
              cursor={p.pane.cursor}
              rowTone={p.rowTone}
              onActivate={p.onActivate}
            />
          </>
        )}
      />
    </PaneFrame>
  );
}
