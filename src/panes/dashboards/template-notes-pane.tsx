/**
 * Template Notes (widget, spec widgets.tsv "Template Notes"). The spec names the widget only; our
 * reading: notes that belong to the dashboard template (the saved layout) the widget sits in, not to
 * a well, so they show on every well the template shows: how to read the dashboard, the checks the
 * team runs with it, hand-over remarks. The template is the pane's `template` param when given, else
 * the layout on screen. A note is for everyone who opens the template (that takes SHARE_TEMPLATES,
 * the template-sharing permission) or only for its author. Markdown, rendered safely.
 */
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { addTemplateNote, deleteTemplateNote, fetchTemplateNotes, updateTemplateNote, type TemplateNoteDto } from '../../api/notes';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { session } from '../../state/session';
import { workspace } from '../../state/workspace';
import { PaneStateView } from '../logs/pane-state';
import type { PaneProps } from '../pane-types';
import { when } from '../reports/report-units';
import { EMPTY_DRAFT, NotesBoard, type BoardNote, type Draft } from './notes-board';

export default function TemplateNotesPane(props: PaneProps) {
  const { visible } = usePaneActivity();
  const ws = useSnapshot(workspace);
  const me = useSnapshot(session);
  const template = (props.instance.params.template || ws.activeLayoutId || 'workspace').slice(0, 200);
  const swr = useSWR(visible ? ['template-notes', template] : null, () => fetchTemplateNotes(template), { revalidateOnFocus: false, refreshInterval: 60_000 });
  if (swr.error) return <PaneStateView kind="error" error={String((swr.error as Error).message ?? swr.error)} />;
  if (!swr.data) return <PaneStateView kind="loading" />;

  const toBoard = (n: TemplateNoteDto): BoardNote => ({
    id: n.id,
    body: n.body,
    visibility: n.visibility,
    author: n.author,
    own: n.own,
    anchor: when(Math.floor(Date.parse(n.updated_at) / 1000)),
    time: '',
    depth: '',
  });
  // A note for everyone takes SHARE_TEMPLATES or an administrator (the server's rule); without either one is kept to its author.
  const user = me.user;
  const everyoneNeeds = user && !user.is_admin && !user.global_permissions.includes('SHARE_TEMPLATES') ? 'SHARE_TEMPLATES' : undefined;
  const layoutName = ws.layouts.find((l) => l.id === template)?.name;
  const save = async (d: Draft, editing: string | null) => {
    if (editing) await updateTemplateNote(editing, { body: d.body, visibility: d.visibility });
    else await addTemplateNote({ template, body: d.body, visibility: d.visibility });
    await swr.mutate();
    notify('success', editing ? 'Note saved' : 'Note added');
  };
  const remove = async (n: BoardNote) => {
    const ok = await askConfirm({ title: 'Delete the note?', message: 'It is removed from the template for everyone who sees it.', confirmLabel: 'Delete' });
    if (!ok) return;
    try {
      await deleteTemplateNote(n.id);
      await swr.mutate();
      notify('success', 'Note deleted');
    } catch {
      // shown by the request layer
    }
  };

  return (
    <NotesBoard
      key={everyoneNeeds ? 'only-me' : 'everyone'}
      label={`Notes of the template${layoutName ? ` ${layoutName}` : ''}`}
      notes={swr.data.data.map(toBoard)}
      newDraft={() => ({ ...EMPTY_DRAFT, ...(everyoneNeeds ? { visibility: 'ONLY_ME' as const } : {}) })}
      everyoneNeeds={everyoneNeeds}
      emptyText="No notes on this template yet. Write the first one above."
      onSave={save}
      onDelete={remove}
    />
  );
}
