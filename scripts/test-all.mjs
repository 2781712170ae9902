// `npm test`: every check, in two lanes side by side, with the time each step took printed at the end.
//
// - browser lane: the production build, then Playwright against it (one Chromium and one server);
// - node lane: typecheck and lint, then vitest in one fork.
//
// The two lanes keep the two cores about equally busy. In sequence (checks, then vitest in two forks,
// then Playwright) the suite took 2,106 s in CI (stop 20): vitest's second fork only earned ~25 % over
// one (its files wait on PostgreSQL, RabbitMQ and sockets much of the time), while Playwright, the
// longer step, waited for it. A lane stops at its first failure; the other lane runs to its end, so
// one run reports both. Every line a step prints is prefixed with its name as it arrives.
import { spawn } from 'node:child_process';

const lanes = [
  [
    ['build', 'npm', ['run', 'build']],
    ['playwright', 'npx', ['playwright', 'test']],
  ],
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    // One fork: the browser lane has the other core.
    ['vitest', 'npx', ['vitest', 'run', '--maxWorkers=1']],
  ],
];

const timings = [];

/** Writes each complete line of a stream with the step's name in front. */
function prefixed(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
}

/** Runs one step; resolves true when it passed. */
function run([name, cmd, args]) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    prefixed(name, child.stdout, process.stdout);
    prefixed(name, child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const s = ((Date.now() - t0) / 1000).toFixed(0);
      process.stdout.write(`── ${name}: ${s} s, ${code === 0 ? 'passed' : 'FAILED'} ──\n`);
      timings.push(`${name} ${s} s${code === 0 ? '' : ` FAILED (${signal ?? code})`}`);
      resolve(code === 0);
    });
  });
}

async function lane(steps) {
  for (const step of steps) if (!(await run(step))) return false;
  return true;
}

const started = Date.now();
const ok = (await Promise.all(lanes.map(lane))).every(Boolean);
console.log(`\n[test] ${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(0)} s${ok ? '' : ' · FAILED'}`);
process.exit(ok ? 0 : 1);
