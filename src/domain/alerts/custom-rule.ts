/**
 * Custom rule: one live channel compared with a threshold, held for a minimum duration. The condition
 * (e.g. standpipe pressure above 25 MPa) must hold on every second with a reading for minDurationS
 * of data time before it fires; a second without the channel's reading, or a gap in the data over
 * MAX_GAP_S, starts the count again. It clears once the condition has been false for the same
 * duration (a value hovering at the threshold does not flap).
 */
import { channelById, CHANNEL_IDS, OPTIONAL_TIME_CHANNELS } from '../drilling/channels';
import { depthOf, num, round, type LiveDetector } from './types';

export const RULE_COMPARISONS = ['above', 'below'] as const;
export type RuleComparison = (typeof RULE_COMPARISONS)[number];

/** The live channels a rule may watch. */
export const RULE_CHANNELS: readonly string[] = [...CHANNEL_IDS, ...OPTIONAL_TIME_CHANNELS.map((c) => c.id)];

export interface CustomRuleParams {
  channel: string;
  comparison: RuleComparison;
  threshold: number;
  minDurationS: number;
}

interface RuleState {
  /** Data time the condition started holding (or stopped, while open), null when not counting. */
  readonly sinceS: number | null;
  readonly lastS: number | null;
  readonly open: boolean;
}

const KEY = 'rule';
const MAX_GAP_S = 60;

export const customRule: LiveDetector<CustomRuleParams, RuleState> = {
  defaults: { channel: 'sppMPa', comparison: 'above', threshold: 25, minDurationS: 30 },
  init: () => ({ sinceS: null, lastS: null, open: false }),
  step(state, sample, p) {
    const v = num(sample.values[p.channel]);
    const gap = state.lastS !== null && sample.timeS - state.lastS > MAX_GAP_S;
    if (v === null) return { state: { ...state, sinceS: null }, fire: null, clear: null };
    const holds = p.comparison === 'above' ? v > p.threshold : v < p.threshold;
    // Counting towards a change of state: holding while closed, not holding while open.
    const changing = holds !== state.open;
    const sinceS = !changing ? null : state.sinceS === null || gap ? sample.timeS : state.sinceS;
    const heldS = sinceS === null ? 0 : sample.timeS - sinceS;
    const next: RuleState = { sinceS, lastS: sample.timeS, open: state.open };
    if (!changing || heldS < p.minDurationS) return { state: next, fire: null, clear: null };
    if (state.open) return { state: { sinceS: null, lastS: sample.timeS, open: false }, fire: null, clear: KEY };
    const c = channelById(p.channel);
    return {
      state: { sinceS: null, lastS: sample.timeS, open: true },
      clear: null,
      fire: {
        conditionKey: KEY,
        message:
          `Custom rule: ${c?.label ?? p.channel} ${p.comparison} ${p.threshold} ${c?.unit ?? ''} for ${heldS} s (now ${round(v, 2)} ${c?.unit ?? ''})`.replace(
            / +/g,
            ' ',
          ),
        value: round(v, 3),
        threshold: p.threshold,
        unit: c?.unit ?? '',
        depthM: depthOf(sample),
        timeS: sample.timeS,
        extra: { heldS, minDurationS: p.minDurationS },
      },
    };
  },
};
