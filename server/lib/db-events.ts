/**
 * Events told to whoever listens on the same database object in this process (the alert engine
 * listening to file drive changes and new recommendations): for changes made where no route context
 * reaches the services (the upload's last byte arrives inside the tus server).
 */
import type { Queryable } from '../db/db';

export function dbEvents<E>(): { on(db: Queryable, fn: (e: E) => void): () => void; emit(db: Queryable, e: E): void } {
  const listeners = new WeakMap<Queryable, Set<(e: E) => void>>();
  return {
    on(db, fn) {
      let set = listeners.get(db);
      if (!set) listeners.set(db, (set = new Set()));
      set.add(fn);
      return () => set.delete(fn);
    },
    emit(db, e) {
      for (const fn of listeners.get(db) ?? []) fn(e);
    },
  };
}
