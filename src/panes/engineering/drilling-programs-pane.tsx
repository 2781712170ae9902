/**
 * Drilling Programs (drilling.engineering.programs): the well's programs, newest change first, with
 * status, version, author and approver, the design they are built on and the planned TD, days and
 * cost from the AFE. Enter opens one (Drilling Program) in a new tab; "New program" makes a draft on
 * the newest drilling design with starting ranges per hole size; Submit, Approve, Copy, Delete act on
 * the selected one.
 */
import { Button } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { createProgram, useDrillingPrograms, type ProgramListItem } from '../../api/engineering/drilling-programs';
import { formatDate } from '../../domain/format';
import { openDetailTab } from '../../features/workspace/open-detail';
import { TableExport, VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { notify } from '../../state/notifications';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState, errorText } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { ProgramActions } from './program-actions';
import { money, programUnits, type ProgramUnits } from './program-columns';

const STATUS_TONE = { draft: 'muted', submitted: 'brand', approved: 'success' } as const;

function columns(u: ProgramUnits): ColumnDef<ProgramListItem>[] {
  const D = u.depth;
  return [
    { id: 'name', header: 'Program', value: (r) => r.name, width: 220, align: 'start', pinned: true },
    { id: 'status', header: 'Status', value: (r) => r.status, tone: (r) => STATUS_TONE[r.status], width: 90, align: 'start' },
    { id: 'version', header: 'Version', value: (r) => r.version, width: 72 },
    { id: 'design', header: 'Design', value: (r) => r.design_name, width: 140, align: 'start' },
    { id: 'sections', header: 'Sections', value: (r) => r.totals.sections, width: 76 },
    { id: 'td', header: 'TD', unit: D.symbol, value: (r) => (r.totals.td_m === null ? null : D.convert(r.totals.td_m)), decimals: 0, width: 84 },
    { id: 'days', header: 'Planned days', value: (r) => r.totals.planned_days, decimals: 1, width: 100 },
    { id: 'cost', header: 'Planned cost', value: (r) => r.totals.planned_cost, format: (r) => money(r.totals.planned_cost, r.totals.currency), width: 140 },
    {
      id: 'checks',
      header: 'Checks',
      value: (r) => (r.checks ? `${r.checks} to look at` : 'agree'),
      tone: (r) => (r.checks ? 'warning' : undefined),
      width: 100,
      align: 'start',
    },
    { id: 'author', header: 'Author', value: (r) => r.author_name, width: 130, align: 'start' },
    { id: 'approved', header: 'Approved by', value: (r) => r.approved_by_name, width: 130, align: 'start' },
    { id: 'approved_at', header: 'Approved', value: (r) => (r.approved_at ? formatDate(Date.parse(r.approved_at)) : null), width: 100, align: 'start' },
    { id: 'updated', header: 'Changed', value: (r) => formatDate(Date.parse(r.updated_at)), width: 100, align: 'start' },
  ];
}

export default function DrillingProgramsPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const system = useUnitSystem();
  const u = useMemo(() => programUnits(system), [system]);
  const programs = useDrillingPrograms(pane.wellId, pane.active);
  const cols = useMemo(() => columns(u), [u]);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = selected !== null ? programs.data?.[selected] : undefined;
  const open = async (p: ProgramListItem) => {
    await openDetailTab(props.instance, 'drilling.engineering.program', { drilling_program_id: p.id }, `${p.name}`);
  };
  const create = async () => {
    if (!pane.wellId) return;
    setBusy(true);
    try {
      const p = await createProgram(pane.wellId, `Program ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`);
      notify('success', `${p.name} made as a draft on ${p.design_name ?? 'no design'}`);
    } catch (e) {
      notify('error', `No program made: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PaneFrame
      title="Drilling programs"
      context={joinContext(
        pane.wellName,
        programs.data ? `${programs.data.length} program${programs.data.length === 1 ? '' : 's'}` : null,
        'Enter opens the selected program',
      )}
      tools={
        <>
          <Button size="small" disabled={!chosen} onClick={() => chosen && void open(chosen)}>
            Open
          </Button>
          <Button size="small" accessKey="n" disabled={!pane.wellId || busy} onClick={() => void create()}>
            New program
          </Button>
          {chosen && <ProgramActions p={chosen} withDelete onDeleted={() => setSelected(null)} />}
          <TableExport title="Drilling programs" columns={cols} rows={programs.data} />
        </>
      }
      state={programs.data ? 'ready' : programs.error ? 'error' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={programs}
        what="drilling programs"
        isEmpty={(x) => x.length === 0}
        empty='This well has no drilling program yet: "New program" makes one on its drilling design.'
        ready={(x) => (
          <VirtualTable
            label="Drilling programs"
            rows={x}
            columns={cols}
            rowKey={(r) => r.id}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i)}
            onActivate={(r) => void open(r)}
          />
        )}
      />
    </PaneFrame>
  );
}
