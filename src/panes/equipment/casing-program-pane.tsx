/**
 * Casing (drilling.equipment.casing, completions.casing): the well's casing program with weights,
 * cement volumes and the shoe's TVD and fracture gradient, beside the wellbore schematic. Enter opens
 * a string with its slurries. Ctrl+E edits the strings (Insert adds one, Ctrl+Delete removes it);
 * Enter or Ctrl+S saves (each changed string PUT, new ones POSTed, removed ones deleted), Escape
 * cancels. Riser is listed but disabled (spec 3.7).
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { deleteCasing, saveCasing, useCasingProgram, type CasingStringDto } from '../../api/equipment';
import type { CasingStringInput } from '../../domain/equipment/equipment-schemas';
import { DraftGrid, sameCells } from '../../features/edit-mode/draft-grid';
import { DraftProblems, useDraftEdit } from '../../features/edit-mode/use-draft-edit';
import { VirtualTable } from '../../features/virtual-table';
import { openDetailTab } from '../../features/workspace/open-detail';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import type { PaneProps } from '../pane-types';
import { useUnitSystem } from '../reports/use-unit-system';
import { stringColumns } from './casing-columns';
import { blankString, stringBody, stringColumns as draftColumns, stringRow } from './casing-draft';
import { equipmentUnits } from './equipment-units';
import { WellboreSchematic } from './wellbore-schematic';

const useStyles = makeStyles({
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  table: { flex: '1 1 0', minHeight: '220px', minWidth: 0, display: 'flex', flexDirection: 'column' },
  chart: { flex: '0 0 340px', minHeight: '300px', minWidth: 0, display: 'flex', borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  note: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

export default function CasingProgramPane(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const swr = useCasingProgram(props.wellId, visible);
  const system = useUnitSystem();
  const u = useMemo(() => equipmentUnits(system), [system]);
  const strings = useMemo(() => swr.data?.strings ?? [], [swr.data]);
  const [selected, setSelected] = useState<number | null>(null);
  const assemblyRoute = props.paneType.id.startsWith('completions.') ? 'completions.casing.assembly' : 'drilling.equipment.casing.assembly';

  const e = useDraftEdit({
    canEdit: () => (!props.wellId ? 'Select a well first' : !swr.data ? 'The casing program is still loading' : null),
    start: () => strings.map((x) => stringRow(x, u)),
    isDirty: (d) =>
      !sameCells(
        d,
        strings.map((x) => stringRow(x, u)),
      ),
    save: async (draft) => {
      const byId = new Map(strings.map((x) => [x.id, x]));
      const out: { id: string | null; body: CasingStringInput }[] = [];
      const problems: string[] = [];
      draft.forEach((r, i) => {
        const stored = byId.get(r.key) ?? null;
        if (stored && sameCells([stringRow(stored, u)], [r])) return;
        const b = stringBody(r, null, stored, u, r.cells.name?.trim() || `Row ${i + 1}`);
        if (b.body) out.push({ id: stored?.id ?? null, body: b.body });
        problems.push(...b.problems);
      });
      if (problems.length) return { problems };
      const removed = strings.filter((x) => !draft.some((r) => r.key === x.id));
      try {
        for (const x of removed) await deleteCasing(props.wellId!, x.id);
        // shallow first: each string is checked against the strings above it
        for (const x of [...out].sort((a, b) => a.body.shoe_m - b.body.shoe_m)) await saveCasing(props.wellId!, x.id, x.body);
      } finally {
        await swr.mutate();
      }
      const n = out.length + removed.length;
      return { message: n ? `Casing program saved: ${n} ${n === 1 ? 'string' : 'strings'} changed` : '' };
    },
  });

  const open = async (x: CasingStringDto) => {
    await openDetailTab(props.instance, assemblyRoute, { assembly_id: x.id }, `${x.name}`);
  };
  const set = strings.filter((x) => x.status === 'set').length;
  return (
    <PaneFrame
      title={e.editing ? 'Casing — editing' : 'Casing'}
      context={swr.data ? `${swr.data.well_name} · ${strings.length} strings, ${set} set · Enter opens a string` : undefined}
      tools={e.tools(!!swr.data)}
      onKeyDown={e.onKeyDown}
      state={e.editing ? 'editing' : swr.data ? 'ready' : 'loading'}
    >
      <DataState
        wellId={props.wellId}
        swr={swr}
        what="casing program"
        isEmpty={(d) => d.strings.length === 0 && !e.editing}
        empty="No casing program for this well yet: press Ctrl+E to enter one."
        ready={(d) =>
          e.editing && e.draft ? (
            <>
              <DraftProblems problems={e.problems} />
              <Caption1 className={s.note}>Insert adds a string below, Ctrl+Delete removes it; cement slurries are edited in each string.</Caption1>
              <DraftGrid label="String" columns={draftColumns(u)} rows={e.draft} onChange={e.setDraft} blank={blankString} autoFocus />
            </>
          ) : (
            <div className={s.body}>
              <div className={s.table}>
                <VirtualTable
                  label={`Casing program of ${d.well_name}`}
                  exportTitle={`${d.well_name} casing program`}
                  rows={d.strings}
                  columns={stringColumns(u)}
                  rowKey={(x) => x.id}
                  selectedIndex={selected}
                  onSelect={(i) => setSelected(i)}
                  onActivate={(x) => void open(x)}
                />
                {[...new Set(d.strings.flatMap((x) => x.missing))].map((m) => (
                  <Caption1 key={m} className={s.note} role="note">
                    {m}
                  </Caption1>
                ))}
              </div>
              <div className={s.chart}>
                <WellboreSchematic wellName={d.well_name} strings={d.strings} drilledM={d.drilled_md_m} u={u} />
              </div>
            </div>
          )
        }
      />
    </PaneFrame>
  );
}
