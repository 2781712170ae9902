/**
 * BHA (drilling.equipment.bha): the well's BHA runs with their assemblies' figures. Enter opens the
 * selected run's assembly; N adds a new planned run copied from the selected one (or an empty bit
 * run); Delete removes the selected run after asking (EDIT_DESIGN).
 */
import { Button, Caption1, Tooltip } from '@fluentui/react-components';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { deleteBha, saveBha, useBhaRuns, type BhaAssemblyDto } from '../../api/equipment';
import { RequestError, serverMessage } from '../../api/request-error';
import { VirtualTable } from '../../features/virtual-table';
import { openDetailTab } from '../../features/workspace/open-detail';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { runColumns } from './bha-columns';
import { equipmentUnits } from './equipment-units';

const why = (e: unknown) => (e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e));

/** A new planned run: the selected run's string, or a lone bit of the last hole size. */
export function nextRun(runs: readonly BhaAssemblyDto[], from: BhaAssemblyDto | undefined) {
  const run_no = runs.reduce((m, r) => Math.max(m, r.run_no), 0) + 1;
  const hole = from?.hole_size_in ?? runs.at(-1)?.hole_size_in ?? 8.5;
  return {
    run_no,
    name: from ? `Run ${run_no}: copy of run ${from.run_no}` : `Run ${run_no}`,
    hole_size_in: hole,
    status: 'planned' as const,
    components: from
      ? from.components.map((c) => ({
          type: c.type,
          description: c.description,
          od_in: c.od_in,
          id_in: c.id_in,
          length_m: c.length_m,
          weight_kg_m: c.weight_kg_m,
          connection: c.connection,
          serial: '',
          sensor_offset_m: c.sensor_offset_m,
          bend_deg: c.bend_deg,
        }))
      : [{ type: 'bit' as const, description: `${hole}" bit`, od_in: hole, id_in: 0, length_m: 0.4, weight_kg_m: 150 }],
  };
}

export default function BhaRunsPane(props: PaneProps) {
  const { visible } = usePaneActivity();
  const swr = useBhaRuns(props.wellId, visible);
  const system = useUnitSystem();
  const units = useMemo(() => equipmentUnits(system), [system]);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const runs = swr.data?.assemblies ?? [];
  const chosen = selected !== null ? runs[selected] : undefined;

  const open = async (a: BhaAssemblyDto) => {
    await openDetailTab(props.instance, 'drilling.equipment.bha.assembly', { assembly_id: a.id }, a.name);
  };
  const add = async () => {
    if (!props.wellId || busy) return;
    setBusy(true);
    try {
      const made = await saveBha(props.wellId, null, nextRun(runs, chosen));
      notify('success', `${made.name} added`);
      await open(made);
    } catch (e) {
      notify('error', `The BHA could not be added: ${why(e)}`);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!props.wellId || !chosen || busy) return;
    if (!(await askConfirm({ title: 'Delete BHA', message: `Delete ${chosen.name} and its ${chosen.component_count} components?`, confirmLabel: 'Delete' })))
      return;
    setBusy(true);
    try {
      await deleteBha(props.wellId, chosen.id);
      setSelected(null);
      notify('success', `${chosen.name} deleted`);
    } catch (e) {
      notify('error', `The BHA could not be deleted: ${why(e)}`);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('input, textarea, select')) return;
    if (e.key === 'n' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      void add();
    } else if (e.key === 'Delete' && chosen) {
      e.preventDefault();
      void remove();
    }
  };
  const inHole = runs.find((r) => r.status === 'in_hole');
  return (
    <PaneFrame
      title="BHA"
      context={
        swr.data ? `${swr.data.well_name} · ${runs.length} runs${inHole ? ` · in hole: ${inHole.name}` : ''} · Enter opens, N adds, Delete removes` : undefined
      }
      onKeyDown={onKeyDown}
      state={swr.data ? 'ready' : 'loading'}
      tools={
        <>
          <Button size="small" disabled={!chosen} onClick={() => chosen && void open(chosen)}>
            Open
          </Button>
          <Tooltip content="N: a planned run copied from the selected one" relationship="description">
            <Button size="small" disabled={!swr.data || busy} onClick={() => void add()}>
              New BHA
            </Button>
          </Tooltip>
          <Tooltip content="Delete" relationship="description">
            <Button size="small" disabled={!chosen || busy} onClick={() => void remove()}>
              Delete
            </Button>
          </Tooltip>
        </>
      }
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="BHA runs"
        isEmpty={(d) => d.assemblies.length === 0}
        empty="No BHA runs on this well yet: press N to add one."
        ready={(d) => (
          <>
            <VirtualTable
              label={`BHA runs of ${d.well_name}`}
              exportTitle={`${d.well_name} BHA runs`}
              rows={d.assemblies}
              columns={runColumns(units)}
              rowKey={(r) => r.id}
              selectedIndex={selected}
              onSelect={(i) => setSelected(i)}
              onActivate={(r) => void open(r)}
            />
            {chosen && chosen.missing.length > 0 && <Caption1 role="note">{chosen.missing.join(' ')}</Caption1>}
            {chosen?.mud_source && (
              <Caption1 role="note">
                {chosen.name}: buoyed in {units.density.convert(chosen.mud_density_kg_m3!).toFixed(units.density.decimals)} {units.density.symbol} (
                {chosen.mud_source}), BF {chosen.buoyancy_factor?.toFixed(4)}
              </Caption1>
            )}
          </>
        )}
      />
    </PaneFrame>
  );
}
