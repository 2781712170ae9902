/**
 * <VirtualTable>: thousands of rows at the cost of a screenful (@tanstack/react-virtual), a sticky
 * header with units, a pinned first column, and the keyboard: focus the table, arrows / Page keys /
 * Home / End move the selected row, Enter activates it, Left / Right scroll sideways. Hovering or
 * selecting a row reports it (panes move the linked MD cursor with it); `highlightIndex` marks the
 * row another pane points at and scrolls it into view.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_COLUMN_WIDTH, cellText, columnTitle, type CellTone, type ColumnDef } from './column';
import { nextRowIndex } from './keyboard';
import { WithExportBar } from './table-export';
import { useSnapshot } from 'valtio';
import { workspace } from '../../state/workspace';

export interface VirtualTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ColumnDef<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** aria-label of the grid. */
  label: string;
  /** Controlled selection; omit both to let the table keep its own. */
  selectedIndex?: number | null;
  onSelect?: (index: number | null, row: Row | null) => void;
  /** Enter or double-click on a row. */
  onActivate?: (row: Row, index: number) => void;
  onHoverRow?: (row: Row | null, index: number | null) => void;
  /** A row another pane points at (the linked cursor). */
  highlightIndex?: number | null;
  /** Whole-row tone (a station outside the DLS limit, an offset below SF 1). */
  rowTone?: (row: Row) => CellTone | undefined;
  /** Replaces a cell's content (edit mode inputs); return undefined for the default cell. */
  renderCell?: (row: Row, column: ColumnDef<Row>, index: number) => ReactNode | undefined;
  rowHeightPx?: number;
  className?: string;
  /** Rendered after the last row, inside the scroll area (an "add station" row). */
  footer?: ReactNode;
  /** Shows the row count and CSV / XLSX export above the table, under this file title. */
  exportTitle?: string;
}

const HEADER_PX = 38;

/**
 * The height of a grid that takes its rows' height up to `maxPx` (then scrolls inside it), for a grid
 * in a page that scrolls as a whole: header, export bar and scrollbar included, default row height.
 */
export const fittedTableHeightPx = (rows: number, maxPx = 420) => Math.min(maxPx, 72 + 26 * rows);

const useStyles = makeStyles({
  scroller: {
    position: 'relative',
    overflow: 'auto',
    flexGrow: 1,
    minHeight: 0,
    outlineStyle: 'none',
    fontVariantNumeric: 'tabular-nums',
    fontSize: tokens.fontSizeBase200,
    ':focus-visible': { boxShadow: `inset 0 0 0 2px ${tokens.colorStrokeFocus2}` },
  },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  headCell: {
    boxSizing: 'border-box',
    flexShrink: 0,
    padding: `2px ${tokens.spacingHorizontalS}`,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    lineHeight: '14px',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // a header too long for its column ends in an ellipsis (its whole name in the title), never cut at its start
  label: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  unit: {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
    fontSize: '0.85em',
  },
  row: {
    position: 'absolute',
    left: 0,
    display: 'flex',
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    cursor: 'default',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  odd: { backgroundColor: tokens.colorNeutralBackground1Hover },
  selected: { backgroundColor: tokens.colorBrandBackground2, boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}` },
  highlighted: { boxShadow: `inset 0 0 0 1px ${tokens.colorPaletteBerryBorderActive}` },
  cell: {
    boxSizing: 'border-box',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalS}`,
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  end: { justifyContent: 'flex-end', textAlign: 'right' },
  pinned: { position: 'sticky', left: 0, zIndex: 1, backgroundColor: 'inherit', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  danger: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  success: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  brand: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  rowDanger: { backgroundColor: tokens.colorPaletteRedBackground1 },
  rowWarning: { backgroundColor: tokens.colorPaletteYellowBackground1 },
});

export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  if (props.exportTitle === undefined) return <Grid {...props} />;
  return (
    <WithExportBar title={props.exportTitle} columns={props.columns} rows={props.rows}>
      <Grid {...props} />
    </WithExportBar>
  );
}

function Grid<Row>(props: VirtualTableProps<Row>) {
  const { rows, columns, rowKey, label, onActivate, onHoverRow, highlightIndex, rowTone, renderCell, footer, className } = props;
  const s = useStyles();
  // On a TV-mode wall every size grows with the screen (text, rows, columns), so nothing clips.
  const { tvScale: scale } = useSnapshot(workspace);
  const rowPx = Math.round((props.rowHeightPx ?? 26) * scale);
  const headerPx = Math.round(HEADER_PX * scale);
  const scroller = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);
  const [ownSelection, setOwnSelection] = useState<number | null>(null);
  const controlled = props.selectedIndex !== undefined;
  const selected = controlled ? (props.selectedIndex ?? null) : ownSelection;

  const widths = useMemo(() => columns.map((c) => Math.round((c.width ?? DEFAULT_COLUMN_WIDTH) * scale)), [columns, scale]);
  const totalWidth = widths.reduce((a, b) => a + b, 0);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowPx,
    overscan: 12,
    // rows start below the sticky header: offsets count from the content's top, and a row scrolled
    // to lands just under the header rather than behind it
    scrollMargin: headerPx,
    scrollPaddingStart: headerPx,
  });

  const select = (i: number | null) => {
    if (!controlled) setOwnSelection(i);
    props.onSelect?.(i, i === null ? null : rows[i]);
  };

  useEffect(() => {
    if (selected !== null && selected < rows.length) virtualizer.scrollToIndex(selected, { align: 'auto' });
    // only when the selection moves, not on every render of new rows
  }, [selected]);

  useEffect(() => {
    if (highlightIndex !== null && highlightIndex !== undefined && !hovering.current && highlightIndex < rows.length) {
      virtualizer.scrollToIndex(highlightIndex, { align: 'auto' });
    }
  }, [highlightIndex]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.metaKey) return;
    if (e.key === 'Enter' && selected !== null && rows[selected] !== undefined) {
      e.preventDefault();
      onActivate?.(rows[selected], selected);
      return;
    }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      scroller.current?.scrollBy({ left: e.key === 'ArrowLeft' ? -DEFAULT_COLUMN_WIDTH : DEFAULT_COLUMN_WIDTH });
      return;
    }
    const page = Math.max(1, Math.floor(((scroller.current?.clientHeight ?? rowPx * 10) - headerPx) / rowPx) - 1);
    const next = nextRowIndex(e.key, selected, rows.length, page);
    if (next === null) return;
    e.preventDefault();
    select(next);
  };

  const toneClass = (t: CellTone | undefined) => (t ? s[t] : undefined);
  const items = virtualizer.getVirtualItems();

  return (
    <div
      ref={scroller}
      className={mergeClasses(s.scroller, className)}
      style={scale === 1 ? undefined : { fontSize: `${12 * scale}px` }}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => (hovering.current = true)}
      onMouseLeave={() => {
        hovering.current = false;
        onHoverRow?.(null, null);
      }}
      data-virtual-table={label}
    >
      <div style={{ width: totalWidth, minWidth: '100%' }}>
        <div className={s.header} role="row" aria-rowindex={1} style={{ width: totalWidth, height: headerPx }}>
          {columns.map((c, k) => (
            <div
              key={c.id}
              role="columnheader"
              className={mergeClasses(s.headCell, (c.align ?? 'end') === 'end' && s.end, c.pinned && k === 0 && s.pinned)}
              style={{ width: widths[k], alignItems: (c.align ?? 'end') === 'end' ? 'flex-end' : 'flex-start' }}
              title={c.description ? `${columnTitle(c)}: ${c.description}` : columnTitle(c)}
              data-column={c.id}
            >
              <span className={s.label}>{c.header}</span>
              <span className={s.unit}>{c.unit ?? '\u00a0'}</span>
            </div>
          ))}
        </div>
        <div style={{ position: 'relative', height: virtualizer.getTotalSize(), width: totalWidth }}>
          {items.map((v) => {
            const row = rows[v.index];
            const tone = rowTone?.(row);
            return (
              <div
                key={rowKey(row, v.index)}
                role="row"
                aria-rowindex={v.index + 2}
                aria-selected={selected === v.index}
                data-row-index={v.index}
                className={mergeClasses(
                  s.row,
                  v.index % 2 === 1 && s.odd,
                  tone === 'danger' && s.rowDanger,
                  tone === 'warning' && s.rowWarning,
                  highlightIndex === v.index && s.highlighted,
                  selected === v.index && s.selected,
                )}
                style={{ top: 0, transform: `translateY(${v.start - headerPx}px)`, height: rowPx, width: totalWidth }}
                onMouseMove={onHoverRow ? () => onHoverRow(row, v.index) : undefined}
                onClick={() => select(v.index)}
                onDoubleClick={onActivate ? () => onActivate(row, v.index) : undefined}
              >
                {columns.map((c, k) => {
                  const custom = renderCell?.(row, c, v.index);
                  const text = custom === undefined && !c.render ? cellText(c, row) : undefined;
                  return (
                    <div
                      key={c.id}
                      role="gridcell"
                      className={mergeClasses(s.cell, (c.align ?? 'end') === 'end' && s.end, c.pinned && k === 0 && s.pinned, toneClass(c.tone?.(row)))}
                      style={{ width: widths[k] }}
                      // a text cell cut by its column's width still tells the whole text on hover
                      title={text !== undefined && (c.align ?? 'end') === 'start' ? text : undefined}
                    >
                      {custom !== undefined ? custom : c.render ? c.render(row) : text}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {footer}
      </div>
    </div>
  );
}
