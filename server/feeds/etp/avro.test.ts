// Byte sequences from the Avro 1.11 specification's "Binary Encoding" section (its examples for
// zig-zag ints, "foo", the array {3, 27}, the union ["null","string"] and the record {a: 27, b: "foo"}),
// and IEEE 754 little-endian doubles and floats written out by hand.
import { describe, expect, it } from 'vitest';
import { AvroError, decodeAvro, encodeAvro, type AvroSchema } from './avro';

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');
const enc = (schema: AvroSchema, v: unknown) => encodeAvro(schema, v).toString('hex');

describe('Avro binary encoding', () => {
  it('zig-zag varints as the specification tabulates them', () => {
    const table: [number, string][] = [
      [0, '00'],
      [-1, '01'],
      [1, '02'],
      [-2, '03'],
      [2, '04'],
      [-64, '7f'],
      [64, '8001'],
    ];
    for (const [n, bytes] of table) {
      expect(enc('int', n)).toBe(bytes);
      expect(enc('long', n)).toBe(bytes);
      expect(decodeAvro('long', hex(bytes))).toBe(n);
    }
  });

  it('longs beyond 32 bits: an ETP time in microseconds and its negative round-trip', () => {
    const us = 1_700_000_000_123_456;
    expect(decodeAvro('long', encodeAvro('long', us))).toBe(us);
    expect(decodeAvro('long', encodeAvro('long', -us))).toBe(-us);
    // 2^32: zig-zag 2^33 = 0x2_0000_0000 in 7-bit groups 80 80 80 80 20.
    expect(enc('long', 2 ** 32)).toBe('8080808020');
    expect(() => encodeAvro('int', 2 ** 31)).toThrow(AvroError);
  });

  it('strings, bytes, booleans, floats and doubles', () => {
    expect(enc('string', 'foo')).toBe('06666f6f');
    expect(decodeAvro('string', hex('06666f6f'))).toBe('foo');
    expect(enc('string', 'µ')).toBe('04c2b5');
    expect(enc('bytes', Buffer.from([1, 2]))).toBe('040102');
    expect(enc('boolean', true)).toBe('01');
    expect(enc('double', 1)).toBe('000000000000f03f');
    expect(enc('float', 1)).toBe('0000803f');
    expect(decodeAvro('double', hex('000000000000f0bf'))).toBe(-1);
  });

  it('arrays and maps in blocks, ending with a zero count; a negative count carries the block size', () => {
    const longs: AvroSchema = { type: 'array', items: 'long' };
    expect(enc(longs, [3, 27])).toBe('04063600');
    expect(enc(longs, [])).toBe('00');
    expect(decodeAvro(longs, hex('04063600'))).toEqual([3, 27]);
    expect(decodeAvro(longs, hex('03 04 0636 00'))).toEqual([3, 27]);
    expect(decodeAvro(longs, hex('02 06 02 36 00'))).toEqual([3, 27]);
    const map: AvroSchema = { type: 'map', values: 'int' };
    expect(enc(map, { a: 1 })).toBe('0202610200');
    expect(decodeAvro(map, hex('0202610200'))).toEqual({ a: 1 });
  });

  it('unions by branch position, enums by symbol position, fixed as raw bytes', () => {
    const u: AvroSchema = { type: 'union', branches: ['null', 'string'] };
    expect(enc(u, { branch: 0, value: null })).toBe('00');
    expect(enc(u, { branch: 1, value: 'a' })).toBe('020261');
    expect(decodeAvro(u, hex('020261'))).toEqual({ branch: 1, value: 'a' });
    expect(() => encodeAvro(u, { branch: 2, value: 1 })).toThrow(AvroError);
    const e: AvroSchema = { type: 'enum', symbols: ['A', 'B', 'C'] };
    expect(enc(e, 'C')).toBe('04');
    expect(decodeAvro(e, hex('02'))).toBe('B');
    const uuid: AvroSchema = { type: 'fixed', size: 16 };
    const id = hex('00112233445566778899aabbccddeeff');
    expect(enc(uuid, id)).toBe('00112233445566778899aabbccddeeff');
    expect(() => encodeAvro(uuid, hex('0011'))).toThrow(AvroError);
  });

  it('records field by field, in order', () => {
    const rec: AvroSchema = {
      type: 'record',
      name: 'test',
      fields: [
        ['a', 'long'],
        ['b', 'string'],
      ],
    };
    expect(enc(rec, { a: 27, b: 'foo' })).toBe('3606666f6f');
    expect(decodeAvro(rec, hex('3606666f6f'))).toEqual({ a: 27, b: 'foo' });
    expect(() => encodeAvro(rec, { a: 27 })).toThrow('test.b is missing');
  });

  it('refuses truncated input, bytes left over and an enum position out of range', () => {
    expect(() => decodeAvro('string', hex('06666f'))).toThrow('the message ends early');
    expect(() => decodeAvro('long', hex('0200'))).toThrow('1 bytes left');
    expect(() => decodeAvro({ type: 'enum', symbols: ['A'] }, hex('02'))).toThrow('out of range');
    expect(() => decodeAvro('long', hex('80'))).toThrow('the message ends early');
  });
});
