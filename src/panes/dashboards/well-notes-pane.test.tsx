/**
 * Well Notes' one declaration of the kinds: rig messages are among its tabs like the other kinds, a
 * hazard's severity is chosen in the form from the values the server accepts and shown in the list as
 * a badge with its name (never colour alone), and the list narrows to one severity.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HAZARD_SEVERITIES } from '../../domain/notes/note-kinds';
import { EMPTY_DRAFT, NotesBoard, type BoardNote } from './notes-board';
import { NOTE_KIND_VIEWS } from './well-notes-pane';

const view = (kind: string) => NOTE_KIND_VIEWS.find((v) => v.kind === kind)!;
const note = (x: Partial<BoardNote>): BoardNote => ({
  id: 'n1',
  body: 'x',
  visibility: 'EVERYONE',
  author: 'Ann',
  own: true,
  anchor: '',
  time: '',
  depth: '',
  ...x,
});

describe('the kinds of well notes', () => {
  it('declares every kind once, rig messages included; the sharing scope is the comments’ alone, the severity the hazards’', () => {
    expect(NOTE_KIND_VIEWS.map((v) => v.kind).sort()).toEqual(['comment', 'hazard', 'message', 'recommendation']);
    expect(view('message')).toMatchObject({ label: 'Rig messages', noun: 'rig message' });
    expect(NOTE_KIND_VIEWS.filter((v) => v.scopes).map((v) => v.kind)).toEqual(['comment']);
    expect(NOTE_KIND_VIEWS.filter((v) => v.tags).map((v) => v.kind)).toEqual(['hazard']);
    expect(view('hazard').tags!.options.map((o) => o.value)).toEqual([...HAZARD_SEVERITIES]);
  });

  it('a hazard board offers the severities by name in a select and shows each hazard’s as a badge with text', () => {
    const html = renderToStaticMarkup(
      <NotesBoard
        label="Hazards"
        notes={[note({ id: 'a', tag: 'high' }), note({ id: 'b', tag: 'low' }), note({ id: 'c' })]}
        newDraft={() => EMPTY_DRAFT}
        tags={view('hazard').tags}
        emptyText="none"
        onSave={async () => {}}
        onDelete={async () => {}}
      />,
    );
    const form = /<select[^>]*aria-label="Severity"[^>]*>(.*?)<\/select>/.exec(html)![1];
    expect([...form.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['', 'No severity'],
      ['low', 'Low'],
      ['medium', 'Medium'],
      ['high', 'High'],
    ]);
    expect([...html.matchAll(/data-note-tag="(\w+)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['high', 'Severity High'],
      ['low', 'Severity Low'],
    ]);
    expect(html).toContain('aria-label="Show severity"');
  });

  it('a rig message board has neither a sharing scope nor a severity', () => {
    const m = view('message');
    const html = renderToStaticMarkup(
      <NotesBoard
        label={m.label}
        notes={[note({})]}
        newDraft={() => EMPTY_DRAFT}
        scopes={m.scopes === true}
        tags={m.tags}
        emptyText="none"
        onSave={async () => {}}
        onDelete={async () => {}}
      />,
    );
    expect(html).not.toContain('Visible to');
    expect(html).not.toContain('Severity');
    expect(html).toContain('aria-label="Rig messages"');
  });
});
