/**
 * `npm run lint`, second half: fails when an export of src/, server/, tests/ or bench/ is imported by
 * no other file. typescript-eslint has no rule for it (it lints one file at a time).
 * Fix a finding by deleting the dead code, or by dropping `export` when only its own file uses it.
 */
import { readImportGraph } from '../support/import-graph';
import { unusedExports } from '../support/unused-exports';

/** Files something outside the import graph loads: a runner, a CLI by name, a path built at run time. */
const ENTRY_POINTS: readonly RegExp[] = [
  /\.(test|spec)\.tsx?$/, // vitest and Playwright
  /^src\/main\.tsx$/, // index.html
  /^src\/panes\/status-cli\.ts$/, // npm run panes:status
  /^server\/main\.ts$/, // npm run serve
  /^server\/cli\/main\.ts$/, // npm run cli
  /^server\/cli\/commands\/[^/]+\.ts$/, // loaded by name: server/cli/main.ts
  /^bench\/[^/_][^/]*\.ts$/, // loaded by bench/run.ts (each exports run)
  /^tests\/lint\//, // npm run lint
  /^tests\/setup\//, // vitest.config.ts globalSetup
  /^src\/app\/zod-no-eval\.ts$/, // the client's 'zod': vite.config.ts aliases the bare specifier to it
];

const isEntry = (file: string) => ENTRY_POINTS.some((re) => re.test(file));

const started = performance.now();
const graph = readImportGraph(['src', 'server', 'tests', 'bench']);
const found = unusedExports(graph, isEntry, { ignoreUsedInFile: true });
const took = ((performance.now() - started) / 1000).toFixed(1);
if (found.length > 0) {
  for (const u of found) console.error(`${u.file}:${u.line}  '${u.name}' is exported but no other file imports it`);
  console.error(`\n${found.length} unused export(s) in ${graph.files.length} files (${took} s)`);
  process.exit(1);
}
console.log(`unused exports: none in ${graph.files.length} files (${took} s)`);
