/**
 * Units and labels of the channels the simulator writes: the 12 declared surface channels
 * (src/domain/drilling/channels.ts) plus the activity per second, detected and true.
 */
import { ACTIVITIES } from '../../src/domain/drilling/activities';
import { TIME_CHANNELS, type ChannelId } from '../../src/domain/drilling/channels';

/** Detected activity code per second (ACTIVITIES[code]), final DETECTION_MARGIN_S after the second. */
export const ACTIVITY_CHANNEL = 'activity';
/** The simulator's true activity code per second, to score detection against. */
export const TRUTH_CHANNEL = 'activityTruth';

export const SIMULATOR_CHANNEL_META: Record<string, { unit: string; label: string }> = {
  ...Object.fromEntries(TIME_CHANNELS.map((c) => [c.id, { unit: c.unit, label: c.label }])),
  [ACTIVITY_CHANNEL]: { unit: 'code', label: 'Activity (detected)' },
  [TRUTH_CHANNEL]: { unit: 'code', label: 'Activity (simulator truth)' },
};

/** Declared display range of a channel, for default axes. */
export function channelRange(channel: string): { min: number; max: number } | null {
  const decl = TIME_CHANNELS.find((c) => c.id === (channel as ChannelId));
  if (decl) return { min: decl.minValue, max: decl.maxValue };
  if (channel === ACTIVITY_CHANNEL || channel === TRUTH_CHANNEL) return { min: 0, max: ACTIVITIES.length - 1 };
  return null;
}
