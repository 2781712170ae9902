/**
 * Hazards Summary (drilling.hazards_summary): the well's hazards against the hole — each one ahead of
 * the bit (with how far) or passed, shallowest first, the next one ahead and the count per severity
 * in figures, the table exportable — above the hazards board where they are written and edited
 * (N, Ctrl+Enter, Escape, E, Delete). The hole depth is the rig's newest (logs/latest); a well with no
 * rig data says so and shows no distances.
 */
import { Caption1 } from '@fluentui/react-components';
import { useMemo } from 'react';
import useSWR from 'swr';
import { fetchLatest } from '../../api/logs';
import { fetchNotes, type NoteDto } from '../../api/notes';
import { hazardOutlook, type HazardOutlookRow } from '../../domain/notes/hazard-outlook';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { HAZARDS, WellNotes } from '../dashboards/well-notes-pane';
import { PaneStateView } from '../logs/pane-state';
import type { PaneProps } from '../pane-types';
import { Figures } from './report-frame';
import { conv, fmtIn, reportUnits, when, type ReportUnits } from './report-units';
import { useUnitSystem } from './use-unit-system';

type Row = HazardOutlookRow<NoteDto>;

const STATUS_TEXT: Record<Row['status'], string> = { ahead: 'Ahead', passed: 'Passed', 'no-depth': 'No depth', unknown: 'Hole depth unknown' };

function columns(u: ReportUnits): ColumnDef<Row>[] {
  return [
    {
      id: 'depth',
      header: 'Depth MD',
      unit: u.depth.symbol,
      value: (r) => conv(r.hazard.depth_m, u.depth),
      decimals: u.depth.decimals,
      width: 90,
      pinned: true,
    },
    {
      id: 'severity',
      header: 'Severity',
      value: (r) => r.hazard.severity ?? '',
      align: 'start',
      width: 80,
      tone: (r) => (r.hazard.severity === 'high' ? 'danger' : r.hazard.severity === 'medium' ? 'warning' : undefined),
    },
    { id: 'title', header: 'Hazard', value: (r) => r.hazard.title || r.hazard.body.slice(0, 80), align: 'start', width: 300 },
    {
      id: 'status',
      header: 'Against the hole',
      value: (r) => STATUS_TEXT[r.status],
      align: 'start',
      width: 130,
      tone: (r) => (r.status === 'ahead' ? 'brand' : 'muted'),
    },
    {
      id: 'distance',
      header: 'Distance',
      unit: u.depth.symbol,
      description: 'Ahead of the hole depth (positive) or behind it',
      value: (r) => conv(r.distanceM, u.depth),
      decimals: u.depth.decimals,
      width: 90,
    },
    { id: 'author', header: 'Recorded by', value: (r) => r.hazard.author, align: 'start', width: 140, hideable: true },
    { id: 'updated', header: 'Updated', value: (r) => when(Math.floor(Date.parse(r.hazard.updated_at) / 1000)), align: 'start', width: 110, hideable: true },
  ];
}

export default function HazardsSummaryPane(props: PaneProps) {
  const { visible } = usePaneActivity();
  const u = reportUnits(useUnitSystem());
  const wellId = props.wellId;
  const notes = useSWR(wellId && visible ? ['notes', 'hazard', wellId] : null, () => fetchNotes(wellId!, 'hazard'), {
    revalidateOnFocus: false,
    refreshInterval: 60_000,
  });
  const latest = useSWR(wellId && visible ? ['logs/latest', wellId, 'holeDepthM'] : null, () => fetchLatest(wellId!, ['holeDepthM']), {
    revalidateOnFocus: false,
    refreshInterval: 30_000,
  });
  const cols = useMemo(() => columns(u), [u]);
  if (!wellId) return <PaneStateView kind="no-well" />;
  if (notes.error) return <PaneStateView kind="error" error={String((notes.error as Error).message ?? notes.error)} />;
  if (!notes.data || (!latest.data && !latest.error)) return <PaneStateView kind="loading" />;

  const holeM = latest.data?.values.holeDepthM ?? null;
  const o = hazardOutlook(notes.data.data, holeM);
  const next = o.next;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-pane-state={o.rows.length ? undefined : 'empty'}>
      <Figures
        items={[
          { label: 'Hole depth', value: fmtIn(holeM, u.depth), unit: u.depth.symbol },
          { label: 'Next hazard', value: next ? `${fmtIn(next.distanceM, u.depth)}` : '-', unit: next ? `${u.depth.symbol} ahead` : '' },
          { label: 'High', value: String(o.bySeverity.high) },
          { label: 'Medium', value: String(o.bySeverity.medium) },
          { label: 'Low', value: String(o.bySeverity.low) },
        ]}
      />
      <Caption1 style={{ padding: '0 8px' }} data-hazard-next="">
        {holeM === null
          ? 'No rig data on this well yet: the hole depth is unknown, so no hazard is called ahead or passed.'
          : next
            ? `Next: ${next.hazard.title || 'hazard'} at ${fmtIn(next.hazard.depth_m, u.depth)} ${u.depth.symbol} MD (${next.hazard.severity ?? 'unrated'}).`
            : 'No hazard ahead of the hole depth.'}
      </Caption1>
      <div style={{ flex: '1 1 45%', minHeight: 120 }}>
        <VirtualTable label={`Hazards of ${props.paneType.title}`} exportTitle="Hazards summary" rows={o.rows} columns={cols} rowKey={(r) => r.hazard.id} />
      </div>
      <div style={{ flex: '1 1 55%', minHeight: 160, borderTop: '1px solid var(--colorNeutralStroke2)' }}>
        <WellNotes wellId={wellId} of={HAZARDS} />
      </div>
    </div>
  );
}
