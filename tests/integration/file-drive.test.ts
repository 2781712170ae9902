/**
 * The file drive through the API (issue 18): a resumable upload by the tus protocol, interrupted and
 * resumed to a byte-identical file (sha256), listed, renamed, moved, downloaded by code and by a
 * signed link, deleted; a bad name refused with the spec's message before any byte is sent, a
 * duplicate name a 409, another user's upload not found, no EDIT_FILES no upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { FILE_NAME_CHARACTERS_MESSAGE } from '../../src/domain/files/file-drive';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

describeEachDatabase('file drive', (kind) => {
  const t = useTestServer(kind);
  let engineer = '';
  let viewer = '';
  let wellId = '';

  /** A raw request (tus needs its own headers and binary bodies). */
  const raw = (method: string, url: string, headers: Record<string, string>, payload?: Buffer) =>
    t.server.app.inject({ method: method as 'POST', url, headers: { 'tus-resumable': '1.0.0', ...headers }, ...(payload ? { payload } : {}) });

  const create = (token: string, size: number, m: Record<string, string>) =>
    raw('POST', `/api/file_drive/uploads?well_id=${wellId}`, { authorization: `Bearer ${token}`, 'upload-length': String(size), 'upload-metadata': meta(m) });

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login(ADMIN.email, ADMIN.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: engineer });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
  });

  it('uploads in two pieces after a dropped connection, and the file is byte-identical', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const made = await create(engineer, bytes.length, { filename: 'Drilling program rev 2.pdf', filetype: 'application/pdf', folder_id: 'programs' });
    expect(made.statusCode, made.body).toBe(201);
    const location = made.headers.location as string;
    expect(location).toMatch(/^\/api\/file_drive\/uploads\/[0-9a-f-]{36}$/);
    const auth = { authorization: `Bearer ${engineer}` };
    const half = Math.floor(bytes.length / 2);
    const first = await raw('PATCH', location, { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, bytes.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    // The client lost the connection: it asks how much arrived and sends the rest from there.
    const head = await raw('HEAD', location, auth);
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['upload-offset'])).toBe(half);
    const rest = await raw(
      'PATCH',
      location,
      { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(half) },
      bytes.subarray(half),
    );
    expect(rest.statusCode, rest.body).toBe(204);
    const fileId = rest.headers['drive-file-id'] as string;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await t.call('GET', `/api/file_drive/${wellId}?folder_id=programs`, { token: engineer });
    expect(list.status).toBe(200);
    const f = list.body.data.find((x: { id: string }) => x.id === fileId);
    expect(f).toMatchObject({
      name: 'Drilling program rev 2.pdf',
      size_bytes: bytes.length,
      content_type: 'application/pdf',
      uploaded_by_name: 'Dana Driller',
    });
    expect(f.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(list.body.folders).toEqual(expect.arrayContaining([{ folder_id: 'programs', n: 1, bytes: bytes.length }]));

    const got = await t.server.app.inject({ method: 'GET', url: `/api/file_drive/${wellId}/download/${f.file_code}`, headers: auth });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain('Drilling program rev 2.pdf');
    expect(createHash('sha256').update(got.rawPayload).digest('hex')).toBe(f.sha256);

    // A plain browser link carries no bearer header: a signed, short-lived link instead.
    const link = await t.call('POST', `/api/file_drive/${wellId}/download/${f.file_code}/link`, { token: viewer });
    expect(link.status).toBe(403); // the viewer's well is another one
    const mine = await t.call('POST', `/api/file_drive/${wellId}/download/${f.file_code}/link`, { token: engineer });
    expect(mine.status).toBe(200);
    const viaLink = await t.server.app.inject({ method: 'GET', url: mine.body.data.url });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.length).toBe(bytes.length);
    const forged = await t.server.app.inject({ method: 'GET', url: mine.body.data.url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')) });
    expect(forged.statusCode).toBe(403);

    // Rename and move, then delete; each audited with before and after.
    const renamed = await t.call('PATCH', `/api/file_drive/${wellId}/files/${fileId}`, {
      token: engineer,
      body: { name: 'Program rev 3.pdf', folder_id: 'other' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Program rev 3.pdf', folder_id: 'other' });
    const bad = await t.call('PATCH', `/api/file_drive/${wellId}/files/${fileId}`, { token: engineer, body: { name: 'a<b.pdf' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(FILE_NAME_CHARACTERS_MESSAGE);
    const moved = await t.call('POST', `/api/file_drive/${wellId}/move`, { token: engineer, body: { file_ids: [fileId], folder_id: 'logs' } });
    expect(moved.status).toBe(200);
    const del = await t.call('DELETE', `/api/file_drive/${wellId}/files/${fileId}`, { token: engineer });
    expect(del.status).toBe(200);
    expect((await t.call('GET', `/api/file_drive/${wellId}/download/${f.file_code}`, { token: engineer })).status).toBe(404);
    const { rows } = await t.server.db.query<{ action: string; details: { before?: { name: string } } }>(
      `select action, details from audit_log where object_type = 'drive_files' and object_id = $1 order by at`,
      [fileId],
    );
    expect(rows.map((r) => r.action)).toEqual(['drive_files.create', 'drive_files.update', 'drive_files.move', 'drive_files.delete']);
    expect(rows[1].details.before?.name).toBe('Drilling program rev 2.pdf');
  });

  it('refuses a bad name before any byte is sent, a duplicate name, an unknown folder; another user cannot touch an upload', async () => {
    for (const name of ['a:b.las', 'what?.pdf', 'x'.repeat(151)]) {
      const r = await create(engineer, 10, { filename: name, folder_id: 'logs' });
      expect(r.statusCode, name).toBe(400);
      expect(JSON.parse(r.body).message).toMatch(/^metadata\.filename: /);
    }
    expect(JSON.parse((await create(engineer, 10, { filename: 'a|b', folder_id: 'logs' })).body).message).toBe(
      `metadata.filename: ${FILE_NAME_CHARACTERS_MESSAGE}`,
    );
    expect((await create(engineer, 10, { filename: 'ok.txt', folder_id: 'nowhere' })).statusCode).toBe(400);
    expect((await create(engineer, 5_000_000_000, { filename: 'huge.bin', folder_id: 'logs' })).statusCode).toBe(413);

    const one = await create(engineer, 4, { filename: 'tops.csv', folder_id: 'logs' });
    const loc = one.headers.location as string;
    const done = await raw(
      'PATCH',
      loc,
      { authorization: `Bearer ${engineer}`, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      Buffer.from('md,x'),
    );
    expect(done.statusCode).toBe(204);
    expect((await create(engineer, 4, { filename: 'tops.csv', folder_id: 'logs' })).statusCode).toBe(409);

    // Someone else's upload is not found; the viewer may not upload on a well it cannot see (403).
    const other = await create(engineer, 8, { filename: 'half.bin', folder_id: 'logs' });
    const admin = await t.login(ADMIN.email, ADMIN.password);
    expect((await raw('HEAD', other.headers.location as string, { authorization: `Bearer ${admin}` })).statusCode).toBe(404);
    expect((await create(viewer, 8, { filename: 'v.bin', folder_id: 'logs' })).statusCode).toBe(403);
    // Cancel: the upload is gone.
    expect((await raw('DELETE', other.headers.location as string, { authorization: `Bearer ${engineer}` })).statusCode).toBe(204);
    expect((await raw('HEAD', other.headers.location as string, { authorization: `Bearer ${engineer}` })).statusCode).toBe(404);
  });
});
