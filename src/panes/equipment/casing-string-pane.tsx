/**
 * Casing assembly (drilling.equipment.casing.assembly, completions.casing.assembly): one casing
 * string with its figures (length, weights in air and buoyed, clearance, shoe TVD, formation and
 * fracture gradient there) and its cement slurries lead / tail with their tops and annular volumes,
 * beside the schematic with the whole program. Ctrl+E edits the string and its slurries (Insert adds
 * a slurry); Enter or Ctrl+S saves (PUT), Escape cancels.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { saveCasing, useCasingString } from '../../api/equipment';
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
import { slurryColumns } from './casing-columns';
import { blankSlurry, slurryColumns as draftSlurryColumns, slurryRows, stringBody, stringColumns, stringRow } from './casing-draft';
import { equipmentUnits, inches } from './equipment-units';
import { WellboreSchematic } from './wellbore-schematic';

const useStyles = makeStyles({
  body: { display: 'flex', flexGrow: 1, minHeight: 0, flexWrap: 'wrap' },
  side: { flex: '3 1 460px', minHeight: '220px', minWidth: 0, display: 'flex', flexDirection: 'column' },
  chart: { flex: '1 1 280px', minHeight: '300px', minWidth: 0, display: 'flex', borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  problem: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorPaletteRedForeground1 },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

export default function CasingStringPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const id = props.instance.params.assembly_id ?? null;
  const swr = useCasingString(props.wellId, id, visible);
  const system = useUnitSystem();
  const u = useMemo(() => equipmentUnits(system), [system]);
  const x = swr.data?.string;
  const [row, setRow] = useState<DraftGridRow | null>(null);
  const [slurries, setSlurries] = useState<DraftGridRow[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const edit = useEditMode({
    canEdit: () => (!props.wellId ? 'Select a well first' : !x ? 'The casing string is still loading' : null),
    start: () => {
      setRow(stringRow(x!, u));
      setSlurries(slurryRows(x!, u));
      setProblems([]);
    },
    apply: async () => {
      if (!x || !row || !props.wellId || saving) return false;
      const b = stringBody(row, slurries, x, u, row.cells.name?.trim() || x.name);
      if (!b.body) {
        setProblems(b.problems);
        return false;
      }
      setSaving(true);
      try {
        await saveCasing(props.wellId, x.id, b.body);
        notify('success', `${b.body.name} saved`);
        setRow(null);
        return true;
      } catch (e) {
        setProblems([e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e)]);
        return false;
      } finally {
        setSaving(false);
      }
    },
    discard: () => {
      setRow(null);
      setProblems([]);
    },
  });
  const { markDirty } = edit;
  const dirty =
    !!x &&
    !!row &&
    (JSON.stringify(row.cells) !== JSON.stringify(stringRow(x, u).cells) ||
      JSON.stringify(slurries.map((r) => r.cells)) !== JSON.stringify(slurryRows(x, u).map((r) => r.cells)));
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

  if (!id) return <PaneMessage state="empty" title="No casing string chosen: open one from Casing." />;
  return (
    <PaneFrame
      title={edit.editing ? 'Casing assembly — editing' : 'Casing assembly'}
      context={x && swr.data ? `${swr.data.well_name} · ${x.name} · ${x.casing_type_label}, ${x.status === 'set' ? 'set' : 'planned'}` : undefined}
      tools={
        edit.editing ? (
          <EditingTools
            changes={{ count: dirty ? 1 : 0, text: dirty ? 'Changed' : 'No changes' }}
            busy={saving}
            busyLabel="Saving…"
            onCancel={edit.cancel}
            onApply={() => void edit.apply()}
          />
        ) : (
          <EditButton onEnter={edit.enter} disabled={!x} />
        )
      }
      onKeyDown={onKeyDown}
      state={edit.editing ? 'editing' : x ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="casing string"
        ready={(d) => {
          const c = d.string;
          if (edit.editing && row) {
            return (
              <>
                {problems.map((p) => (
                  <div key={p} role="alert" className={s.problem}>
                    {p}
                  </div>
                ))}
                <DraftGrid label="String" columns={stringColumns(u)} rows={[row]} onChange={(r) => setRow(r[0])} autoFocus />
                <Caption1 className={s.note}>Cement slurries: Insert adds one below, Ctrl+Delete removes it.</Caption1>
                <DraftGrid label="Slurry" columns={draftSlurryColumns(u)} rows={slurries} onChange={setSlurries} blank={blankSlurry} />
              </>
            );
          }
          return (
            <div className={s.body}>
              <div className={s.side}>
                <Figures
                  items={[
                    { label: 'Size', value: `${inches(c.od_in)} ${c.weight_lb_ft} lb/ft ${c.grade}` },
                    { label: 'Top – shoe', value: `${fmtNum(u.depth.convert(c.top_m), 0)} – ${fmtNum(u.depth.convert(c.shoe_m), 0)}`, unit: u.depth.symbol },
                    {
                      label: 'Shoe TVD',
                      value: c.shoe_tvd_m === null ? '-' : fmtNum(u.depth.convert(c.shoe_tvd_m), 0),
                      unit: c.shoe_tvd_m === null ? '' : u.depth.symbol,
                    },
                    { label: 'Hole', value: inches(c.hole_size_in) },
                    { label: 'Weight in air', value: fmtNum(u.weight.convert(c.air_weight_kg), 1), unit: u.weight.symbol },
                    {
                      label: 'Buoyed weight',
                      value: c.buoyed_weight_kg === null ? '-' : fmtNum(u.weight.convert(c.buoyed_weight_kg), 1),
                      unit: c.buoyed_weight_kg === null ? '' : u.weight.symbol,
                    },
                    { label: 'Cement', value: fmtNum(u.volume.convert(c.cement_volume_m3), 1), unit: u.volume.symbol },
                    {
                      label: 'Frac gradient at shoe',
                      value: c.shoe_frac_sg === null ? '-' : fmtNum(u.density.convert(c.shoe_frac_sg * 1000), u.density.decimals),
                      unit: c.shoe_frac_sg === null ? '' : u.density.symbol,
                    },
                  ]}
                />
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
                    onActivate={() => edit.enter()}
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
