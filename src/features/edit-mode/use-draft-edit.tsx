/**
 * Edit mode for a pane whose draft is saved whole (a BHA, a casing string, the casing program):
 * useEditMode plus what each such pane would otherwise write again: the draft state, the dirty
 * counter, saving with the problems it found (the pane's own checks, else the server's message),
 * Enter to apply and Escape to cancel inside the pane, the toolbar buttons and the problem lines.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RequestError, serverMessage } from '../../api/request-error';
import { notify } from '../../state/notifications';
import { EditButton, EditingTools } from './edit-tools';
import { useEditMode } from './use-edit-mode';

const useStyles = makeStyles({
  problem: { padding: `2px ${tokens.spacingHorizontalM}`, color: tokens.colorPaletteRedForeground1 },
});

export interface DraftEditOptions<D> {
  /** null when the pane can be edited now, else why not. */
  canEdit: () => string | null;
  /** The draft when edit mode starts. */
  start: () => D;
  isDirty: (d: D) => boolean;
  /** How many things the draft changes, for the dirty count ('3 changed'); omitted, only whether it changed. */
  count?: (d: D) => number;
  /** Save the draft: the problems that stop it, or the success message. */
  save: (d: D) => Promise<{ problems: string[] } | { message: string }>;
}

export function useDraftEdit<D>(o: DraftEditOptions<D>) {
  const [draft, setDraft] = useState<D | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const edit = useEditMode({
    canEdit: o.canEdit,
    start: () => {
      setDraft(o.start());
      setProblems([]);
    },
    apply: async () => {
      if (draft === null || saving) return false;
      setSaving(true);
      try {
        const r = await o.save(draft);
        if ('problems' in r) {
          setProblems(r.problems);
          return false;
        }
        if (r.message) notify('success', r.message);
        setDraft(null);
        setProblems([]);
        return true;
      } catch (e) {
        setProblems([e instanceof RequestError ? (serverMessage(e.body) ?? e.message) : String(e)]);
        return false;
      } finally {
        setSaving(false);
      }
    },
    discard: () => {
      setDraft(null);
      setProblems([]);
    },
  });
  const dirty = draft !== null && o.isDirty(draft);
  const { markDirty } = edit;
  useEffect(() => markDirty(dirty), [dirty, markDirty]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!edit.editing) return;
    if (e.key === 'Enter' && !(e.target as HTMLElement).closest('select, button')) {
      e.preventDefault();
      void edit.apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      edit.cancel();
    }
  };
  const count = draft !== null && o.count ? o.count(draft) : null;
  /** `denied`: why the user may not edit here (useEditDenied), said beside the disabled Edit button. */
  const tools = (canEnter: boolean, denied?: string | null, extra?: ReactNode): ReactNode =>
    edit.editing ? (
      <EditingTools
        changes={count !== null ? { count } : { count: dirty ? 1 : 0, text: dirty ? 'Changed' : 'No changes' }}
        busy={saving}
        busyLabel="Saving…"
        onCancel={edit.cancel}
        onApply={() => void edit.apply()}
      >
        {extra}
      </EditingTools>
    ) : (
      <EditButton onEnter={edit.enter} disabled={!canEnter} denied={denied} />
    );
  return { edit, editing: edit.editing && draft !== null, draft, setDraft, problems, saving, onKeyDown, tools };
}

export function DraftProblems({ problems }: { problems: readonly string[] }) {
  const s = useStyles();
  return (
    <>
      {problems.map((p) => (
        <div key={p} role="alert" className={s.problem}>
          {p}
        </div>
      ))}
    </>
  );
}
