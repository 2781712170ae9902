/**
 * Trips from a stream of finalised seconds. A trip is open from its first tripping second until
 * drilling, a connection, out-of-hole, the other direction, or an hour of other work ends it (the
 * rules of detectTrips); the tracker keeps the trip's seconds and hands them to detectTrips when it
 * closes, so every trip is summarised by the domain function itself, exactly as in a batch run.
 */
import { Activity } from '../../../src/domain/drilling/activities';
import { detectTrips, type Trip } from '../../../src/domain/drilling/kpi/tripping';

const MAX_INTERRUPT_S = 3600;

export interface TripTrackerState {
  /** bufferFromS: the trip's buffer starts one second early, where the pipe moved from (detectTrips reads it). */
  open: { startS: number; code: number; lastTripS: number; bufferFromS: number } | null;
  /** The last second seen, kept for the next trip's buffer. */
  prev: { s: number; code: number; flag: number; bitM: number } | null;
}

class Bytes {
  a = new Uint8Array(4096);
  n = 0;
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Uint8Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
}

const isBreak = (c: number) => c === Activity.ROTARY_DRILLING || c === Activity.SLIDE_DRILLING || c === Activity.OUT_OF_HOLE || c === Activity.CONNECTION;
const isTrip = (c: number) => c === Activity.TRIP_IN || c === Activity.TRIP_OUT;

export class TripTracker {
  readonly state: TripTrackerState;
  private activity = new Bytes();
  private flags = new Bytes();
  private bit: number[] = [];

  constructor(state?: TripTrackerState) {
    this.state = state ? structuredClone(state) : { open: null, prev: null };
  }

  /** After a restart: the open trip's seconds from its start up to where detection had finalised. */
  needsContextFromS(): number | null {
    return this.state.open?.bufferFromS ?? null;
  }

  restoreContext(activity: ArrayLike<number>, flags: ArrayLike<number>, bitDepthM: ArrayLike<number>): void {
    this.reset();
    for (let i = 0; i < activity.length; i++) this.append(activity[i], flags[i], bitDepthM[i]);
  }

  push(startS: number, activity: ArrayLike<number>, flags: ArrayLike<number>, bitDepthM: ArrayLike<number>, n = activity.length): Trip[] {
    const out: Trip[] = [];
    for (let i = 0; i < n; i++) {
      const s = startS + i;
      const c = activity[i];
      const o = this.state.open;
      const prev = this.state.prev;
      this.state.prev = { s, code: c, flag: flags[i], bitM: bitDepthM[i] };
      if (o) {
        if (c === o.code) {
          o.lastTripS = s;
          this.append(c, flags[i], bitDepthM[i]);
          continue;
        }
        if (isBreak(c) || isTrip(c) || s - o.lastTripS > MAX_INTERRUPT_S) {
          out.push(this.close());
        } else {
          this.append(c, flags[i], bitDepthM[i]);
          continue;
        }
      }
      if (isTrip(c)) {
        const withPrev = prev !== null && prev.s === s - 1;
        this.state.open = { startS: s, code: c, lastTripS: s, bufferFromS: withPrev ? s - 1 : s };
        if (withPrev) this.append(prev.code, prev.flag, prev.bitM);
        this.append(c, flags[i], bitDepthM[i]);
      }
    }
    return out;
  }

  private append(code: number, flag: number, bit: number): void {
    this.activity.push(code);
    this.flags.push(flag);
    this.bit.push(bit);
  }

  private reset(): void {
    this.activity = new Bytes();
    this.flags = new Bytes();
    this.bit = [];
  }

  private close(): Trip {
    const o = this.state.open!;
    const n = o.lastTripS - o.bufferFromS + 1;
    const t = Float64Array.from({ length: n }, (_, i) => (o.bufferFromS + i) * 1000);
    const trips = detectTrips(t, this.activity.a.subarray(0, n), this.flags.a.subarray(0, n), this.bit.slice(0, n));
    const trip = trips.find((x) => x.startMs === o.startS * 1000)!;
    this.state.open = null;
    this.reset();
    return trip;
  }
}
