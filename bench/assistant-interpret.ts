/**
 * The offline interpreter's latency per phrase (target under 5 ms): every phrasing of the unit
 * test's list, read against the palette's real entries and the demo's eleven wells, many times over
 * after one warm-up pass; p50, p95 and the slowest phrase. Building the interpreter (preparing the
 * palette's entries once per chat) is timed apart.
 */
import { PHRASINGS, demoInterpreter } from '../src/features/assistant/interpret-phrasings';
import { percentile } from './_support';

const ROUNDS = 50;
const TARGET_MS = 5;

export async function run(): Promise<Record<string, number | string>> {
  const t0 = performance.now();
  const interpreter = demoInterpreter();
  const buildMs = performance.now() - t0;
  for (const [text] of PHRASINGS) interpreter.interpret(text);
  const times: number[] = [];
  let slowest = { ms: 0, text: '' };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [text] of PHRASINGS) {
      const s = performance.now();
      interpreter.interpret(text);
      const ms = performance.now() - s;
      times.push(ms);
      if (ms > slowest.ms) slowest = { ms, text };
    }
  }
  times.sort((a, b) => a - b);
  return {
    'phrases timed': times.length,
    'build interpreter (prepare palette entries), ms': buildMs,
    'interpret one phrase p50, ms': percentile(times, 50),
    'interpret one phrase p95, ms': percentile(times, 95),
    'interpret one phrase max, ms': slowest.ms,
    'slowest phrase': slowest.text,
    [`target p95 < ${TARGET_MS} ms`]: percentile(times, 95) < TARGET_MS ? 'met' : 'MISSED',
  };
}
