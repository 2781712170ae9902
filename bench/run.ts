/**
 * `npm run bench [-- name-filter]`: runs every bench/*.ts module that exports run() and prints
 * its figures. Targets are printed beside figures; benchmarks report, they do not fail builds.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts') && !f.startsWith('_') && f.includes(filter))
  .sort();

const results: Record<string, Record<string, number | string>> = {};
for (const f of files) {
  const mod = (await import(join(here, f))) as { run?: () => Promise<Record<string, number | string>> };
  if (typeof mod.run !== 'function') continue;
  const name = f.replace(/\.ts$/, '');
  process.stdout.write(`\n== ${name}\n`);
  const t0 = performance.now();
  try {
    results[name] = await mod.run();
    for (const [k, v] of Object.entries(results[name])) process.stdout.write(`  ${k.padEnd(48)} ${typeof v === 'number' ? +v.toFixed(3) : v}\n`);
  } catch (e) {
    process.stdout.write(`  FAILED: ${e instanceof Error ? e.message : String(e)}\n`);
  }
  process.stdout.write(`  (${((performance.now() - t0) / 1000).toFixed(1)} s)\n`);
}
process.exit(0);
