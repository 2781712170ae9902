/**
 * Which hideable columns the user hid, remembered per table in local storage, so the survey table
 * keeps slide-seen and motor-yield hidden (spec 2.4) until shown again.
 */
import { useCallback, useMemo, useState } from 'react';
import { local } from '../../state/storage';
import type { ColumnDef } from './column';

const keyOf = (tableId: string) => `drillspace.table-columns.${tableId}`;

export interface ColumnVisibility<Row> {
  visible: readonly ColumnDef<Row>[];
  hidden: ReadonlySet<string>;
  toggle(id: string): void;
  /** The columns the user may hide, in order, for the column menu. */
  hideable: readonly ColumnDef<Row>[];
}

export function initialHidden(columns: readonly ColumnDef<unknown>[], stored: readonly string[] | null): Set<string> {
  const hideable = new Set(columns.filter((c) => c.hideable || c.defaultHidden).map((c) => c.id));
  if (stored) return new Set(stored.filter((id) => hideable.has(id)));
  return new Set(columns.filter((c) => c.defaultHidden).map((c) => c.id));
}

export function useColumnVisibility<Row>(tableId: string, columns: readonly ColumnDef<Row>[]): ColumnVisibility<Row> {
  const [hidden, setHidden] = useState<Set<string>>(() =>
    initialHidden(columns as readonly ColumnDef<unknown>[], local.get<string[] | null>(keyOf(tableId), null)),
  );
  const toggle = useCallback(
    (id: string) =>
      setHidden((h) => {
        const next = new Set(h);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        local.set(keyOf(tableId), [...next]);
        return next;
      }),
    [tableId],
  );
  const visible = useMemo(() => columns.filter((c) => !hidden.has(c.id)), [columns, hidden]);
  const hideable = useMemo(() => columns.filter((c) => c.hideable || c.defaultHidden), [columns]);
  return { visible, hidden, toggle, hideable };
}
