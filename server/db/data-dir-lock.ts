import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds DATA_DIR: written into DATA_DIR/drillspace.lock by the holder. */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Drillspace server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        'Two servers on one embedded database lose writes: stop that one, or give this one its own DATA_DIR (or DATABASE_URL).',
    );
  }
}

export const LOCK_FILE = 'drillspace.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(h.pid) && typeof h.host === 'string' ? h : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database's exclusive lock: a lock file created with O_EXCL holding pid, host and
 * start time. A lock left by a dead process on this host (kill -9, power loss) is taken over; a live
 * holder, or one on another host sharing the directory, makes this throw DataDirLockedError.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = readHolder(file);
      // A half-written lock (the holder died between create and write) or a dead pid on this host is stale.
      const stale = !holder || (holder.host === me.host && !alive(holder.pid));
      if (!stale) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Only remove the lock if it is still ours.
      if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true });
    };
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock file ${file}`);
}
