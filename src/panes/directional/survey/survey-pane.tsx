/**
 * Survey (drilling.survey, completions.survey): the well's stations with the spec's columns (3.6)
 * in the user's units, slide seen and motor yield hideable (2.4); edit mode to add or correct
 * stations with validation naming the row; import (preview, then commit) and CSV export.
 *
 * Keys: Ctrl+E edits, Ctrl+S applies, Escape cancels (the workspace's edit verbs); Insert adds a
 * station; Enter on a station edits. The table: arrows move the selected station and the MD cursor.
 */
import { Button, Tooltip } from '@fluentui/react-components';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { applyStationEdits, exportSurveyCsv, useStationRecords, useSurveys } from '../../../api/directional';
import { ColumnsMenu, downloadBlob, fileNameOf, useColumnVisibility } from '../../../features/virtual-table';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { surveyContext } from '../shared/context';
import { CursorTable } from '../shared/cursor-table';
import { PaneFrame } from '../shared/pane-frame';
import { DataState, PaneMessage, errorText } from '../shared/pane-states';
import { stationColumns } from '../shared/station-columns';
import { useDirectionalPane } from '../shared/use-directional-pane';
import { draftEdits, draftFromRecords, draftProblems, isDirty, newDraftRow, type Draft, type DraftField } from './station-draft';
import { SurveyEditor, focusLastRow } from './survey-editor';
import { SurveyImportDialog } from './survey-import-dialog';
import { useEditMode } from '../../../features/edit-mode/use-edit-mode';

export default function SurveyPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const { wellId, units } = pane;
  const surveys = useSurveys(wellId, {}, pane.active);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [applying, setApplying] = useState(false);
  const [importing, setImporting] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => stationColumns(units, 'survey'), [units]);
  const visibility = useColumnVisibility('survey', columns);
  const tieInMd = surveys.data?.settings.tie_in_md ?? 0;
  const problems = useMemo(() => (draft ? draftProblems(draft, units, tieInMd) : []), [draft, units, tieInMd]);

  const apply = async (): Promise<boolean> => {
    if (!wellId || !draft || applying) return false;
    if (problems.length) {
      root.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return false;
    }
    const edits = draftEdits(draft, units);
    const n = edits.update.length + edits.remove.length + edits.add.length;
    setApplying(true);
    try {
      if (n > 0) await applyStationEdits(wellId, edits);
      setDraft(null);
      if (n > 0) notify('success', describeEdits(edits));
      // point every pane of the well at the newest added station
      if (edits.add.length) pane.cursor.set(Math.max(...edits.add.map((a) => a.md)));
      return true;
    } catch {
      // the server's message (naming the row) is already shown as an error notice; stay in edit mode
      return false;
    } finally {
      setApplying(false);
    }
  };

  const edit = useEditMode({
    canEdit: () => (!wellId ? 'Select a well first' : !surveys.data ? 'The survey is still loading' : null),
    start: () => setDraft(null),
    apply,
    discard: () => setDraft(null),
  });
  const records = useStationRecords(wellId, pane.active, edit.editing);
  // the draft starts from the records as entered, once they arrive
  if (edit.editing && draft === null && records.data) setDraft(draftFromRecords(records.data, units));

  const change = (next: Draft) => {
    setDraft(next);
    edit.markDirty(isDirty(next, units));
  };
  const onCell = (key: string, field: DraftField, value: string) =>
    draft && change({ ...draft, rows: draft.rows.map((r) => (r.key === key ? { ...r, values: { ...r.values, [field]: value } } : r)) });
  const onToggleDelete = (key: string) => draft && change({ ...draft, rows: draft.rows.map((r) => (r.key === key ? { ...r, deleted: !r.deleted } : r)) });
  const addRow = () => {
    if (!draft) return;
    change({ ...draft, rows: [...draft.rows, newDraftRow()] });
    focusLastRow(root.current);
  };

  const exportCsv = async () => {
    if (!wellId) return;
    try {
      downloadBlob(`${fileNameOf(`${pane.wellName ?? 'well'} survey`)}.csv`, await exportSurveyCsv(wellId));
    } catch {
      // shown by the request layer
    }
  };

  // Ctrl+E / Ctrl+S / Escape are the workspace's edit verbs; in a cell, where single keys do not
  // reach the keymap, Escape cancels here. Insert adds a station.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!edit.editing) return;
    if (e.key === 'Escape' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      edit.cancel();
    } else if (e.key === 'Insert') {
      e.preventDefault();
      addRow();
    }
  };

  const tools = edit.editing ? (
    <>
      <Tooltip content="Insert" relationship="description">
        <Button size="small" onClick={addRow} disabled={!draft}>
          Add station
        </Button>
      </Tooltip>
      <Tooltip content="Escape" relationship="description">
        <Button size="small" onClick={edit.cancel} disabled={applying}>
          Cancel
        </Button>
      </Tooltip>
      <Tooltip content="Ctrl+S" relationship="description">
        <Button size="small" appearance="primary" onClick={() => void edit.apply()} disabled={!draft || applying || problems.length > 0}>
          {applying ? 'Applying…' : 'Apply'}
        </Button>
      </Tooltip>
    </>
  ) : (
    <>
      <Tooltip content="Ctrl+E" relationship="description">
        <Button size="small" onClick={edit.enter} disabled={!wellId || !surveys.data}>
          Edit
        </Button>
      </Tooltip>
      <Button size="small" appearance="subtle" onClick={() => setImporting(true)} disabled={!wellId}>
        Import…
      </Button>
      <Button size="small" appearance="subtle" onClick={() => void exportCsv()} disabled={!surveys.data?.stations.length}>
        Export CSV
      </Button>
      <ColumnsMenu visibility={visibility} />
    </>
  );

  return (
    <div ref={root} style={{ display: 'contents' }}>
      <PaneFrame
        title={edit.editing ? 'Survey — editing' : 'Survey'}
        context={surveyContext(units, pane.wellName, surveys.data)}
        tools={tools}
        onKeyDown={onKeyDown}
        state={edit.editing ? 'editing' : surveys.data ? 'ready' : 'loading'}
      >
        {edit.editing ? (
          draft ? (
            <SurveyEditor draft={draft} problems={problems} units={units} onChange={onCell} onToggleDelete={onToggleDelete} />
          ) : records.error ? (
            <PaneMessage state="error" title="The stations could not be loaded for editing" detail={errorText(records.error)} />
          ) : (
            <PaneMessage state="loading" title="Loading the stations…" />
          )
        ) : (
          <DataState
            wellId={wellId}
            swr={surveys}
            what="survey"
            isEmpty={(d) => d.stations.length === 0}
            empty="This well has no survey stations yet: press Edit to add them, or import a file."
            ready={(d) => (
              <CursorTable
                label="Survey stations"
                rows={d.stations}
                columns={visibility.visible}
                rowKey={(r, i) => r.id ?? `tie-in-${i}`}
                mdOf={(r) => r.md}
                cursor={pane.cursor}
                onActivate={edit.enter}
              />
            )}
          />
        )}
      </PaneFrame>
      {wellId && <SurveyImportDialog wellId={wellId} units={units} open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}

function describeEdits(e: ReturnType<typeof draftEdits>): string {
  const parts = [
    e.add.length ? `${e.add.length} added` : '',
    e.update.length ? `${e.update.length} corrected` : '',
    e.remove.length ? `${e.remove.length} deleted` : '',
  ].filter(Boolean);
  return `Survey saved: ${parts.join(', ')}`;
}
