/**
 * Local and session storage with the spec's messages (app-shell 8): every value is JSON; a value that
 * does not parse is reported as 'LS: Error parsing JSON for key' and read as the fallback; an empty
 * key warns 'LS: Key cannot be empty' and does nothing. Storage may be missing (Node, privacy modes):
 * then reads give the fallback and writes are dropped.
 */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface JsonStore {
  get<T>(key: string, fallback: T): T;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

export function jsonStore(backing: () => StorageLike | null | undefined, log: Pick<Console, 'warn' | 'error'> = console): JsonStore {
  const keyOk = (key: string) => {
    if (key) return true;
    log.warn('LS: Key cannot be empty');
    return false;
  };
  return {
    get<T>(key: string, fallback: T): T {
      if (!keyOk(key)) return fallback;
      const raw = safe(() => backing()?.getItem(key) ?? null, null);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        log.error('LS: Error parsing JSON for key', key);
        return fallback;
      }
    },
    set(key, value) {
      if (!keyOk(key)) return;
      if (value === undefined) return this.remove(key);
      safe(() => backing()?.setItem(key, JSON.stringify(value)), undefined);
    },
    remove(key) {
      if (!keyOk(key)) return;
      safe(() => backing()?.removeItem(key), undefined);
    },
  };
}

/** Quota errors and disabled storage must not take the app down. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = jsonStore(() => (typeof localStorage === 'undefined' ? null : localStorage));
export const sessionStore = jsonStore(() => (typeof sessionStorage === 'undefined' ? null : sessionStorage));
