/**
 * For the field-data scoring tests only: Volve F-4 through our own import (parse, mnemonic
 * dictionary, unit conversion), the vendor's RigActivityCode mapped to comparable states, detection
 * scored against it; and the variants real feeds deliver, each derived from the same seconds so the
 * vendor's labels still apply: sparser sampling, gaps, a tared hook load, an uncompensated block
 * position and bit depth on a heaving rig, the 1 Hz sample-and-hold the import stores.
 */
import type { DetectionSeries } from '../../../src/domain/drilling/channels';
import {
  COMPARABLE_STATES,
  comparableOfDetected,
  comparableOfVendorCode,
  formatComparable,
  scoreComparable,
  type ComparableScore,
} from '../../../src/domain/drilling/rig-state/comparable-states';
import { detectRigStates, type DetectOptions, type RigStateResult } from '../../../src/domain/drilling/rig-state/detect';
import { column, refLog } from '../../importers/test-support';
import { proposeMapping } from '../import/channel-mapping';

const F4_FILE = 'drilling/volve_F-4_GenTime_chunk22_time_log.xml';

/** Readings with the vendor's comparable state beside each (index into COMPARABLE_STATES, or UNSCORED). */
export interface FieldSeries {
  t: Float64Array;
  channels: Record<string, Float64Array>;
  vendor: Int8Array;
}

export const stateIndex = (s: (typeof COMPARABLE_STATES)[number]): number => COMPARABLE_STATES.indexOf(s);

/** F-4 as our import maps it; RigActivityCode only as the vendor's labels. */
export function loadF4(): FieldSeries {
  const log = refLog(F4_FILE);
  const channels: Record<string, Float64Array> = {};
  proposeMapping(log.curves, 'time').forEach((m, j) => {
    if (m.declared) channels[m.channel] = log.values[j].map((v) => v * m.factor + m.offset);
  });
  return { t: Float64Array.from(log.index), channels, vendor: Int8Array.from(column(log, 'RigActivityCode'), comparableOfVendorCode) };
}

function pick(s: FieldSeries, rows: readonly number[], t: Float64Array): FieldSeries {
  const channels = Object.fromEntries(Object.entries(s.channels).map(([k, v]) => [k, Float64Array.from(rows, (i) => v[i])]));
  return { t, channels, vendor: Int8Array.from(rows, (i) => s.vendor[i]) };
}

/**
 * What a feed sending every `stepS` seconds gives: at each step the latest reading (the vendor's
 * label of that reading with it). Nothing is interpolated.
 */
export function resample(s: FieldSeries, stepS: number): FieldSeries {
  const rows: number[] = [];
  const times: number[] = [];
  const stepMs = stepS * 1000;
  let i = 0;
  for (let g = Math.ceil(s.t[0] / stepMs) * stepMs; g <= s.t[s.t.length - 1]; g += stepMs) {
    while (i + 1 < s.t.length && s.t[i + 1] <= g) i++;
    rows.push(i);
    times.push(g);
  }
  return pick(s, rows, Float64Array.from(times));
}

/**
 * The import's storage: one value per second, each reading held until the next (at most `holdMaxS`,
 * the rest NaN, a gap). What the pipeline and /data/recalculate read back from the store.
 */
export function holdTo1Hz(s: FieldSeries, holdMaxS = 60): FieldSeries {
  const first = Math.ceil(s.t[0] / 1000);
  const last = Math.floor(s.t[s.t.length - 1] / 1000);
  const n = last - first + 1;
  const t = Float64Array.from({ length: n }, (_, k) => (first + k) * 1000);
  const channels = Object.fromEntries(Object.keys(s.channels).map((k) => [k, new Float64Array(n).fill(NaN)]));
  const vendor = new Int8Array(n).fill(-1);
  for (let i = 0; i < s.t.length; i++) {
    const a = Math.round(s.t[i] / 1000) - first;
    const next = i + 1 < s.t.length ? Math.round(s.t[i + 1] / 1000) - first : a + 1;
    const b = Math.min(next, a + holdMaxS, n);
    for (let k = Math.max(0, a); k < b; k++) {
      for (const [c, v] of Object.entries(s.channels)) channels[c][k] = v[i];
      vendor[k] = s.vendor[i];
    }
  }
  return { t, channels, vendor };
}

/** The series without the readings inside each [fromMs, toMs): a feed that went silent. */
export function withGaps(s: FieldSeries, gaps: readonly [number, number][]): FieldSeries {
  const rows = Array.from(s.t.keys()).filter((i) => !gaps.some(([a, b]) => s.t[i] >= a && s.t[i] < b));
  return pick(
    s,
    rows,
    Float64Array.from(rows, (i) => s.t[i]),
  );
}

/** A rig that tares its hook load: zero with only the travelling equipment on the hook. */
export function tared(s: FieldSeries, blockWeightT: number): FieldSeries {
  return { ...s, channels: { ...s.channels, hookloadT: s.channels.hookloadT.map((v) => v - blockWeightT) } };
}

/**
 * A floater whose heave compensator keeps the string still over the hole while the channels come
 * uncompensated: block position, measured from the heaving rig floor, swings with the vessel
 * (amplitude `ampM`, period `periodS`) all the time; bit depth, which the rig tracks from block
 * position, swings with it while the string hangs from the block and stays put while it sits in slips
 * (taken from the vendor's own in-slips label: it builds the data, detection never sees it). Hole
 * depth does not move.
 */
export function heaving(s: FieldSeries, ampM: number, periodS: number): FieldSeries {
  const h = (i: number) => ampM * Math.sin((2 * Math.PI * (s.t[i] - s.t[0])) / 1000 / periodS);
  const inSlips = stateIndex('IN_SLIPS');
  return {
    ...s,
    channels: {
      ...s.channels,
      blockPosM: s.channels.blockPosM.map((v, i) => v + h(i)),
      bitDepthM: s.channels.bitDepthM.map((v, i) => (s.vendor[i] === inSlips ? v : v - h(i))),
    },
  };
}

export interface FieldScore {
  r: RigStateResult;
  score: ComparableScore;
  ours: Int8Array;
  /** Each run of vendor tripping readings, and whether a detected trip move meets it. */
  stands: { from: number; to: number; found: boolean }[];
  medianInSlipsT: number;
  /** |block weight − median hook load in slips| / that median (with a tared hook load: / the untared block). */
  bwError: number;
  report: string;
}

export function scoreField(name: string, s: FieldSeries, options: DetectOptions = {}, blockWeightScaleT?: number): FieldScore {
  const r = detectRigStates({ t: s.t, channels: s.channels } as unknown as DetectionSeries, options);
  const ours = Int8Array.from(r.activity, (a, i) => comparableOfDetected(a, r.primitives.flags[i]));
  const score = scoreComparable(s.t, s.vendor, ours);
  const stands: FieldScore['stands'] = [];
  const v = s.vendor;
  for (let i = 0; i < v.length; i++) {
    if (v[i] !== stateIndex('TRIP_OUT') && v[i] !== stateIndex('TRIP_IN')) continue;
    const from = i;
    while (i + 1 < v.length && v[i + 1] === v[from]) i++;
    let found = false;
    for (let k = Math.max(0, from - 1); k <= Math.min(v.length - 1, i + 1); k++) if (ours[k] === v[from]) found = true;
    stands.push({ from, to: i, found });
  }
  const inSlips = Array.from(s.channels.hookloadT.filter((x, i) => v[i] === stateIndex('IN_SLIPS') && Number.isFinite(x))).sort((a, b) => a - b);
  const medianInSlipsT = inSlips[inSlips.length >> 1];
  const bwError = Math.abs(r.blockWeightT - medianInSlipsT) / (blockWeightScaleT ?? medianInSlipsT);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const report = [
    `${name}: ${pct(score.accuracy)} of ${score.seconds.toFixed(0)} s agree`,
    `per-state recall: ${score.perState
      .filter((p) => p.seconds > 0)
      .map((p) => `${p.state} ${pct(p.recall)} of ${p.seconds.toFixed(0)} s`)
      .join(', ')}`,
    `trip stands found: ${stands.filter((x) => x.found).length} of ${stands.length}`,
    `block weight ${r.blockWeightT.toFixed(1)} t (${r.parameters.blockWeightT.source}${r.parameters.taredHookload ? ', tared' : ''}), median hook load in slips ${medianInSlipsT.toFixed(1)} t, off by ${pct(bwError)}; slips below ${r.parameters.slipsBelowT.value.toFixed(1)} t`,
    `notes: ${r.notes.map((n) => `[${n.input}] ${n.message}`).join('; ') || 'none'}`,
    `confusion (rows vendor, columns ours, seconds):\n${formatComparable(score)}`,
  ].join('\n');
  return { r, score, ours, stands, medianInSlipsT, bwError, report };
}
