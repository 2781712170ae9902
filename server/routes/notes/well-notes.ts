/**
 * Lists and items of a well's user comments, recommendations, hazards and rig messages (spec 7.11:
 * "lists and items of user_comments, incident, recommendation and message"; incidents are the
 * journal's, issue 15). One declaration per kind: its path, its view and edit permissions.
 *
 * Comments: reading needs VIEW_WELL, writing COMMENT_ONLY_ME, and a comment for EVERYONE also needs
 * COMMENT_EVERYONE (403 otherwise). An ONLY_ME comment is its author's alone: to anyone else, the
 * administrators included, it does not exist (404). Only the author edits a comment; the author or an
 * administrator deletes one. Recommendations, hazards and rig messages are the well's, edited by
 * anyone with the kind's edit permission, like troubles.
 */
import { recommendationAdded } from '../../notes/recommendation-events';
import type { z } from 'zod';
import { NOTE_KIND_ACCESS, type NoteKind } from '../../../src/domain/notes/note-kinds';
import { objectPermissions } from '../../auth/object-access';
import type { CurrentUser } from '../../auth/current-user';
import type { Queryable } from '../../db/db';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute, type RouteSpec } from '../../lib/route';
import { readNotes, readVisibleNote, type NoteRow } from '../../notes/note-store';
import { itemParams, noteCreate, noteUpdate, rangeQuery, tags, wellParams } from './note-schemas';

export interface NoteKindSpec {
  kind: NoteKind;
  path: string;
  noun: string;
  view: string;
  edit: string;
  visibility?: boolean;
  severity?: boolean;
}

export const NOTE_KIND_SPECS: readonly NoteKindSpec[] = [
  { kind: 'comment', ...NOTE_KIND_ACCESS.comment, noun: 'Comment', visibility: true },
  { kind: 'recommendation', ...NOTE_KIND_ACCESS.recommendation, noun: 'Recommendation' },
  { kind: 'hazard', ...NOTE_KIND_ACCESS.hazard, noun: 'Hazard', severity: true },
  { kind: 'message', ...NOTE_KIND_ACCESS.message, noun: 'Rig message' },
];

const view = (n: NoteRow) => n;

type NoteInput = {
  time?: number | null;
  depth_m?: number | null;
  title?: string;
  body?: string;
  visibility?: 'ONLY_ME' | 'EVERYONE';
  severity?: string | null;
};

async function checkEveryone(db: Queryable, user: CurrentUser, wellId: string, input: NoteInput, s: NoteKindSpec): Promise<void> {
  if (!s.visibility || input.visibility !== 'EVERYONE') return;
  const { permissions } = await objectPermissions(db, user, 'WELL', wellId);
  if (!permissions.includes('COMMENT_EVERYONE'))
    throw new HttpError(403, 'Missing permission COMMENT_EVERYONE on this well: keep the comment to yourself (ONLY_ME)');
}

function columnsOf(b: NoteInput): [string, unknown][] {
  const cols: [string, unknown][] = [
    ['at_s', b.time],
    ['depth_m', b.depth_m],
    ['title', b.title],
    ['body', b.body],
    ['visibility', b.visibility],
    ['severity', b.severity],
  ];
  return cols.filter(([, v]) => v !== undefined);
}

function routesOf(s: NoteKindSpec): RouteSpec<any, any, any>[] {
  const url = `/wells/:id/${s.path}`;
  const noun = s.noun.toLowerCase();
  const notFound = (id: string) => new HttpError(404, `${s.noun} ${id} not found on this well`);
  const create = noteCreate(s) as z.ZodType<NoteInput>;
  const update = noteUpdate(s) as z.ZodType<NoteInput>;
  return [
    defineRoute({
      method: 'GET',
      url,
      summary: `The well's ${noun}s you may see, newest first; optionally in a time range (from, to) or a depth range (depth_from, depth_to)`,
      tags,
      access: well(s.view),
      params: wellParams,
      query: rangeQuery,
      async handler({ params, query, db, user }) {
        const rows = await readNotes(db, params.id, user.id, [s.kind], {
          fromS: query.from,
          toS: query.to,
          depthFromM: query.depth_from,
          depthToM: query.depth_to,
        });
        return { data: rows.map(view) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${url}/:item_id`,
      summary: `One ${noun}`,
      tags,
      access: well(s.view),
      params: itemParams,
      async handler({ params, db, user }) {
        const n = await readVisibleNote(db, params.id, user.id, s.kind, params.item_id);
        if (!n) throw notFound(params.item_id);
        return { data: view(n) };
      },
    }),
    defineRoute({
      method: 'POST',
      url,
      summary: `Add a ${noun} (markdown body)`,
      tags,
      access: well(s.edit),
      params: wellParams,
      body: create,
      async handler({ params, body, db, user, reply }) {
        await checkEveryone(db, user, params.id, body, s);
        const cols = columnsOf(body);
        const id = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into well_notes (well_id, kind, created_by, updated_by, ${cols.map(([k]) => k).join(', ')})
             values ($1, $2, $3, $3, ${cols.map((_, i) => `$${i + 4}`).join(', ')}) returning id`,
            [params.id, s.kind, user.id, ...cols.map(([, v]) => v)],
          );
          await audit(
            tx,
            user.id,
            `well_notes.create`,
            { type: 'well_notes', id: rows[0].id },
            { kind: s.kind, well_id: params.id, visibility: body.visibility },
          );
          return rows[0].id;
        });
        reply.status(201);
        const note = (await readVisibleNote(db, params.id, user.id, s.kind, id))!;
        if (s.kind === 'recommendation') {
          const timeS = note.time ?? Math.floor(Date.parse(note.created_at) / 1000);
          recommendationAdded(db, { wellId: params.id, id, title: note.title || null, body: note.body, depthM: note.depth_m, timeS, byName: note.author });
        }
        return { data: view(note), message: `${s.noun} added` };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: `${url}/:item_id`,
      summary: `Update a ${noun} (only the given fields)${s.visibility ? '; only its author may' : ''}`,
      tags,
      access: well(s.edit),
      params: itemParams,
      body: update,
      async handler({ params, body, db, user }) {
        const stored = await readVisibleNote(db, params.id, user.id, s.kind, params.item_id);
        if (!stored) throw notFound(params.item_id);
        if (s.visibility && !stored.own) throw new HttpError(403, `Only the author may edit this ${noun}`);
        await checkEveryone(db, user, params.id, body, s);
        const cols = columnsOf(body);
        await db.transaction(async (tx) => {
          if (cols.length) {
            await tx.query(
              `update well_notes set ${[...cols.map(([k], i) => `${k} = $${i + 4}`), 'updated_by = $3', 'updated_at = now()'].join(', ')} where well_id = $1 and id = $2`,
              [params.id, params.item_id, user.id, ...cols.map(([, v]) => v)],
            );
          }
          await audit(tx, user.id, `well_notes.update`, { type: 'well_notes', id: params.item_id }, { kind: s.kind, fields: Object.keys(body) });
        });
        return { data: view((await readVisibleNote(db, params.id, user.id, s.kind, params.item_id))!), message: `${s.noun} saved` };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${url}/:item_id`,
      summary: `Delete a ${noun}${s.visibility ? ' (its author, or an administrator for a comment for everyone)' : ''}`,
      tags,
      access: well(s.edit),
      params: itemParams,
      async handler({ params, db, user }) {
        const stored = await readVisibleNote(db, params.id, user.id, s.kind, params.item_id);
        if (!stored) throw notFound(params.item_id);
        if (s.visibility && !stored.own && !user.isAdmin) throw new HttpError(403, `Only the author may delete this ${noun}`);
        await db.transaction(async (tx) => {
          await tx.query('delete from well_notes where well_id = $1 and id = $2', [params.id, params.item_id]);
          await audit(tx, user.id, `well_notes.delete`, { type: 'well_notes', id: params.item_id }, { kind: s.kind, well_id: params.id });
        });
        return { message: `${s.noun} deleted` };
      },
    }),
  ];
}

export const wellNoteRoutes = NOTE_KIND_SPECS.flatMap(routesOf);
