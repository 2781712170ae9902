/**
 * Well AC Offsets (drilling.well_edm; the EDM Viewer widget): the wells near this one that the
 * anti-collision scan considers: slot and distance, what is known of them (survey, plan), the closest
 * approach and the minimum separation factor with its risk.
 */
import { useMemo } from 'react';
import { useAcSummary, useOffsets, type OffsetWell, type OffsetSummary } from '../../../api/directional';
import type { ColumnDef } from '../../../features/virtual-table';
import type { PaneProps } from '../../pane-types';
import { riskWord, sfTone } from '../shared/ac-columns';
import { joinContext } from '../shared/context';
import type { DisplayUnits } from '../shared/display-units';
import { TablePane } from '../shared/table-pane';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { formatDecimals } from '../../../domain/format';

type Row = OffsetWell & { summary?: OffsetSummary };

function columns(u: DisplayUnits): ColumnDef<Row>[] {
  const L = u.length;
  return [
    { id: 'name', header: 'Offset well', value: (r) => r.name, width: 160, align: 'start', pinned: true },
    { id: 'site', header: 'Site', value: (r) => r.site_name, width: 130, align: 'start' },
    { id: 'slot', header: 'Slot', value: (r) => r.slot_name, width: 80, align: 'start' },
    { id: 'slot_distance', header: 'Slot distance', unit: L.symbol, value: (r) => L.show(r.slot_distance), decimals: 1, width: 96 },
    {
      id: 'data',
      header: 'Data',
      value: (r) => [r.has_survey ? 'survey' : '', r.has_plan ? 'plan' : ''].filter(Boolean).join(' + ') || 'none',
      width: 110,
      align: 'start',
    },
    { id: 'last_survey_md', header: 'Last survey', unit: L.symbol, value: (r) => L.show(r.last_survey_md), decimals: 1, width: 92 },
    {
      id: 'cc',
      header: 'Closest C-C',
      unit: L.symbol,
      value: (r) => L.show(r.closest_approach?.cc ?? null),
      decimals: 2,
      width: 92,
      description: 'Closest centre-to-centre distance to this well’s survey and plan',
    },
    { id: 'cc_ref_md', header: 'at MD', unit: L.symbol, value: (r) => L.show(r.closest_approach?.ref_md ?? null), decimals: 1, width: 84 },
    { id: 'cc_offset_md', header: 'Offset MD', unit: L.symbol, value: (r) => L.show(r.closest_approach?.offset_md ?? null), decimals: 1, width: 88 },
    { id: 'min_sf', header: 'Min SF', value: (r) => r.summary?.min_sf ?? null, decimals: 2, width: 72, tone: (r) => sfTone(r.summary?.risk) },
    {
      id: 'risk',
      header: 'Risk',
      value: (r) => (r.summary ? riskWord(r.summary.risk) : 'beyond scan'),
      tone: (r) => sfTone(r.summary?.risk),
      width: 90,
      align: 'start',
    },
  ];
}

export default function OffsetsPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const offsets = useOffsets(pane.wellId, pane.active);
  const summary = useAcSummary(pane.wellId, pane.active);
  const cols = useMemo(() => columns(pane.units), [pane.units]);
  const bySummary = useMemo(() => new Map((summary.data?.offsets ?? []).map((o) => [o.well_id, o])), [summary.data]);
  return (
    <TablePane
      pane={pane}
      title={props.paneType.title}
      what="offset wells"
      swr={offsets}
      rows={(d) =>
        d.offsets
          .map((o): Row => ({ ...o, summary: bySummary.get(o.well_id) }))
          .sort((a, b) => (a.closest_approach?.cc ?? Infinity) - (b.closest_approach?.cc ?? Infinity))
      }
      columns={cols}
      tableId="well-ac-offsets"
      rowKey={(r) => r.well_id}
      context={(d) =>
        joinContext(
          pane.wellName,
          d ? `${d.offsets.length} wells within ${formatDecimals(pane.units.length.show(d.radius_m), 0)} ${pane.units.length.symbol} of the slot` : null,
          d?.hidden_offsets ? `${d.hidden_offsets} hidden (no access)` : null,
        )
      }
      empty="No other well has its slot within the search radius."
      rowTone={(r) => (r.summary?.risk === 'stop' ? 'danger' : undefined)}
      onActivate={(r) => r.closest_approach && pane.cursor.set(r.closest_approach.ref_md)}
    />
  );
}
