/**
 * Well Notes' one declaration of the kinds: rig messages are among its tabs like the other kinds, a
 * hazard's severity is chosen in the form from the values the server accepts and shown in the list as
 * a badge with its name (never colour alone), and the list narrows to one severity.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HAZARD_SEVERITIES } from '../../domain/notes/note-kinds';
import { EMPTY_DRAFT, NotesBoard, type BoardNote } from './notes-board';
import { everyoneNeedsOn, NOTE_KIND_VIEWS, readableKinds } from './well-notes-pane';

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

describe('a board of one kind', () => {
  const board = (extra: { noun?: string; readOnly?: string }) =>
    renderToStaticMarkup(
      <NotesBoard label="Hazards" notes={[]} newDraft={() => EMPTY_DRAFT} emptyText="none" onSave={async () => {}} onDelete={async () => {}} {...extra} />,
    );

  it('names its kind on the composer: "Add hazard", not "Add note"', () => {
    const html = board({ noun: 'hazard' });
    expect(html).toContain('>Add hazard<');
    expect(html).toContain('placeholder="Write a hazard (markdown).');
    expect(board({})).toContain('>Add note<');
  });

  it('leaves the composer out for a reader, saying why', () => {
    const html = board({ noun: 'hazard', readOnly: 'Reading only: writing hazards on this well needs the EDIT_HAZARDS permission.' });
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Add hazard');
    expect(html).toContain('needs the EDIT_HAZARDS permission');
  });
});

describe('the tabs of Well Notes', () => {
  it('are the kinds the user may read on the well, every kind while the permissions load', () => {
    expect(readableKinds(undefined).map((v) => v.kind)).toEqual(['comment', 'message', 'hazard', 'recommendation']);
    expect(readableKinds(new Set(['VIEW_WELL', 'VIEW_LOGS', 'VIEW_HAZARDS'])).map((v) => v.kind)).toEqual(['comment', 'message', 'hazard']);
    expect(readableKinds(new Set(['VIEW_WELL'])).map((v) => v.kind)).toEqual(['comment']);
  });
});

describe('the sharing scope of a comment', () => {
  const board = (everyoneNeeds?: string, visibility: 'ONLY_ME' | 'EVERYONE' = 'EVERYONE') =>
    renderToStaticMarkup(
      <NotesBoard
        label="Well notes"
        notes={[]}
        newDraft={() => ({ ...EMPTY_DRAFT, visibility })}
        scopes
        everyoneNeeds={everyoneNeeds}
        emptyText="none"
        onSave={async () => {}}
        onDelete={async () => {}}
      />,
    );
  const options = (html: string) =>
    [.../<select[^>]*aria-label="Visible to"[^>]*>(.*?)<\/select>/.exec(html)![1].matchAll(/<option([^>]*)>([^<]*)</g)].map((m) => [
      /value="(\w+)"/.exec(m[1])![1],
      m[2],
      / disabled=""/.test(m[1]),
      / selected=""/.test(m[1]),
    ]);

  it('a user without COMMENT_EVERYONE on the well (the demo viewer) keeps comments to himself: Everyone is shown unavailable, naming the permission', () => {
    expect(everyoneNeedsOn(new Set(['VIEW_WELL', 'COMMENT_ONLY_ME']))).toBe('COMMENT_EVERYONE');
    expect(everyoneNeedsOn(new Set(['VIEW_WELL', 'COMMENT_ONLY_ME', 'COMMENT_EVERYONE']))).toBeUndefined();
    expect(everyoneNeedsOn(undefined)).toBeUndefined();
    expect(options(board('COMMENT_EVERYONE', 'ONLY_ME'))).toEqual([
      ['EVERYONE', 'Everyone (needs COMMENT_EVERYONE)', true, false],
      ['ONLY_ME', 'Only me', false, true],
    ]);
  });

  it('a user who may share is offered Everyone first, as before', () => {
    expect(options(board())).toEqual([
      ['EVERYONE', 'Everyone', false, true],
      ['ONLY_ME', 'Only me', false, false],
    ]);
  });
});
