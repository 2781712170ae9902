/**
 * 30 days of 1 Hz rig data (2.59 M seconds × 12 channels): how fast the rig model generates them,
 * how fast rig-state detection, stand detection and the full drilling analysis run over them, and
 * how many seconds detection gets right against the model's truth. Wall and CPU time are both
 * reported: the machine is shared, and CPU time is the figure that does not depend on neighbours.
 */
import { analyzeDrilling } from '../src/domain/drilling/analysis';
import { detectStands } from '../src/domain/drilling/kpi/stand-detector';
import { detectRigStates } from '../src/domain/drilling/rig-state/detect';
import { scoreDetection } from '../src/domain/drilling/rig-state/score';
import { CHANNEL_IDS } from '../src/domain/drilling/channels';
import { createRigModel, type RigChunk } from '../server/simulator/rig-model/rig-model';

const DAYS = 30;
const DAY_S = 86_400;

function timed<T>(f: () => T): { value: T; wallS: number; cpuS: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const cu = process.cpuUsage(c0);
  return { value, wallS: (performance.now() - t0) / 1000, cpuS: (cu.user + cu.system) / 1e6 };
}

function concat(chunks: RigChunk[]): RigChunk {
  const n = chunks.reduce((s, c) => s + c.t.length, 0);
  const t = new Float64Array(n);
  const truth = new Uint8Array(n);
  const channels = Object.fromEntries(CHANNEL_IDS.map((id) => [id, new Float32Array(n)])) as RigChunk['channels'];
  let o = 0;
  for (const c of chunks) {
    t.set(c.t, o);
    truth.set(c.truth, o);
    for (const id of CHANNEL_IDS) (channels[id] as Float32Array).set(c.channels[id], o);
    o += c.t.length;
  }
  return { t, truth, channels, events: chunks.flatMap((c) => c.events), depthLog: chunks[0].depthLog };
}

export async function run(): Promise<Record<string, number | string>> {
  const seconds = DAYS * DAY_S;
  const model = createRigModel({ seed: 2026, startTimeMs: Date.UTC(2026, 0, 1), startDepthM: 1000, targetDepthM: 2500 });
  // Generated a day at a time, the way the demo seeder streams history into storage.
  const gen = timed(() => Array.from({ length: DAYS }, () => model.nextChunk(DAY_S)));
  const data = concat(gen.value);
  const series = { t: data.t, channels: data.channels };

  const live = createRigModel({ resume: model.getState() });
  const liveTimed = timed(() => {
    for (let i = 0; i < 10_000; i++) live.next();
  });

  detectRigStates({
    t: data.t.subarray(0, DAY_S),
    channels: Object.fromEntries(CHANNEL_IDS.map((id) => [id, data.channels[id].subarray(0, DAY_S)])) as RigChunk['channels'],
  }); // warm up
  const det = timed(() => detectRigStates(series));
  const stands = timed(() => detectStands(series, { blockWeightT: det.value.blockWeightT }));
  const full = timed(() => analyzeDrilling(series));
  const score = scoreDetection(data.truth, det.value.activity);

  return {
    'simulated days': DAYS,
    'seconds × channels': `${seconds} × ${CHANNEL_IDS.length}`,
    'final hole depth m': +data.channels.holeDepthM[seconds - 1].toFixed(0),
    'generate 30 d wall s': gen.wallS,
    'generate 30 d cpu s': gen.cpuS,
    'generate simulated s per wall s': Math.round(seconds / gen.wallS),
    'generate simulated s per cpu s': Math.round(seconds / gen.cpuS),
    'live next() µs per second': (liveTimed.cpuS / 10_000) * 1e6,
    'detect rig states 30 d wall s': det.wallS,
    'detect rig states 30 d cpu s': det.cpuS,
    'detect seconds per cpu s': Math.round(seconds / det.cpuS),
    'detect cpu s per well-day (30 d at 1 Hz)': det.cpuS / DAYS,
    'detect wall s per well-day (30 d at 1 Hz)': det.wallS / DAYS,
    'detect block weight t (source)': `${det.value.blockWeightT.toFixed(1)} (${det.value.parameters.blockWeightT.source})`,
    'stand detection 30 d cpu s': stands.cpuS,
    'full analysis 30 d cpu s': full.cpuS,
    'full analysis seconds per cpu s': Math.round(seconds / full.cpuS),
    'detection accuracy % (target ≥ 97)': score.accuracy * 100,
    'stands detected': full.value.stands.length,
    'connections w2w median min': full.value.connections.weightToWeight.median / 60,
    'trips detected': full.value.tripping.trips.length,
  };
}
