import { describe, expect, it } from 'vitest';
import { crossingLevel, crossingMarker, highSideByMd, withBreaks } from './cylinder-tracks';

describe('travelling cylinder tracks', () => {
  it('breaks the line where the angle jumps, not across north', () => {
    const g = withBreaks([10, 11, 12, 13], [350, 5, 120, 125]);
    expect(g.theta).toEqual([350, 5, null, 120, 125]);
    expect(g.index).toEqual([0, 1, null, 2, 3]);
  });
});

describe('auto orientation (north, then high side)', () => {
  // Red Hawk 2H: vertical, a nudge held at 4.6–5.5°, then the curve to the lateral
  const path = [
    { md: 1208.72, inc: 0.35 },
    { md: 1295.27, inc: 4.54 },
    { md: 1324.11, inc: 4.99 },
    { md: 1352.76, inc: 5.07 },
    { md: 1496.54, inc: 4.94 },
    { md: 1609.99, inc: 4.6 },
    { md: 1724.94, inc: 5.14 },
    { md: 3000, inc: 60 },
  ];

  it('turns to high side at 5° and stays there while a nudge hovers around 5°', () => {
    const hs = highSideByMd(path);
    expect([1208.72, 1295.27, 1324.11].map(hs)).toEqual([false, false, false]);
    expect([1352.76, 1496.54, 1609.99, 1724.94, 3000].map(hs)).toEqual([true, true, true, true, true]);
    // between stations: the state of the station above
    expect(hs(1340)).toBe(false);
    expect(hs(1400)).toBe(true);
  });

  it('goes back to north only below 3°', () => {
    const hs = highSideByMd([
      { md: 0, inc: 0 },
      { md: 100, inc: 6 },
      { md: 200, inc: 3.5 },
      { md: 300, inc: 2.9 },
      { md: 400, inc: 4.9 },
    ]);
    expect([0, 100, 200, 300, 400].map(hs)).toEqual([false, true, true, false, false]);
  });

  it('orients by high side when there is no path to judge by', () => {
    expect(highSideByMd([])(1000)).toBe(true);
  });
});

describe('crossing markers', () => {
  const thresholds = [
    { level: 'stop' as const, sf_below: 1 },
    { level: 'warning' as const, sf_below: 1.5 },
    { level: 'ok' as const, sf_below: null },
  ];
  const c = { stop: 'red', warning: 'amber', clear: 'grey' };

  it('each crossing by its own SF, from the server thresholds', () => {
    expect([0.92, 1, 1.27, 1.5, 6.2, null].map((sf) => crossingLevel(sf, thresholds))).toEqual(['stop', 'warning', 'warning', 'ok', 'ok', 'ok']);
  });

  it('a clear crossing on a stop offset is neutral and small, a stop crossing red and large', () => {
    expect(crossingMarker(crossingLevel(6.2, thresholds), c)).toEqual({ color: 'grey', size: 5 });
    expect(crossingMarker(crossingLevel(0.92, thresholds), c)).toEqual({ color: 'red', size: 8 });
    expect(crossingMarker('warning', c).size).toBeGreaterThan(5);
  });
});
