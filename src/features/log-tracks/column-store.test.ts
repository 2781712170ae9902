import { describe, expect, it } from 'vitest';
import { ColumnStore, type M4Column } from './column-store';

const read = (s: ColumnStore, ch: string, k: number): M4Column | null => {
  const c = { min: 0, max: 0, first: 0, last: 0 };
  return s.read(ch, k, c) ? c : null;
};

describe('ColumnStore: live seconds merged into M4 columns', () => {
  it('keeps min, max, first and last of the seconds of a column', () => {
    const s = new ColumnStore(5, 100);
    for (const [t, v] of [
      [1000, 12],
      [1001, 15],
      [1002, 9],
      [1003, 11],
      [1004, 13],
    ] as const)
      s.mergeSample('wobT', t, v);
    expect(read(s, 'wobT', 200)).toEqual({ min: 9, max: 15, first: 12, last: 13 });
    s.mergeSample('wobT', 1005, 20);
    expect(read(s, 'wobT', 201)).toEqual({ min: 20, max: 20, first: 20, last: 20 });
    expect(s.lastColumn).toBe(201);
  });

  it('ignores nulls and NaN (a missing reading is a gap, not a zero)', () => {
    const s = new ColumnStore(1, 10);
    s.mergeValues(7, { rpm: null, wobT: Number.NaN, torqueKNm: 3 });
    expect(read(s, 'rpm', 7)).toBeNull();
    expect(read(s, 'wobT', 7)).toBeNull();
    expect(read(s, 'torqueKNm', 7)).toEqual({ min: 3, max: 3, first: 3, last: 3 });
  });

  it('merges server buckets with live seconds that arrived while the window was in flight', () => {
    const s = new ColumnStore(10, 100);
    s.mergeSample('hookloadT', 125, 80); // live, column 12
    s.mergeSample('hookloadT', 127, 95);
    s.loadWindow({
      from: 100,
      bucket: 10,
      t: [100, 110, 120],
      channels: { hookloadT: { min: [60, 61, 70], max: [65, 66, 90], first: [62, 63, 71], last: [64, 65, 88] } },
    });
    expect(read(s, 'hookloadT', 10)).toEqual({ min: 60, max: 65, first: 62, last: 64 });
    // Column 12: the server's first, the live last, the extremes of both.
    expect(read(s, 'hookloadT', 12)).toEqual({ min: 70, max: 95, first: 71, last: 95 });
  });

  it('lets final server values replace provisional live ones when asked', () => {
    const s = new ColumnStore(1, 100);
    const changes: number[] = [];
    s.onChange((k) => changes.push(k));
    s.mergeValues(10, { activity: 4 });
    s.mergeValues(11, { activity: 4 });
    s.loadWindow({ from: 10, bucket: 1, t: [10], channels: { activity: { min: [0], max: [0], first: [0], last: [0] } } }, { replace: true });
    expect(read(s, 'activity', 10)).toEqual({ min: 0, max: 0, first: 0, last: 0 });
    expect(read(s, 'activity', 11)?.last).toBe(4);
    expect(changes).toEqual([10, 11, 10]);
    // The same values again change nothing and repaint nothing.
    s.loadWindow({ from: 10, bucket: 1, t: [10], channels: { activity: { min: [0], max: [0], first: [0], last: [0] } } }, { replace: true });
    expect(changes).toEqual([10, 11, 10]);
  });

  it('skips empty server buckets and refuses a window of another bucket size', () => {
    const s = new ColumnStore(10, 100);
    s.loadWindow({ from: 0, bucket: 10, t: [0, 10], channels: { rpm: { min: [null, 5], max: [null, 6], first: [null, 5], last: [null, 6] } } });
    expect(read(s, 'rpm', 0)).toBeNull();
    expect(read(s, 'rpm', 1)).not.toBeNull();
    expect(() => s.loadWindow({ from: 0, bucket: 30, t: [], channels: {} })).toThrow(/bucket/);
  });

  it('drops columns that scrolled out of the ring', () => {
    const s = new ColumnStore(1, 4);
    for (let t = 0; t < 6; t++) s.mergeSample('rpm', t, t);
    expect(read(s, 'rpm', 0)).toBeNull();
    expect(read(s, 'rpm', 1)).toBeNull();
    expect(read(s, 'rpm', 5)?.last).toBe(5);
    expect(s.latest('rpm')).toBe(5);
  });

  it('puts fractional depths in the right column', () => {
    const s = new ColumnStore(0.2, 100);
    expect(s.columnOf(0.6)).toBe(3);
    expect(s.columnOf(0.59)).toBe(2);
  });
});
