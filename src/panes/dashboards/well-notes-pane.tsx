/**
 * Well Notes (widget, spec widgets.tsv "Well Notes"): the well's user comments (spec 7.11
 * user_comments), each for everyone on the well or only for its author (sharing scopes ONLY_ME,
 * EVERYONE), optionally at a time and a depth, so it also marks the time and depth logs
 * (annotations). Markdown, rendered safely. Keyboard: see notes-board.tsx.
 *
 * The screen switches (tabs; arrow keys move between them) to the well's rig messages, hazards and
 * recommendations: always for everyone on the well, edited by whoever holds the kind's permission. The
 * Hazards and Recommendations widgets are the same board over one kind. NOTE_KIND_VIEWS declares each
 * kind once: its words, whether it has a sharing scope, and its tag (a hazard's severity).
 */
import { Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import useSWR from 'swr';
import { addNote, deleteNote, fetchNotes, updateNote, type NoteDto, type NoteInput } from '../../api/notes';
import { HAZARD_SEVERITIES, HAZARD_SEVERITY_LABELS, NOTE_KIND_ACCESS, type NoteKind } from '../../domain/notes/note-kinds';
import { formatPattern } from '../../domain/format';
import { parseDateTime } from '../../domain/format/date-parse';
import { useWellPermissions } from '../../features/auth/use-well-permissions';
import { browserZone } from '../../features/format/user-format';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { PaneStateView } from '../logs/pane-state';
import type { PaneProps } from '../pane-types';
import { conv, reportUnits, when } from '../reports/report-units';
import { useUnitSystem } from '../reports/use-unit-system';
import { EMPTY_DRAFT, NotesBoard, type BoardNote, type BoardTags, type Draft } from './notes-board';

export interface NotesKindOf {
  kind: NoteKind;
  /** The board's name (its tab in Well Notes). */
  label: string;
  noun: string;
  /** Offers the sharing scope (ONLY_ME / EVERYONE): comments alone. */
  scopes?: boolean;
  /** The tag each note may carry, sent as the kind's `severity` (hazards alone). */
  tags?: BoardTags;
}

const COMMENT_EVERYONE = 'COMMENT_EVERYONE';
const SEVERITY_COLOURS = { low: 'informative', medium: 'warning', high: 'danger' } as const;

/** Every kind of well note, in the order Well Notes shows them as tabs. */
export const NOTE_KIND_VIEWS: readonly NotesKindOf[] = [
  { kind: 'comment', label: 'Well notes', noun: 'note', scopes: true },
  { kind: 'message', label: 'Rig messages', noun: 'rig message' },
  {
    kind: 'hazard',
    label: 'Hazards',
    noun: 'hazard',
    tags: { label: 'Severity', options: HAZARD_SEVERITIES.map((v) => ({ value: v, text: HAZARD_SEVERITY_LABELS[v], color: SEVERITY_COLOURS[v] })) },
  },
  { kind: 'recommendation', label: 'Recommendations', noun: 'recommendation' },
];
/** The tabs of Well Notes: the kinds the user may read on the well (all of them until the permissions are in). */
export const readableKinds = (perms: ReadonlySet<string> | undefined) => NOTE_KIND_VIEWS.filter((v) => !perms || perms.has(NOTE_KIND_ACCESS[v.kind].view));
/**
 * The permission a comment for everyone takes when the user lacks it on the well (the server's rule:
 * COMMENT_EVERYONE), else undefined (held, or not known yet): the composer then keeps comments to their author.
 */
export const everyoneNeedsOn = (perms: ReadonlySet<string> | undefined) => (perms && !perms.has(COMMENT_EVERYONE) ? COMMENT_EVERYONE : undefined);
const viewOf = (kind: NoteKind) => NOTE_KIND_VIEWS.find((v) => v.kind === kind)!;

export const HAZARDS = viewOf('hazard');
/** Panes that show one kind alone; any other (Well Notes) shows every kind under tabs. */
const KIND_OF_PANE: Readonly<Record<string, NoteKind>> = {
  'widget.hazards': 'hazard',
  'widget.recommendations': 'recommendation',
  'drilling.recommendations': 'recommendation',
  'completions.recommendations': 'recommendation',
};

const typedTime = (s: number | null) => (s === null ? '' : formatPattern(s * 1000, 'YYYY-MM-DD HH:mm', { timeZone: browserZone() }));

export default function WellNotesPane(props: PaneProps) {
  const one = KIND_OF_PANE[props.paneType.id];
  const [chosen, setKind] = useState<NoteKind>('comment');
  const perms = useWellPermissions(props.wellId);
  if (one) return <WellNotes wellId={props.wellId} of={viewOf(one)} />;
  const readable = readableKinds(perms);
  const kind = readable.some((v) => v.kind === chosen) ? chosen : (readable[0]?.kind ?? chosen);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <TabList size="small" selectedValue={kind} onTabSelect={(_, d) => setKind(d.value as NoteKind)} aria-label="Kind of note" data-notes-kinds="">
        {readable.map((v) => (
          <Tab key={v.kind} value={v.kind} data-notes-kind={v.kind}>
            {v.label}
          </Tab>
        ))}
      </TabList>
      <div style={{ flex: 1, minHeight: 0 }}>
        <WellNotes key={kind} wellId={props.wellId} of={viewOf(kind)} />
      </div>
    </div>
  );
}

/** The notes of one kind on a well: the board with its composer, refreshed each minute. */
export function WellNotes({ wellId, of }: { wellId: string | null; of: NotesKindOf }) {
  const { visible } = usePaneActivity();
  const u = reportUnits(useUnitSystem());
  const perms = useWellPermissions(wellId);
  const { kind, label, noun, tags } = of;
  const edit = NOTE_KIND_ACCESS[kind].edit;
  const swr = useSWR(wellId && visible ? ['notes', kind, wellId] : null, () => fetchNotes(wellId!, kind), {
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
      title: n.title,
      tag: n.severity ?? undefined,
      anchor,
      time: typedTime(n.time),
      depth: depth === null ? '' : String(Number(depth.toFixed(u.depth.decimals))),
    };
  };
  const everyoneNeeds = of.scopes ? everyoneNeedsOn(perms) : undefined;
  const newDraft = (): Draft => ({
    ...EMPTY_DRAFT,
    time: typedTime(Math.floor(Date.now() / 1000)),
    ...(everyoneNeeds ? { visibility: 'ONLY_ME' as const } : {}),
  });

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
    const input = {
      body: d.body,
      time,
      depth_m: depthM,
      ...(of.scopes ? { visibility: d.visibility } : {}),
      ...(tags ? { severity: d.tag ? (d.tag as NoteInput['severity']) : null } : {}),
    };
    if (editing) await updateNote(wellId, kind, editing, input);
    else await addNote(wellId, kind, input);
    await swr.mutate();
    notify('success', editing ? `The ${noun} is saved` : `The ${noun} is added`);
  };
  const remove = async (n: BoardNote) => {
    const ok = await askConfirm({ title: `Delete the ${noun}?`, message: 'It is removed for everyone who sees it.', confirmLabel: 'Delete' });
    if (!ok) return;
    try {
      await deleteNote(wellId, kind, n.id);
      await swr.mutate();
      notify('success', `The ${noun} is deleted`);
    } catch {
      // shown by the request layer
    }
  };

  return (
    <NotesBoard
      // Remounted when the permissions arrive saying Everyone is not the user's: the first draft then keeps the comment to its author.
      key={everyoneNeeds ? 'only-me' : 'everyone'}
      label={label}
      noun={noun}
      readOnly={perms && !perms.has(edit) ? `Reading only: writing ${noun}s on this well needs the ${edit} permission.` : undefined}
      notes={swr.data.data.map(toBoard)}
      anchors={{ depthUnit: u.depth.symbol }}
      scopes={of.scopes === true}
      everyoneNeeds={everyoneNeeds}
      tags={tags}
      newDraft={newDraft}
      emptyText={`No ${noun}s on this well yet. Write the first one above.`}
      onSave={save}
      onDelete={remove}
    />
  );
}
