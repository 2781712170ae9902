/**
 * A large upload through the file drive's tus endpoint over HTTP, as a dropped connection leaves it:
 * PATCHes streamed from a generator (the client holds 1 MiB at a time), the PATCH at half way cut off
 * after half its bytes, then resumed from the offset the server reports (HEAD). Samples this process's RSS while the
 * server (in the same process) writes the file, and compares the stored file's sha256 with the bytes
 * sent. Used by the 1 GiB test (tests/integration/file-drive-large.test.ts) and its bench.
 */
import { createHash } from 'node:crypto';

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

/** The bytes from..stallAt, then nothing more until the request is aborted: a connection dropped mid-PATCH. */
function stalledBody(from: number, stallAt: number): { stream: ReadableStream<Uint8Array>; delivered: Promise<void> } {
  let delivered!: () => void;
  const done = new Promise<void>((r) => (delivered = r));
  const inner = body(from, stallAt).getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(c) {
      const next = await inner.read();
      if (!next.done) return c.enqueue(next.value);
      delivered();
      return new Promise<void>(() => {});
    },
  });
  return { stream, delivered: done };
}

export interface ResumedUpload {
  seconds: number;
  /** Where the cut PATCH started, and the offset the server reported after the cut (HEAD). */
  cutFromBytes: number;
  resumedAtBytes: number;
  rssGrowthBytes: number;
  rssPeakBytes: number;
  /** The stored file (for the caller to delete: its bytes are on disk). */
  fileId: string;
  storedSha256: string | undefined;
  sentSha256: string;
}

export async function resumedUpload(o: {
  base: string;
  authorization: string;
  wellId: string;
  totalBytes: number;
  patchBytes: number;
  name: string;
}): Promise<ResumedUpload> {
  const { base, totalBytes: total, patchBytes } = o;
  const auth = { authorization: o.authorization, 'tus-resumable': '1.0.0' };
  const meta = `filename ${Buffer.from(o.name).toString('base64')},folder_id ${Buffer.from('logs').toString('base64')}`;
  const made = await fetch(`${base}/api/file_drive/uploads?well_id=${o.wellId}`, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(total), 'upload-metadata': meta },
  });
  if (made.status !== 201) throw new Error(`create: ${made.status} ${await made.text()}`);
  const location = `${base}${made.headers.get('location')}`;

  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const patch = (from: number, to: number) =>
    fetch(location, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(from), 'content-length': String(to - from) },
      body: body(from, to),
      duplex: 'half',
    } as RequestInit);
  try {
    // Up to half way, then a PATCH cut off in the middle.
    let offset = 0;
    while (offset < total / 2 - patchBytes / 2) {
      const r = await patch(offset, Math.min(total, offset + patchBytes));
      if (r.status !== 204) throw new Error(`patch at ${offset}: ${r.status}`);
      offset = Number(r.headers.get('upload-offset'));
    }
    // The cut PATCH announces a whole piece, sends half of it and the connection drops.
    const cutFromBytes = offset;
    const cut = new AbortController();
    const stalled = stalledBody(offset, offset + Math.floor(patchBytes / 2));
    const cutOff = fetch(location, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'content-length': String(patchBytes) },
      body: stalled.stream,
      signal: cut.signal,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    await stalled.delivered;
    await new Promise((r) => setTimeout(r, 500));
    cut.abort();
    await cutOff;
    await new Promise((r) => setTimeout(r, 500));
    const head = await fetch(location, { method: 'HEAD', headers: auth });
    offset = Number(head.headers.get('upload-offset'));
    const resumedAtBytes = offset;
    let fileId = '';
    while (offset < total) {
      const r = await patch(offset, Math.min(total, offset + patchBytes));
      if (r.status !== 204) throw new Error(`patch at ${offset}: ${r.status} ${await r.text()}`);
      offset = Number(r.headers.get('upload-offset'));
      fileId = r.headers.get('drive-file-id') ?? fileId;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);

    const sent = createHash('sha256');
    for (let at = 0; at < total; at += BLOCK) sent.update(block(at / BLOCK).subarray(0, Math.min(BLOCK, total - at)));
    const listed = (await (await fetch(`${base}/api/file_drive/${o.wellId}?folder_id=logs`, { headers: { authorization: o.authorization } })).json()) as {
      data: { id: string; sha256: string }[];
    };
    return {
      seconds,
      cutFromBytes,
      resumedAtBytes,
      rssGrowthBytes: peak - rss0,
      rssPeakBytes: peak,
      fileId,
      storedSha256: listed.data.find((f) => f.id === fileId)?.sha256,
      sentSha256: sent.digest('hex'),
    };
  } finally {
    clearInterval(sampler);
  }
}
