// `npm test`: every check, in three phases, with the time each took printed at the end.
//
// 1. typecheck, lint and the production build side by side: none of them reads what another
//    writes, and lint's single thread leaves a core free (together ~2 min instead of ~3.5);
// 2. vitest (its own two forks use both cores);
// 3. playwright against the build of phase 1.
// Tried at stop 21: vitest (one fork) beside Playwright in two lanes. Both slowed so much on the two
// cores (vitest past 25 min, Playwright ~37 min) that the sequence is faster: the work is CPU-bound.
// A failure stops before the next phase, after the phase's other steps have finished and printed.
import { spawn } from 'node:child_process';

const phases = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['build', 'npm', ['run', 'build']],
  ],
  [['vitest', 'npx', ['vitest', 'run']]],
  [['playwright', 'npx', ['playwright', 'test']]],
];

const timings = [];

/** Runs one step; a phase of one streams its output, steps run side by side print theirs when done. */
function run([name, cmd, args], alone) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const out = [];
    if (!alone) {
      child.stdout.on('data', (c) => out.push(c));
      child.stderr.on('data', (c) => out.push(c));
    }
    child.on('close', (code, signal) => {
      const s = (Date.now() - t0) / 1000;
      if (!alone) {
        process.stdout.write(`\n── ${name} (${s.toFixed(0)} s, ${code === 0 ? 'passed' : 'FAILED'}) ──\n`);
        process.stdout.write(Buffer.concat(out));
      }
      timings.push(`${name} ${s.toFixed(0)} s${code === 0 ? '' : ` FAILED (${signal ?? code})`}`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
let ok = true;
for (const phase of phases) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
console.log(`\n[test] ${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(0)} s${ok ? '' : ' · FAILED'}`);
process.exit(ok ? 0 : 1);
