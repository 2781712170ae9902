import { CHUNK_BUCKETS } from '../../src/domain/timeseries/levels';

/** Chunk arrays: level 0 has only `raw`; higher levels carry the four M4 statistics. */
export interface ChunkArrays {
  min: Float32Array;
  max: Float32Array;
  first: Float32Array;
  last: Float32Array;
}

export function emptyChunk(level: number): ChunkArrays {
  if (level === 0) {
    const raw = new Float32Array(CHUNK_BUCKETS).fill(NaN);
    return { min: raw, max: raw, first: raw, last: raw };
  }
  const mk = () => new Float32Array(CHUNK_BUCKETS).fill(NaN);
  return { min: mk(), max: mk(), first: mk(), last: mk() };
}

/**
 * Raw seconds are stored as int16 scaled between the chunk's min and max (header: two float32),
 * half the size of float32 and finer than any rig sensor (range / 65534). NaN is -32768.
 */
function encodeRaw(raw: Float32Array): Uint8Array {
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of raw) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  const out = new ArrayBuffer(8 + raw.length * 2);
  const head = new Float32Array(out, 0, 2);
  const q = new Int16Array(out, 8);
  if (lo === Infinity) {
    q.fill(-32768);
    return new Uint8Array(out);
  }
  head[0] = lo;
  head[1] = hi;
  const step = hi > lo ? (hi - lo) / 65534 : 1;
  for (let i = 0; i < raw.length; i++) {
    const x = raw[i];
    q[i] = Number.isNaN(x) ? -32768 : Math.round((x - lo) / step) - 32767;
  }
  return new Uint8Array(out);
}

function decodeRaw(bytes: Uint8Array): Float32Array {
  const buf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const [lo, hi] = new Float32Array(buf, 0, 2);
  const q = new Int16Array(buf, 8);
  const step = hi > lo ? (hi - lo) / 65534 : 1;
  const out = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) out[i] = q[i] === -32768 ? NaN : lo + (q[i] + 32767) * step;
  return out;
}

export function encodeChunk(level: number, c: ChunkArrays): Uint8Array {
  if (level === 0) return encodeRaw(c.min);
  const out = new Float32Array(CHUNK_BUCKETS * 4);
  out.set(c.min, 0);
  out.set(c.max, CHUNK_BUCKETS);
  out.set(c.first, CHUNK_BUCKETS * 2);
  out.set(c.last, CHUNK_BUCKETS * 3);
  return new Uint8Array(out.buffer);
}

export function decodeChunk(level: number, bytes: Uint8Array): ChunkArrays {
  if (level === 0) {
    const raw = decodeRaw(bytes);
    return { min: raw, max: raw, first: raw, last: raw };
  }
  // Copy into an aligned buffer: driver buffers may start at any byte offset.
  const f = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return {
    min: f.subarray(0, CHUNK_BUCKETS),
    max: f.subarray(CHUNK_BUCKETS, CHUNK_BUCKETS * 2),
    first: f.subarray(CHUNK_BUCKETS * 2, CHUNK_BUCKETS * 3),
    last: f.subarray(CHUNK_BUCKETS * 3),
  };
}

/**
 * A slice of buckets [b0, b1) of a stored chunk, as SQL fetches it (see sliceSql): raw chunks as
 * their 8-byte header and the int16 values of the slice, M4 chunks as the slice of each of the four
 * planes. Returns arrays of length b1 - b0.
 */
export function decodeSlice(level: number, bytes: Uint8Array, n: number): ChunkArrays {
  const buf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  if (level === 0) {
    const [lo, hi] = new Float32Array(buf, 0, 2);
    const q = new Int16Array(buf, 8, n);
    const step = hi > lo ? (hi - lo) / 65534 : 1;
    const raw = new Float32Array(n);
    for (let i = 0; i < n; i++) raw[i] = q[i] === -32768 ? NaN : lo + (q[i] + 32767) * step;
    return { min: raw, max: raw, first: raw, last: raw };
  }
  const f = new Float32Array(buf);
  return { min: f.subarray(0, n), max: f.subarray(n, 2 * n), first: f.subarray(2 * n, 3 * n), last: f.subarray(3 * n, 4 * n) };
}

const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * A stored (float32) value as the double with at most 9 significant digits that is the same
 * float32: 9 digits identify any float32 (FLT_DECIMAL_DIG), while the double it widens to prints up
 * to 17 in JSON ('1234.5677490234375' becomes '1234.56775', '12.5' stays '12.5'). A window's answer
 * is mostly such numbers: a third smaller and ~15 % less CPU to serialise and send. Values whose
 * rounding would not give the same float32 back (none are known) are returned as they are.
 */
export function float32Decimal(x: number): number {
  const a = x < 0 ? -x : x;
  if (!(a >= 1e-13 && a < 1e9)) return x;
  let e = 0;
  if (a >= 1) while (a >= POW10[e + 1]) e++;
  else {
    while (a * POW10[e + 1] < 1) e++;
    e = -(e + 1);
  }
  // a is in [10^e, 10^(e+1)): keep digits down to 10^(e-8).
  const m = POW10[8 - e];
  const r = Math.round(x * m) / m;
  return Math.fround(r) === Math.fround(x) ? r : x;
}

/** float32Decimal over a window's series, in place (nulls stay). */
export function float32Decimals(values: (number | null)[]): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== null) values[i] = float32Decimal(v);
  }
}
