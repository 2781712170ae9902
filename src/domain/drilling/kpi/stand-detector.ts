/**
 * Stand detection, incremental: feed it seconds as they arrive (live) or a whole history (batch,
 * the same code), and it returns each stand when it completes, with the connection that ended it.
 *
 * A stand is the hole made between two drilling connections. "Making hole" is the hole depth
 * increasing with the bit on bottom, so weight-to-weight runs from the last second of new hole
 * before a connection to the first second of new hole after it. Slips-to-slips comes from the hook
 * load (near block weight) held for `confirmS` seconds, so a one-second glitch neither starts nor
 * ends a connection. In slips far from bottom, or out of hole, ends the open stand without a
 * connection (a trip).
 *
 * The state is plain JSON: a live process can persist it and continue after a restart.
 */
import type { DetectionSeries } from '../channels';
import { estimateBlockWeightT } from '../rig-state/block-weight';
import { DEFAULT_BLOCK_WEIGHT_T } from '../rig-state/detect';
import { RIG_STATE_THRESHOLDS, slipsBelowT as slipsThresholdT, type RigStateThresholds } from '../rig-state/thresholds';
import type { ConnectionTimes, Stand } from './stand-types';

export interface StandDetectorOptions {
  blockWeightT: number;
  thresholds?: Partial<RigStateThresholds>;
  /** Seconds a slips / out-of-slips change must hold to count (default 5). */
  confirmS?: number;
  /** Stands drilling less than this are not reported (a tagged bottom, a few cm), m (default 1). */
  minStandM?: number;
}

export interface StandDetectorState {
  version: 1;
  phase: 'idle' | 'drilling' | 'connection';
  prevHoleM: number;
  standIndex: number;
  standStartMs: number;
  standFromM: number;
  rotaryM: number;
  slideM: number;
  rotaryS: number;
  slideS: number;
  lastMakingMs: number;
  lastMakingHoleM: number;
  slipsInMs: number;
  slipsOutMs: number;
  /** Current run of in-slips (or out-of-slips) seconds, for confirmation. */
  slipsRun: boolean;
  slipsRunStartMs: number;
  slipsRunLength: number;
  slipsRunOffBottomM: number;
  slipsConfirmed: boolean;
  /** Hook loads of the last few seconds, newest last: to date a slips set at the start of the drop. */
  recentHookT: number[];
}

export interface StandSample {
  tMs: number;
  bitDepthM: number;
  holeDepthM: number;
  hookloadT: number;
  rpm: number;
}

export interface StandDetector {
  /** One second; returns the stands completed by it (usually none, at most one). */
  push(sample: StandSample): Stand[];
  /** Seconds [from, to) of columnar data. */
  pushSeries(series: DetectionSeries, from?: number, to?: number): Stand[];
  getState(): StandDetectorState;
}

/** New hole smaller than this in a second is float noise, not drilling, m. */
const MAKING_HOLE_EPS_M = 1e-4;
/**
 * The load cell takes 2–3 s to settle when the slips take the string: a fall of more than this per
 * second before the reading crossed into "in slips" is the slips being set, t.
 */
const SLIPS_DROP_T_PER_S = 2;
const RECENT_HOOK_S = 4;

export function createStandDetector(options: StandDetectorOptions, resume?: StandDetectorState): StandDetector {
  const th: RigStateThresholds = { ...RIG_STATE_THRESHOLDS, ...options.thresholds };
  const confirmS = options.confirmS ?? 5;
  const minStandM = options.minStandM ?? 1;
  const slipsBelowT = slipsThresholdT(options.blockWeightT, th);
  const st: StandDetectorState = resume
    ? structuredCloneJson(resume)
    : {
        version: 1,
        phase: 'idle',
        prevHoleM: NaN,
        standIndex: 0,
        standStartMs: 0,
        standFromM: 0,
        rotaryM: 0,
        slideM: 0,
        rotaryS: 0,
        slideS: 0,
        lastMakingMs: 0,
        lastMakingHoleM: 0,
        slipsInMs: 0,
        slipsOutMs: 0,
        slipsRun: false,
        slipsRunStartMs: 0,
        slipsRunLength: 0,
        slipsRunOffBottomM: 0,
        slipsConfirmed: false,
        recentHookT: [],
      };

  function close(connection: ConnectionTimes | null, out: Stand[]): void {
    const drilledM = st.lastMakingHoleM - st.standFromM;
    if (drilledM >= minStandM) {
      st.standIndex++;
      out.push({
        index: st.standIndex,
        startMs: st.standStartMs,
        endMs: st.lastMakingMs + 1000,
        fromDepthM: st.standFromM,
        toDepthM: st.lastMakingHoleM,
        drilledM,
        rotaryM: st.rotaryM,
        slideM: st.slideM,
        rotaryS: st.rotaryS,
        slideS: st.slideS,
        connection,
      });
    }
    st.phase = 'idle';
  }

  function open(tMs: number, fromM: number): void {
    st.phase = 'drilling';
    st.standStartMs = tMs;
    st.standFromM = fromM;
    st.rotaryM = 0;
    st.slideM = 0;
    st.rotaryS = 0;
    st.slideS = 0;
  }

  function step(tMs: number, bit: number, hole: number, hook: number, rpm: number, out: Stand[]): void {
    const offBottom = hole - bit;
    const prev = st.prevHoleM;
    st.prevHoleM = hole;
    const making = prev === prev && hole - prev > MAKING_HOLE_EPS_M && offBottom < th.onBottomM;

    if (making) {
      if (st.phase === 'connection' && st.slipsOutMs > st.slipsInMs) {
        const offBottomMs = st.lastMakingMs + 1000;
        close(
          {
            offBottomMs,
            slipsInMs: st.slipsInMs,
            slipsOutMs: st.slipsOutMs,
            onBottomMs: tMs,
            slipsToSlipsS: (st.slipsOutMs - st.slipsInMs) / 1000,
            weightToWeightS: (tMs - offBottomMs) / 1000,
            holeDepthM: st.lastMakingHoleM,
          },
          out,
        );
      }
      if (st.phase !== 'drilling') open(tMs, prev);
      const dh = hole - prev;
      if (rpm > th.rotatingRpm) {
        st.rotaryM += dh;
        st.rotaryS++;
      } else {
        st.slideM += dh;
        st.slideS++;
      }
      st.lastMakingMs = tMs;
      st.lastMakingHoleM = hole;
    }

    // Slips, confirmed over `confirmS` seconds; the change is dated at the run's first second.
    const inSlips = hook < slipsBelowT || bit < th.outOfHoleBitDepthM;
    if (inSlips !== st.slipsRun) {
      st.slipsRun = inSlips;
      st.slipsRunStartMs = tMs;
      st.slipsRunLength = 0;
      st.slipsRunOffBottomM = offBottom;
      if (inSlips) {
        // Date the slips at the start of the hook-load fall, not where it crossed the threshold.
        const h = st.recentHookT;
        let k = h.length - 1;
        let prevT = hook;
        while (k >= 0 && h[k] - prevT > SLIPS_DROP_T_PER_S) {
          prevT = h[k];
          k--;
          st.slipsRunStartMs -= 1000;
        }
      }
    }
    st.recentHookT.push(hook);
    if (st.recentHookT.length > RECENT_HOOK_S) st.recentHookT.shift();
    st.slipsRunLength++;
    if (st.slipsRunLength === confirmS && inSlips !== st.slipsConfirmed) {
      st.slipsConfirmed = inSlips;
      if (inSlips) {
        const nearBottom = bit >= th.outOfHoleBitDepthM && st.slipsRunOffBottomM <= th.connectionMaxOffBottomM;
        if (!nearBottom) {
          if (st.phase !== 'idle') close(null, out);
        } else if (st.phase === 'drilling') {
          st.phase = 'connection';
          st.slipsInMs = st.slipsRunStartMs;
          st.slipsOutMs = 0;
        } else if (st.phase === 'connection') {
          // Slips set again within the same connection: it still ends at the last release.
          st.slipsOutMs = 0;
        }
      } else if (st.phase === 'connection') {
        st.slipsOutMs = st.slipsRunStartMs;
      }
    }
  }

  return {
    push(s) {
      const out: Stand[] = [];
      step(s.tMs, s.bitDepthM, s.holeDepthM, s.hookloadT, s.rpm, out);
      return out;
    },
    pushSeries(series, from = 0, to = series.t.length) {
      const out: Stand[] = [];
      const { t } = series;
      const { bitDepthM, holeDepthM, hookloadT, rpm } = series.channels;
      for (let i = from; i < to; i++) step(t[i], bitDepthM[i], holeDepthM[i], hookloadT[i], rpm[i], out);
      return out;
    },
    getState() {
      return structuredCloneJson(st);
    },
  };
}

/** Batch form: all stands completed in the series. The block weight is estimated when not given. */
export function detectStands(series: DetectionSeries, options: Partial<StandDetectorOptions> = {}): Stand[] {
  const estimated = options.blockWeightT ?? estimateBlockWeightT(series.channels.hookloadT);
  const blockWeightT = Number.isFinite(estimated) ? estimated : DEFAULT_BLOCK_WEIGHT_T;
  return createStandDetector({ ...options, blockWeightT }).pushSeries(series);
}

function structuredCloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
