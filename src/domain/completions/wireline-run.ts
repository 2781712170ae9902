/**
 * A wireline plug-and-perf run between two frac stages, modelled from the stage records (the demo
 * acquires no wireline channels): the crew rigs up on the well, runs the plug and guns in on a 3/8"
 * mono-cable (free fall in the vertical and the curve), pumps the string down the lateral, sets the
 * composite plug at the next stage's plug depth, pulls up and fires one gun per cluster from the
 * bottom of the stage interval up, pulls out and rigs down. Channels at 1 Hz: cable depth (MD), line
 * speed, surface tension, CCL.
 *
 * Tension: buoyed cable weight over its vertical span (the cable in the lateral lies on the casing)
 * plus the tool string's weight while it hangs; running in, drag takes a few percent off; pumping
 * down, the fluid pulls the tool; pulling out of the lateral, Coulomb friction of tool and cable
 * (μ = 0.3) grows through the 90° build by the capstan factor e^(μ·π/2). The plug setting shears the
 * tool loose (a short pull and the plug's weight gone) and each gun firing jerks the line. CCL: a
 * collar every 12.19 m (40 ft joints) crossed in a second gives a pulse proportional to line speed.
 * Speeds are typical (RIH 100 m/min, pump-down 75, POOH 120); when the gap between the stages is
 * shorter than that, they are scaled up to fit (up to 2×, then rig-up and rig-down shorten to 3 min each; the pane names the factor); the rig-up and rig-down take the rest.
 * Deterministic for a seed.
 */
import { seededRandom } from '../random/seeded-random';
import { legsDurationS, walkLegs, type Leg } from './run-path';

export const WIRELINE = {
  /** 3/8" mono-cable in fluid (0.37 kg/m in air, ×0.87 buoyed), kN/m. */
  cableKnPerM: 0.37 * 9.80665 * 0.87 * 1e-3,
  /** Setting tool, composite plug and six 3 1/8" guns in fluid, kN. */
  toolKn: 2.6,
  plugKn: 0.25,
  frictionCoef: 0.3,
  rihMMin: 100,
  pumpDownMMin: 75,
  poohMMin: 120,
  perfMoveMMin: 15,
  /** Pull of the fluid on the tool string at pump-down rate, kN. */
  pumpDownPullKn: 1.8,
  jointM: 12.19,
  setHoldS: 180,
  shotHoldS: 60,
  minRigUpS: 900,
  minRigDownS: 600,
  maxSpeedUp: 2,
} as const;

export interface WirelineRunInput {
  stageNo: number;
  /** Where the plug is set (the toe end of the stage), and the stage's perforated interval, MD m. */
  plugMdM: number;
  topPerfMdM: number;
  bottomPerfMdM: number;
  clusters: number;
  /** TVD of the lateral and the MD where it starts (≥ 85°). */
  tvdM: number;
  landingMdM: number;
  /** The previous stage's record end and this stage's record start, epoch s. */
  startS: number;
  endS: number;
  seed: number;
}

export interface RunEvent {
  atS: number;
  mdM: number;
  label: string;
}

export interface WirelineRun {
  stageNo: number;
  startS: number;
  dtS: number;
  mdM: Float64Array;
  speedMMin: Float64Array;
  tensionKn: Float64Array;
  ccl: Float64Array;
  events: RunEvent[];
  phases: { phase: string; startS: number; endS: number }[];
  /** Factor the nominal speeds were scaled by to fit the gap (1 = typical speeds). */
  speedFactor: number;
}

/** Buoyed cable over its vertical span: MD above the lateral's TVD hangs (straight-hole approximation). */
const hangingM = (mdM: number, tvdM: number) => Math.min(mdM, tvdM);

export function wirelineTensionKn(mdM: number, speedMMin: number, toolKn: number, x: { tvdM: number; landingMdM: number; pumping: boolean }): number {
  const W = WIRELINE;
  const cable = W.cableKnPerM * hangingM(mdM, x.tvdM);
  const inLateral = mdM > x.landingMdM;
  if (!inLateral) {
    const hang = cable + toolKn;
    return speedMMin > 0 ? hang * 0.96 : speedMMin < 0 ? hang * 1.04 : hang;
  }
  if (speedMMin > 0) return cable + (x.pumping ? W.pumpDownPullKn : 0);
  const lateralM = mdM - x.landingMdM;
  const friction = W.frictionCoef * (toolKn + W.cableKnPerM * lateralM);
  if (speedMMin < 0) return cable + friction * Math.exp((W.frictionCoef * Math.PI) / 2);
  return cable + 0.3 * friction;
}

export function wirelineRun(input: WirelineRunInput): WirelineRun {
  const W = WIRELINE;
  const rnd = seededRandom(input.seed);
  const gapS = input.endS - input.startS;
  const spacing = (input.bottomPerfMdM - input.topPerfMdM) / input.clusters;
  const shotsMd = Array.from({ length: input.clusters }, (_, k) => input.bottomPerfMdM - spacing * (k + 0.5));
  const moves = (f: number): Leg[] => [
    { kind: 'move', toMdM: input.landingMdM, speedMMin: W.rihMMin * f, phase: 'RIH' },
    { kind: 'move', toMdM: input.plugMdM, speedMMin: W.pumpDownMMin * f, phase: 'Pump down' },
    { kind: 'hold', durationS: W.setHoldS, phase: 'Set plug', event: `Plug set at ${input.plugMdM.toFixed(1)} m` },
    ...shotsMd.flatMap((md, k): Leg[] => [
      { kind: 'move', toMdM: md, speedMMin: W.perfMoveMMin, phase: 'Perforate' },
      { kind: 'hold', durationS: W.shotHoldS, phase: 'Perforate', event: `Cluster ${k + 1} fired at ${md.toFixed(1)} m` },
    ]),
    { kind: 'move', toMdM: 0, speedMMin: W.poohMMin * f, phase: 'POOH' },
  ];
  const fixedS = W.minRigUpS + W.minRigDownS;
  // Only the long moves (RIH, pump-down, POOH) speed up; setting and perforating keep their time.
  const nominal = moves(1);
  const longS = legsDurationS([nominal[0], nominal[1]]) + legsDurationS([nominal[nominal.length - 1]], shotsMd.at(-1) ?? input.plugMdM);
  const shortS = legsDurationS(nominal.slice(2, -1), input.plugMdM);
  const room = gapS - fixedS - shortS;
  const f = longS > room ? Math.min(W.maxSpeedUp, longS / Math.max(1, room)) : 1;
  const travelS = legsDurationS(moves(f));
  // Time left over goes to rigging up and down; a gap too short even at the top speeds shortens them (to 3 min each).
  const spare = gapS - travelS - fixedS;
  const rigUpS = Math.max(180, W.minRigUpS + spare * 0.55);
  const legs: Leg[] = [{ kind: 'hold', durationS: rigUpS, phase: 'Rig up', event: 'Rig up, pressure test lubricator' }, ...moves(f)];
  const walked = walkLegs(legs, 1);
  // Rig-down takes what is left of the gap (the walk rounds each move up to whole seconds).
  const rigDownS = Math.max(180, input.endS - input.startS - walked.length);
  const steps = [
    ...walked,
    ...walkLegs([{ kind: 'hold', durationS: rigDownS, phase: 'Rig down', event: 'Out of hole, rig down' }], 1).map((x) => ({ ...x, s: x.s + walked.length })),
  ];
  const n = steps.length;
  const run: WirelineRun = {
    stageNo: input.stageNo,
    startS: input.startS,
    dtS: 1,
    mdM: new Float64Array(n),
    speedMMin: new Float64Array(n),
    tensionKn: new Float64Array(n),
    ccl: new Float64Array(n),
    events: [],
    phases: [],
    speedFactor: f,
  };
  let toolKn = W.toolKn;
  let jerk = 0;
  let setAtS = -1;
  for (let i = 0; i < n; i++) {
    const st = steps[i];
    const prevMd = i ? steps[i - 1].mdM : 0;
    if (st.event) {
      run.events.push({ atS: input.startS + st.s, mdM: st.mdM, label: st.event });
      if (st.phase === 'Set plug') ((jerk = 4.5), (setAtS = st.s));
      else if (st.phase === 'Perforate') jerk = 1.5;
    }
    // The plug leaves the string once set (a minute into the hold).
    if (setAtS >= 0 && st.s === setAtS + 60) toolKn -= W.plugKn;
    const speed = st.speedMMin === 0 ? 0 : st.speedMMin * (1 + rnd.gauss(0.02));
    const base = wirelineTensionKn(st.mdM, speed, toolKn, { tvdM: input.tvdM, landingMdM: input.landingMdM, pumping: st.phase === 'Pump down' });
    run.mdM[i] = st.mdM;
    run.speedMMin[i] = speed;
    run.tensionKn[i] = Math.max(0, base + jerk + rnd.gauss(0.12));
    jerk *= 0.55;
    const crossed = Math.floor(st.mdM / W.jointM) !== Math.floor(prevMd / W.jointM);
    run.ccl[i] = (crossed ? Math.sign(rnd.next() - 0.3) * Math.min(1.2, Math.abs(speed) / 60) : 0) + rnd.gauss(0.02);
    const ph = run.phases.at(-1);
    if (ph && ph.phase === st.phase) ph.endS = input.startS + st.s + 1;
    else run.phases.push({ phase: st.phase, startS: input.startS + st.s, endS: input.startS + st.s + 1 });
  }
  return run;
}
