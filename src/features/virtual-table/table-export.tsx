/**
 * Export of a table as the user sees it (visible columns, units in the headers, raw values): CSV at
 * once, XLSX once exceljs has loaded. Two buttons, reachable by Tab, disabled while there is nothing
 * to export; a failed XLSX export says so.
 */
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { notify } from '../../state/notifications';
import type { ColumnDef } from './column';
import { exportTableCsv } from './table-csv';
import { exportTableXlsx } from './table-xlsx';

export function TableExport<Row>({ title, columns, rows }: { title: string; columns: readonly ColumnDef<Row>[]; rows: readonly Row[] | undefined }) {
  const [busy, setBusy] = useState(false);
  const none = !rows?.length;
  const xlsx = async () => {
    setBusy(true);
    try {
      await exportTableXlsx(title, columns, rows ?? []);
    } catch (e) {
      notify('error', `The XLSX export failed: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" appearance="subtle" disabled={none} onClick={() => exportTableCsv(title, columns, rows ?? [])} aria-label={`Export ${title} as CSV`}>
        CSV
      </Button>
      <Button size="small" appearance="subtle" disabled={none || busy} onClick={() => void xlsx()} aria-label={`Export ${title} as XLSX`}>
        XLSX
      </Button>
    </>
  );
}

const useStyles = makeStyles({
  wrap: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, minWidth: 0 },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS, minHeight: '28px' },
  count: { marginRight: 'auto', color: tokens.colorNeutralForeground3 },
});

/** A table with its export bar above it: the row count on the left, CSV and XLSX on the right. */
export function WithExportBar<Row>({
  title,
  columns,
  rows,
  children,
}: {
  title: string;
  columns: readonly ColumnDef<Row>[];
  rows: readonly Row[];
  children: ReactNode;
}) {
  const s = useStyles();
  return (
    <div className={s.wrap}>
      <div className={s.bar} data-table-export={title}>
        <Caption1 className={s.count}>
          {rows.length.toLocaleString('en-US')} row{rows.length === 1 ? '' : 's'}
        </Caption1>
        <TableExport title={title} columns={columns} rows={rows} />
      </div>
      {children}
    </div>
  );
}
