/**
 * Well Notes (widget, spec widgets.tsv "Well Notes"): the well's user comments (spec 7.11
 * user_comments), each for everyone on the well or only for its author (sharing scopes ONLY_ME,
 * EVERYONE), optionally at a time and a depth, so it also marks the time and depth logs
 * (annotations). Markdown, rendered safely. Keyboard: see notes-board.tsx.
 */
import useSWR from 'swr';
import { addNote, deleteNote, fetchNotes, updateNote, type NoteDto } from '../../api/notes';
import { formatPattern } from '../../domain/format';
import { parseDateTime } from '../../domain/format/date-parse';
import { browserZone } from '../../features/format/user-format';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { PaneStateView } from '../logs/pane-state';
import type { PaneProps } from '../pane-types';
import { conv, reportUnits, when } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';
import { EMPTY_DRAFT, NotesBoard, type BoardNote, type Draft } from './notes-board';

const typedTime = (s: number | null) => (s === null ? '' : formatPattern(s * 1000, 'YYYY-MM-DD HH:mm', { timeZone: browserZone() }));

export default function WellNotesPane(props: PaneProps) {
  const { visible } = usePaneActivity();
  const u = reportUnits(useUnitSystem());
  const wellId = props.wellId;
  const swr = useSWR(wellId && visible ? ['notes', 'comment', wellId] : null, () => fetchNotes(wellId!, 'comment'), {
    revalidateOnFocus: false,
    refreshInterval: 60_000,
  });
  if (!wellId) return <PaneStateView kind="no-well" />;
  if (swr.error) return <PaneStateView kind="error" error={String((swr.error as Error).message ?? swr.error)} />;
  if (!swr.data) return <PaneStateView kind="loading" />;

  const metresPer = 1 / u.depth.convert(1);
  const toBoard = (n: NoteDto): BoardNote => {
    const depth = conv(n.depth_m, u.depth);
    const anchor = [n.time !== null ? when(n.time) : '', depth !== null ? `${depth.toFixed(u.depth.decimals)} ${u.depth.symbol}` : '']
      .filter(Boolean)
      .join(' · ');
    return {
      id: n.id,
      body: n.body,
      visibility: n.visibility,
      author: n.author,
      own: n.own,
      anchor,
      time: typedTime(n.time),
      depth: depth === null ? '' : String(Number(depth.toFixed(u.depth.decimals))),
    };
  };
  const newDraft = (): Draft => ({ ...EMPTY_DRAFT, time: typedTime(Math.floor(Date.now() / 1000)) });

  const save = async (d: Draft, editing: string | null) => {
    let time: number | null = null;
    if (d.time.trim()) {
      const ms = parseDateTime(d.time, { timeZone: browserZone() });
      if (ms === null) throw new Error('Time: write it as YYYY-MM-DD HH:mm, or leave it empty.');
      time = Math.floor(ms / 1000);
    }
    let depthM: number | null = null;
    if (d.depth.trim()) {
      const v = Number(d.depth.replace(',', '.'));
      if (!Number.isFinite(v) || v < 0) throw new Error(`Depth: a number of ${u.depth.symbol} at or above 0, or leave it empty.`);
      depthM = v * metresPer;
    }
    const input = { body: d.body, visibility: d.visibility, time, depth_m: depthM };
    if (editing) await updateNote(wellId, 'comment', editing, input);
    else await addNote(wellId, 'comment', input);
    await swr.mutate();
    notify('success', editing ? 'Note saved' : 'Note added');
  };
  const remove = async (n: BoardNote) => {
    const ok = await askConfirm({ title: 'Delete the note?', message: 'It is removed for everyone who sees it.', confirmLabel: 'Delete' });
    if (!ok) return;
    try {
      await deleteNote(wellId, 'comment', n.id);
      await swr.mutate();
      notify('success', 'Note deleted');
    } catch {
      // shown by the request layer
    }
  };

  return (
    <NotesBoard
      label="Well notes"
      notes={swr.data.data.map(toBoard)}
      anchors={{ depthUnit: u.depth.symbol }}
      newDraft={newDraft}
      emptyText="No notes on this well yet. Write the first one above."
      onSave={save}
      onDelete={remove}
    />
  );
}
