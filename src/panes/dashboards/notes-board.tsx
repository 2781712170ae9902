/**
 * A list of markdown notes with a composer, shared by Well Notes and Template Notes. Keyboard:
 * N focuses the composer; Ctrl+Enter (or Enter in a one-line field) saves, Escape cancels the draft
 * or the edit; on a focused note of your own, E edits it and Delete deletes it (asked first).
 * Bodies are rendered by the safe markdown renderer: a note's HTML is shown as text, never run.
 */
import { Badge, Body1, Button, Caption1, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { NOTE_BODY_MAX } from '../../domain/notes/note-kinds';
import { isTyping } from '../../features/keyboard/typing';
import { Markdown } from '../../features/markdown/markdown';

export interface BoardNote {
  id: string;
  body: string;
  visibility: 'ONLY_ME' | 'EVERYONE';
  author: string;
  own: boolean;
  /** What the note is anchored at, as shown ('12 Mar 14:05 · 2,345.0 m'), or ''. */
  anchor: string;
  /** A heading above the body (hazards and recommendations have one) and a tag (a hazard's severity). */
  title?: string;
  tag?: string;
  /** The anchor fields as typed in the composer, for editing. */
  time: string;
  depth: string;
}

/** A tag each note may carry (a hazard's severity): its name and its choices, each shown as text on a coloured badge. */
export interface BoardTags {
  label: string;
  options: readonly { value: string; text: string; color: NonNullable<BadgeProps['color']> }[];
}

export interface Draft {
  body: string;
  visibility: 'ONLY_ME' | 'EVERYONE';
  time: string;
  depth: string;
  /** The tag chosen (a hazard's severity), '' for none. */
  tag: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'auto',
  },
  form: { display: 'flex', flexDirection: 'column', gap: '4px', flexShrink: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  field: {
    boxSizing: 'border-box',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    padding: '2px 4px',
  },
  body: { width: '100%', minHeight: '64px', resize: 'vertical', fontFamily: tokens.fontFamilyBase },
  preview: { borderLeft: `3px solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  note: {
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  text: { overflowWrap: 'anywhere', '& p': { margin: '4px 0' }, '& pre': { whiteSpace: 'pre-wrap' } },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export const EMPTY_DRAFT: Draft = { body: '', visibility: 'EVERYONE', time: '', depth: '', tag: '' };

export function NotesBoard(p: {
  label: string;
  /** What one note is called on its buttons and messages ('note' unless given: 'hazard', 'rig message'). */
  noun?: string;
  /** Why the user may read but not write here; the composer is left out and this said instead. */
  readOnly?: string;
  notes: readonly BoardNote[];
  /** Show the time and depth fields (well notes), with the depth unit's symbol. */
  anchors?: { depthUnit: string };
  newDraft(): Draft;
  /** Offer the sharing scope (Everyone / Only me); false for the kinds that are always the well's. */
  scopes?: boolean;
  /** The permission Everyone takes when the user lacks it: Everyone is shown unavailable, naming it, and newDraft should keep notes to the author. */
  everyoneNeeds?: string;
  /** Offer a tag for each note (a hazard's severity), shown as a badge; the list can be narrowed to one tag. */
  tags?: BoardTags;
  emptyText: string;
  onSave(draft: Draft, editing: string | null): Promise<void>;
  onDelete(note: BoardNote): Promise<void>;
}) {
  const s = useStyles();
  const tags = p.tags;
  const noun = p.noun ?? 'note';
  const [draft, setDraft] = useState<Draft>(p.newDraft);
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The tag the list is narrowed to, '' for every note. */
  const [only, setOnly] = useState('');
  const tagOf = (v: string) => tags?.options.find((o) => o.value === v);
  const shown = only ? p.notes.filter((n) => n.tag === only) : p.notes;
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const cancel = () => {
    setDraft(p.newDraft());
    setEditing(null);
    setProblem(null);
  };
  const save = async () => {
    if (saving) return;
    if (!draft.body.trim()) {
      setProblem(`Write the ${noun} first.`);
      bodyRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await p.onSave(draft, editing);
      setDraft(p.newDraft());
      setEditing(null);
      setProblem(null);
    } catch (e) {
      setProblem((e as Error).message || `The ${noun} was not saved.`);
    } finally {
      setSaving(false);
    }
  };
  const edit = (n: BoardNote) => {
    setEditing(n.id);
    setDraft({ body: n.body, visibility: n.visibility, time: n.time, depth: n.depth, tag: n.tag ?? '' });
    setProblem(null);
    requestAnimationFrame(() => bodyRef.current?.focus());
  };
  const onFormKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancel();
      (e.target as HTMLElement).blur?.();
    } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || (e.target as HTMLElement).tagName === 'INPUT')) {
      e.preventDefault();
      e.stopPropagation();
      void save();
    }
  };
  const onRootKey = (e: KeyboardEvent) => {
    if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'n' || e.key === 'N') {
      e.preventDefault();
      bodyRef.current?.focus();
    }
  };
  const onNoteKey = (e: KeyboardEvent, n: BoardNote) => {
    if (e.target !== e.currentTarget || !n.own) return;
    if (e.key === 'e' || e.key === 'E') {
      e.preventDefault();
      edit(n);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      e.stopPropagation();
      void p.onDelete(n);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };

  return (
    <div className={s.root} onKeyDown={onRootKey} tabIndex={-1} data-notes-root="">
      {p.readOnly ? (
        <Caption1 data-notes-read-only="">{p.readOnly}</Caption1>
      ) : (
        <form
          className={s.form}
          aria-label={`${editing ? 'Edit' : 'Add'} ${p.label}`}
          onSubmit={submit}
          onKeyDown={onFormKey}
          data-notes-form={editing ? 'edit' : 'add'}
        >
          <textarea
            ref={bodyRef}
            className={`${s.field} ${s.body}`}
            aria-label="Note (markdown: **bold**, *italic*, `code`, - lists, [links](https://…)); Ctrl+Enter saves, Escape cancels"
            placeholder={`Write a ${noun} (markdown). Ctrl+Enter saves, Escape cancels. N comes back here.`}
            value={draft.body}
            maxLength={NOTE_BODY_MAX}
            onChange={(e) => setDraft({ ...draft, body: e.target.value })}
          />
          <div className={s.row}>
            {p.anchors && (
              <>
                <input
                  className={s.field}
                  style={{ width: 140 }}
                  aria-label="Time (YYYY-MM-DD HH:mm), optional"
                  placeholder="YYYY-MM-DD HH:mm"
                  value={draft.time}
                  onChange={(e) => setDraft({ ...draft, time: e.target.value })}
                />
                <input
                  className={s.field}
                  style={{ width: 90 }}
                  aria-label={`Depth (${p.anchors.depthUnit}), optional`}
                  placeholder={`Depth ${p.anchors.depthUnit}`}
                  inputMode="decimal"
                  value={draft.depth}
                  onChange={(e) => setDraft({ ...draft, depth: e.target.value })}
                />
              </>
            )}
            {tags && (
              <select className={s.field} aria-label={tags.label} value={draft.tag} onChange={(e) => setDraft({ ...draft, tag: e.target.value })}>
                <option value="">{`No ${tags.label.toLowerCase()}`}</option>
                {tags.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.text}
                  </option>
                ))}
              </select>
            )}
            {p.scopes !== false && (
              <select
                className={s.field}
                aria-label="Visible to"
                value={draft.visibility}
                onChange={(e) => setDraft({ ...draft, visibility: e.target.value as Draft['visibility'] })}
              >
                <option value="EVERYONE" disabled={p.everyoneNeeds !== undefined}>
                  {p.everyoneNeeds ? `Everyone (needs ${p.everyoneNeeds})` : 'Everyone'}
                </option>
                <option value="ONLY_ME">Only me</option>
              </select>
            )}
            <Button size="small" appearance="primary" type="submit" disabled={saving}>
              {editing ? 'Save' : `Add ${noun}`}
            </Button>
            {(editing || draft.body) && (
              <Button size="small" appearance="subtle" onClick={cancel}>
                Cancel
              </Button>
            )}
          </div>
          {problem && (
            <Caption1 className={s.error} role="alert">
              {problem}
            </Caption1>
          )}
          {draft.body.trim() && (
            <div className={`${s.preview} ${s.text}`} aria-label="Preview" data-notes-preview="">
              <Markdown source={draft.body} />
            </div>
          )}
        </form>
      )}
      {tags && p.notes.length > 0 && (
        <div className={s.row}>
          <select
            className={s.field}
            aria-label={`Show ${tags.label.toLowerCase()}`}
            value={only}
            onChange={(e) => setOnly(e.target.value)}
            data-notes-filter=""
          >
            <option value="">{`Every ${tags.label.toLowerCase()}`}</option>
            {tags.options.map((o) => (
              <option key={o.value} value={o.value}>{`${tags.label} ${o.text} only`}</option>
            ))}
          </select>
          {only && <Caption1>{`${shown.length} of ${p.notes.length}`}</Caption1>}
        </div>
      )}
      {p.notes.length === 0 ? (
        <Body1>{p.emptyText}</Body1>
      ) : (
        <ul className={s.list} aria-label={p.label}>
          {shown.map((n) => (
            <li key={n.id} className={s.note} tabIndex={0} data-note={n.id} onKeyDown={(e) => onNoteKey(e, n)} aria-label={`Note by ${n.author}`}>
              <div className={s.head}>
                <Caption1>{n.author || 'Former user'}</Caption1>
                {n.anchor && <Caption1 data-value="">{n.anchor}</Caption1>}
                {n.tag && (
                  <Badge size="small" appearance="tint" color={tagOf(n.tag)?.color ?? 'informative'} data-note-tag={n.tag}>
                    {`${tags?.label ?? ''} ${tagOf(n.tag)?.text ?? n.tag}`.trim()}
                  </Badge>
                )}
                {n.visibility === 'ONLY_ME' && (
                  <Badge size="small" appearance="outline">
                    Only me
                  </Badge>
                )}
                {n.own && (
                  <>
                    <Button size="small" appearance="subtle" onClick={() => edit(n)}>
                      Edit
                    </Button>
                    <Button size="small" appearance="subtle" onClick={() => void p.onDelete(n)}>
                      Delete
                    </Button>
                  </>
                )}
              </div>
              {n.title && (
                <Body1 as="h3" style={{ margin: '2px 0', fontWeight: 600 }}>
                  {n.title}
                </Body1>
              )}
              <div className={s.text} data-note-body="">
                <Markdown source={n.body} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
