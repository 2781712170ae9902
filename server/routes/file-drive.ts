/**
 * The file drive (spec 7.14): category folders, a well's files listed and searched, uploads
 * (resumable, the tus protocol, server/files/drive-store.ts), rename, move, delete, download by file
 * code. Who sees what: VIEW_FILES_ALL shows every file of the well, VIEW_FILES_OWN only the caller's
 * own; EDIT_FILES uploads, and renames, moves or deletes the files the caller sees.
 */
import { z } from 'zod';
import { DRIVE_FOLDERS, DRIVE_FOLDER_IDS, fileNameProblem } from '../../src/domain/files/file-drive';
import { objectPermissions } from '../auth/object-access';
import type { CurrentUser } from '../auth/current-user';
import type { Queryable } from '../db/db';
import { BlobMissingError } from '../files/drive-blobs';
import { driveChanged, type DriveEvent } from '../files/drive-events';
import { driveStore, type DriveStore } from '../files/drive-store';
import { PUBLIC, SIGNED_IN, well } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute, type RouteContext } from '../lib/route';
import { uuid } from '../lib/schemas';
import type { Services } from '../services';

const tags = ['file drive'];
const wellParams = z.object({ id: uuid }).strict();
const fileParams = z.object({ id: uuid, file_id: uuid }).strict();
const uploadParams = z.object({ upload_id: uuid }).strict();
const fileName = z.string().superRefine((v, ctx) => {
  const problem = fileNameProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const folderId = z.enum(DRIVE_FOLDER_IDS, { message: `must be one of ${DRIVE_FOLDER_IDS.join(', ')}` });
const LINK_TTL_S = 120;

const FILE_SELECT = `f.id, f.well_id, f.folder_id, f.name, f.size_bytes::float8 as size_bytes, f.content_type, f.sha256, f.file_code,
  f.uploaded_by, u.name as uploaded_by_name, f.created_at, f.updated_at`;
const FROM = 'drive_files f left join users u on u.id = f.uploaded_by';

/** What the caller may do with the well's files: see all, or only their own; edit those. */
async function fileRights(db: Queryable, user: CurrentUser, wellId: string): Promise<{ all: boolean; edit: boolean }> {
  const { permissions } = await objectPermissions(db, user, 'WELL', wellId);
  const all = permissions.includes('VIEW_FILES_ALL');
  if (!all && !permissions.includes('VIEW_FILES_OWN')) throw new HttpError(403, "You may not see this well's files");
  return { all, edit: permissions.includes('EDIT_FILES') };
}

/** The visible-files condition (alias f) for the caller: $2 is the user id (always bound, so always typed). */
const visible = (all: boolean) => `(${all} or f.uploaded_by = $2)`;

/** A change for the file drive alerts (server/files/drive-events.ts); the row's columns come as unknown. */
function driveEvent(op: DriveEvent['op'], wellId: string, fileId: string, name: unknown, folderId: unknown, size: unknown, userId: string): DriveEvent {
  return {
    op,
    wellId,
    fileId,
    name: String(name),
    folderId: String(folderId),
    sizeBytes: size === null || size === undefined ? null : Number(size),
    userId,
    byName: null,
    timeS: Math.floor(Date.now() / 1000),
  };
}

async function visibleFile(db: Queryable, user: CurrentUser, wellId: string, fileId: string, needEdit: boolean) {
  const rights = await fileRights(db, user, wellId);
  if (needEdit && !rights.edit) throw new HttpError(403, 'You may not change files on this well (EDIT_FILES)');
  const { rows } = await db.query<Record<string, unknown> & { storage_key: string }>(
    `select ${FILE_SELECT}, f.storage_key from ${FROM} where f.well_id = $1 and f.id = $3 and ${visible(rights.all)}`,
    [wellId, user.id, fileId],
  );
  if (!rows[0]) throw new HttpError(404, `File ${fileId} not found on this well`);
  const { storage_key: storageKey, ...file } = rows[0];
  return { file, storageKey };
}

const store = (ctx: { db: RouteContext<unknown, unknown, unknown>['db']; services: Services }): DriveStore => driveStore(ctx.services.config, ctx.db);

const categories = defineRoute({
  method: 'GET',
  url: '/file_drive/categories',
  summary: 'The category folders of the file drive',
  tags,
  access: SIGNED_IN,
  handler: () => ({ data: DRIVE_FOLDERS }),
});

const listQuery = z
  .object({
    folder_id: folderId.optional(),
    search: z.string().max(150).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(500),
  })
  .strict();

const index = defineRoute({
  method: 'GET',
  url: '/file_drive/:id',
  summary: "The well's files the caller may see, newest first, by folder and name search; counts per folder",
  tags,
  access: well(),
  params: wellParams,
  query: listQuery,
  async handler({ params, query, user, db }) {
    const rights = await fileRights(db, user, params.id);
    const args: unknown[] = [params.id, user.id];
    let where = `f.well_id = $1 and ${visible(rights.all)}`;
    if (query.folder_id) where += ` and f.folder_id = $${args.push(query.folder_id)}`;
    if (query.search) where += ` and f.name ilike $${args.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
    const files = await db.query(`select ${FILE_SELECT} from ${FROM} where ${where} order by f.created_at desc, f.name limit ${query.limit}`, args);
    const counts = await db.query<{ folder_id: string; n: number; bytes: number }>(
      `select f.folder_id, count(*)::int as n, coalesce(sum(f.size_bytes), 0)::float8 as bytes from drive_files f where f.well_id = $1 and ${visible(rights.all)} group by f.folder_id`,
      [params.id, user.id],
    );
    return { data: files.rows, folders: counts.rows, may_edit: rights.edit, sees_all: rights.all };
  },
});

const update = defineRoute({
  method: 'PATCH',
  url: '/file_drive/:id/files/:file_id',
  summary: 'Rename a file or move it to another folder',
  tags,
  access: well('EDIT_FILES'),
  params: fileParams,
  body: z.object({ name: fileName.optional(), folder_id: folderId.optional() }).strict(),
  async handler({ params, body, user, db }) {
    const { file: before } = await visibleFile(db, user, params.id, params.file_id, true);
    const name = body.name ?? (before.name as string);
    const folder = body.folder_id ?? (before.folder_id as string);
    await db.transaction(async (tx) => {
      await tx.query('update drive_files set name = $3, folder_id = $4, updated_at = now() where well_id = $1 and id = $2', [
        params.id,
        params.file_id,
        name,
        folder,
      ]);
      await audit(
        tx,
        user.id,
        'drive_files.update',
        { type: 'drive_files', id: params.file_id },
        { before: { name: before.name, folder_id: before.folder_id }, after: { name, folder_id: folder } },
      );
    });
    const op = name !== before.name ? 'renamed' : folder !== before.folder_id ? 'moved' : null;
    if (op) driveChanged(db, driveEvent(op, params.id, params.file_id, name, folder, before.size_bytes, user.id));
    return { data: (await visibleFile(db, user, params.id, params.file_id, false)).file };
  },
});

const move = defineRoute({
  method: 'POST',
  url: '/file_drive/:id/move',
  summary: 'Move files to a folder',
  tags,
  access: well('EDIT_FILES'),
  params: wellParams,
  body: z.object({ file_ids: z.array(uuid).min(1).max(500), folder_id: folderId }).strict(),
  async handler({ params, body, user, db }) {
    const moved: Record<string, unknown>[] = [];
    for (const id of body.file_ids) moved.push((await visibleFile(db, user, params.id, id, true)).file);
    await db.transaction(async (tx) => {
      await tx.query('update drive_files set folder_id = $2, updated_at = now() where well_id = $1 and id = any($3::uuid[])', [
        params.id,
        body.folder_id,
        body.file_ids,
      ]);
      for (const id of body.file_ids) await audit(tx, user.id, 'drive_files.move', { type: 'drive_files', id }, { folder_id: body.folder_id });
    });
    for (const f of moved.filter((x) => x.folder_id !== body.folder_id)) {
      driveChanged(db, driveEvent('moved', params.id, f.id as string, f.name, body.folder_id, f.size_bytes, user.id));
    }
    return { data: { moved: body.file_ids.length, folder_id: body.folder_id } };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: '/file_drive/:id/files/:file_id',
  summary: 'Delete a file',
  tags,
  access: well('EDIT_FILES'),
  params: fileParams,
  async handler(ctx) {
    const { params, user, db } = ctx;
    const { file, storageKey } = await visibleFile(db, user, params.id, params.file_id, true);
    await db.transaction(async (tx) => {
      await tx.query('delete from drive_files where well_id = $1 and id = $2', [params.id, params.file_id]);
      await audit(tx, user.id, 'drive_files.delete', { type: 'drive_files', id: params.file_id }, { before: file });
    });
    await store(ctx).remove(storageKey);
    driveChanged(db, driveEvent('deleted', params.id, params.file_id, file.name, file.folder_id, file.size_bytes, user.id));
    return { message: 'Deleted' };
  },
});

const codeParams = z.object({ id: uuid, file_code: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a file code') }).strict();

/** Streams a stored file as an attachment (the name in both filename forms). */
async function sendFile(ctx: RouteContext<unknown, unknown, unknown>, wellId: string, code: string, userId: string, all: boolean) {
  const { rows } = await ctx.db.query<{ name: string; content_type: string; size_bytes: number; storage_key: string }>(
    `select f.name, f.content_type, f.size_bytes::float8 as size_bytes, f.storage_key from drive_files f where f.well_id = $1 and f.file_code = $3 and ${visible(all)}`,
    [wellId, userId, code],
  );
  const f = rows[0];
  if (!f) throw new HttpError(404, `File ${code} not found on this well`);
  const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  let bytes;
  try {
    bytes = await store(ctx).read(f.storage_key);
  } catch (e) {
    if (!(e instanceof BlobMissingError)) throw e;
    // The row outlived its bytes: the user gets a clear answer, the operator the log line.
    ctx.req.log.error({ wellId, code, key: f.storage_key }, e.message);
    throw new HttpError(404, `The contents of ${f.name} are missing from the file store; ask an administrator to restore it`);
  }
  ctx.reply
    .header('content-type', f.content_type)
    .header('content-length', String(f.size_bytes))
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
    .header('cache-control', 'private, no-store');
  return ctx.reply.send(bytes);
}

const download = defineRoute({
  method: 'GET',
  url: '/file_drive/:id/download/:file_code',
  summary: 'Download a file by its code (streamed)',
  tags,
  access: well(),
  params: codeParams,
  async handler(ctx) {
    const rights = await fileRights(ctx.db, ctx.user, ctx.params.id);
    return sendFile(ctx, ctx.params.id, ctx.params.file_code, ctx.user.id, rights.all);
  },
});

const link = defineRoute({
  method: 'POST',
  url: '/file_drive/:id/download/:file_code/link',
  summary: `A download link for the browser (no bearer header on a plain link), valid ${LINK_TTL_S} s`,
  tags,
  access: well(),
  params: codeParams,
  async handler({ params, user, db, services }) {
    const rights = await fileRights(db, user, params.id);
    const exp = Math.floor(Date.now() / 1000) + LINK_TTL_S;
    const claim = `${params.id}.${params.file_code}.${user.id}.${rights.all ? 1 : 0}.${exp}`;
    return { data: { url: `/api/file_drive/links/${claim}.${services.tokens.mac(claim)}`, expires_s: exp } };
  },
});

const linkParams = z.object({ link: z.string().min(1).max(300) }).strict();
const LINK_SHAPE = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{8,64}\.[0-9a-f-]{36}\.[01]\.\d{10}\.[A-Za-z0-9_-]{43}$/;

const linked = defineRoute({
  method: 'GET',
  url: '/file_drive/links/:link',
  summary: 'Download through a link from /download/:file_code/link (signed, short-lived: the link is the credential)',
  tags,
  access: PUBLIC,
  params: linkParams,
  async handler(ctx) {
    const refused = new HttpError(403, 'This download link is invalid or has expired');
    if (!LINK_SHAPE.test(ctx.params.link)) throw refused;
    const parts = ctx.params.link.split('.');
    const mac = parts.pop()!;
    const claim = parts.join('.');
    const [wellId, code, userId, all, exp] = parts;
    if (ctx.services.tokens.mac(claim) !== mac || Number(exp) < Date.now() / 1000) throw refused;
    return sendFile(ctx as RouteContext<unknown, unknown, unknown>, wellId, code, userId, all === '1');
  },
});

// ───────────── uploads: the tus protocol, each request run as its caller ─────────────

const uploadQuery = z.object({ well_id: uuid }).strict();

/** Hands the request to tus (which answers it itself) as this caller. */
async function toTus(ctx: RouteContext<unknown, unknown, unknown>, wellId: string | null) {
  ctx.reply.hijack();
  await store(ctx).as({ userId: ctx.user.id, wellId }, () => store(ctx).tus.handle(ctx.req.raw, ctx.reply.raw));
}

/** An upload of the caller's (anyone else's is not found). */
async function ownUpload(ctx: RouteContext<{ upload_id: string }, unknown, unknown>) {
  const up = await store(ctx).upload(ctx.params.upload_id);
  if (!up || up.metadata?.user_id !== ctx.user.id) throw new HttpError(404, 'Upload not found');
  return up;
}

const createUpload = defineRoute({
  method: 'POST',
  url: '/file_drive/uploads',
  summary: 'Create a resumable upload (tus 1.0 creation: Upload-Length, Upload-Metadata filename, filetype, folder_id)',
  tags,
  access: well('EDIT_FILES', 'query', 'well_id'),
  query: uploadQuery,
  rawBody: true,
  handler: (ctx) => toTus(ctx as RouteContext<unknown, unknown, unknown>, ctx.query.well_id),
});

const uploadOffset = defineRoute({
  method: 'GET',
  url: '/file_drive/uploads/:upload_id',
  summary: 'HEAD: how much of an upload has arrived (tus Upload-Offset); GET is not offered',
  tags,
  access: SIGNED_IN,
  params: uploadParams,
  async handler(ctx) {
    await ownUpload(ctx);
    if (ctx.req.method !== 'HEAD') throw new HttpError(405, 'Download a finished file by its code');
    return toTus(ctx as RouteContext<unknown, unknown, unknown>, null);
  },
});

const appendUpload = defineRoute({
  method: 'PATCH',
  url: '/file_drive/uploads/:upload_id',
  summary: 'Send the next bytes of an upload (tus PATCH, application/offset+octet-stream)',
  tags,
  access: SIGNED_IN,
  params: uploadParams,
  rawBody: true,
  async handler(ctx) {
    const up = await ownUpload(ctx);
    return toTus(ctx as RouteContext<unknown, unknown, unknown>, up.metadata?.well_id ?? null);
  },
});

const cancelUpload = defineRoute({
  method: 'DELETE',
  url: '/file_drive/uploads/:upload_id',
  summary: 'Cancel an upload and drop what arrived (tus termination)',
  tags,
  access: SIGNED_IN,
  params: uploadParams,
  async handler(ctx) {
    await ownUpload(ctx);
    return toTus(ctx as RouteContext<unknown, unknown, unknown>, null);
  },
});

export const fileDriveRoutes = [categories, createUpload, uploadOffset, appendUpload, cancelUpload, linked, index, update, move, remove, download, link];
