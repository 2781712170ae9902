/**
 * Time Journal (drilling.time_journal, widget Time Journal) and Manual Activities (widget): the
 * period's reporting days (the well's day shift in its zone), their entries from rig-state detection
 * with the manual entries and corrections laid over them, NPT from the troubles, and the days.
 *
 * Keys: Ctrl+E (or Enter on an entry) edits, Insert adds a manual entry, Enter applies, Escape
 * cancels (also Ctrl+S and the palette, the workspace's edit verbs); Delete removes the selected
 * manual entry, asked first.
 * While editing, the bar counts the entries changed (the dirty counter).
 */
import { EditButton, EditingTools } from '../../../features/edit-mode/edit-tools';
import { Button, Tooltip } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { applyJournalEdits, deleteJournalEntry, fetchTimeJournal, type TimeJournalData } from '../../../api/journal';
import { useEditMode } from '../../../features/edit-mode/use-edit-mode';
import { useEditDenied } from '../../../features/auth/use-well-permissions';
import { VirtualTable } from '../../../features/virtual-table';
import { formatDuration, formatPattern } from '../../../domain/format';
import { browserZone } from '../../../features/format/user-format';
import { askConfirm } from '../../../state/confirmations';
import { notify } from '../../../state/notifications';
import type { PaneProps } from '../../pane-types';
import { Figures, ReportFrame } from '../report-frame';
import { fmtHours, reportUnits } from '../report-units';
import { useUnitSystem } from '../use-unit-system';
import { dayColumns, entryColumns, type EntryRow } from './journal-columns';
import { changedRows, draftEdits, newEntryInputs, withEdit, type Draft, type NewEntry } from './journal-draft';
import { EditCell } from './journal-edit-cell';
import { NewEntries } from './journal-new-entries';
import { paneArea } from '../../completions/stage-period';
import { usePeriodAnswer } from './use-period-answer';

const ALL_VIEWS = [
  { id: 'entries', label: 'Entries' },
  { id: 'days', label: 'Days' },
];
const MANUAL_VIEWS = [{ id: 'manual', label: 'Manual activities' }];

const noEntries = (d: TimeJournalData) => d.days.every((x) => x.rows.length === 0);

export default function TimeJournalPane(props: PaneProps) {
  const manualOnly = props.paneType.id === 'widget.manual-activities';
  const views = manualOnly ? MANUAL_VIEWS : ALL_VIEWS;
  const a = usePeriodAnswer('time_journal', props, fetchTimeJournal);
  const u = reportUnits(useUnitSystem());
  const [view, setView] = useState(() => views.find((v) => v.id === props.instance.params.view)?.id ?? views[0].id);
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(new Map());
  const [added, setAdded] = useState<NewEntry[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [applying, setApplying] = useState(false);
  const data = a.answer?.data;
  const wellId = props.wellId;
  const denied = useEditDenied(wellId, 'EDIT_TIMELOG', 'editing the time journal');

  const rows = useMemo<EntryRow[]>(() => {
    const all = (data?.days ?? []).flatMap((d) => d.rows.map((r) => ({ ...r, date: d.date })));
    return manualOnly ? all.filter((r) => r.mode === 'manual') : all;
  }, [data, manualOnly]);
  const changed = useMemo(() => changedRows(draft, rows), [draft, rows]);
  const fresh = useMemo(() => newEntryInputs(added), [added]);
  const reset = () => {
    setDraft(new Map());
    setAdded([]);
    setShowProblems(false);
  };

  const edit = useEditMode({
    canEdit: () =>
      !wellId
        ? 'Select a well first'
        : denied
          ? denied
          : !data
            ? 'The journal is still loading'
            : rows.length === 0
              ? 'No entries to edit in this period'
              : null,
    start: () => {
      reset();
      setView(manualOnly ? 'manual' : 'entries');
    },
    apply: async () => {
      if (!wellId || applying) return false;
      if (fresh.problems.length) {
        setShowProblems(true);
        return false;
      }
      const edits = draftEdits(draft, rows);
      const corrected = edits.add.length + edits.update.length;
      edits.add.push(...fresh.inputs);
      const n = corrected + fresh.inputs.length;
      setApplying(true);
      try {
        if (n > 0) await applyJournalEdits(wellId, edits);
        await a.mutate();
        reset();
        const parts = [
          corrected ? `${corrected} ${corrected === 1 ? 'entry' : 'entries'} corrected` : '',
          fresh.inputs.length ? `${fresh.inputs.length} added` : '',
        ];
        if (n > 0) notify('success', `Time journal saved: ${parts.filter(Boolean).join(', ')}`);
        return true;
      } catch {
        // the server's message is shown by the request layer; edit mode stays on
        return false;
      } finally {
        setApplying(false);
      }
    },
    discard: reset,
  });
  const dirtyCount = changed.length + added.length;
  const { markDirty } = edit;
  useEffect(() => markDirty(dirtyCount > 0), [dirtyCount, markDirty]);

  // Enter on an entry starts editing it: the typing goes to its comment.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!edit.editing) return;
    const id = requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-edit-focus]')?.focus());
    return () => cancelAnimationFrame(id);
  }, [edit.editing]);

  const change = (row: EntryRow, c: Parameters<typeof withEdit>[2]) => {
    const next = withEdit(draft, row, c);
    setDraft(next);
  };

  // Insert: a manual entry over the selected entry's time, to narrow and describe.
  const addEntry = () => {
    const over = rows[selected ?? rows.length - 1];
    const at = (t: number) => formatPattern(t * 1000, 'YYYY-MM-DD HH:mm', { timeZone: browserZone() });
    const n = added.length;
    setAdded([...added, { key: `new:${Date.now()}:${n}`, start: over ? at(over.start) : '', end: over ? at(over.end) : '', activity: 'OTHER', comment: '' }]);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`[data-new-entry-comment="${n}"]`)?.focus());
  };

  const removeSelected = async () => {
    const r = selected === null ? null : rows[selected];
    if (!wellId || !r || r.mode !== 'manual' || !r.id || edit.editing) return;
    if (denied) {
      notify('warning', denied);
      return;
    }
    const ok = await askConfirm({
      title: 'Delete the entry?',
      message: `${r.label}, ${formatDuration(r.duration_s)}: the auto entries come back for its time.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await deleteJournalEntry(wellId, r.id);
      await a.mutate();
      notify('success', 'Journal entry deleted');
    } catch {
      // shown by the request layer
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Insert' && edit.editing) {
      e.preventDefault();
      addEntry();
    } else if (e.key === 'Delete' && !edit.editing) {
      e.preventDefault();
      void removeSelected();
    }
  };

  const area = paneArea(props.paneType.id);
  const columns = useMemo(() => entryColumns(u, area), [u, area]);
  const days = useMemo(() => (data?.days ?? []).filter((d) => d.rows.length > 0 || d.npt_s > 0), [data]);
  const label = `${props.paneType.title}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  const selectedRow = selected === null ? null : rows[selected];

  const tools = edit.editing ? (
    <EditingTools changes={{ count: dirtyCount }} busy={applying} onCancel={edit.cancel} onApply={() => void edit.apply()}>
      <Tooltip content="Insert" relationship="description">
        <Button size="small" appearance="subtle" onClick={addEntry} disabled={applying}>
          Add entry
        </Button>
      </Tooltip>
    </EditingTools>
  ) : (
    <>
      {selectedRow?.mode === 'manual' && !denied && (
        <Tooltip content="Delete" relationship="description">
          <Button size="small" appearance="subtle" onClick={() => void removeSelected()}>
            Delete entry
          </Button>
        </Tooltip>
      )}
      <EditButton onEnter={edit.enter} disabled={!data || rows.length === 0} denied={denied} />
    </>
  );

  return (
    <div ref={root} style={{ display: 'contents' }} onKeyDown={onKeyDown} data-time-journal={edit.editing ? 'editing' : 'viewing'}>
      <ReportFrame
        title={edit.editing ? `${props.paneType.title} — editing` : props.paneType.title}
        wellId={wellId}
        a={a}
        isEmpty={manualOnly ? () => rows.length === 0 : noEntries}
        emptyText={manualOnly ? 'No manual entries or corrections in this period.' : 'No journal entries in this period.'}
        views={views}
        view={view}
        onView={setView}
        tools={tools}
      >
        {(d) => (
          <>
            <Figures
              items={[
                { label: 'NPT', value: fmtHours(d.npt_s), unit: 'h' },
                { label: 'Troubles', value: String(d.troubles.length) },
                { label: 'Days', value: String(days.length) },
                { label: 'Manual / corrected', value: String(d.days.reduce((s, x) => s + x.rows.filter((r) => r.mode === 'manual').length, 0)) },
                {
                  label: 'Day starts',
                  value: `${String(Math.floor(d.day_shift / 3600)).padStart(2, '0')}:${String(Math.floor((d.day_shift % 3600) / 60)).padStart(2, '0')}`,
                  unit: d.time_zone,
                },
              ]}
            />
            {edit.editing && (
              <NewEntries
                added={added}
                area={area}
                problems={showProblems ? fresh.problems : []}
                onChange={(key, c) => setAdded(added.map((x) => (x.key === key ? { ...x, ...c } : x)))}
                onRemove={(key) => setAdded(added.filter((x) => x.key !== key))}
                onApply={() => void edit.apply()}
                onCancel={edit.cancel}
              />
            )}
            {view === 'days' ? (
              <VirtualTable label={`${label}: days`} rows={days} columns={dayColumns(u, area)} rowKey={(x) => x.date} />
            ) : (
              <VirtualTable
                label={label}
                rows={rows}
                columns={columns}
                rowKey={(r) => r.key}
                selectedIndex={selected}
                onSelect={(i) => setSelected(i)}
                onActivate={(_, i) => {
                  setSelected(i);
                  edit.enter();
                }}
                rowHeightPx={edit.editing ? 30 : undefined}
                renderCell={
                  edit.editing
                    ? (r, c, i) =>
                        c.id === 'activity' || c.id === 'comment' ? (
                          <EditCell
                            row={r}
                            index={i}
                            field={c.id}
                            area={area}
                            value={draft.get(r.key) ?? { activity: r.activity, comment: r.comment }}
                            changed={changed.includes(r)}
                            focusHere={i === (selected ?? 0)}
                            onChange={(x) => change(r, x)}
                            onApply={() => void edit.apply()}
                            onCancel={edit.cancel}
                          />
                        ) : undefined
                    : undefined
                }
              />
            )}
          </>
        )}
      </ReportFrame>
    </div>
  );
}
