/**
 * What a close approach means for the people on the rig, given where the bit is. The separation
 * factor alone says how close two envelopes come; whether anyone must act depends on which hole is
 * real: a close approach the bit has already passed is history; one against an offset that is not
 * drilled yet (its plan) is a planning risk for whoever drills second; only hole ahead of the bit,
 * against a drilled offset, within the look-ahead, calls for stopping.
 */
import { riskLevel, RISK_THRESHOLDS, type RiskLevel, type RiskThreshold } from './risk-levels';

/** How far ahead of the bit a close approach calls for action now, metres MD (about three stands). */
export const DEFAULT_LOOK_AHEAD_M = 100;

export type AdviceKind =
  /** Below the bit: already drilled; a record, nothing to do now. */
  | 'passed'
  /** Against the offset's plan (not drilled there yet): re-plan or sequence the wells. */
  | 'planning'
  /** Ahead of the bit within the look-ahead, against a drilled offset. */
  | 'act-now'
  /** Ahead of the bit beyond the look-ahead, against a drilled offset: prepare before reaching it. */
  | 'ahead'
  /** No approach below the warning threshold. */
  | 'clear';

/** Ordered as a person should look at them. */
export type AdviceSeverity = 'stop' | 'warning' | 'caution' | 'info';

export interface CloseApproach {
  readonly sf: number;
  /** Where on the reference, metres MD. */
  readonly refMdM: number;
  /** Where on the offset, metres MD. */
  readonly offsetMdM: number;
  /** The offset's deepest surveyed station, metres MD; null when the offset has no survey (a planned well). */
  readonly offsetDrilledToMdM: number | null;
}

export interface AdviceContext {
  /** Where the bit (or, without live data, the last survey) is on the reference, metres MD; null before spud. */
  readonly bitMdM: number | null;
  readonly lookAheadM?: number;
  readonly thresholds?: readonly RiskThreshold[];
}

export interface Advice {
  readonly kind: AdviceKind;
  readonly severity: AdviceSeverity;
  /** The SF level of the approach itself, for colour. */
  readonly level: RiskLevel;
  /** One sentence a driller reads. */
  readonly message: string;
}

const SEVERITY_ORDER: readonly AdviceSeverity[] = ['stop', 'warning', 'caution', 'info'];

export function severityRank(s: AdviceSeverity): number {
  return SEVERITY_ORDER.indexOf(s);
}

/** Tolerance for "at the bit": survey and bit depths are rounded to centimetres. */
const AT_BIT_M = 0.01;

export function adviseApproach(a: CloseApproach, ctx: AdviceContext): Advice {
  const thresholds = ctx.thresholds ?? RISK_THRESHOLDS;
  const level = riskLevel(a.sf, thresholds);
  const sf = Number.isFinite(a.sf) ? a.sf.toFixed(2) : '∞';
  if (level === 'ok') return { kind: 'clear', severity: 'info', level, message: `Clear: minimum SF ${sf}.` };
  const lookAheadM = ctx.lookAheadM ?? DEFAULT_LOOK_AHEAD_M;
  const passed = ctx.bitMdM !== null && a.refMdM <= ctx.bitMdM + AT_BIT_M;
  const offsetUndrilled = a.offsetDrilledToMdM === null || a.offsetMdM > a.offsetDrilledToMdM + AT_BIT_M;
  if (passed) {
    // The offset's plan must clear this hole: that is the offset's planning problem, told in its own advice.
    const theirs = offsetUndrilled ? " The offset's plan must clear this hole." : '';
    return { kind: 'passed', severity: 'info', level, message: `Passed: SF ${sf} at ${Math.round(a.refMdM)} m MD, above the bit (drilled).${theirs}` };
  }
  if (offsetUndrilled) {
    return {
      kind: 'planning',
      severity: level === 'stop' ? 'warning' : 'caution',
      level,
      message: `Planning risk: SF ${sf} at ${Math.round(a.refMdM)} m MD against the offset's plan (not drilled there yet): re-plan or sequence the wells.`,
    };
  }
  const distanceM = ctx.bitMdM === null ? a.refMdM : a.refMdM - ctx.bitMdM;
  if (distanceM <= lookAheadM) {
    return level === 'stop'
      ? {
          kind: 'act-now',
          severity: 'stop',
          level,
          message: `Stop drilling: SF ${sf} ${Math.round(distanceM)} m ahead of the bit (${Math.round(a.refMdM)} m MD).`,
        }
      : {
          kind: 'act-now',
          severity: 'warning',
          level,
          message: `Proceed under the risk plan: SF ${sf} ${Math.round(distanceM)} m ahead of the bit (${Math.round(a.refMdM)} m MD).`,
        };
  }
  return {
    kind: 'ahead',
    severity: 'caution',
    level,
    message: `Ahead: SF ${sf} at ${Math.round(a.refMdM)} m MD, ${Math.round(distanceM)} m below the bit: review the plan before reaching it.`,
  };
}

/** The advice that matters most of several approaches: the most severe, then the lowest SF. */
export function mostSevere<T extends Advice & { sf: number }>(advices: readonly T[]): T | null {
  let best: T | null = null;
  for (const a of advices) {
    if (!best) best = a;
    else {
      const d = severityRank(a.severity) - severityRank(best.severity);
      if (d < 0 || (d === 0 && a.sf < best.sf)) best = a;
    }
  }
  return best;
}
