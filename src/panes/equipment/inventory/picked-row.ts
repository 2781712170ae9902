/** The selected row of an equipment table, starting at the one the route names ({component_id}) once it has loaded. */
import { useEffect, useState } from 'react';

export function usePickedRow(rows: readonly { id: string }[], pick: string | undefined) {
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => {
    if (!pick) return;
    const i = rows.findIndex((r) => r.id === pick);
    if (i >= 0) setSelected(i);
  }, [pick, rows]);
  return [selected, setSelected] as const;
}
