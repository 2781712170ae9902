/** AC Summary: each offset's minimum SF and where, its closest approach, its risk. Enter moves the MD cursor to the minimum SF. */
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { AcSummaryAnswer } from '../../../api/directional';
import { useColumnVisibility } from '../../../features/virtual-table';
import { offsetSummaryColumns } from '../shared/ac-columns';
import { CursorTable, TableTools } from '../shared/cursor-table';
import { PaneMessage } from '../shared/pane-states';
import type { DirectionalPane } from '../shared/use-directional-pane';

export function AcSummaryTable({ pane, data, toolsSlot }: { pane: DirectionalPane; data: AcSummaryAnswer; toolsSlot: HTMLElement | null }) {
  const columns = useMemo(() => offsetSummaryColumns(pane.units), [pane.units]);
  const visibility = useColumnVisibility('ac-summary', columns);
  return (
    <>
      {toolsSlot && createPortal(<TableTools visibility={visibility} rows={data.offsets} exportTitle={`${pane.wellName ?? 'well'} AC summary`} />, toolsSlot)}
      {data.offsets.length === 0 ? (
        <PaneMessage state="empty" title="No offset wells come within the scan radius of this well." />
      ) : (
        <CursorTable
          label="Anti-collision summary"
          rows={data.offsets}
          columns={visibility.visible}
          rowKey={(r) => r.well_id}
          cursor={pane.cursor}
          rowTone={(r) => (r.risk === 'stop' ? 'danger' : undefined)}
          onActivate={(r) => r.min_sf_ref_md !== null && pane.cursor.set(r.min_sf_ref_md)}
        />
      )}
    </>
  );
}
