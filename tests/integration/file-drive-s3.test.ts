/**
 * The file drive on an S3-compatible bucket shared by two instances on one PostgreSQL database
 * (issue 18: several instances): an upload started on A is resumed on B after a dropped
 * connection and is byte-identical (sha256) when downloaded from A; its bytes are in the bucket and
 * none in either DATA_DIR; the demo seed's files are in the bucket too; a delete on B removes the
 * objects. The database locker: a second request for an upload asks the holder to let go, gets the
 * lock once it does, and takes a lock whose holder died when its lease runs out. A wrong
 * DRIVE_S3_URL stops the server at start, naming the problem, without printing the secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbLocker } from '../../server/files/db-locker';
import { BlobMissingError, parseS3Url, s3Blobs } from '../../server/files/drive-blobs';
import { startServer, type RunningServer } from '../../server/start';
import { httpCall, type Call } from './support/accounts';
import { createPostgresDatabase, PG_ADMIN_URL, PG_OK, testConfig } from './support/databases';
import { startTestBucket, type TestBucket } from './support/s3-bucket';
import { ENGINEER } from './support/test-server';

const CI = process.env.CI === 'true' || process.env.CI === '1';
if (!PG_OK) {
  if (CI) throw new Error(`CI=true but PostgreSQL is not reachable at ${PG_ADMIN_URL}`);
  console.warn(`[skip] file drive on S3 across two instances: PostgreSQL not reachable at ${PG_ADMIN_URL}`);
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.skipIf(!PG_OK)('file drive on an S3-compatible bucket, two instances', () => {
  let bucket: TestBucket;
  let drop = async () => {};
  const dirs: string[] = [];
  const inst: { a?: RunningServer; b?: RunningServer } = {};
  let callA: Call;
  let token = '';
  let wellId = '';

  beforeAll(async () => {
    bucket = await startTestBucket();
    const db = await createPostgresDatabase();
    drop = db.drop;
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'drive-s3-'));
      dirs.push(dataDir);
      const server = await startServer(testConfig('postgres', db.url, { host: '127.0.0.1', port: 0, demoHistoryDays: 0, dataDir, driveS3Url: bucket.url }), {
        log: () => {},
      });
      await server.background;
      return server;
    };
    inst.a = await start();
    inst.b = await start();
    callA = httpCall(inst.a.url!);
    const login = await callA('POST', '/api/auth/login', { body: { email: ENGINEER.email, password: ENGINEER.password } });
    token = login.body.token;
    const wells = await callA('GET', '/api/wells?limit=100', { token });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
  }, 120_000);

  afterAll(async () => {
    await inst.a?.close();
    await inst.b?.close();
    await drop();
    await bucket?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const tus = (server: RunningServer, method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...headers },
      ...(body ? { body: new Uint8Array(body) } : {}),
    });

  it('uploads on A, resumes on B after a dropped connection, downloads byte-identical from A; the bytes are in the bucket', async () => {
    // Over one S3 part (8 MiB), so the multipart upload really has parts.
    const bytes = randomBytes(9 * 1024 * 1024 + 321);
    const made = await tus(inst.a!, 'POST', `/api/file_drive/uploads?well_id=${wellId}`, {
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64('Casing tally 9-5-8.xlsx')},filetype ${b64('application/octet-stream')},folder_id ${b64('programs')}`,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const location = made.headers.get('location')!;
    const half = 5 * 1024 * 1024 + 7;
    const first = await tus(inst.a!, 'PATCH', location, { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, bytes.subarray(0, half));
    expect(first.status, await first.text()).toBe(204);
    // The connection dropped; the client comes back through the load balancer to instance B.
    const head = await tus(inst.b!, 'HEAD', location, {});
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('upload-offset'))).toBe(half);
    const rest = await tus(
      inst.b!,
      'PATCH',
      location,
      { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(half) },
      bytes.subarray(half),
    );
    expect(rest.status, await rest.text()).toBe(204);
    const fileId = rest.headers.get('drive-file-id');
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await callA('GET', `/api/file_drive/${wellId}?folder_id=programs`, { token });
    const f = list.body.data.find((x: { id: string }) => x.id === fileId);
    expect(f).toMatchObject({ name: 'Casing tally 9-5-8.xlsx', size_bytes: bytes.length, sha256: sha(bytes) });
    const got = await fetch(`${inst.a!.url}/api/file_drive/${wellId}/download/${f.file_code}`, { headers: { authorization: `Bearer ${token}` } });
    expect(got.status).toBe(200);
    expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(sha(bytes));

    const key = location.split('/').at(-1)!;
    expect(await bucket.keys()).toEqual(expect.arrayContaining([key, `${key}.info`]));
    // Nothing of it on either instance's disk.
    for (const d of dirs) expect(existsSync(join(d, 'files')) ? readdirSync(join(d, 'files')) : []).toEqual([]);

    // Deleted on B: gone from the bucket.
    const del = await httpCall(inst.b!.url!)('DELETE', `/api/file_drive/${wellId}/files/${fileId}`, { token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const after = await bucket.keys();
    expect(after).not.toContain(key);
    expect(after).not.toContain(`${key}.info`);
  }, 60_000);

  it("the demo seed's files are in the bucket and download from either instance", async () => {
    const list = await callA('GET', `/api/file_drive/${wellId}?folder_id=surveys`, { token });
    const f = list.body.data.find((x: { name: string }) => x.name === 'Red Hawk 2H survey listing.csv');
    expect(f, JSON.stringify(list.body)).toBeTruthy();
    const got = await fetch(`${inst.b!.url}/api/file_drive/${wellId}/download/${f.file_code}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await got.text();
    expect(text.split('\n')[0]).toBe('MD (m),Inc (deg),Azi (deg)');
    expect(sha(Buffer.from(text))).toBe(f.sha256);
  });

  it("a file whose object is gone from the bucket answers 404 naming it, not a 500 (the store's read says which key)", async () => {
    const list = await callA('GET', `/api/file_drive/${wellId}?folder_id=surveys`, { token });
    const f = list.body.data.find((x: { name: string }) => x.name === 'Red Hawk 2H survey listing.csv');
    const { rows } = await inst.a!.db.query<{ storage_key: string }>('select storage_key from drive_files where file_code = $1', [f.file_code]);
    const blobs = s3Blobs(parseS3Url(bucket.url));
    await blobs.remove(rows[0]!.storage_key);
    await expect(blobs.read(rows[0]!.storage_key)).rejects.toBeInstanceOf(BlobMissingError);
    const got = await callA('GET', `/api/file_drive/${wellId}/download/${f.file_code}`, { token });
    expect(got.status).toBe(404);
    expect(got.body.message).toContain('The contents of Red Hawk 2H survey listing.csv are missing from the file store');
  });

  it('the database locker: a newer request asks the holder to let go, then gets the lock; a dead holder loses it when its lease ends', async () => {
    const locker = new DbLocker(inst.a!.db, { leaseS: 1, pollMs: 50, acquireTimeoutMs: 5_000 });
    const other = new DbLocker(inst.b!.db, { leaseS: 1, pollMs: 50, acquireTimeoutMs: 5_000 });
    const first = locker.newLock('upload-1');
    let released = 0;
    await first.lock(new AbortController().signal, async () => {
      released++;
      await first.unlock();
    });
    const t0 = Date.now();
    await other.newLock('upload-1').lock(new AbortController().signal, () => {});
    expect(released).toBe(1);
    expect(Date.now() - t0).toBeLessThan(3_000);

    // A holder that never answers (its instance died): its lease runs out after 1 s.
    await inst.a!.db.query(
      `insert into drive_upload_locks (upload_id, holder, expires_at) values ('upload-2', 'dead', now() + interval '1 second')
       on conflict (upload_id) do update set holder = 'dead', expires_at = now() + interval '1 second'`,
    );
    const t1 = Date.now();
    const late = other.newLock('upload-2');
    await late.lock(new AbortController().signal, () => {});
    expect(Date.now() - t1).toBeGreaterThanOrEqual(500);
    await late.unlock();
    const { rows } = await inst.a!.db.query('select upload_id from drive_upload_locks where upload_id = $1', ['upload-2']);
    expect(rows).toEqual([]);

    // No lock before the deadline: tus's lock timeout.
    const held = locker.newLock('upload-3');
    await held.lock(new AbortController().signal, () => {});
    const impatient = new DbLocker(inst.b!.db, { leaseS: 30, pollMs: 50, acquireTimeoutMs: 300 });
    await expect(impatient.newLock('upload-3').lock(new AbortController().signal, () => {})).rejects.toMatchObject({ status_code: 500 });
    await held.unlock();
  }, 30_000);

  it('a bucket that does not answer stops the server at start, naming the bucket and not the secret', async () => {
    const bad = bucket.url.replace('/drive-test?', '/no-such-bucket?').replace('S3RVER:S3RVER', 'KEY:TOP-SECRET-1');
    const lines: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'drive-s3-bad-'));
    dirs.push(dataDir);
    const started = startServer(testConfig('pglite', null, { dataDir: 'memory://', driveS3Url: bad }), { log: (m) => lines.push(m) });
    await expect(started).rejects.toThrow(/DRIVE_S3_URL: bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ does not answer/);
    await started.catch((e: Error) => expect(e.message).not.toContain('TOP-SECRET'));
    expect(lines.join('\n')).not.toContain('TOP-SECRET');
  });
});
