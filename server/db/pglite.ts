import { spawn } from 'node:child_process';
import { existsSync, fsyncSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable, QueryResult } from './types';
import { makePrivate, restrictNewFiles } from './private-files';
import { preparedQueries } from './pglite-prepared';
import { nextTurn } from './turns';

/**
 * PGlite runs in this thread and answers synchronously: a loop of queries (history generation, an
 * import, a recalculation) would never let HTTP or realtime in. Every query waits for a turn of the
 * event loop (turns.ts: a few per turn, in arrival order), as a network database's answer would.
 */
function wrap(q: { query<T>(sql: string, params: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>; exec: PGlite['exec'] }): Queryable {
  return {
    async exec(sql: string) {
      await nextTurn();
      await q.exec(sql);
    },
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      await nextTurn();
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
  };
}

/**
 * Postgres sized for an embedded database with one connection. Its defaults size shared memory for
 * a server (128 MB of shared buffers, lock and process tables for 100 connections), and in WASM all
 * of it is resident from the first second: Emscripten zero-fills the anonymous mapping. 16 MB of
 * buffers hold the API's working set (well rows, a window's few chunks); the rest is the OS page
 * cache's job, as it is for any Postgres. Passed at every start, so older data directories get it too.
 */
const SETTINGS = ['shared_buffers=16MB', 'max_connections=20', 'maintenance_work_mem=16MB'];

/** Every cluster starts with SETTINGS, older data directories too. */
export const START_PARAMS = [...PGlite.defaultStartParams, ...SETTINGS.flatMap((x) => ['-c', x])];

/**
 * Durability of the embedded database (EMBEDDED_FSYNC). PGlite starts Postgres with fsync off (-F),
 * and its Node file layer (Emscripten's NODEFS) has no fsync either: every write still reaches the
 * operating system at once, so a killed server loses nothing (crash-recovery.test.ts), but an OS
 * crash or power cut can lose the last commits. With `fsync`, Postgres syncs the WAL at each commit
 * (wal_sync_method=fsync: Emscripten's fdatasync does nothing, its fsync reaches the file layer) and
 * at checkpoints, and the file layer passes each sync to the disk (fsyncSync on the file's descriptor).
 */
export function startParams(fsync: boolean): string[] {
  if (!fsync) return START_PARAMS;
  return [...START_PARAMS.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

let fileSyncs = 0;
/** File syncs the embedded database has passed to the disk in this process (EMBEDDED_FSYNC=on). */
export const embeddedFileSyncs = (): number => fileSyncs;

/** Make PGlite's NODEFS pass fsync to the disk (it has no fsync of its own: a sync returned at once). */
function syncFilesToDisk(pg: PGlite): void {
  const nodefs = (pg.Module as unknown as { NODEFS?: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } } }).NODEFS;
  if (!nodefs) throw new Error('EMBEDDED_FSYNC: this PGlite build has no NODEFS file layer to sync');
  nodefs.stream_ops.fsync = (stream) => {
    if (stream.nfd !== undefined) {
      fsyncSync(stream.nfd);
      fileSyncs++;
    }
    return 0;
  };
}

/**
 * A fresh cluster in `pgDir`, made by PGlite's initdb in a process of its own (pglite-init-cluster.mjs
 * says why), into a side folder renamed into place once complete: an interrupted first start leaves
 * no half-made cluster behind.
 */
async function initCluster(pgDir: string): Promise<void> {
  if (existsSync(join(pgDir, 'PG_VERSION'))) return;
  if (existsSync(pgDir) && readdirSync(pgDir).length)
    throw new Error(`${pgDir} holds files but no database cluster (no PG_VERSION): move it away to start afresh`);
  const tmp = `${pgDir}.init`;
  const script = fileURLToPath(new URL('./pglite-init-cluster.mjs', import.meta.url));
  // One-shot work: baseline-compiled WASM (no optimising tier) and a small young generation cut the
  // child's peak from ~590 to ~450 MB and its time too. Node's exit code 9 is an unknown flag: without them, then.
  let result = { code: 9 as number | null, stderr: '' };
  for (const flags of [['--liftoff-only', '--max-semi-space-size=2'], []]) {
    rmSync(tmp, { recursive: true, force: true });
    result = await runNode([...flags, script, tmp, JSON.stringify(SETTINGS)]);
    if (result.code !== 9) break;
  }
  if (result.code !== 0) throw new Error(`creating the embedded database in ${pgDir} failed (exit ${result.code}): ${result.stderr.trim()}`);
  rmSync(pgDir, { recursive: true, force: true });
  renameSync(tmp, pgDir);
}

function runNode(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * A test run starts a hundred in-memory databases, and initdb is most of each start (2-5 s of WASM).
 * DRILLSPACE_PGLITE_TEMPLATE names a dump of a migrated, empty cluster (pglite-template.ts; the
 * suite's global setup makes one per run) that memory databases load instead. Unset: initdb.
 * 'memory://seeded' loads DRILLSPACE_PGLITE_SEEDED instead when it is set: the same cluster with the
 * demo organisation and its short test history already seeded (the seed, which records the steps it
 * did, then has nothing left to do); unset, it is 'memory://'. 'memory://seeded-history' loads
 * DRILLSPACE_PGLITE_SEEDED_HISTORY the same way: the demo with the longer history the log tests read.
 */
const templates = new Map<string, Blob>();
/** The seeded in-memory databases a test can ask for, by the template they load (tests name them by key). */
export const SEEDED_MEMORY_DIRS = { short: 'memory://seeded', history: 'memory://seeded-history' } as const;
const SEEDED_TEMPLATES: Record<string, string | undefined> = {
  [SEEDED_MEMORY_DIRS.short]: 'DRILLSPACE_PGLITE_SEEDED',
  [SEEDED_MEMORY_DIRS.history]: 'DRILLSPACE_PGLITE_SEEDED_HISTORY',
};

function memoryTemplate(dataDir: string): { loadDataDir?: Blob } {
  const seeded = SEEDED_TEMPLATES[dataDir];
  const path = (seeded && process.env[seeded]) || process.env.DRILLSPACE_PGLITE_TEMPLATE;
  if (!path) return {};
  let blob = templates.get(path);
  if (!blob) templates.set(path, (blob = new Blob([readFileSync(path)])));
  return { loadDataDir: blob };
}

/**
 * PGlite storing under DATA_DIR/pg ('memory://' keeps it in memory, for tests). One process at a
 * time: DATA_DIR is locked (data-dir-lock.ts) and kept private to the server's user (0700/0600).
 */
export async function openPglite(dataDir: string, opts: { fsync?: boolean } = {}): Promise<Db> {
  let pg: PGlite;
  let unlock = () => {};
  if (dataDir.startsWith('memory://')) pg = await PGlite.create({ startParams: START_PARAMS, ...memoryTemplate(dataDir) });
  else {
    restrictNewFiles();
    unlock = lockDataDir(dataDir);
    try {
      const dir = join(dataDir, 'pg');
      await initCluster(dir);
      pg = await PGlite.create(dir, { startParams: startParams(opts.fsync ?? false) });
      if (opts.fsync) {
        syncFilesToDisk(pg);
        // What the start wrote before files could be synced: on disk now.
        await pg.exec('checkpoint');
      }
      makePrivate(dataDir);
    } catch (e) {
      unlock();
      throw e;
    }
  }
  return asDb(pg, unlock);
}

/** A started PGlite as the server's Db; `unlock` runs after it closes. */
export function asDb(pg: PGlite, unlock: () => void = () => {}): Db {
  // Outside transactions (the API's reads), statements are prepared once per SQL text.
  const base = wrap({ query: preparedQueries(pg), exec: (sql) => pg.exec(sql) });
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
