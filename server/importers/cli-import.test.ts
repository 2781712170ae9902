/**
 * `npm run -s cli -- import` as a user runs it: a real process, JSON on stdout for a good file, exit
 * code 2 and one line on stderr for a bad one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRefdata, refPath } from '../../tests/support/refdata';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
function cli(...args: (string | NodeJS.ProcessEnv)[]) {
  const env = { ...process.env, ...(args.find((a) => typeof a !== 'string') ?? {}) };
  const flags = args.filter((a) => typeof a === 'string');
  // Opening and migrating a fresh PGlite database takes minutes on a loaded 2-core machine.
  const r = spawnSync('npx', ['tsx', 'server/cli/main.ts', 'import', ...flags], { cwd: root, encoding: 'utf8', timeout: 400_000, env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn')) };
}

const dir = mkdtempSync(join(tmpdir(), 'drillspace-import-'));
const good = join(dir, 'good.las');
writeFileSync(
  good,
  '~Version\n VERS. 2.0 :\n WRAP. NO :\n~Well\n NULL. -999.25 :\n WELL. CLI TEST : WELL\n~Curve\n DEPT.ft :\n GR.gAPI : gamma\n~A\n100 50.5\n100.5 -999.25\n',
);
const bad = join(dir, 'bad.las');
writeFileSync(bad, '~Version\n VERS. 2.0 :\n~Curve\n DEPT.m :\n GR.gAPI :\n~A\n100 50\n101\n');

// Each case starts node and tsx; on a shared, loaded machine that takes seconds.
describe('import command', { timeout: 120_000 }, () => {
  it('prints a JSON summary of a good file', () => {
    const r = cli('--in', good);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({
      file: 'good.las',
      format: 'LAS',
      version: '2.0',
      well: { wellName: 'CLI TEST' },
      index: { type: 'depth', mnemonic: 'DEPT', unit: 'ft', direction: 'increasing', first: 100, last: 100.5 },
      nullValue: -999.25,
      rowCount: 2,
      curves: [{ mnemonic: 'GR', unit: 'gAPI', description: 'gamma', type: 'number' }],
    });
  });

  it('a bad file: exit 2, one line naming the file, the line and the problem, no stack trace', () => {
    const r = cli('--in', bad);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toEqual(['error: bad.las: line 8: expected 2 values, found 1']);
  });

  it('a missing file and a missing flag', () => {
    expect(cli('--in', join(dir, 'nope.las')).stderr).toEqual([`error: no such file: ${join(dir, 'nope.las')}`]);
    const r = cli();
    expect(r.code).toBe(2);
    expect(r.stderr).toEqual(['error: missing --in <value>']);
  });

  it('--well: refuses an id that is not a uuid, and a well the database does not hold, before writing anything', { timeout: 600_000 }, () => {
    expect(cli('--in', good, '--well', 'W-1')).toMatchObject({ code: 2, stdout: '', stderr: ["error: --well: 'W-1' is not a well id (uuid)"] });
    // A fresh DATA_DIR: the CLI opens PGlite there and migrates it, so no well exists yet.
    const dataDir = join(dir, 'data');
    const wellId = '00000000-0000-4000-8000-000000000001';
    const r = cli('--in', good, '--well', wellId, { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(r).toMatchObject({ code: 2, stdout: '', stderr: [`error: --well: no well ${wellId} in ${dataDir}`] });
  });
});

describeRefdata('import command on reference files', () => {
  it('a WITSML time log and a non-log WITSML object', () => {
    const r = cli('--in', refPath('logs', 'drilling/volve_F-4_GenTime_chunk22_time_log.xml'));
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ format: 'WITSML', version: '1.4.1.1', rowCount: 3605, nullValue: -999.25 });
    expect(s.index).toMatchObject({ type: 'time', unit: 'epoch-ms', unitInFile: 'unitless', first: '2016-10-07T05:23:24.000Z' });
    expect(s.curves.find((c: { mnemonic: string }) => c.mnemonic === 'HKLD_AVG')).toMatchObject({ unit: 'N' });

    const rig = cli('--in', refPath('logs', 'witsml141/volve_F-4_rig.xml'));
    expect(rig.code).toBe(2);
    expect(rig.stderr).toEqual(["error: volve_F-4_rig.xml: WITSML 1.4.1.1 'rig' object: only log and trajectory objects can be imported"]);
  }, 120_000);
});
