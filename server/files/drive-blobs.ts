/**
 * Where the file drive's bytes live, behind one interface: the tus datastore uploads are written
 * through, and the server's own reads, writes and deletes of finished files.
 *
 * - disk: DATA_DIR/files (the default; one instance).
 * - S3-compatible bucket: DRIVE_S3_URL=http(s)://ACCESS_KEY:SECRET@host:port/bucket?region=…
 *   (several instances behind PostgreSQL share it; AWS, MinIO, Ceph, anything speaking S3 with
 *   path-style addresses). Uploads go to S3 multipart uploads as they arrive (the tus S3 store),
 *   so nothing is buffered in memory and any instance can take the next PATCH of an upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { S3 } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';

/** Unfinished uploads are dropped after a week. */
const EXPIRATION_MS = 7 * 24 * 3600_000;

export interface DriveBlobs {
  /** 'disk' or 's3'. */
  kind: 'disk' | 's3';
  /** Where, without credentials (for the start-up line and the admin page). */
  where: string;
  /** The tus datastore uploads are written through. */
  datastore: DataStore;
  /** Writes a whole file the server made itself (demo files, generated reports) under a new key. */
  put(bytes: Buffer): Promise<string>;
  /** A finished file's bytes, streamed; a BlobMissingError when the store no longer has them. */
  read(key: string): Promise<Readable>;
  /** Size and sha256 of a finished file, read back from where it is stored. */
  digest(key: string): Promise<{ size: number; sha256: string }>;
  /** Drops a file (and what tus kept beside it); a missing one is not an error. */
  remove(key: string): Promise<void>;
}

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Reads DRIVE_S3_URL; throws naming what is wrong (the server refuses to start on a bad one). */
export function parseS3Url(raw: string): S3Location {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error('DRIVE_S3_URL: not a URL (expected http(s)://ACCESS_KEY:SECRET@host:port/bucket?region=…)');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('DRIVE_S3_URL: must start with http:// or https://');
  const bucket = decodeURIComponent(u.pathname.replace(/^\/+|\/+$/g, ''));
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error('DRIVE_S3_URL: the path must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)');
  if (!u.username || !u.password) throw new Error('DRIVE_S3_URL: the access key and secret go before the host (ACCESS_KEY:SECRET@host)');
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket,
    region: u.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
  };
}

/** Where the drive's bytes live on disk: DATA_DIR/files; a per-process temporary folder for an in-memory database (tests). */
function driveDirectory(dataDir: string): string {
  if (!dataDir.startsWith('memory://')) return join(dataDir, 'files');
  const dir = join(tmpdir(), `drillspace-files-${process.pid}`);
  // A database loaded from the seeded test template (pglite.ts) names the demo files its seeding
  // wrote: this process gets its own copies, so a test deleting one leaves the others theirs.
  const seeded = process.env.DRILLSPACE_PGLITE_SEEDED_FILES;
  // Both seeded templates ('memory://seeded', 'memory://seeded-history') wrote theirs into one folder.
  if (dataDir.startsWith('memory://seeded') && process.env.DRILLSPACE_PGLITE_SEEDED && seeded && existsSync(seeded)) {
    cpSync(seeded, dir, { recursive: true, force: false });
  }
  return dir;
}

/**
 * Path-style addresses, and checksums only where S3 requires them: the SDK's default (since 2025)
 * streams bodies as aws-chunked with trailing checksums, which many S3-compatible stores do not
 * decode (they would keep the chunk framing as file bytes).
 */
function s3ClientConfig(loc: S3Location) {
  // package.json pins @aws-sdk/client-s3 to an exact version that runs on Node 20; its constructor
  // warns on every start that versions published after January 2027 will need Node 22. That is for
  // whoever upgrades the pin (ARCHITECTURE.md: Node 20 here), not for an operator reading the log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return {
    endpoint: loc.endpoint,
    region: loc.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    credentials: { accessKeyId: loc.accessKeyId, secretAccessKey: loc.secretAccessKey },
  };
}

/** The database row of a file names bytes the store does not have (deleted behind our back, a wrong bucket). */
export class BlobMissingError extends Error {
  constructor(
    readonly key: string,
    where: string,
  ) {
    super(`stored bytes ${key} are missing from ${where}`);
  }
}

export function diskBlobs(dataDir: string): DriveBlobs {
  const directory = driveDirectory(dataDir);
  const file = (key: string) => join(directory, key);
  return {
    kind: 'disk',
    where: directory,
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRATION_MS }),
    async put(bytes) {
      await mkdir(directory, { recursive: true });
      const key = randomBytes(16).toString('hex');
      await writeFile(file(key), bytes);
      return key;
    },
    read: (key) => openOnDisk(file(key), key, directory),
    digest: async (key) => digestStream(await openOnDisk(file(key), key, directory)),
    async remove(key) {
      await rm(file(key), { force: true });
      await rm(file(`${key}.json`), { force: true });
    },
  };
}

/** Opens the file before streaming, so a missing one is an error here and not in the middle of a reply. */
async function openOnDisk(path: string, key: string, where: string): Promise<Readable> {
  try {
    const fh = await open(path, 'r');
    return fh.createReadStream({ highWaterMark: 1 << 20 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobMissingError(key, where);
    throw e;
  }
}

export function s3Blobs(loc: S3Location): DriveBlobs {
  const clientConfig = s3ClientConfig(loc);
  const client = new S3(clientConfig);
  // No object tags: not every S3-compatible store has them (s3rver, older Ceph); unfinished uploads
  // expire by their multipart upload's age instead.
  const datastore = new S3Store({
    partSize: 8 * 1024 * 1024,
    useTags: false,
    expirationPeriodInMilliseconds: EXPIRATION_MS,
    s3ClientConfig: { ...clientConfig, bucket: loc.bucket },
  });
  const Bucket = loc.bucket;
  const where = `${loc.endpoint}/${loc.bucket}`;
  const read = async (key: string) => {
    try {
      return (await client.getObject({ Bucket, Key: key })).Body as Readable;
    } catch (e) {
      if ((e as { name?: string }).name === 'NoSuchKey') throw new BlobMissingError(key, where);
      throw e;
    }
  };
  return {
    kind: 's3',
    where,
    datastore,
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      await client.putObject({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length });
      return key;
    },
    read,
    digest: async (key) => digestStream(await read(key)),
    async remove(key) {
      // The tus store's own remove aborts the multipart upload first and gives up when it is
      // already complete (a finished file): delete the objects directly (missing keys are fine).
      await client.deleteObjects({ Bucket, Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }], Quiet: true } });
    },
  };
}

/** Checks at start-up that the bucket answers with these credentials, so a wrong URL fails at once. */
export async function checkBucket(loc: S3Location): Promise<void> {
  const client = new S3(s3ClientConfig(loc));
  try {
    await client.headBucket({ Bucket: loc.bucket });
  } catch (e) {
    const name = (e as { name?: string }).name ?? String(e);
    throw new Error(`DRIVE_S3_URL: bucket ${loc.bucket} at ${loc.endpoint} does not answer (${name})`);
  } finally {
    client.destroy();
  }
}

/** Size and sha256 of a stream, in one pass. */
async function digestStream(s: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of s) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}
