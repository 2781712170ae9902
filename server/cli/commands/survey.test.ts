import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeRefdata, readRef, readRefCsv, refPath } from '../../../tests/support/refdata';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Run the CLI exactly as documented: npm run -s cli -- survey … */
function cli(...args: string[]) {
  const r = spawnSync('npm', ['run', '-s', 'cli', '--', 'survey', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function parse(stdout: string): Record<string, string>[] {
  const [header, ...rows] = stdout.trim().split('\n');
  const cols = header.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

describeRefdata('cli survey on the ISCWSA clearance set', () => {
  it('reproduces the reference well to 0.006 m at every station, with DLS, build, turn, toolface and VS', () => {
    const run = cli('--in', refPath('directional/iscwsa_clearance_set_r4/wells/ref.csv'), '--vs-azimuth', '180');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = parse(run.stdout);
    const listing = readRefCsv('directional/iscwsa_clearance_set_r4/wells/ref.csv');
    expect(run.stdout.split('\n')[0]).toBe('md,inc,azi,tvd,north,east,dls,vs,build,turn,toolface');
    expect(out).toHaveLength(listing.length);
    out.forEach((o, k) => {
      for (const [col, ref] of [
        ['tvd', 'tvd_m'],
        ['north', 'north_m'],
        ['east', 'east_m'],
      ] as const) {
        expect(Math.abs(Number(o[col]) - Number(listing[k][ref])), `${col} at ${o.md}`).toBeLessThan(0.006);
      }
      expect(Number(o.vs)).toBeCloseTo(-Number(o.north), 4); // VS on 180°: southing
    });
    expect(out[0]).toMatchObject({ md: '0.0000', dls: '', build: '', turn: '', toolface: '' });
    // the reference well kicks off at 1000 m toward 180° grid and builds at 2°/30 m: MTF 180 (south) while
    // the course starts below 5°, then GTF 0 (pure build); no turn out of the vertical
    const row = (md: number) => out.find((o) => Number(o.md) === md)!;
    expect(row(1020)).toMatchObject({ dls: '1.3300', build: '1.3300', turn: '', toolface: '180.0000' });
    expect(row(1080)).toMatchObject({ dls: '2.0000', turn: '0.0000', toolface: '180.0000' });
    expect(row(1110)).toMatchObject({ dls: '2.0000', toolface: '0.0000' });
    expect(row(2940)).toMatchObject({ dls: '0.0000', toolface: '' });
  });

  it('takes a sidetrack tie-in from the first row (offset 10 kicks off the reference well at 900 m)', () => {
    const out = parse(cli('--in', refPath('directional/iscwsa_clearance_set_r4/wells/offset10.csv')).stdout);
    expect(out[0]).toMatchObject({ md: '900.0000', tvd: '900.0000', north: '0.0000', east: '0.0000' });
    const listing = readRefCsv('directional/iscwsa_clearance_set_r4/wells/offset10.csv');
    expect(Math.abs(Number(out.at(-1)!.east) - Number(listing.at(-1)!.east_m))).toBeLessThan(0.006);
  });

  it('works in feet: welltrajconvert well_C with --units ft gives DLS per 100 ft matching the listing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'survey-cli-'));
    const file = join(dir, 'well_c.csv');
    const src = readRef('directional/third_party_listings/welltrajconvert/wellbore_survey.csv').trim().split('\n');
    writeFileSync(file, ['md,inc,azim', ...src.slice(1).map((l) => l.split(',').slice(1, 4).join(','))].join('\n'));
    const out = parse(cli('--in', file, '--units', 'ft', '--vs-azimuth', '31.89').stdout);
    const listing = readRefCsv('directional/third_party_listings/welltrajconvert/wellbore_survey.csv');
    expect(out).toHaveLength(110);
    out.forEach((o, k) => {
      expect(Math.abs(Number(o.tvd) - Number(listing[k].tvd)), `tvd at ${o.md}`).toBeLessThan(0.006);
      if (k > 0) expect(Math.abs(Number(o.dls) - Number(listing[k].DLS)), `dls at ${o.md}`).toBeLessThan(0.006);
      expect(Math.abs(Number(o.vs) - Number(listing[k]['Vert   Sect'])), `vs at ${o.md}`).toBeLessThan(0.012);
    });
    expect(Number(out.at(-1)!.north)).toBeCloseTo(2783.99, 2);
    expect(Number(out.at(-1)!.east)).toBeCloseTo(2533.75, 2);
  });
});

describe('cli survey: bad input exits 2 with one line naming the row', () => {
  const dir = mkdtempSync(join(tmpdir(), 'survey-cli-bad-'));
  const write = (name: string, text: string) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it('MD not increasing', () => {
    const r = cli('--in', write('back.csv', 'md_m,inc_deg,azi_deg\n0,0,0\n30,1,10\n60,2,10\n45,3,10\n'));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/back\.csv line 5: MD 45 does not increase \(line 4 has 60\)/);
  });

  it('non-numeric value and missing column', () => {
    const bad = cli('--in', write('nan.csv', 'md,inc,azi\n0,0,0\n30,1,ten\n'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/line 3: azi 'ten' is not a number/);
    const missing = cli('--in', write('cols.csv', 'md,inclination\n0,0\n'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/line 1: missing column azi/);
  });

  it('bad flags', () => {
    const r = cli('--in', 'x.csv', '--units', 'yd');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--units must be m or ft/);
  });
});
