/**
 * What real feeds do to the channels before detection reads them, measured from the data:
 * - readings every 2–10 s, often stored as one value per second held until the next reading, so the
 *   step between samples says nothing of how often the value really changes;
 * - gaps, where the feed went silent (no samples, or NaN seconds in the store);
 * - heave: on a floater, block position (and bit depth computed from it) measured from the rig
 *   floor swings with the vessel, ±0.5–3 m every 5–20 s, unless the rig sends it compensated.
 */

/** Value changes closer than this apart are movement, not a still period, s. */
const CHANGE_RUN_MAX_S = 30;
/** Fewer changes than this: not enough movement to measure the update interval. */
const MIN_CHANGES = 20;

/**
 * How often a channel's value really updates, s: the median time between changes, over the stretches
 * where it changes at all (a held 5 s reading stored at 1 Hz changes every 5 s; a still bit not at
 * all). NaN when the data move too little to tell.
 */
export function updateIntervalS(t: ArrayLike<number>, x: ArrayLike<number> | undefined): number {
  if (!x) return NaN;
  const d: number[] = [];
  let lastChange = -1;
  for (let i = 1; i < t.length; i++) {
    if (!(Number.isFinite(x[i]) && Number.isFinite(x[i - 1])) || x[i] === x[i - 1]) continue;
    if (lastChange >= 0) {
      const s = (t[i] - t[lastChange]) / 1000;
      if (s > 0 && s <= CHANGE_RUN_MAX_S) d.push(s);
    }
    lastChange = i;
  }
  if (d.length < MIN_CHANGES) return NaN;
  d.sort((a, b) => a - b);
  return d[d.length >> 1];
}

export interface Gaps {
  count: number;
  totalS: number;
  longestS: number;
}

/**
 * Silences longer than `maxGapS` between data: between samples, or seconds where every given channel
 * is NaN with data on both sides (blank seconds before the first reading or after the last are
 * outside the data, not a gap in it).
 */
export function gapsOf(t: ArrayLike<number>, channels: readonly (ArrayLike<number> | undefined)[], maxGapS: number): Gaps {
  const out: Gaps = { count: 0, totalS: 0, longestS: 0 };
  const present = channels.filter((c): c is ArrayLike<number> => !!c);
  const blank = (i: number) => present.length > 0 && present.every((c) => !Number.isFinite(c[i]));
  let lastData = -1;
  for (let i = 0; i < t.length; i++) {
    if (blank(i)) continue;
    if (lastData >= 0) {
      const s = (t[i] - t[lastData]) / 1000;
      if (s > maxGapS) {
        out.count++;
        out.totalS += s;
        out.longestS = Math.max(out.longestS, s);
      }
    }
    lastData = i;
  }
  return out;
}

export interface Heave {
  /** Swing either side, m. */
  amplitudeM: number;
  periodS: number;
  /** Share of the minutes with movement that oscillate like heave. */
  share: number;
}

/** Windows the oscillation is judged in, s. */
const HEAVE_WINDOW_S = 60;
const HEAVE_PERIOD_MIN_S = 4;
const HEAVE_PERIOD_MAX_S = 25;
/** A half-swing smaller than this is sensor noise, not heave, m. */
const HEAVE_MIN_HALF_SWING_M = 0.2;
/** At most this share of a heaving minute's travel adds up to net movement. */
const HEAVE_MAX_NET_SHARE = 0.35;

/**
 * Heave in a depth channel measured from the rig floor: minutes in which the value swings back and
 * forth every 4–25 s by more than noise while going nowhere. Working pipe up and down swings too, but
 * over a stand's length every minute or two, never eight times a minute. Null when too few of the
 * moving minutes oscillate so (a fixed or jack-up rig, a compensated channel).
 */
export function detectHeave(t: ArrayLike<number>, x: ArrayLike<number> | undefined): Heave | null {
  if (!x || t.length < 3) return null;
  const amps: number[] = [];
  const periods: number[] = [];
  let moving = 0;
  let i = 0;
  while (i < t.length - 1) {
    const t0 = t[i];
    let path = 0;
    let reversals = 0;
    let dir = 0;
    let first = NaN;
    let last = NaN;
    let j = i;
    for (; j < t.length && t[j] - t0 < HEAVE_WINDOW_S * 1000; j++) {
      if (!Number.isFinite(x[j])) continue;
      if (Number.isNaN(first)) first = x[j];
      if (!Number.isNaN(last)) {
        const d = x[j] - last;
        if (d !== 0) {
          path += Math.abs(d);
          const s = Math.sign(d);
          if (dir !== 0 && s !== dir) reversals++;
          dir = s;
        }
      }
      last = x[j];
    }
    const spanS = (t[Math.max(i, j - 1)] - t0) / 1000;
    i = Math.max(j, i + 1);
    if (path < 2 * HEAVE_MIN_HALF_SWING_M || spanS < HEAVE_WINDOW_S / 2) continue;
    moving++;
    const net = Math.abs(last - first);
    if (reversals < 2 || net > HEAVE_MAX_NET_SHARE * path) continue;
    const halfSwingM = path / reversals;
    const periodS = (2 * spanS) / reversals;
    if (halfSwingM < HEAVE_MIN_HALF_SWING_M || periodS < HEAVE_PERIOD_MIN_S || periodS > HEAVE_PERIOD_MAX_S) continue;
    amps.push(halfSwingM / 2);
    periods.push(periodS);
  }
  if (amps.length < 3 || amps.length < 0.3 * moving) return null;
  const median = (a: number[]) => a.sort((p, q) => p - q)[a.length >> 1];
  return { amplitudeM: median(amps), periodS: median(periods), share: amps.length / moving };
}

/**
 * Centred moving average over `windowS` by time (NaN readings left out, NaN stays NaN): one heave
 * period's average cancels the swing and keeps the pipe's own movement.
 */
export function averageOver(t: ArrayLike<number>, x: ArrayLike<number>, windowS: number): Float64Array {
  const n = t.length;
  const out = new Float64Array(n);
  const half = (windowS * 1000) / 2;
  let a = 0;
  let b = 0;
  let sum = 0;
  let cnt = 0;
  for (let i = 0; i < n; i++) {
    while (b < n && t[b] <= t[i] + half) {
      if (Number.isFinite(x[b])) {
        sum += x[b];
        cnt++;
      }
      b++;
    }
    while (t[a] < t[i] - half) {
      if (Number.isFinite(x[a])) {
        sum -= x[a];
        cnt--;
      }
      a++;
    }
    out[i] = Number.isFinite(x[i]) && cnt > 0 ? sum / cnt : NaN;
  }
  return out;
}
