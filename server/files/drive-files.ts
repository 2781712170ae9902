/**
 * Writes a file into a well's drive from the server itself (the demo seed; later, generated reports):
 * the same place and row an upload ends in, without the tus round trip.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { DriveBlobs } from './drive-blobs';

export interface NewDriveFile {
  wellId: string;
  folderId: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  userId: string | null;
}

/** A stored file's row: its bytes are already at storageKey in the drive directory. */
export interface DriveFileRow {
  wellId: string;
  folderId: string;
  name: string;
  sizeBytes: number;
  contentType: string;
  sha256: string;
  storageKey: string;
  userId: string | null;
}

/** Records a stored file with a new download code; null when the folder already holds that name. */
export async function recordDriveFile(db: Queryable, f: DriveFileRow): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into drive_files (well_id, folder_id, name, size_bytes, content_type, sha256, storage_key, file_code, uploaded_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
    [f.wellId, f.folderId, f.name, f.sizeBytes, f.contentType, f.sha256, f.storageKey, randomBytes(12).toString('base64url'), f.userId],
  );
  return rows[0]?.id ?? null;
}

/** Stores the bytes where the drive keeps them and records the file; a name already in the folder is left as it is. */
export async function storeDriveFile(db: Queryable, blobs: Pick<DriveBlobs, 'put' | 'remove'>, f: NewDriveFile): Promise<string | null> {
  const key = await blobs.put(f.bytes);
  const id = await recordDriveFile(db, {
    wellId: f.wellId,
    folderId: f.folderId,
    name: f.name,
    sizeBytes: f.bytes.length,
    contentType: f.contentType,
    sha256: createHash('sha256').update(f.bytes).digest('hex'),
    storageKey: key,
    userId: f.userId,
  });
  if (!id) await blobs.remove(key);
  return id;
}
