/**
 * Changes to a well's drive files, told to whoever listens on the same database (the alert engine's
 * file drive alerts). The upload's last byte arrives inside the tus server, which has no route
 * context, so listeners hang on the database object both share rather than on the services.
 */
import type { DriveChange } from '../../src/domain/alerts/file-drive-alert';
import type { Queryable } from '../db/db';

export type DriveEvent = DriveChange & { wellId: string; userId: string | null };

const listeners = new WeakMap<Queryable, Set<(e: DriveEvent) => void>>();

/** Listen to the drive changes made through this database; returns the function that stops listening. */
export function onDriveChange(db: Queryable, fn: (e: DriveEvent) => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export function driveChanged(db: Queryable, e: DriveEvent): void {
  for (const fn of listeners.get(db) ?? []) fn(e);
}
