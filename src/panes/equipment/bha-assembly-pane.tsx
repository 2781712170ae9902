/**
 * BHA assembly (drilling.equipment.bha.assembly): one run's component string from the bit up, with
 * the cumulative length from the bit, each component's weight in air and buoyed in the run's mud,
 * and the bit-to-sensor offsets; the assembly's totals on top. Ctrl+E edits the run and its
 * components (Insert adds a component below the focused one, Ctrl+Delete removes it); Enter or
 * Ctrl+S saves the whole assembly (PUT), Escape cancels.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { saveBha, useBhaAssembly, useCasingProgram } from '../../api/equipment';
import { DraftGrid, sameCells } from '../../features/edit-mode/draft-grid';
import { DraftProblems, useDraftEdit } from '../../features/edit-mode/use-draft-edit';
import { VirtualTable } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState, PaneMessage } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { fmtNum } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';
import { componentColumns } from './bha-columns';
import { blankComponent, bodyOf, componentColumns as draftComponentColumns, draftOf, runColumns } from './bha-draft';
import { equipmentUnits, inches } from './equipment-units';
import { WellboreSchematic } from './wellbore-schematic';

const useStyles = makeStyles({
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  table: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minWidth: 0, minHeight: '160px' },
  chart: { flex: '0 0 300px', minHeight: '240px', minWidth: 0, display: 'flex', borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
});

export default function BhaAssemblyPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const id = props.instance.params.assembly_id ?? null;
  const swr = useBhaAssembly(props.wellId, id, visible);
  const casing = useCasingProgram(props.wellId, visible);
  const system = useUnitSystem();
  const u = useMemo(() => equipmentUnits(system), [system]);
  const a = swr.data?.assembly;
  const e = useDraftEdit({
    canEdit: () => (!props.wellId ? 'Select a well first' : !a ? 'The assembly is still loading' : null),
    start: () => draftOf(a!, u),
    isDirty: (x) => {
      const was = draftOf(a!, u);
      return !sameCells([x.run, ...x.components], [was.run, ...was.components]);
    },
    save: async (x) => {
      const r = bodyOf(x.run, x.components, u, a!.comment);
      if (!r.body) return { problems: r.problems };
      await saveBha(props.wellId!, a!.id, r.body);
      return { message: `${r.body.name} saved` };
    },
  });

  if (!id) return <PaneMessage state="empty" title="No assembly chosen: open one from the BHA list." />;
  return (
    <PaneFrame
      title={e.editing ? 'BHA assembly — editing' : 'BHA assembly'}
      context={a && swr.data ? `${swr.data.well_name} · ${a.name} · ${inches(a.hole_size_in)} hole` : undefined}
      tools={e.tools(!!a)}
      onKeyDown={e.onKeyDown}
      state={e.editing ? 'editing' : a ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="BHA assembly"
        isEmpty={(d) => d.assembly.components.length === 0 && !e.editing}
        empty="This assembly has no components: press Ctrl+E to add them."
        ready={(d) => {
          const x = d.assembly;
          if (e.editing && e.draft) {
            const draft = e.draft;
            return (
              <>
                <DraftProblems problems={e.problems} />
                <DraftGrid label="Run" columns={runColumns(u)} rows={[draft.run]} onChange={(r) => e.setDraft({ ...draft, run: r[0] })} autoFocus />
                <Caption1 className={s.note}>Components from the bit up. Insert adds a component below, Ctrl+Delete removes it.</Caption1>
                <DraftGrid
                  label="Component"
                  columns={draftComponentColumns(u)}
                  rows={draft.components}
                  onChange={(rows) => e.setDraft({ ...draft, components: rows })}
                  blank={blankComponent}
                />
              </>
            );
          }
          const sensors = x.sensors.map((q) => `${q.description} ${fmtNum(u.length.convert(q.bit_to_sensor_m), 2)} ${u.length.symbol}`).join(', ');
          const depth = (m: number | null) => (m === null ? '-' : fmtNum(u.depth.convert(m), 0));
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
                  { label: 'Depth in / out', value: `${depth(x.depth_in_m)} / ${depth(x.depth_out_m)}`, unit: u.depth.symbol },
                ]}
              />
              <Caption1 className={s.note}>
                {x.mud_source ? `Buoyed in ${x.mud_source}; BF = 1 − ρmud / 7850 kg/m³.` : x.missing.join(' ')}
                {sensors ? ` Bit to sensor: ${sensors}.` : ' No sensor in this assembly.'}
                {x.reason_pulled ? ` Pulled: ${x.reason_pulled}.` : ''}
              </Caption1>
              <div className={s.body}>
                <div className={s.table}>
                  <VirtualTable
                    label={`Components of ${x.name}`}
                    exportTitle={`${d.well_name} ${x.name} components`}
                    rows={x.components}
                    columns={componentColumns(u)}
                    rowKey={(c) => String(c.position)}
                    onActivate={() => e.edit.enter()}
                  />
                </div>
                {casing.data && (
                  <div className={s.chart} data-bha-schematic>
                    {/* In the hole it hangs at its bit; a planned or pulled run is drawn at the drilled depth. */}
                    <WellboreSchematic wellName={d.well_name} strings={casing.data.strings} drilledM={casing.data.drilled_md_m} u={u} bha={x} focusBha />
                  </div>
                )}
              </div>
            </>
          );
        }}
      />
    </PaneFrame>
  );
}
