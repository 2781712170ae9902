/**
 * Growable columns for rows whose count is unknown until the end of the file. Doubling a typed
 * array keeps parsing linear and avoids a JS number[] per column (8 bytes per value instead of ~9–16
 * plus boxing for doubles).
 */
export class NumberColumn {
  private buffer: Float64Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.buffer = new Float64Array(Math.max(16, initialCapacity));
  }

  push(v: number): void {
    if (this.length === this.buffer.length) {
      const bigger = new Float64Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.length++] = v;
  }

  get(i: number): number {
    return this.buffer[i];
  }

  set(i: number, v: number): void {
    this.buffer[i] = v;
  }

  /** A right-sized copy holding exactly the pushed values. */
  toArray(): Float64Array {
    return this.buffer.slice(0, this.length);
  }
}

export class IntColumn {
  private buffer: Int32Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.buffer = new Int32Array(Math.max(16, initialCapacity));
  }

  push(v: number): void {
    if (this.length === this.buffer.length) {
      const bigger = new Int32Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.length++] = v;
  }

  toArray(): Int32Array {
    return this.buffer.slice(0, this.length);
  }
}
