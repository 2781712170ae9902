import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv, refPath } from '../../../tests/support/refdata';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SET = 'directional/iscwsa_clearance_set_r4';

function cli(...args: string[]) {
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['server/cli/main.ts', 'clearance', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const rows = (stdout: string) => {
  const [header, ...lines] = stdout.trim().split('\n');
  const cols = header.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], Number(v)])));
};

const OFFSETS = Array.from({ length: 11 }, (_, i) => `offset${String(i + 1).padStart(2, '0')}`);

describeRefdata('cli clearance on the ISCWSA clearance set', () => {
  it.each(OFFSETS)('ref vs %s: C-C within 0.02 m and SF within 0.05 (below 10) at every reference station', (offset) => {
    const run = cli(
      '--ref',
      refPath(SET, 'wells/ref.csv'),
      '--offset',
      refPath(SET, `wells/${offset}.csv`),
      '--model',
      'iscwsa-mwd-rev4',
      '--ref-hole-in',
      '36',
      '--offset-hole-in',
      '24',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('ref_md,offset_md,cc_distance,sf');
    const out = rows(run.stdout);
    const listed = readRefCsv(SET, 'clearance', `ref_vs_${offset}.csv`).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])));
    expect(out.map((o) => o.ref_md)).toEqual(listed.map((l) => l.ref_md_m));
    out.forEach((o, k) => {
      const l = listed[k];
      expect(Math.abs(o.cc_distance - l.cc_distance_m), `cc at ${o.ref_md}`).toBeLessThan(0.02);
      expect(Math.abs(o.offset_md - l.offset_md_m), `offset md at ${o.ref_md}`).toBeLessThan(0.02);
      if (l.iscwsa_sf < 10) expect(Math.abs(o.sf - l.iscwsa_sf), `sf at ${o.ref_md}`).toBeLessThan(0.05);
    });
  });
});

describeRefdata('cli clearance needs the hole sizes', () => {
  const args = ['--ref', refPath(SET, 'wells/ref.csv'), '--offset', refPath(SET, 'wells/offset03.csv'), '--model', 'iscwsa-mwd-rev4'];

  it('refuses without them, naming the flag (a silent 0 in put offset03 at 990 m at SF 1.083, unsafe side of 1)', () => {
    const run = cli(...args, '--offset-hole-in', '24');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/missing --ref-hole-in: the hole diameter in inches/);
    expect(cli(...args, '--ref-hole-in', '36').stderr).toMatch(/missing --offset-hole-in/);
  });

  it('with ISCWSA\'s 36"/24" holes reproduces offset03 at 990 m: SF 0.998 ± 0.005', () => {
    const run = cli(...args, '--ref-hole-in', '36', '--offset-hole-in', '24');
    expect(run.code).toBe(0);
    const at990 = rows(run.stdout).find((r) => r.ref_md === 990);
    expect(at990, 'a row at 990 m').toBeDefined();
    expect(Math.abs(at990!.sf - 0.998)).toBeLessThan(0.005);
  });
});

describe('cli clearance: user mistakes exit 2 with one line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearance-'));
  const good = join(dir, 'good.csv');
  writeFileSync(good, 'md,inc,azi\n0,0,0\n500,10,45\n1000,20,45\n');

  it('a bad offset file names the file and the line', () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'md,inc,azi\n0,0,0\n500,ten,45\n');
    const run = cli('--ref', good, '--offset', bad, '--model', 'iscwsa-mwd-rev4', '--ref-hole-in', '8.5', '--offset-hole-in', '8.5');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/bad\.csv line 3: .*'ten' is not a number/);
  });

  it('a missing column, a missing flag, a negative hole size, an unknown mode', () => {
    const noAzi = join(dir, 'noazi.csv');
    writeFileSync(noAzi, 'md,inc\n0,0\n');
    expect(cli('--ref', good, '--offset', noAzi, '--ref-hole-in', '8.5', '--offset-hole-in', '8.5').stderr).toMatch(/missing column azi/);
    expect(cli('--ref', good).stderr).toMatch(/missing --offset/);
    expect(cli('--ref', good, '--offset', good, '--ref-hole-in', '-8', '--offset-hole-in', '8').stderr).toMatch(/--ref-hole-in must not be negative/);
    const mode = cli('--ref', good, '--offset', good, '--ref-hole-in', '8', '--offset-hole-in', '8', '--mode', 'guess');
    expect(mode.code).toBe(2);
    expect(mode.stderr).toMatch(/unknown --mode guess \(one of not-applied, .*wpts-rule\)/);
  });
});
