/**
 * Writes a file into a well's drive from the server itself (the demo seed; later, generated reports):
 * the same place and row an upload ends in, without the tus round trip.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '../db/db';

/** Where the drive's bytes live: DATA_DIR/files; a per-process temporary folder for an in-memory database (tests). */
export function driveDirectory(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), `drillspace-files-${process.pid}`) : join(dataDir, 'files');
}

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

/** Stores the bytes under DATA_DIR/files and records the file; a name already in the folder is left as it is. */
export async function storeDriveFile(db: Queryable, dataDir: string, f: NewDriveFile): Promise<string | null> {
  const dir = driveDirectory(dataDir);
  await mkdir(dir, { recursive: true });
  const key = randomBytes(16).toString('hex');
  await writeFile(join(dir, key), f.bytes);
  return recordDriveFile(db, {
    wellId: f.wellId,
    folderId: f.folderId,
    name: f.name,
    sizeBytes: f.bytes.length,
    contentType: f.contentType,
    sha256: createHash('sha256').update(f.bytes).digest('hex'),
    storageKey: key,
    userId: f.userId,
  });
}
