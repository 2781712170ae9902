/**
 * `cli clearance` over the whole ISCWSA clearance set: the reference against each of its 11 offsets
 * with the published 36"/24" holes, as a user runs it (one process per offset, tsx start-up included)
 * and in-process (the listing alone). Reads ../shared/refdata; says so and reports nothing without it.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearanceListing } from '../server/cli/commands/clearance';
import { parseArgs } from '../server/cli/args';
import { refdata } from '../tests/support/refdata-path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SET = join(refdata.dir, 'directional/iscwsa_clearance_set_r4/wells');
const OFFSETS = Array.from({ length: 11 }, (_, i) => `offset${String(i + 1).padStart(2, '0')}`);

const argsFor = (offset: string) => [
  '--ref',
  join(SET, 'ref.csv'),
  '--offset',
  join(SET, `${offset}.csv`),
  '--model',
  'iscwsa-mwd-rev4',
  '--ref-hole-in',
  '36',
  '--offset-hole-in',
  '24',
];

export async function run(): Promise<Record<string, number | string>> {
  if (!refdata.present) return { skipped: `no reference data at ${refdata.dir} (set REFDATA_DIR)` };
  clearanceListing(parseArgs(argsFor('offset01'))); // warm up
  let rows = 0;
  const t0 = performance.now();
  for (const o of OFFSETS)
    rows +=
      clearanceListing(parseArgs(argsFor(o)))
        .trim()
        .split('\n').length - 1;
  const inProcessMs = performance.now() - t0;
  const t1 = performance.now();
  for (const o of OFFSETS) {
    const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['server/cli/main.ts', 'clearance', ...argsFor(o)], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cli clearance ${o}: ${r.stderr}`);
  }
  const processMs = performance.now() - t1;
  return {
    offsets: OFFSETS.length,
    'reference stations listed (all offsets)': rows,
    'in-process, whole set ms': inProcessMs,
    'as the CLI (11 processes), whole set s': processMs / 1000,
    'as the CLI, per offset s (mostly tsx start-up)': processMs / 1000 / OFFSETS.length,
  };
}
