/**
 * Detection throughput on real-shaped data, without the simulator: the Volve F-4 GenTime log (about
 * one reading per 2.8 s, an offshore rig in slips and moving a light string) held to 1 Hz and tiled
 * to 30 days, each tile shifted in time; seconds of CPU per well-day. Also the F-4 agreement with
 * the vendor's RigActivityCode (server/timeseries/derived/field-detection-score.test.ts holds the
 * mapping). Skipped with a message when ../shared/refdata is absent.
 */
import { readFileSync } from 'node:fs';
import { detectRigStates } from '../src/domain/drilling/rig-state/detect';
import { comparableOfDetected, comparableOfVendorCode, scoreComparable } from '../src/domain/drilling/rig-state/comparable-states';
import type { DetectionSeries } from '../src/domain/drilling/channels';
import { parseLogFile } from '../server/importers/parse-log-file';
import type { ParsedLog } from '../server/importers/model';
import { proposeMapping } from '../server/timeseries/import/channel-mapping';
import { hasRefdata, missingRefdataMessage, refPath } from '../tests/support/refdata-path';

const DAYS = 30;
const DAY_S = 86_400;
const FILE = 'volve_F-4_GenTime_chunk22_time_log.xml';

export async function run(): Promise<Record<string, number | string>> {
  if (!hasRefdata) return { skipped: missingRefdataMessage('drilling-detect-field') };
  const log = parseLogFile(readFileSync(refPath('logs', 'drilling', FILE)), FILE) as ParsedLog;
  const mapping = proposeMapping(log.curves, 'time');
  const cols = mapping.map((m, j) => ({ m, v: log.values[j] })).filter((c) => c.m.declared);
  // Hold each reading to 1 Hz.
  const t0 = log.index[0];
  const spanS = Math.floor((log.index[log.rowCount - 1] - t0) / 1000) + 1;
  const oneHz = cols.map(() => new Float32Array(spanS));
  for (let r = 0, s = 0; s < spanS; s++) {
    while (r + 1 < log.rowCount && log.index[r + 1] - t0 <= s * 1000) r++;
    cols.forEach((c, k) => (oneHz[k][s] = c.v[r] * c.m.factor + c.m.offset));
  }
  const n = DAYS * DAY_S;
  const t = new Float64Array(n);
  const channels = Object.fromEntries(cols.map((c) => [c.m.channel, new Float32Array(n)])) as Record<string, Float32Array>;
  for (let i = 0; i < n; i++) {
    t[i] = t0 + i * 1000;
    cols.forEach((c, k) => (channels[c.m.channel][i] = oneHz[k][i % spanS]));
  }
  const series = { t, channels } as unknown as DetectionSeries;
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const r = detectRigStates(series);
  const cu = process.cpuUsage(c0);
  const cpuS = (cu.user + cu.system) / 1e6;
  const wallS = (performance.now() - w0) / 1000;

  const native = Object.fromEntries(cols.map((c) => [c.m.channel, c.v.map((x) => x * c.m.factor + c.m.offset)]));
  const onFile = detectRigStates({ t: log.index, channels: native } as unknown as DetectionSeries);
  const code = log.values[log.curves.findIndex((c) => c.mnemonic === 'RigActivityCode')];
  const score = scoreComparable(
    log.index,
    Int8Array.from(code, comparableOfVendorCode),
    Int8Array.from(onFile.activity, (a, i) => comparableOfDetected(a, onFile.primitives.flags[i])),
  );
  return {
    'F-4 held to 1 Hz and tiled, days': DAYS,
    'detect cpu s per well-day': cpuS / DAYS,
    'detect wall s per well-day': wallS / DAYS,
    'detect seconds per cpu s': Math.round(n / cpuS),
    'block weight t (source)': `${r.blockWeightT.toFixed(1)} (${r.parameters.blockWeightT.source})`,
    'F-4 agreement with vendor RigActivityCode %': score.accuracy * 100,
  };
}
