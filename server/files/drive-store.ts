/**
 * The file drive's uploads: a tus server (resumable uploads up to the spec's 4.5 GiB, streamed to
 * where the bytes live, never buffered) over the drive's blobs (drive-blobs.ts: DATA_DIR/files, or
 * an S3-compatible bucket that several instances share, with the database locker of db-locker.ts
 * so any instance can take the next PATCH of an upload). An upload carries its well, folder and
 * name in its tus metadata; the name is checked when the upload is created (before any byte is
 * sent), the drive_files row is written when the last byte arrives (with the file's sha256, hashed
 * from what was stored).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Server, type Upload } from '@tus/server';
import { DRIVE_FOLDER_IDS, MAX_UPLOAD_BYTES, fileNameProblem } from '../../src/domain/files/file-drive';
import type { Db } from '../db/db';
import { audit } from '../lib/audit';
import type { ServerConfig } from '../config';
import { DbLocker } from './db-locker';
import { diskBlobs, parseS3Url, s3Blobs, type DriveBlobs } from './drive-blobs';
import { driveChanged } from './drive-events';
import { recordDriveFile } from './drive-files';

/** The path uploads are created under (and their Location headers point into). */
export const UPLOADS_PATH = '/api/file_drive/uploads';

/** Who is uploading, and to which well: set around each tus request by the upload routes. */
interface UploadCaller {
  userId: string;
  wellId: string | null;
}
const caller = new AsyncLocalStorage<UploadCaller>();

/** A refusal tus answers as status and body (a JSON message, as every other API error). */
const refuse = (status_code: number, message: string) => ({ status_code, body: JSON.stringify({ message }) });

export interface DriveStore {
  tus: Server;
  blobs: DriveBlobs;
  /** Runs a tus request as this caller. */
  as<T>(who: UploadCaller, fn: () => Promise<T>): Promise<T>;
  /** The upload's metadata, or null when there is no such upload. */
  upload(id: string): Promise<Upload | null>;
  /** A stored file's bytes. */
  read(storageKey: string): Promise<Readable>;
  remove(storageKey: string): Promise<void>;
}

/** One store per server: keyed by its config object, so servers sharing a process (tests) never share a database handle. */
const stores = new WeakMap<object, DriveStore>();

/** The drive's blobs as configured: an S3-compatible bucket (DRIVE_S3_URL) or DATA_DIR/files. */
export function driveBlobs(config: Pick<ServerConfig, 'dataDir' | 'driveS3Url'>): DriveBlobs {
  return config.driveS3Url ? s3Blobs(parseS3Url(config.driveS3Url)) : diskBlobs(config.dataDir);
}

export function driveStore(config: Pick<ServerConfig, 'dataDir' | 'driveS3Url'>, db: Db): DriveStore {
  const known = stores.get(config);
  if (known) return known;
  const blobs = driveBlobs(config);
  const datastore = blobs.datastore;
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    // Several instances share an S3 bucket: the lock on an upload must be theirs too.
    ...(blobs.kind === 's3' ? { locker: new DbLocker(db) } : {}),
    relativeLocation: true,
    maxSize: MAX_UPLOAD_BYTES,
    allowedOrigins: [],
    namingFunction: () => randomUUID(),
    async onUploadCreate(_req, upload) {
      const who = caller.getStore();
      if (!who?.wellId) throw refuse(400, 'query.well_id: Required');
      const name = upload.metadata?.filename ?? '';
      const problem = fileNameProblem(name);
      if (problem) throw refuse(400, `metadata.filename: ${problem}`);
      const folder = upload.metadata?.folder_id ?? '';
      if (!DRIVE_FOLDER_IDS.includes(folder)) throw refuse(400, `metadata.folder_id: must be one of ${DRIVE_FOLDER_IDS.join(', ')}`);
      if (upload.size !== undefined && upload.size > MAX_UPLOAD_BYTES) throw refuse(413, `Upload-Length: larger than ${MAX_UPLOAD_BYTES} bytes`);
      const { rows } = await db.query('select 1 from drive_files where well_id = $1 and folder_id = $2 and name = $3', [who.wellId, folder, name]);
      if (rows.length) throw refuse(409, `A file named ${name} is already in this folder`);
      return { metadata: { ...upload.metadata, well_id: who.wellId, user_id: who.userId } };
    },
    async onUploadFinish(_req, upload) {
      const m = upload.metadata ?? {};
      const { size, sha256 } = await blobs.digest(upload.id);
      const inserted = await db.transaction(async (tx) => {
        const id = await recordDriveFile(tx, {
          wellId: m.well_id!,
          folderId: m.folder_id!,
          name: m.filename!,
          sizeBytes: size,
          contentType: m.filetype || 'application/octet-stream',
          sha256,
          storageKey: upload.id,
          userId: m.user_id ?? null,
        });
        if (id) await audit(tx, m.user_id ?? null, 'drive_files.create', { type: 'drive_files', id }, { name: m.filename, size_bytes: size });
        return id;
      });
      if (!inserted) {
        await blobs.remove(upload.id);
        throw refuse(409, `A file named ${m.filename} is already in this folder`);
      }
      driveChanged(db, {
        op: 'uploaded',
        wellId: m.well_id!,
        fileId: inserted,
        name: m.filename!,
        folderId: m.folder_id!,
        sizeBytes: size,
        userId: m.user_id ?? null,
        byName: null,
        timeS: Math.floor(Date.now() / 1000),
      });
      return { headers: { 'Drive-File-Id': inserted, 'Access-Control-Expose-Headers': 'Drive-File-Id' } };
    },
  });
  const store: DriveStore = {
    tus,
    blobs,
    as: (who, fn) => caller.run(who, fn),
    async upload(id) {
      try {
        return await datastore.getUpload(id);
      } catch {
        return null;
      }
    },
    read: (key) => blobs.read(key),
    remove: (key) => blobs.remove(key),
  };
  stores.set(config, store);
  return store;
}
