/** Re-renders a component when a ColumnStore changes, at most once per `ms` (headers, readouts). */
import { useEffect, useState } from 'react';
import type { ColumnStore } from './column-store';

export function useStoreTicks(store: ColumnStore | null, ms = 1000): number {
  const [v, setV] = useState(0);
  useEffect(() => {
    if (!store) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const off = store.onChange(() => {
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = null;
          last = Date.now();
          setV((x) => x + 1);
        },
        Math.max(0, last + ms - Date.now()),
      );
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [store, ms]);
  return v;
}
