/**
 * Pad Programs (/well_planning/{project_id?}/pad_programs, VIEW_PROJECT_EDM): the project's pad
 * programs, each a drilling order of its wells with a rig, planned spud dates and durations. Enter
 * opens one (its order, editing and its anti-collision across the pad); New program orders every
 * well of the project by name; Delete removes the selected one (its wells stay).
 */
import { Body1, Button, Caption1, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { createPadProgram, deletePadProgram, usePadPrograms, type PadProgram } from '../../../api/planning';
import { api } from '../../../api/request';
import { openRoute } from '../../../features/workspace/open-route';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { Figures } from '../../reports/report-frame';
import { usePlanningStyles } from './planning-styles';
import { errorText, ProjectChooser, useProjectScope } from './use-project-scope';

const COLUMNS: ColumnDef<PadProgram>[] = [
  { id: 'name', header: 'Program', value: (p) => p.name, width: 200, align: 'start', pinned: true },
  { id: 'rig', header: 'Rig', value: (p) => p.rig_name ?? '', width: 120, align: 'start' },
  { id: 'wells', header: 'Wells', value: (p) => p.wells.length, decimals: 0, width: 60 },
  { id: 'order', header: 'Drilling order', value: (p) => p.wells.map((w) => w.name).join(' → '), width: 420, align: 'start' },
  { id: 'first_spud', header: 'First spud', value: (p) => p.first_spud ?? '', width: 100, align: 'start' },
  { id: 'last_release', header: 'Last rig release', value: (p) => p.last_release ?? '', width: 120, align: 'start' },
  { id: 'days', header: 'Planned days', unit: 'd', value: (p) => p.total_days, decimals: 1, width: 100 },
];

export default function PadProgramsPane(props: PaneProps) {
  const s = usePlanningStyles();
  const scope = useProjectScope(props);
  const q = usePadPrograms(scope.projectId);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const list = q.data?.data ?? null;
  const program = selected === null ? null : (list?.[selected] ?? null);
  const open = (p: PadProgram) =>
    void openRoute({ routeId: 'planning.pad_program', params: { project_id: p.project_id, program_id: p.id }, placement: 'split' });

  const create = async () => {
    if (!scope.projectId) return;
    setBusy(true);
    try {
      const wells = (await api.get<{ data: { id: string; name: string }[] }>(`projects/${scope.projectId}/wells`)).data;
      if (!wells.length) {
        notify('warning', 'This project has no wells to order.');
        return;
      }
      const taken = new Set((list ?? []).map((p) => p.name.toLowerCase()));
      let n = (list?.length ?? 0) + 1;
      while (taken.has(`pad program ${n}`)) n++;
      const r = await createPadProgram(scope.projectId, { name: `Pad program ${n}`, wells: wells.map((w) => ({ well_id: w.id })) });
      notify('success', `${r.data.name} created with ${r.data.wells.length} wells`);
      await q.mutate();
      open(r.data);
    } catch {
      // the request layer shows the server's message
    } finally {
      setBusy(false);
    }
  };
  const remove = async (p: PadProgram) => {
    setBusy(true);
    try {
      await deletePadProgram(p.project_id, p.id);
      notify('success', `${p.name} deleted`);
      setSelected(null);
      await q.mutate();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const error = scope.error ?? q.error;
  return (
    <div className={s.root} data-planning="pad-programs">
      <div className={s.bar}>
        <Text className={s.title}>{props.paneType.title}</Text>
        <ProjectChooser scope={scope} />
        {scope.projectName && <Caption1 className={s.muted}>{scope.projectName}</Caption1>}
        <Button size="small" accessKey="n" disabled={busy || !scope.projectId} onClick={() => void create()}>
          New program
        </Button>
        <Button size="small" disabled={busy || !program} onClick={() => program && open(program)}>
          Open
        </Button>
        <Button size="small" disabled={busy || !program} onClick={() => program && void remove(program)}>
          Delete
        </Button>
      </div>
      <div className={s.body}>
        {error ? (
          <Body1 className={s.error} role="alert" data-pane-message="error">
            Could not load: {errorText(error)}
          </Body1>
        ) : !scope.projectId && !scope.loading ? (
          <Body1 data-pane-message="empty">You may see no project: ask an administrator for a role on one.</Body1>
        ) : !list ? (
          <Body1 data-pane-message="loading">Loading pad programs…</Body1>
        ) : list.length === 0 ? (
          <Body1 data-pane-message="empty">No pad program in this project yet: New program (Alt+N) orders its wells.</Body1>
        ) : (
          <>
            <Figures
              items={[
                { label: 'Programs', value: String(list.length) },
                { label: 'Wells ordered', value: String(list.reduce((n, p) => n + p.wells.length, 0)) },
                { label: 'Planned rig days', value: list.reduce((n, p) => n + p.total_days, 0).toFixed(1), unit: 'd' },
              ]}
            />
            <div className={s.grow}>
              <VirtualTable
                label={`${props.paneType.title} of ${scope.projectName ?? 'the project'}`}
                exportTitle={`${props.paneType.title} ${scope.projectName ?? ''}`}
                rows={list}
                columns={COLUMNS}
                rowKey={(p) => p.id}
                selectedIndex={selected}
                onSelect={(i) => setSelected(i)}
                onActivate={open}
              />
            </div>
            <Caption1 className={s.note}>Enter opens a program: its drilling order, editing and the anti-collision across the pad.</Caption1>
          </>
        )}
      </div>
    </div>
  );
}
