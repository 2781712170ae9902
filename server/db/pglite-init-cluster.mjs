// Creates a fresh embedded database cluster (PGlite's initdb) in the folder argv[2] and exits.
//
// Run by pglite.ts in a process of its own, as PostgreSQL's initdb is: PGlite's initdb holds three
// Postgres heaps at once (the database's, the bootstrap backend's and a 128 MB snapshot of it), and
// the server would carry that garbage for seconds after. Made in memory and written out file by
// file: PGlite's own path to a folder adds a tar of the whole cluster and its unpacking (~700 MB at
// peak instead of ~580). Plain JavaScript so the same file runs under tsx and from dist-server/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Where PGlite keeps the cluster in its in-memory file system. */
const PGDATA = '/pglite/data';

const [target, settingsJson] = process.argv.slice(2);
const settings = JSON.parse(settingsJson ?? '[]').flatMap((s) => ['-c', s]);
const pg = await PGlite.create({ initDbStartParams: settings, startParams: [...PGlite.defaultStartParams, ...settings] });
await pg.exec('CHECKPOINT');
const fs = pg.Module.FS;

function copy(from, to) {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of fs.readdir(from)) {
    if (name === '.' || name === '..') continue;
    const path = `${from}/${name}`;
    const { mode } = fs.stat(path);
    if (fs.isDir(mode)) copy(path, join(to, name));
    else if (fs.isFile(mode)) writeFileSync(join(to, name), fs.readFile(path), { mode: 0o600 });
    else throw new Error(`${path}: neither a file nor a folder`);
  }
}

copy(PGDATA, target);
await pg.close();
