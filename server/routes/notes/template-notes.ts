/**
 * Template Notes (widget "Template Notes"): notes that belong to a dashboard template, keyed by the
 * template's id (a system template id or a user dashboard id), and so shown on every well the template
 * shows. Any signed-in user keeps notes for himself (ONLY_ME); a note for EVERYONE shares it with
 * everyone who opens the template, which takes the template-sharing permission (SHARE_TEMPLATES) or an
 * administrator. Only the author edits a note; the author or an administrator deletes one.
 */
import { SIGNED_IN } from '../../lib/access';
import { audit } from '../../lib/audit';
import type { CurrentUser } from '../../auth/current-user';
import type { Queryable } from '../../db/db';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { tags, templateNoteCreate, templateNoteParams, templateNoteUpdate, templateQuery } from './note-schemas';

interface TemplateNote {
  id: string;
  template: string;
  body: string;
  visibility: 'ONLY_ME' | 'EVERYONE';
  author: string;
  own: boolean;
  created_at: string;
  updated_at: string;
}

async function read(db: Queryable, userId: string, where: { template?: string; id?: string }): Promise<TemplateNote[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select n.id, n.template_key, n.body, n.visibility, n.created_by, coalesce(u.name, '') as author, n.created_at, n.updated_at
       from template_notes n left join users u on u.id = n.created_by
      where (n.visibility = 'EVERYONE' or n.created_by = $1) and ($2::text is null or n.template_key = $2) and ($3::uuid is null or n.id = $3)
      order by n.created_at desc limit 500`,
    [userId, where.template ?? null, where.id ?? null],
  );
  return rows.map((r) => ({
    id: String(r.id),
    template: String(r.template_key),
    body: String(r.body),
    visibility: r.visibility === 'ONLY_ME' ? 'ONLY_ME' : 'EVERYONE',
    author: String(r.author),
    own: r.created_by === userId,
    created_at: new Date(r.created_at as string).toISOString(),
    updated_at: new Date(r.updated_at as string).toISOString(),
  }));
}

const mayShare = (user: CurrentUser) => user.isAdmin || user.globalPermissions.has('SHARE_TEMPLATES');
const refuseShare = () => new HttpError(403, 'Missing permission SHARE_TEMPLATES: keep the note to yourself (ONLY_ME)');

const list = defineRoute({
  method: 'GET',
  url: '/template_notes',
  summary: "A dashboard template's notes you may see, newest first",
  tags,
  access: SIGNED_IN,
  query: templateQuery,
  async handler({ query, db, user }) {
    return { data: await read(db, user.id, { template: query.template }) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: '/template_notes',
  summary: 'Add a note to a dashboard template (markdown body)',
  tags,
  access: SIGNED_IN,
  body: templateNoteCreate,
  async handler({ body, db, user, reply }) {
    if (body.visibility === 'EVERYONE' && !mayShare(user)) throw refuseShare();
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into template_notes (template_key, body, visibility, created_by, updated_by) values ($1, $2, $3, $4, $4) returning id',
        [body.template, body.body, body.visibility, user.id],
      );
      await audit(tx, user.id, 'template_notes.create', { type: 'template_notes', id: rows[0].id }, { template: body.template, visibility: body.visibility });
      return rows[0].id;
    });
    reply.status(201);
    return { data: (await read(db, user.id, { id }))[0], message: 'Note added' };
  },
});

async function stored(db: Queryable, user: CurrentUser, id: string): Promise<TemplateNote> {
  const n = (await read(db, user.id, { id }))[0];
  if (!n) throw new HttpError(404, `Note ${id} not found`);
  return n;
}

const update = defineRoute({
  method: 'PATCH',
  url: '/template_notes/:note_id',
  summary: 'Update a template note (only the given fields); only its author may',
  tags,
  access: SIGNED_IN,
  params: templateNoteParams,
  body: templateNoteUpdate,
  async handler({ params, body, db, user }) {
    const n = await stored(db, user, params.note_id);
    if (!n.own) throw new HttpError(403, 'Only the author may edit this note');
    if (body.visibility === 'EVERYONE' && !mayShare(user)) throw refuseShare();
    await db.transaction(async (tx) => {
      await tx.query(
        'update template_notes set body = coalesce($2, body), visibility = coalesce($3, visibility), updated_by = $4, updated_at = now() where id = $1',
        [params.note_id, body.body ?? null, body.visibility ?? null, user.id],
      );
      await audit(tx, user.id, 'template_notes.update', { type: 'template_notes', id: params.note_id }, { fields: Object.keys(body) });
    });
    return { data: await stored(db, user, params.note_id), message: 'Note saved' };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/template_notes/:note_id',
  summary: 'Delete a template note (its author, or an administrator for a note for everyone)',
  tags,
  access: SIGNED_IN,
  params: templateNoteParams,
  async handler({ params, db, user }) {
    const n = await stored(db, user, params.note_id);
    if (!n.own && !user.isAdmin) throw new HttpError(403, 'Only the author may delete this note');
    await db.transaction(async (tx) => {
      await tx.query('delete from template_notes where id = $1', [params.note_id]);
      await audit(tx, user.id, 'template_notes.delete', { type: 'template_notes', id: params.note_id }, { template: n.template });
    });
    return { message: 'Note deleted' };
  },
});

export const templateNoteRoutes = [list, create, update, remove];
