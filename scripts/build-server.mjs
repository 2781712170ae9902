// `npm run build:server`: the production server as plain JavaScript in dist-server/, run by
// `node dist-server/server/main.js` (npm start) instead of tsx.
//
// Every TypeScript file the server can load (server/ and the shared src/domain, src/api) is
// transpiled by esbuild to the same relative path under dist-server/, one file per module, imports
// rewritten to the compiled files: import.meta.url keeps meaning what it means in the source, so
// migrations, worker entries and the built client are found as they are under tsx. Files the server
// reads at run time (SQL migrations, *.mjs worker entries) are copied beside their modules, and
// dist-server/dist links to the built client.
// Types are not checked here (`npm run typecheck` does that; tsconfig.server.json checks the server alone).
import { cpSync, existsSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist-server');
const SOURCE_DIRS = ['server', 'src/domain', 'src/api'];
const ASSET = /\.(sql|mjs|edm\.xml)$/;

function walk(dir, keep) {
  const files = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) files.push(...walk(p, keep));
    else if (keep(e.name)) files.push(p);
  }
  return files;
}

const isModule = (name) => /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');
const entryPoints = SOURCE_DIRS.flatMap((d) => walk(join(root, d), isModule));

/** The compiled name of a relative import: './app' → './app.js', '../db' (a folder) → '../db/index.js'. */
function compiledSpecifier(spec, importer) {
  const base = resolve(dirname(importer), spec);
  for (const [suffix, js] of [
    ['.ts', '.js'],
    ['.tsx', '.js'],
    ['/index.ts', '/index.js'],
    ['/index.tsx', '/index.js'],
  ]) {
    if (existsSync(base + suffix) && statSync(base + suffix).isFile()) return spec + js;
  }
  if (/\.(m?js|json)$/.test(spec) && existsSync(base)) return spec;
  throw new Error(`${relative(root, importer)}: cannot resolve '${spec}'`);
}

const oneFilePerModule = {
  name: 'one-file-per-module',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (args.path.startsWith('.')) return { path: compiledSpecifier(args.path, args.importer), external: true };
      return { path: args.path, external: true };
    });
  },
};

rmSync(out, { recursive: true, force: true });
const t0 = performance.now();
await build({
  entryPoints,
  outdir: out,
  outbase: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  tsconfig: join(root, 'tsconfig.server.json'),
  plugins: [oneFilePerModule],
  logLevel: 'warning',
});
let assets = 0;
for (const d of SOURCE_DIRS) {
  for (const f of walk(join(root, d), (n) => ASSET.test(n))) {
    cpSync(f, join(out, relative(root, f)));
    assets++;
  }
}
// The server serves the built client from <its root>/dist: the compiled root is dist-server/.
symlinkSync('../dist', join(out, 'dist'));
console.log(`dist-server: ${entryPoints.length} modules and ${assets} run-time files in ${Math.round(performance.now() - t0)} ms`);
