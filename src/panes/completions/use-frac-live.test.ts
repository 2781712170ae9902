import { describe, expect, it } from 'vitest';
import { appendSecond } from './use-frac-live';

describe('a live second appended to a stage’s lines', () => {
  const lines = { stage_no: 4, origin: 1000, bucket_s: 4, x: [0, 1.3, 2.6, 4], y: { p: [50, 48, 52, 51], q: [10, 9, 11, 10] } };
  it('adds the second at its offset from the record start, every channel, null for a channel the message lacks', () => {
    const next = appendSecond(lines, { time: 1010, values: { p: 55.5 } });
    expect(next.x).toEqual([0, 1.3, 2.6, 4, 10]);
    expect(next.y).toEqual({ p: [50, 48, 52, 51, 55.5], q: [10, 9, 11, 10, null] });
    expect(lines.x).toHaveLength(4);
  });
  it('leaves the lines as they are for a second already drawn', () => {
    expect(appendSecond(lines, { time: 1004, values: { p: 1, q: 1 } })).toBe(lines);
  });
});
