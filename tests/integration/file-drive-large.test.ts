/**
 * The file drive's large upload (issue 18, "a 1 GB upload through the API with server RSS growth under
 * 100 MB, interrupted at 50% and resumed to a byte-identical file"): 1 GiB over HTTP by the tus
 * protocol to a server in this process, one PATCH cut off past half way, resumed from the offset the
 * server reports; the stored file's sha256 equals the bytes sent and the process grew by less than
 * 100 MB while the server wrote it (the bytes are streamed to disk, never held). DRIVE_LARGE_UPLOAD_MB
 * makes it smaller on a machine that cannot spare the gigabyte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { resumedUpload } from '../support/resumed-upload';
import { httpCall, signIn } from './support/accounts';
import { testConfig } from './support/databases';
import { ENGINEER } from './support/test-server';

const TOTAL = Number(process.env.DRIVE_LARGE_UPLOAD_MB ?? 1024) * 1024 ** 2;
const PATCH = Math.min(64 * 1024 ** 2, TOTAL / 8);

describe('file drive, 1 GiB [pglite]', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ ...testConfig('pglite', null), port: 0, host: '127.0.0.1' }, { log: () => {} });
    await server.background;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is cut at 50 %, resumed to a byte-identical file, and the server grows by less than 100 MB', { timeout: 600_000 }, async () => {
    const call = httpCall(server.url!);
    const token = (await signIn(call, ENGINEER.email, ENGINEER.password)).token;
    const wells = await call('GET', '/api/wells?limit=100', { token });
    const wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    const r = await resumedUpload({
      base: server.url!,
      authorization: `Bearer ${token}`,
      wellId,
      totalBytes: TOTAL,
      patchBytes: PATCH,
      name: 'large upload.bin',
    });
    console.log(
      `${TOTAL / 1024 ** 2} MiB: ${(TOTAL / 1e6 / r.seconds).toFixed(0)} MB/s, cut at ${(r.cutFromBytes / 1024 ** 2).toFixed(1)} MiB + half a PATCH, resumed at ${(r.resumedAtBytes / 1024 ** 2).toFixed(1)} MiB, RSS +${(r.rssGrowthBytes / 1e6).toFixed(0)} MB (peak ${(r.rssPeakBytes / 1e6).toFixed(0)} MB)`,
    );
    // Cut at half way, part-way through a PATCH: resumed from the bytes the server kept of it, not from
    // the PATCH's start, from 0 or from the end.
    expect(Math.abs(r.cutFromBytes - TOTAL / 2)).toBeLessThanOrEqual(PATCH / 2);
    expect(r.resumedAtBytes).toBeGreaterThan(r.cutFromBytes);
    expect(r.resumedAtBytes).toBeLessThanOrEqual(r.cutFromBytes + PATCH / 2);
    expect(r.storedSha256).toBe(r.sentSha256);
    expect(r.rssGrowthBytes).toBeLessThan(100e6);
    // The gigabyte is on disk in this process's drive folder: delete it.
    expect((await call('DELETE', `/api/file_drive/${wellId}/files/${r.fileId}`, { token })).status).toBe(200);
  });
});
