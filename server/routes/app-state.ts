import { z } from 'zod';
import { SIGNED_IN } from '../lib/access';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';

const tags = ['app state'];
const MAX_STATE_BYTES = 2 * 1024 * 1024;
const jsonObject = z.record(z.string(), z.unknown());

const read = defineRoute({
  method: 'GET',
  url: '/backstore2/app_state',
  summary: 'Your saved application state (workspace layouts, selection)',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query<{ config: unknown; updated_at: string }>('select config, updated_at from app_state where user_id = $1', [user.id]);
    return { data: rows[0]?.config ?? null, updated_at: rows[0]?.updated_at ?? null };
  },
});

const write = defineRoute({
  method: 'PUT',
  url: '/backstore2/app_state',
  summary: 'Save your application state',
  tags,
  access: SIGNED_IN,
  body: z.object({ config: jsonObject }).strict(),
  async handler({ db, user, body }) {
    const json = JSON.stringify(body.config);
    if (json.length > MAX_STATE_BYTES) throw new HttpError(413, `body.config: app state is larger than ${MAX_STATE_BYTES} bytes`);
    await db.query('insert into app_state (user_id, config) values ($1, $2) on conflict (user_id) do update set config = excluded.config, updated_at = now()', [
      user.id,
      json,
    ]);
    return { data: body.config };
  },
});

const share = defineRoute({
  method: 'POST',
  url: '/backstore/fragment/share',
  summary: 'Share a fragment (a layout or a pane) as a link',
  tags,
  access: SIGNED_IN,
  body: z.object({ fragment: jsonObject }).strict(),
  async handler({ db, user, body, reply }) {
    const json = JSON.stringify(body.fragment);
    if (json.length > MAX_STATE_BYTES) throw new HttpError(413, `body.fragment: larger than ${MAX_STATE_BYTES} bytes`);
    const { rows } = await db.query<{ id: string }>('insert into shared_fragments (user_id, fragment) values ($1, $2) returning id', [user.id, json]);
    reply.status(201);
    return { data: { id: rows[0].id } };
  },
});

const readShared = defineRoute({
  method: 'GET',
  url: '/backstore/fragment/:id',
  summary: 'Open a shared fragment',
  tags,
  access: SIGNED_IN,
  params: idParams,
  async handler({ db, params }) {
    const { rows } = await db.query<{ fragment: unknown; user_id: string; created_at: string }>(
      'select fragment, user_id, created_at from shared_fragments where id = $1',
      [params.id],
    );
    if (!rows[0]) throw new HttpError(404, `Shared fragment ${params.id} not found`);
    return { data: rows[0] };
  },
});

export const appStateRoutes = [read, write, share, readShared];
