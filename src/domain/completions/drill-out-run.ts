/**
 * The plug drill-out after the last frac stage, modelled from the stage records: a coiled-tubing unit
 * (2 3/8" × 0.190" coil, motor and 3.75" mill) runs in, mills each composite plug from the heel to
 * the toe, pushes the debris ahead, makes a wiper trip to the heel after every tenth plug, cleans out
 * to the toe, circulates bottoms up and pulls out. Channels every 5 s: coil depth (MD), line speed,
 * surface weight, circulating pressure, pump rate and plugs drilled.
 *
 * Weight: buoyed coil weight over its vertical span; pushing along the lateral, friction (μ = 0.24
 * with friction-reducer sweeps) takes μ·w·L off and milling takes the weight on the mill; pulling out
 * of the lateral, friction adds through the build with the capstan factor e^(μ·π/2). Circulating
 * pressure: coil friction grows with the coil's length in the hole (10 MPa + 3.5 MPa per 1,000 m at
 * 0.64 m³/min, 4 bbl/min), plus the motor's differential while milling. A composite plug mills in
 * 10–22 min (typical 5–25). Speeds: RIH 25 m/min in the vertical, 15 in the lateral, POOH 30.
 * Deterministic for a seed.
 */
import { seededRandom } from '../random/seeded-random';
import type { RunEvent } from './wireline-run';
import { walkLegs, type Leg } from './run-path';

export const DRILL_OUT = {
  /** 2 3/8" × 0.190" coil, 6.37 kg/m in air, ×0.87 buoyed, kN/m. */
  coilKnPerM: 6.37 * 9.80665 * 0.87 * 1e-3,
  frictionCoef: 0.24,
  rihVerticalMMin: 25,
  rihLateralMMin: 15,
  poohMMin: 30,
  wiperInMMin: 20,
  rateM3Min: 0.64,
  basePressureMPa: 10,
  pressurePerKmMPa: 3.5,
  motorDiffMPa: 3.2,
  millMinS: 600,
  millMaxS: 1320,
  wiperEvery: 10,
  pushM: 5,
  dtS: 5,
  rigUpS: 2 * 3600,
  bottomsUpS: 3600,
  rigDownS: 3600,
} as const;

export interface DrillOutInput {
  /** Plug depths, MD m, in any order (drilled from the heel). */
  plugsMdM: readonly number[];
  tvdM: number;
  landingMdM: number;
  /** Clean-out depth: the toe of the stimulated lateral, MD m. */
  pbtdMdM: number;
  startS: number;
  seed: number;
}

export interface DrillOutRun {
  startS: number;
  dtS: number;
  mdM: Float64Array;
  speedMMin: Float64Array;
  weightKn: Float64Array;
  pressureMPa: Float64Array;
  rateM3Min: Float64Array;
  plugsDrilled: Float64Array;
  events: RunEvent[];
  plugs: { no: number; mdM: number; tagS: number; drilledS: number; millS: number }[];
  endS: number;
}

export function coilWeightKn(mdM: number, speedMMin: number, wobKn: number, x: { tvdM: number; landingMdM: number }): number {
  const D = DRILL_OUT;
  const hang = D.coilKnPerM * Math.min(mdM, x.tvdM);
  const lateral = Math.max(0, mdM - x.landingMdM);
  const drag = D.frictionCoef * D.coilKnPerM * lateral;
  if (speedMMin < 0) return hang + drag * Math.exp((D.frictionCoef * Math.PI) / 2);
  if (speedMMin > 0 || wobKn > 0) return hang - drag - wobKn;
  return hang - 0.5 * drag;
}

export function drillOutRun(input: DrillOutInput): DrillOutRun {
  const D = DRILL_OUT;
  const rnd = seededRandom(input.seed);
  const plugs = [...input.plugsMdM].sort((a, b) => a - b);
  const millS = plugs.map(() => Math.round(rnd.range(D.millMinS, D.millMaxS) / D.dtS) * D.dtS);
  const legs: Leg[] = [
    { kind: 'hold', durationS: D.rigUpS, phase: 'Rig up', event: 'Rig up coiled tubing, pressure test' },
    { kind: 'move', toMdM: input.landingMdM, speedMMin: D.rihVerticalMMin, phase: 'RIH' },
  ];
  plugs.forEach((md, k) => {
    legs.push({ kind: 'move', toMdM: md, speedMMin: D.rihLateralMMin, phase: 'RIH' });
    legs.push({ kind: 'hold', durationS: millS[k], phase: 'Mill plug', event: `Plug ${k + 1} tagged at ${md.toFixed(1)} m` });
    legs.push({ kind: 'move', toMdM: md + D.pushM, speedMMin: D.rihLateralMMin / 3, phase: 'Push debris' });
    if ((k + 1) % D.wiperEvery === 0 && k < plugs.length - 1) {
      legs.push({ kind: 'move', toMdM: input.landingMdM, speedMMin: D.poohMMin, phase: 'Wiper trip' });
      legs.push({ kind: 'move', toMdM: md + D.pushM, speedMMin: D.wiperInMMin, phase: 'Wiper trip' });
    }
  });
  legs.push({ kind: 'move', toMdM: input.pbtdMdM, speedMMin: D.rihLateralMMin, phase: 'Clean out' });
  legs.push({ kind: 'hold', durationS: D.bottomsUpS, phase: 'Circulate', event: `Clean out to ${input.pbtdMdM.toFixed(1)} m, circulate bottoms up` });
  legs.push({ kind: 'move', toMdM: 0, speedMMin: D.poohMMin, phase: 'POOH' });
  legs.push({ kind: 'hold', durationS: D.rigDownS, phase: 'Rig down', event: 'Out of hole, rig down' });
  const steps = walkLegs(legs, D.dtS);
  const n = steps.length;
  const run: DrillOutRun = {
    startS: input.startS,
    dtS: D.dtS,
    mdM: new Float64Array(n),
    speedMMin: new Float64Array(n),
    weightKn: new Float64Array(n),
    pressureMPa: new Float64Array(n),
    rateM3Min: new Float64Array(n),
    plugsDrilled: new Float64Array(n),
    events: [],
    plugs: [],
    endS: input.startS + n * D.dtS,
  };
  let drilled = 0;
  let wob = 0;
  for (let i = 0; i < n; i++) {
    const st = steps[i];
    const at = input.startS + st.s;
    if (st.event) run.events.push({ atS: at, mdM: st.mdM, label: st.event });
    const milling = st.phase === 'Mill plug';
    if (milling && st.event) run.plugs.push({ no: run.plugs.length + 1, mdM: st.mdM, tagS: at, drilledS: at, millS: 0 });
    if (milling) {
      // Weight on the mill: 8–15 kN, held by the operator, with the stalls and pick-ups of milling.
      wob = Math.max(2, 11 + rnd.gauss(2.5));
      const p = run.plugs[run.plugs.length - 1];
      p.drilledS = at + D.dtS;
      p.millS = p.drilledS - p.tagS;
    } else wob = 0;
    if (!milling && i > 0 && steps[i - 1].phase === 'Mill plug') {
      drilled += 1;
      run.events.push({ atS: at, mdM: st.mdM, label: `Plug ${drilled} drilled` });
    }
    const circulating = st.phase !== 'Rig up' && st.phase !== 'Rig down';
    const speed = st.speedMMin === 0 ? 0 : st.speedMMin * (1 + rnd.gauss(0.03));
    run.mdM[i] = st.mdM;
    run.speedMMin[i] = speed;
    run.weightKn[i] = coilWeightKn(st.mdM, speed, wob, input) + rnd.gauss(0.6);
    run.rateM3Min[i] = circulating ? D.rateM3Min * (1 + rnd.gauss(0.01)) : 0;
    run.pressureMPa[i] = circulating
      ? D.basePressureMPa + (D.pressurePerKmMPa * st.mdM) / 1000 + (milling ? D.motorDiffMPa * (wob / 11) : 0) + rnd.gauss(0.15)
      : Math.max(0, rnd.gauss(0.05));
    run.plugsDrilled[i] = drilled;
  }
  return run;
}
