/**
 * A real S3-compatible server for the file drive's tests: s3rver (an S3 implementation in Node,
 * keeping objects in a temporary folder), listening on a free port with one empty bucket. It speaks
 * the same protocol as AWS S3 or MinIO to the same AWS SDK, multipart uploads included.
 *
 * s3rver 3.7 lacks one operation the tus S3 store needs, ListParts (GET /bucket/key?uploadId=…,
 * how much of an upload arrived): it is added here as the S3 API reference defines it, over the
 * parts s3rver itself stored (uploads/<uploadId>/<partNumber> with its .md5), answering
 * NoSuchUpload once the upload is completed or aborted, as S3 does.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3 } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestBucket {
  /** DRIVE_S3_URL for the server. */
  url: string;
  bucket: string;
  /** The keys in the bucket now. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestBucket(bucket = 'drive-test'): Promise<TestBucket> {
  const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const store = (s3rver as unknown as { store: { getResourcePath(b: string, k: string | undefined, r: string): string } }).store;
  const middleware = (s3rver as unknown as { middleware: unknown[] }).middleware;
  // Before s3rver's router (the last middleware), which would answer MethodNotAllowed.
  middleware.splice(middleware.length - 1, 0, listParts(store));
  const { port } = await s3rver.run();
  // s3rver accepts any credentials; these stand in for a real key pair (and must never be logged).
  const client = new S3({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`,
    bucket,
    async keys() {
      const r = await client.listObjectsV2({ Bucket: bucket });
      return (r.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await s3rver.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

function listParts(store: { getResourcePath(b: string, k: string | undefined, r: string): string }) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const m = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'GET' || !m || typeof uploadId !== 'string' || ctx.query.partNumber !== undefined) return next();
    const [, bucket, key] = m;
    const dir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (!existsSync(dir)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
      return;
    }
    const parts = readdirSync(dir)
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => ({
        PartNumber: n,
        LastModified: statSync(join(dir, String(n))).mtime.toISOString(),
        ETag: `"${readFileSync(join(dir, `${n}.md5`), 'utf8')}"`,
        Size: statSync(join(dir, String(n))).size,
      }));
    ctx.body = {
      ListPartsResult: {
        '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
        Bucket: bucket,
        Key: decodeURIComponent(key),
        UploadId: uploadId,
        IsTruncated: false,
        ...(parts.length ? { Part: parts } : {}),
      },
    };
  };
}
