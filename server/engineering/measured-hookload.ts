/**
 * The well's recorded hook load against bit depth, for the broomstick: 30 s buckets of the time-series
 * store over a window (default: the record's last 7 days), kept when the whole bucket is one rig state
 * of interest (tripping out, tripping in, reaming = rotating off bottom, rotary drilling) and the string
 * hung on the hook throughout (its lightest reading above the block weight, so no slips time is mixed
 * in). A bucket's point is its bit depth at the end and the middle of its hook-load range.
 * The block weight, which the hook load includes, is estimated from the same readings.
 */
import { Activity } from '../../src/domain/drilling/activities';
import { estimateBlockWeight } from '../../src/domain/drilling/rig-state/block-weight';
import type { TimeSeriesStore } from '../timeseries/store';

const WINDOW_S = 7 * 86_400;
const BUCKET_S = 30;
const MAX_BUCKETS = 20_000;
/** The string is on the hook when the bucket's lightest reading is this far above the block, t. */
const ON_HOOK_MARGIN_T = 3;
/** Pipe moving, m in a bucket: a stand pulled or run, not a string standing still. */
const MOVING_M = 2;

export const MEASURED_STATES = [
  { code: Activity.TRIP_OUT, mode: 'tripOut' },
  { code: Activity.TRIP_IN, mode: 'tripIn' },
  { code: Activity.REAMING, mode: 'rotatingOffBottom' },
  { code: Activity.ROTARY_DRILLING, mode: 'rotatingOnBottom' },
] as const;

export interface MeasuredHookload {
  readonly from: number;
  readonly to: number;
  readonly bucketS: number;
  readonly points: { t: number[]; bitMdM: number[]; hookloadT: number[]; mode: string[] };
  readonly blockWeightT: number | null;
  readonly tared: boolean;
  readonly note: string;
}

export async function measuredHookload(store: TimeSeriesStore, wellId: string, fromS?: number, toS?: number): Promise<MeasuredHookload | { note: string }> {
  const channels = await store.channels(wellId);
  const hook = channels.find((c) => c.channel === 'hookloadT');
  const bit = channels.find((c) => c.channel === 'bitDepthM');
  const act = channels.find((c) => c.channel === 'activity');
  if (!hook || hook.last_s === null || hook.first_s === null || !bit)
    return { note: 'This well has no recorded hook load and bit depth: only the model is drawn.' };
  if (!act)
    return { note: 'This well has no rig states (activity) yet, so recorded hook loads cannot be sorted into trips and drilling: only the model is drawn.' };
  const to = Math.min(toS ?? hook.last_s + 1, hook.last_s + 1);
  const from = Math.max(hook.first_s, fromS ?? to - WINDOW_S);
  if (!(to > from)) return { note: 'No recorded hook load in the window asked for.' };
  const buckets = Math.min(MAX_BUCKETS, Math.ceil((to - from) / BUCKET_S));
  const w = await store.window(wellId, ['hookloadT', 'bitDepthM', 'activity'], from, to, buckets);
  const h = w.channels.hookloadT;
  const b = w.channels.bitDepthM;
  const a = w.channels.activity;
  const readings = h.min.filter((v): v is number => v !== null && Number.isFinite(v));
  const est = estimateBlockWeight(readings);
  const blockT = Number.isFinite(est.blockWeightT) ? est.blockWeightT : null;
  const floorT = (blockT ?? 0) + ON_HOOK_MARGIN_T;
  const points = { t: [] as number[], bitMdM: [] as number[], hookloadT: [] as number[], mode: [] as string[] };
  for (let i = 0; i < w.t.length; i++) {
    const code = a.min[i];
    if (code === null || code !== a.max[i]) continue;
    const state = MEASURED_STATES.find((s) => s.code === code);
    const lo = h.min[i];
    const hi = h.max[i];
    const bitLast = b.last[i];
    const bitLo = b.min[i];
    const bitHi = b.max[i];
    if (!state || lo === null || hi === null || bitLast === null || bitLo === null || bitHi === null) continue;
    if (lo <= floorT) continue;
    if (state.code !== Activity.ROTARY_DRILLING && bitHi - bitLo < MOVING_M) continue;
    points.t.push(w.t[i]);
    points.bitMdM.push(bitLast);
    points.hookloadT.push((lo + hi) / 2);
    points.mode.push(state.mode);
  }
  const note =
    points.t.length === 0
      ? 'No tripping, reaming or drilling with the string on the hook in this window: only the model is drawn.'
      : `${points.t.length.toLocaleString('en-US')} recorded ${w.bucket_s} s readings while tripping, reaming and drilling.`;
  return { from, to: w.to, bucketS: w.bucket_s, points, blockWeightT: blockT, tared: est.tared, note };
}
