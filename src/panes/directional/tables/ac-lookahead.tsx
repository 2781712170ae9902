/**
 * AC Lookahead: each plan of the well drilled on from the last survey, scanned against the offsets
 * below the current depth: which design is safe to drill. Select a design (arrows, Enter) to see its
 * offsets.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAcLookahead, type LookaheadDesign } from '../../../api/directional';
import { VirtualTable, useColumnVisibility, type ColumnDef } from '../../../features/virtual-table';
import { offsetSummaryColumns, riskTone, riskWord } from '../shared/ac-columns';
import { depthText } from '../shared/context';
import { CursorTable, TableTools } from '../shared/cursor-table';
import type { DisplayUnits } from '../shared/display-units';
import { DataState } from '../shared/pane-states';
import type { DirectionalPane } from '../shared/use-directional-pane';

const useStyles = makeStyles({
  designs: { display: 'flex', flexDirection: 'column', flexShrink: 0, maxHeight: '40%', minHeight: '90px' },
  caption: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, flexShrink: 0 },
  offsets: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 },
});

function designColumns(u: DisplayUnits): ColumnDef<LookaheadDesign>[] {
  const L = u.length;
  return [
    { id: 'name', header: 'Design', value: (r) => r.name, width: 200, align: 'start', pinned: true },
    { id: 'def', header: 'Definitive', value: (r) => (r.is_definitive ? 'yes' : ''), width: 80, align: 'start' },
    { id: 'variant', header: 'Variant', value: (r) => r.variant, width: 96, align: 'start' },
    { id: 'from', header: 'From MD', unit: L.symbol, value: (r) => L.show(r.from_md), decimals: 1, width: 88 },
    { id: 'to', header: 'To MD', unit: L.symbol, value: (r) => L.show(r.to_md), decimals: 1, width: 88 },
    { id: 'risk', header: 'Risk', value: (r) => riskWord(r.risk), tone: (r) => riskTone(r.risk), width: 76, align: 'start' },
    { id: 'worst_sf', header: 'Worst SF', value: (r) => r.worst?.sf ?? null, decimals: 2, tone: (r) => riskTone(r.risk), width: 76 },
    { id: 'worst', header: 'Against', value: (r) => r.worst?.name ?? null, width: 140, align: 'start' },
    { id: 'worst_md', header: 'at MD', unit: L.symbol, value: (r) => L.show(r.worst?.ref_md ?? null), decimals: 1, width: 84 },
  ];
}

export function AcLookahead({ pane, toolsSlot }: { pane: DirectionalPane; toolsSlot: HTMLElement | null }) {
  const s = useStyles();
  const la = useAcLookahead(pane.wellId, pane.active);
  const [selected, setSelected] = useState(0);
  const dCols = useMemo(() => designColumns(pane.units), [pane.units]);
  const oCols = useMemo(() => offsetSummaryColumns(pane.units).filter((c) => c.id !== 'intervals'), [pane.units]);
  const visibility = useColumnVisibility('ac-lookahead-offsets', oCols);
  const design = la.data?.designs[selected] ?? la.data?.designs[0];
  return (
    <DataState
      wellId={pane.wellId}
      swr={la}
      what="look-ahead scan"
      isEmpty={(d) => d.designs.length === 0}
      empty="This well has no plans to look ahead along."
      ready={(d) => (
        <>
          {toolsSlot &&
            createPortal(
              <TableTools visibility={visibility} rows={design?.offsets} exportTitle={`${pane.wellName ?? 'well'} lookahead ${design?.name ?? ''}`} />,
              toolsSlot,
            )}
          <Caption1 className={s.caption}>
            {d.from_md === null
              ? 'No survey yet: every design is scanned from its start.'
              : `Ahead of the last survey at ${depthText(pane.units, d.from_md)} MD.`}{' '}
            Select a design to see its offsets.
          </Caption1>
          <div className={s.designs}>
            <VirtualTable
              label="Designs looked ahead"
              rows={d.designs}
              columns={dCols}
              rowKey={(r) => r.plan_id}
              selectedIndex={selected}
              onSelect={(i) => i !== null && setSelected(i)}
            />
          </div>
          <div className={s.offsets}>
            <CursorTable
              label={`Offsets ahead along ${design?.name ?? 'the design'}`}
              rows={design?.offsets ?? []}
              columns={visibility.visible}
              rowKey={(r) => r.well_id}
              cursor={pane.cursor}
              onActivate={(r) => r.min_sf_ref_md !== null && pane.cursor.set(r.min_sf_ref_md)}
            />
          </div>
        </>
      )}
    />
  );
}
