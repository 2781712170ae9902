/**
 * Apache Avro binary encoding (Avro 1.11 specification, "Binary Encoding"), for the fixed record
 * schemas ETP 1.2 messages use: no schema resolution, no object container files. int and long are
 * zig-zag varints (long as a JS number: exact to 2^53, enough for ETP's microsecond times and ids),
 * float and double little-endian IEEE 754, string and bytes a long length then the bytes, fixed
 * its declared size, enum its position as an int, array and map blocks of a count then the items
 * ending with a 0 count (a negative count is followed by the block's size in bytes), union the
 * branch's position as a long then the branch's value, record its fields in order.
 *
 * A union's value here is `{ branch, value }` (branch: position in the union), so that an encoder
 * never guesses a branch from a JS value.
 */

export type AvroSchema =
  | 'null'
  | 'boolean'
  | 'int'
  | 'long'
  | 'float'
  | 'double'
  | 'string'
  | 'bytes'
  | { readonly type: 'fixed'; readonly size: number }
  | { readonly type: 'enum'; readonly symbols: readonly string[] }
  | { readonly type: 'array'; readonly items: AvroSchema }
  | { readonly type: 'map'; readonly values: AvroSchema }
  | { readonly type: 'union'; readonly branches: readonly AvroSchema[] }
  | { readonly type: 'record'; readonly name: string; readonly fields: readonly (readonly [string, AvroSchema])[] };

export interface UnionValue {
  branch: number;
  value: unknown;
}

export class AvroError extends Error {}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

export class AvroWriter {
  private buf = Buffer.alloc(256);
  private pos = 0;

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.alloc(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** Zig-zag varint of an integer (int or long). */
  long(n: number): void {
    if (!Number.isSafeInteger(n)) throw new AvroError(`not an integer Avro can carry exactly: ${n}`);
    let z = n >= 0 ? n * 2 : -n * 2 - 1;
    this.room(10);
    while (z >= 0x80) {
      this.buf[this.pos++] = (z % 0x80) | 0x80;
      z = Math.floor(z / 0x80);
    }
    this.buf[this.pos++] = z;
  }

  int(n: number): void {
    if (!Number.isInteger(n) || n < INT_MIN || n > INT_MAX) throw new AvroError(`not a 32-bit int: ${n}`);
    this.long(n);
  }

  boolean(b: boolean): void {
    this.room(1);
    this.buf[this.pos++] = b ? 1 : 0;
  }

  float(x: number): void {
    this.room(4);
    this.pos = this.buf.writeFloatLE(x, this.pos);
  }

  double(x: number): void {
    this.room(8);
    this.pos = this.buf.writeDoubleLE(x, this.pos);
  }

  raw(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  bytes(b: Uint8Array): void {
    this.long(b.length);
    this.raw(b);
  }

  string(s: string): void {
    this.bytes(Buffer.from(s, 'utf8'));
  }

  write(schema: AvroSchema, v: unknown): void {
    if (typeof schema === 'string') {
      switch (schema) {
        case 'null':
          if (v !== null && v !== undefined) throw new AvroError('null expected');
          return;
        case 'boolean':
          return this.boolean(Boolean(v));
        case 'int':
          return this.int(v as number);
        case 'long':
          return this.long(v as number);
        case 'float':
          return this.float(v as number);
        case 'double':
          return this.double(v as number);
        case 'string':
          if (typeof v !== 'string') throw new AvroError('string expected');
          return this.string(v);
        case 'bytes':
          return this.bytes(v as Uint8Array);
      }
    }
    switch (schema.type) {
      case 'fixed': {
        const b = v as Uint8Array;
        if (!(b instanceof Uint8Array) || b.length !== schema.size) throw new AvroError(`fixed of ${schema.size} bytes expected`);
        return this.raw(b);
      }
      case 'enum': {
        const i = schema.symbols.indexOf(v as string);
        if (i < 0) throw new AvroError(`not a symbol of the enum: ${String(v)}`);
        return this.int(i);
      }
      case 'array': {
        const items = v as readonly unknown[];
        if (items.length) {
          this.long(items.length);
          for (const x of items) this.write(schema.items, x);
        }
        return this.long(0);
      }
      case 'map': {
        const entries = Object.entries(v as Record<string, unknown>);
        if (entries.length) {
          this.long(entries.length);
          for (const [k, x] of entries) {
            this.string(k);
            this.write(schema.values, x);
          }
        }
        return this.long(0);
      }
      case 'union': {
        const u = v as UnionValue;
        const b = schema.branches[u?.branch];
        if (b === undefined) throw new AvroError(`no branch ${String(u?.branch)} in the union`);
        this.long(u.branch);
        return this.write(b, u.value);
      }
      case 'record': {
        const r = v as Record<string, unknown>;
        for (const [name, s] of schema.fields) {
          if (!(name in r)) throw new AvroError(`${schema.name}.${name} is missing`);
          this.write(s, r[name]);
        }
        return;
      }
    }
  }

  done(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}

export class AvroReader {
  pos = 0;

  constructor(private readonly buf: Uint8Array) {}

  get remaining(): number {
    return this.buf.length - this.pos;
  }

  private need(n: number): void {
    if (this.pos + n > this.buf.length) throw new AvroError('the message ends early');
  }

  long(): number {
    let z = 0;
    let mul = 1;
    for (let i = 0; ; i++) {
      if (i >= 10) throw new AvroError('a varint longer than 10 bytes');
      this.need(1);
      const b = this.buf[this.pos++];
      z += (b & 0x7f) * mul;
      if (!(b & 0x80)) break;
      mul *= 0x80;
    }
    if (z > Number.MAX_SAFE_INTEGER) throw new AvroError('a long beyond 2^53');
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  }

  int(): number {
    const n = this.long();
    if (n < INT_MIN || n > INT_MAX) throw new AvroError(`an int out of range: ${n}`);
    return n;
  }

  boolean(): boolean {
    this.need(1);
    const b = this.buf[this.pos++];
    if (b > 1) throw new AvroError(`a boolean byte of ${b}`);
    return b === 1;
  }

  float(): number {
    this.need(4);
    const x = Buffer.from(this.buf.buffer, this.buf.byteOffset + this.pos, 4).readFloatLE(0);
    this.pos += 4;
    return x;
  }

  double(): number {
    this.need(8);
    const x = Buffer.from(this.buf.buffer, this.buf.byteOffset + this.pos, 8).readDoubleLE(0);
    this.pos += 8;
    return x;
  }

  raw(n: number): Buffer {
    if (n < 0) throw new AvroError('a negative length');
    this.need(n);
    const b = Buffer.from(this.buf.subarray(this.pos, this.pos + n));
    this.pos += n;
    return b;
  }

  bytes(): Buffer {
    return this.raw(this.long());
  }

  string(): string {
    return this.bytes().toString('utf8');
  }

  /** Items of array and map blocks: count, then (when negative) the block's byte size, then the items; 0 ends. */
  private blocks(item: () => void): void {
    for (;;) {
      let n = this.long();
      if (n === 0) return;
      if (n < 0) {
        n = -n;
        this.long();
      }
      for (let i = 0; i < n; i++) item();
    }
  }

  read(schema: AvroSchema): unknown {
    if (typeof schema === 'string') {
      switch (schema) {
        case 'null':
          return null;
        case 'boolean':
          return this.boolean();
        case 'int':
          return this.int();
        case 'long':
          return this.long();
        case 'float':
          return this.float();
        case 'double':
          return this.double();
        case 'string':
          return this.string();
        case 'bytes':
          return this.bytes();
      }
    }
    switch (schema.type) {
      case 'fixed':
        return this.raw(schema.size);
      case 'enum': {
        const i = this.int();
        const s = schema.symbols[i];
        if (s === undefined) throw new AvroError(`enum position ${i} out of range`);
        return s;
      }
      case 'array': {
        const out: unknown[] = [];
        this.blocks(() => out.push(this.read(schema.items)));
        return out;
      }
      case 'map': {
        const out: Record<string, unknown> = {};
        this.blocks(() => {
          const k = this.string();
          out[k] = this.read(schema.values);
        });
        return out;
      }
      case 'union': {
        const branch = this.long();
        const b = schema.branches[branch];
        if (b === undefined) throw new AvroError(`union branch ${branch} out of range`);
        return { branch, value: this.read(b) } satisfies UnionValue;
      }
      case 'record': {
        const out: Record<string, unknown> = {};
        for (const [name, s] of schema.fields) out[name] = this.read(s);
        return out;
      }
    }
  }
}

export function encodeAvro(schema: AvroSchema, v: unknown): Buffer {
  const w = new AvroWriter();
  w.write(schema, v);
  return w.done();
}

export function decodeAvro(schema: AvroSchema, b: Uint8Array): unknown {
  const r = new AvroReader(b);
  const v = r.read(schema);
  if (r.remaining) throw new AvroError(`${r.remaining} bytes left after the value`);
  return v;
}
