/**
 * File drive uploads (issue 18): 1 GiB through the tus protocol over HTTP to the server in this
 * process, in 64 MiB PATCHes streamed from a generator (the client holds 1 MiB), the connection cut
 * at 50 % and the upload resumed from the offset the server reports (HEAD). Prints throughput and
 * the process RSS growth and peak while the server writes it (target: under 100 MB of growth), and
 * checks the stored file's sha256 against the bytes sent.
 */
import { createHash } from 'node:crypto';
import { adminHeaders, withInProcessServer } from './in-process-server';

const TOTAL = 1024 ** 3;
const PATCH_BYTES = 64 * 1024 ** 2;
const BLOCK = 1024 ** 2;

/** Block `index` (1 MiB) of the upload: deterministic, so any range can be made again without keeping it. */
function block(index: number): Buffer {
  const b = Buffer.alloc(BLOCK);
  for (let i = 0; i < BLOCK; i += 4) b.writeUInt32LE((index * 2654435761 + i * 40503) >>> 0, i);
  return b;
}

function body(from: number, to: number): ReadableStream<Uint8Array> {
  let at = from;
  return new ReadableStream({
    pull(c) {
      if (at >= to) return c.close();
      // A resumed upload starts where the server stopped: not on a block boundary.
      const start = at % BLOCK;
      const b = block(Math.floor(at / BLOCK)).subarray(start, start + Math.min(BLOCK - start, to - at));
      at += b.length;
      c.enqueue(b);
    },
  });
}

export async function run(): Promise<Record<string, number | string>> {
  return withInProcessServer('drive', async (server) => {
    const base = server.url!;
    const h = await adminHeaders(base);
    const auth = { authorization: h.authorization, 'tus-resumable': '1.0.0' };
    const wells = (await (await fetch(`${base}/api/wells?limit=1`, { headers: h })).json()).data as { id: string }[];
    const meta = `filename ${Buffer.from('bench 1 GiB.bin').toString('base64')},folder_id ${Buffer.from('logs').toString('base64')}`;
    const made = await fetch(`${base}/api/file_drive/uploads?well_id=${wells[0].id}`, {
      method: 'POST',
      headers: { ...auth, 'upload-length': String(TOTAL), 'upload-metadata': meta },
    });
    if (made.status !== 201) throw new Error(`create: ${made.status} ${await made.text()}`);
    const location = `${base}${made.headers.get('location')}`;

    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    const patch = (from: number, to: number, signal?: AbortSignal) =>
      fetch(location, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(from), 'content-length': String(to - from) },
        body: body(from, to),
        signal,
        duplex: 'half',
      } as RequestInit);
    // Up to half way, then a PATCH cut off in the middle.
    let offset = 0;
    while (offset < TOTAL / 2 - PATCH_BYTES / 2) {
      const r = await patch(offset, offset + PATCH_BYTES);
      if (r.status !== 204) throw new Error(`patch at ${offset}: ${r.status}`);
      offset = Number(r.headers.get('upload-offset'));
    }
    const cut = new AbortController();
    setTimeout(() => cut.abort(), 150);
    await patch(offset, offset + PATCH_BYTES, cut.signal).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    const head = await fetch(location, { method: 'HEAD', headers: auth });
    offset = Number(head.headers.get('upload-offset'));
    const resumedAt = offset;
    let fileId = '';
    while (offset < TOTAL) {
      const r = await patch(offset, Math.min(TOTAL, offset + PATCH_BYTES));
      if (r.status !== 204) throw new Error(`patch at ${offset}: ${r.status} ${await r.text()}`);
      offset = Number(r.headers.get('upload-offset'));
      fileId = r.headers.get('drive-file-id') ?? fileId;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);

    const expected = createHash('sha256');
    for (let at = 0; at < TOTAL; at += BLOCK) expected.update(block(at / BLOCK));
    const listed = (await (await fetch(`${base}/api/file_drive/${wells[0].id}?folder_id=logs`, { headers: h })).json()).data as {
      id: string;
      sha256: string;
    }[];
    const stored = listed.find((f) => f.id === fileId);
    return {
      'upload 1 GiB, cut at 50 % and resumed (MB/s)': TOTAL / 1e6 / seconds,
      'resumed from (MiB)': resumedAt / 1024 ** 2,
      'process RSS growth during upload (MB)': (peak - rss0) / 1e6,
      'process RSS peak (MB)': peak / 1e6,
      'target RSS growth (MB)': '< 100',
      'stored sha256 equals the bytes sent': stored?.sha256 === expected.digest('hex') ? 'yes' : 'NO',
    };
  });
}
