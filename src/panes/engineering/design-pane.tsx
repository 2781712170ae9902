/**
 * Design (drilling.engineering.design.item, completions.design.item): one design of the well, its
 * hole sections with casing, the casing string each links to, mud window, section length and volumes
 * (drilling) or its stage set (completions), the plan it was designed on, its version and what its
 * checks find. A drilling design's sections are edited by keyboard like a BHA draft: Ctrl+E (or Edit)
 * opens them as a grid (Insert adds a section, Ctrl+Delete removes one), Enter applies a new version,
 * Escape discards; the server's checks (order, gaps, casing inside its hole, a dangling string) come
 * back in the section's words.
 */
import { Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { updateDesignSections, useDesign, type WellDesign } from '../../api/engineering/designs';
import { useCasingProgram } from '../../api/equipment';
import { RequestError, serverMessage } from '../../api/request-error';
import { DraftGrid, sameCells } from '../../features/edit-mode/draft-grid';
import { DraftProblems, useDraftEdit } from '../../features/edit-mode/use-draft-edit';
import { TableExport, VirtualTable } from '../../features/virtual-table';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import {
  blankSectionRow,
  sectionColumns,
  sectionDraftColumns,
  sectionDraftRows,
  sectionProblemText,
  sectionRows,
  sectionsBody,
  stageColumns,
  type CasingChoice,
} from './design-columns';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS, flexGrow: 1, minHeight: 0 },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '160px' },
});

function DesignBody({ d, units, casing }: { d: WellDesign; units: ReturnType<typeof useDirectionalPane>['units']; casing: readonly CasingChoice[] }) {
  const s = useStyles();
  const sc = useMemo(() => sectionColumns(units, casing), [units, casing]);
  const tc = useMemo(() => stageColumns(units), [units]);
  const L = units.length;
  const rows = sectionRows(d);
  const volume = rows.reduce((a, r) => a + r.open_hole_m3, 0);
  const td = rows.length ? rows[rows.length - 1].to_m : null;
  return (
    <div className={s.body}>
      <Figures
        items={
          d.stage === 'drilling'
            ? [
                { label: 'Sections', value: String(rows.length) },
                { label: 'TD', value: td === null ? '—' : String(Math.round(L.show(td) ?? 0)), unit: L.symbol },
                { label: 'Open hole volume', value: volume.toFixed(1), unit: 'm³' },
                { label: 'Version', value: String(d.version) },
              ]
            : [
                { label: 'Stages', value: String(d.stages.length) },
                { label: 'Proppant', value: d.stages.reduce((a, x) => a + x.proppant_t, 0).toFixed(0), unit: 't' },
                { label: 'Clean fluid', value: d.stages.reduce((a, x) => a + x.clean_m3, 0).toFixed(0), unit: 'm³' },
                { label: 'Version', value: String(d.version) },
              ]
        }
      />
      {d.problems.map((p) => (
        <MessageBar key={p.field} intent="warning">
          <MessageBarBody>
            {p.field}: {p.message}
          </MessageBarBody>
        </MessageBar>
      ))}
      <div className={s.table}>
        {d.stage === 'drilling' ? (
          rows.length ? (
            <VirtualTable label={`${d.name} sections`} rows={rows} columns={sc} rowKey={(r) => r.name} />
          ) : (
            <Caption1>No sections in this design.</Caption1>
          )
        ) : d.stages.length ? (
          <VirtualTable label={`${d.name} stages`} rows={d.stages} columns={tc} rowKey={(r) => String(r.stage_no)} />
        ) : (
          <Caption1>No stages in this design.</Caption1>
        )}
      </div>
      <Caption1>
        {d.plan_name ? `Designed on the plan ${d.plan_name}. ` : 'No trajectory plan linked. '}
        Casing is its OD and shoe depth here, linked to its string of the casing program (grades, weights, connections).
        {d.stage === 'drilling' ? ' Ctrl+E edits the sections.' : ''}
        {d.notes ? ` ${d.notes}` : ''}
      </Caption1>
    </div>
  );
}

export default function DesignPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const id = props.instance.params.design_id ?? null;
  const design = useDesign(pane.wellId, id, pane.active);
  const casingProgram = useCasingProgram(pane.wellId, pane.active);
  const casing = useMemo<CasingChoice[]>(() => (casingProgram.data?.strings ?? []).map((c) => ({ id: c.id, name: c.name })), [casingProgram.data]);
  const units = pane.units;
  const sc = useMemo(() => sectionColumns(units, casing), [units, casing]);
  const d = design.data;
  const e = useDraftEdit({
    canEdit: () => (!d ? 'The design is still loading' : d.stage !== 'drilling' ? 'A completions design’s stages are edited in the frac stage list' : null),
    start: () => sectionDraftRows(d!, units),
    isDirty: (rows) => !sameCells(rows, sectionDraftRows(d!, units)),
    save: async (rows) => {
      const b = sectionsBody(rows, units);
      if ('problems' in b) return b;
      try {
        const next = await updateDesignSections(d!.well_id, d!.id, b.sections);
        return { message: `${next.name} saved as version ${next.version}` };
      } catch (err) {
        if (err instanceof RequestError && (err.status === 400 || err.status === 404))
          return { problems: [sectionProblemText(serverMessage(err.body) ?? err.message, b.sections, units)] };
        throw err;
      }
    },
  });
  const draftCols = useMemo(() => sectionDraftColumns(units, casing), [units, casing]);
  return (
    <PaneFrame
      title={e.editing ? 'Design — editing sections' : d ? `Design: ${d.name}` : 'Design'}
      context={joinContext(pane.wellName, d ? `${d.stage} · version ${d.version}` : null)}
      onKeyDown={e.onKeyDown}
      tools={
        d?.stage === 'drilling' ? (
          <>
            {e.tools(true)}
            {!e.editing && <TableExport title={`Design ${d.name}`} columns={sc} rows={sectionRows(d)} />}
          </>
        ) : null
      }
      state={e.editing ? 'editing' : d ? 'ready' : design.error ? 'error' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={design}
        what="design"
        isEmpty={() => false}
        empty=""
        ready={(x) =>
          e.editing && e.draft ? (
            <>
              <DraftProblems problems={e.problems} />
              <Caption1 style={{ padding: '2px 12px' }}>
                Sections from the top down, depths in {units.length.symbol} MD, sizes in inches. Insert adds a section below, Ctrl+Delete removes one. Enter
                applies a new version, Escape discards.
              </Caption1>
              <DraftGrid
                label="Sections"
                columns={draftCols}
                rows={e.draft}
                onChange={(r) => e.setDraft(r)}
                blank={() => blankSectionRow(e.draft ?? [])}
                autoFocus
              />
            </>
          ) : (
            <DesignBody d={x} units={units} casing={casing} />
          )
        }
      />
    </PaneFrame>
  );
}
