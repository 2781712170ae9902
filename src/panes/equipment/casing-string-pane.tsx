/**
 * Casing assembly (drilling.equipment.casing.assembly, completions.casing.assembly): one casing
 * string with its figures (length, weights in air and buoyed, clearance, shoe TVD, formation and
 * fracture gradient there) and its cement slurries lead / tail with their tops and annular volumes,
 * beside the schematic with the whole program. Ctrl+E edits the string and its slurries (Insert adds
 * a slurry); Enter or Ctrl+S saves (PUT), Escape cancels.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { saveCasing, useCasingString, type CasingStringDto } from '../../api/equipment';
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
import { slurryColumns } from './casing-columns';
import { blankSlurry, slurryColumns as draftSlurryColumns, slurryRows, stringBody, stringColumns, stringRow } from './casing-draft';
import { equipmentUnits, inches, type EquipmentUnits } from './equipment-units';
import { WellboreSchematic } from './wellbore-schematic';

const useStyles = makeStyles({
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  side: { flex: '1 1 0', minHeight: '220px', minWidth: 0, display: 'flex', flexDirection: 'column' },
  chart: { flex: '0 0 340px', minHeight: '300px', minWidth: 0, display: 'flex', borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

function figures(c: CasingStringDto, u: EquipmentUnits) {
  const opt = (v: number | null, f: (x: number) => number, decimals: number, unit: string) =>
    v === null ? { value: '-', unit: '' } : { value: fmtNum(f(v), decimals), unit };
  return [
    { label: 'Size', value: `${inches(c.od_in)} ${c.weight_lb_ft} lb/ft ${c.grade}` },
    { label: 'Top – shoe', value: `${fmtNum(u.depth.convert(c.top_m), 0)} – ${fmtNum(u.depth.convert(c.shoe_m), 0)}`, unit: u.depth.symbol },
    { label: 'Shoe TVD', ...opt(c.shoe_tvd_m, u.depth.convert, 0, u.depth.symbol) },
    { label: 'Hole', value: inches(c.hole_size_in) },
    { label: 'Weight in air', value: fmtNum(u.weight.convert(c.air_weight_kg), 1), unit: u.weight.symbol },
    { label: 'Buoyed weight', ...opt(c.buoyed_weight_kg, u.weight.convert, 1, u.weight.symbol) },
    { label: 'Cement', value: fmtNum(u.volume.convert(c.cement_volume_m3), 1), unit: u.volume.symbol },
    { label: 'Frac gradient at shoe', ...opt(c.shoe_frac_sg === null ? null : c.shoe_frac_sg * 1000, u.density.convert, u.density.decimals, u.density.symbol) },
  ];
}

export default function CasingStringPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const id = props.instance.params.assembly_id ?? null;
  const swr = useCasingString(props.wellId, id, visible);
  const system = useUnitSystem();
  const u = useMemo(() => equipmentUnits(system), [system]);
  const x = swr.data?.string;
  const e = useDraftEdit({
    canEdit: () => (!props.wellId ? 'Select a well first' : !x ? 'The casing string is still loading' : null),
    start: () => ({ row: stringRow(x!, u), slurries: slurryRows(x!, u) }),
    isDirty: (d) => !sameCells([d.row, ...d.slurries], [stringRow(x!, u), ...slurryRows(x!, u)]),
    save: async (d) => {
      const b = stringBody(d.row, d.slurries, x!, u, d.row.cells.name?.trim() || x!.name);
      if (!b.body) return { problems: b.problems };
      await saveCasing(props.wellId!, x!.id, b.body);
      return { message: `${b.body.name} saved` };
    },
  });

  if (!id) return <PaneMessage state="empty" title="No casing string chosen: open one from Casing." />;
  return (
    <PaneFrame
      title={e.editing ? 'Casing assembly — editing' : 'Casing assembly'}
      context={x && swr.data ? `${swr.data.well_name} · ${x.name} · ${x.casing_type_label}, ${x.status === 'set' ? 'set' : 'planned'}` : undefined}
      tools={e.tools(!!x)}
      onKeyDown={e.onKeyDown}
      state={e.editing ? 'editing' : x ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="casing string"
        ready={(d) => {
          const c = d.string;
          if (e.editing && e.draft) {
            const draft = e.draft;
            return (
              <>
                <DraftProblems problems={e.problems} />
                <DraftGrid label="String" columns={stringColumns(u)} rows={[draft.row]} onChange={(r) => e.setDraft({ ...draft, row: r[0] })} autoFocus />
                <Caption1 className={s.note}>Cement slurries: Insert adds one below, Ctrl+Delete removes it.</Caption1>
                <DraftGrid
                  label="Slurry"
                  columns={draftSlurryColumns(u)}
                  rows={draft.slurries}
                  onChange={(r) => e.setDraft({ ...draft, slurries: r })}
                  blank={blankSlurry}
                />
              </>
            );
          }
          return (
            <div className={s.body}>
              <div className={s.side}>
                <Figures items={figures(c, u)} />
                <Caption1 className={s.note}>
                  {c.shoe_formation ? `Shoe in ${c.shoe_formation}. ` : ''}
                  {c.mud_source ? `Run in ${c.mud_source}. ` : ''}
                  {c.missing.join(' ')} {c.comment}
                </Caption1>
                {c.slurries.length === 0 ? (
                  <PaneMessage state="empty" title="No cement slurries on this string: press Ctrl+E to add lead and tail." />
                ) : (
                  <VirtualTable
                    label={`Cement slurries of ${c.name}`}
                    exportTitle={`${d.well_name} ${c.name} cement`}
                    rows={c.slurries}
                    columns={slurryColumns(u)}
                    rowKey={(q, i) => `${q.kind}${i}`}
                    onActivate={() => e.edit.enter()}
                  />
                )}
              </div>
              <div className={s.chart}>
                <WellboreSchematic wellName={d.well_name} strings={d.program} drilledM={d.drilled_md_m} u={u} />
              </div>
            </div>
          );
        }}
      />
    </PaneFrame>
  );
}
