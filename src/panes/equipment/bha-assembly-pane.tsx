/**
 * BHA assembly (drilling.equipment.bha.assembly): one run's component string from the bit up, with
 * the cumulative length from the bit, each component's weight in air and buoyed in the run's mud,
 * and the bit-to-sensor offsets; the assembly's totals on top. Ctrl+E edits the run and its
 * components (Insert adds a component below the focused one, Ctrl+Delete removes it); Enter or
 * Ctrl+S saves the whole assembly (PUT), Escape cancels.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { saveBha, useBhaAssembly } from '../../api/equipment';
import { RequestError, serverMessage } from '../../api/request-error';
import { DraftGrid, type DraftGridRow } from '../../features/edit-mode/draft-grid';
import { EditButton, EditingTools } from '../../features/edit-mode/edit-tools';
import { useEditMode } from '../../features/edit-mode/use-edit-mode';
import { VirtualTable } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { notify } from '../../state/notifications';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState, PaneMessage } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { fmtNum } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';
import { componentColumns } from './bha-columns';
import { blankComponent, bodyOf, componentColumns as draftComponentColumns, draftOf, runColumns } from './bha-draft';
import { equipmentUnits, inches } from './equipment-units';

const useStyles = makeStyles({
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  problem: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorPaletteRedForeground1 },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '160px' },
});

export default function BhaAssemblyPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const id = props.instance.params.assembly_id ?? null;
  const swr = useBhaAssembly(props.wellId, id, visible);
  const system = useUnitSystem();
  const u = useMemo(() => equipmentUnits(system), [system]);
  const a = swr.data?.assembly;
  const [run, setRun] = useState<DraftGridRow | null>(null);
  const [rows, setRows] = useState<DraftGridRow[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const edit = useEditMode({
    canEdit: () => (!props.wellId ? 'Select a well first' : !a ? 'The assembly is still loading' : null),
    start: () => {
      const d = draftOf(a!, u);
      setRun(d.run);
      setRows(d.components);
      setProblems([]);
    },
    apply: async () => {
      if (!a || !run || !props.wellId || saving) return false;
      const r = bodyOf(run, rows, u, a.comment);
      if (!r.body) {
        setProblems(r.problems);
        return false;
      }
      setSaving(true);
      try {
        await saveBha(props.wellId, a.id, r.body);
        notify('success', `${r.body.name} saved`);
        setRun(null);
        return true;
      } catch (e) {
        setProblems([e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e)]);
        return false;
      } finally {
        setSaving(false);
      }
    },
    discard: () => {
      setRun(null);
      setProblems([]);
    },
  });
  const { markDirty } = edit;
  const dirty = useMemo(() => {
    if (!a || !run) return false;
    const d = draftOf(a, u);
    return (
      JSON.stringify(d.run.cells) !== JSON.stringify(run.cells) || JSON.stringify(d.components.map((c) => c.cells)) !== JSON.stringify(rows.map((c) => c.cells))
    );
  }, [a, u, run, rows]);
  useEffect(() => markDirty(dirty), [dirty, markDirty]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!edit.editing) return;
    if (e.key === 'Enter' && !(e.target as HTMLElement).closest('select')) {
      e.preventDefault();
      void edit.apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      edit.cancel();
    }
  };

  if (!id) return <PaneMessage state="empty" title="No assembly chosen: open one from the BHA list." />;
  const tools = edit.editing ? (
    <EditingTools
      changes={{ count: dirty ? 1 : 0, text: dirty ? 'Changed' : 'No changes' }}
      busy={saving}
      busyLabel="Saving…"
      onCancel={edit.cancel}
      onApply={() => void edit.apply()}
    />
  ) : (
    <EditButton onEnter={edit.enter} disabled={!a} />
  );
  return (
    <PaneFrame
      title={edit.editing ? 'BHA assembly — editing' : 'BHA assembly'}
      context={a && swr.data ? `${swr.data.well_name} · ${a.name} · ${inches(a.hole_size_in)} hole` : undefined}
      tools={tools}
      onKeyDown={onKeyDown}
      state={edit.editing ? 'editing' : a ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="BHA assembly"
        isEmpty={(d) => d.assembly.components.length === 0}
        empty="This assembly has no components: press Ctrl+E to add them."
        ready={(d) => {
          const x = d.assembly;
          if (edit.editing && run) {
            return (
              <>
                {problems.map((p) => (
                  <div key={p} role="alert" className={s.problem}>
                    {p}
                  </div>
                ))}
                <DraftGrid label="Run" columns={runColumns(u)} rows={[run]} onChange={(r) => setRun(r[0])} autoFocus />
                <Caption1 className={s.note}>Components from the bit up. Insert adds a component below, Ctrl+Delete removes it.</Caption1>
                <DraftGrid label="Component" columns={draftComponentColumns(u)} rows={rows} onChange={setRows} blank={blankComponent} />
              </>
            );
          }
          const mwd = x.sensors.map((q) => `${q.description} ${fmtNum(u.length.convert(q.bit_to_sensor_m), 2)} ${u.length.symbol}`).join(', ');
          return (
            <>
              <Figures
                items={[
                  { label: 'Length', value: fmtNum(u.length.convert(x.total_length_m), 2), unit: u.length.symbol },
                  { label: 'Weight in air', value: fmtNum(u.weight.convert(x.air_weight_kg), 2), unit: u.weight.symbol },
                  {
                    label: 'Buoyed weight',
                    value: x.buoyed_weight_kg === null ? '-' : fmtNum(u.weight.convert(x.buoyed_weight_kg), 2),
                    unit: x.buoyed_weight_kg === null ? '' : u.weight.symbol,
                  },
                  { label: 'Buoyancy factor', value: x.buoyancy_factor === null ? '-' : x.buoyancy_factor.toFixed(4) },
                  {
                    label: 'Mud',
                    value: x.mud_density_kg_m3 === null ? '-' : fmtNum(u.density.convert(x.mud_density_kg_m3), u.density.decimals),
                    unit: x.mud_density_kg_m3 === null ? '' : u.density.symbol,
                  },
                  { label: 'Max OD', value: inches(x.max_od_in) },
                  {
                    label: 'Depth in / out',
                    value: `${x.depth_in_m === null ? '-' : fmtNum(u.depth.convert(x.depth_in_m), 0)} / ${x.depth_out_m === null ? '-' : fmtNum(u.depth.convert(x.depth_out_m), 0)}`,
                    unit: u.depth.symbol,
                  },
                ]}
              />
              <Caption1 className={s.note}>
                {x.mud_source ? `Buoyed in ${x.mud_source}; BF = 1 − ρmud / 7850 kg/m³.` : x.missing.join(' ')}
                {mwd ? ` Bit to sensor: ${mwd}.` : ' No sensor in this assembly.'}
                {x.reason_pulled ? ` Pulled: ${x.reason_pulled}.` : ''}
              </Caption1>
              <div className={s.table}>
                <VirtualTable
                  label={`Components of ${x.name}`}
                  exportTitle={`${d.well_name} ${x.name} components`}
                  rows={x.components}
                  columns={componentColumns(u)}
                  rowKey={(c) => String(c.position)}
                  onActivate={() => edit.enter()}
                />
              </div>
            </>
          );
        }}
      />
    </PaneFrame>
  );
}
