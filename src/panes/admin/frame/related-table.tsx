/**
 * A section of a detail screen: a titled list of related rows (a company's employees, a group's
 * members) in the virtual table, sized to its rows, with its own tools (add, remove).
 */
import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minHeight: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { margin: 0 },
  table: { display: 'flex', flexDirection: 'column', border: `1px solid ${tokens.colorNeutralStroke2}` },
});

const ROW_PX = 26;
const HEADER_PX = 38;
const MAX_ROWS = 12;

interface Props<Row> {
  title: string;
  /** Test hook: `[data-related="<id>"]`. */
  id: string;
  rows: readonly Row[] | undefined;
  columns: readonly ColumnDef<Row>[];
  rowKey: (r: Row) => string;
  empty: string;
  tools?: ReactNode;
  onActivate?: (r: Row) => void;
  selectedIndex?: number | null;
  onSelect?: (i: number | null) => void;
}

export function RelatedTable<Row>(p: Props<Row>) {
  const s = useStyles();
  const n = p.rows?.length ?? 0;
  return (
    <section className={s.section} data-related={p.id} aria-label={p.title}>
      <div className={s.head}>
        <Subtitle2 as="h3" className={s.title}>{`${p.title}${p.rows ? ` (${n})` : ''}`}</Subtitle2>
        {p.tools}
      </div>
      {p.rows && n === 0 && <Caption1>{p.empty}</Caption1>}
      {n > 0 && (
        <div className={s.table} style={{ height: HEADER_PX + Math.min(n, MAX_ROWS) * ROW_PX + 2 }}>
          <VirtualTable
            label={p.title}
            rows={p.rows!}
            columns={p.columns}
            rowKey={p.rowKey}
            onActivate={p.onActivate}
            selectedIndex={p.selectedIndex}
            onSelect={p.onSelect ? (i) => p.onSelect!(i) : undefined}
          />
        </div>
      )}
    </section>
  );
}
