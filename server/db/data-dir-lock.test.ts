import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { openPglite } from './pglite';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'drillspace-lock-'));
  dirs.push(d);
  return join(d, 'data');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function modes(dir: string, out: { path: string; mode: number; dir: boolean }[] = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    out.push({ path: p, mode: statSync(p).mode & 0o777, dir: e.isDirectory() });
    if (e.isDirectory()) modes(p, out);
  }
  return out;
}

describe('one server per DATA_DIR', () => {
  it('a second embedded database on the same DATA_DIR is refused, naming the holder; DATA_DIR is 0700, its files 0600', async () => {
    const dataDir = tempDir();
    const first = await openPglite(dataDir);
    try {
      await first.exec('create table t (x int); insert into t values (1);');
      const second = openPglite(dataDir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`pid ${process.pid} on ${hostname()}`);
      // The first keeps working.
      expect((await first.query<{ n: number }>('select 1 as n')).rows[0].n).toBe(1);
    } finally {
      await first.close();
    }
    // Closing releases the lock: the next server starts.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).slice(0, 5)).toEqual([]);
    const again = await openPglite(dataDir);
    await again.close();
  });

  it('a lock left by a dead process (kill -9) is taken over', () => {
    const dataDir = tempDir();
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(child.stdout.toString());
    lockDataDir(dataDir)();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid, host: hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('a live holder on another host sharing the directory is not taken over', () => {
    const dataDir = tempDir();
    lockDataDir(dataDir)();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'other-host', startedAt: '2026-01-01T00:00:00Z' }));
    expect(() => lockDataDir(dataDir)).toThrow(/pid 1 on other-host/);
  });
});
