/**
 * The motion of a tool string run in a well on a cable or a coil (wireline plug-and-perf runs, the
 * coiled-tubing drill-out): a list of legs, each a move to a measured depth at a line speed or a
 * hold in place, walked at a fixed time step. Shared by wireline-run.ts and drill-out-run.ts, with
 * the M4 reduction that turns a run's samples into drawable lines (≤ 4 points per bucket, spikes kept).
 */
import { m4Polyline } from '../timeseries/m4-polyline';

export type Leg = { kind: 'move'; toMdM: number; speedMMin: number; phase: string } | { kind: 'hold'; durationS: number; phase: string; event?: string };

export interface RunStep {
  /** Seconds from the run start. */
  s: number;
  mdM: number;
  /** Signed line speed, m/min: + running in, − pulling out, 0 still. */
  speedMMin: number;
  phase: string;
  /** Set on the step a hold with an event starts. */
  event?: string;
}

/** Each leg's seconds at dtS: a move covers its distance at its speed (the last step lands on the target). */
export function walkLegs(legs: readonly Leg[], dtS: number, startMdM = 0): RunStep[] {
  const out: RunStep[] = [];
  let md = startMdM;
  let s = 0;
  for (const leg of legs) {
    if (leg.kind === 'hold') {
      const n = Math.max(1, Math.round(leg.durationS / dtS));
      for (let k = 0; k < n; k++, s += dtS) out.push({ s, mdM: md, speedMMin: 0, phase: leg.phase, event: k === 0 ? leg.event : undefined });
      continue;
    }
    const dist = leg.toMdM - md;
    if (Math.abs(dist) < 1e-9) continue;
    const dir = Math.sign(dist);
    const stepM = (leg.speedMMin * dtS) / 60;
    const n = Math.max(1, Math.ceil(Math.abs(dist) / stepM));
    for (let k = 1; k <= n; k++, s += dtS) {
      const next = k === n ? leg.toMdM : md + dir * stepM;
      out.push({ s, mdM: next, speedMMin: ((next - md) * 60) / dtS, phase: leg.phase });
      md = next;
    }
  }
  return out;
}

/** Seconds a list of legs takes from startMdM. */
export function legsDurationS(legs: readonly Leg[], startMdM = 0): number {
  let md = startMdM;
  let s = 0;
  for (const leg of legs) {
    if (leg.kind === 'hold') s += leg.durationS;
    else {
      s += (Math.abs(leg.toMdM - md) / leg.speedMMin) * 60;
      md = leg.toMdM;
    }
  }
  return s;
}

export interface RunLine {
  /** Seconds from the run start. */
  x: number[];
  y: (number | null)[];
}

/** One channel of a run's samples (every dtS from 0) as an M4 line of about `buckets` buckets. */
export function runLine(values: ArrayLike<number>, dtS: number, buckets: number): RunLine {
  const n = values.length;
  const per = Math.max(1, Math.ceil(n / Math.max(1, buckets)));
  const t: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < n; i += per) {
    let lo = Infinity;
    let hi = -Infinity;
    const end = Math.min(n, i + per);
    for (let k = i; k < end; k++) {
      lo = Math.min(lo, values[k]);
      hi = Math.max(hi, values[k]);
    }
    t.push(i * dtS);
    min.push(lo);
    max.push(hi);
    first.push(values[i]);
    last.push(values[end - 1]);
  }
  return m4Polyline({ t, min, max, first, last }, per * dtS, 0);
}
