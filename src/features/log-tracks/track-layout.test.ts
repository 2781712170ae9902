import { describe, expect, it } from 'vitest';
import { depthTicks, timeTicks } from './index-ticks';
import { columnAt, columnPos, computeLayout } from './track-layout';

const tracks = [
  { kind: 'curves' as const, id: 'a', scale: 'linear' as const, curves: [] },
  { kind: 'curves' as const, id: 'b', scale: 'linear' as const, curves: [], weight: 2 },
];

describe('layout', () => {
  it('gives whole device pixels per column, so a one-column scroll is an exact copy', () => {
    const l = computeLayout({ orientation: 'vertical', widthCss: 300, heightCss: 250, dpr: 2, gutterCss: 50, gapCss: 2, tracks, bucket: 1, spanIndex: 60 });
    expect(l.axisDev).toBe(500);
    expect(l.colDev).toBe(8);
    expect(l.columns).toBe(62);
    expect(Number.isInteger(l.colDev)).toBe(true);
    expect(l.gutter).toEqual({ a0: 0, a1: 100 });
    expect(l.tracks[0].a0).toBe(100);
    expect(l.tracks[1].a1).toBe(600);
    // Weights 1:2 across what the gap leaves.
    expect(l.tracks[1].a1 - l.tracks[1].a0).toBeCloseTo(2 * (l.tracks[0].a1 - l.tracks[0].a0), -1);
    expect(columnAt(l, 100, columnPos(l, 100, 130) + 3)).toBe(130);
  });
  it('puts the labels below a horizontal strip chart', () => {
    const l = computeLayout({
      orientation: 'horizontal',
      widthCss: 400,
      heightCss: 200,
      dpr: 1,
      gutterCss: 20,
      gapCss: 0,
      tracks,
      bucket: 10,
      spanIndex: 4000,
    });
    expect(l.axisDev).toBe(400);
    expect(l.gutter).toEqual({ a0: 180, a1: 200 });
    expect(l.tracks[1].a1).toBe(180);
  });
});

describe('index ticks', () => {
  it('labels local time, with the date at midnight', () => {
    const t0 = Date.UTC(2024, 4, 1, 23, 50) / 1000;
    const ticks = timeTicks(t0, t0 + 1200, 0.1, 50, () => 0);
    expect(ticks.map((t) => t.label)).toEqual(['23:50', '02 May', '00:10']);
    expect(ticks[1].major).toBe(true);
  });
  it('shows seconds when zoomed to a minute', () => {
    const ticks = timeTicks(0, 60, 10, 80, () => 0);
    expect(ticks[1].label).toBe('00:00:10');
  });
  it('steps depth labels in the display unit', () => {
    expect(depthTicks(1000, 1100, 4, 40).map((t) => t.label)).toEqual(['1000', '1010', '1020', '1030', '1040', '1050', '1060', '1070', '1080', '1090', '1100']);
    const ft = depthTicks(1000, 1010, 40, 40, (m) => m / 0.3048);
    // 1 m is 3.28 ft: steps of 5 ft from the first multiple above 3280.8 ft.
    expect(ft.slice(0, 2).map((t) => t.label)).toEqual(['3285', '3290']);
  });
});
