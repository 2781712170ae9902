import { describe, expect, it } from 'vitest';
import { ellipseOutline, line, mdOfPoint } from './traces';

describe('directional traces', () => {
  it('carries the MD in metres and as shown on every point', () => {
    const t = line({ name: 'Survey', color: '#000', x: [1, 2], y: [3, 4], mdM: [30.48, 60.96], mdShown: [100, 200], hover: 'MD %{customdata[1]} ft' }) as {
      customdata: unknown[];
    };
    expect(t.customdata).toEqual([
      [30.48, 100],
      [60.96, 200],
    ]);
    expect(mdOfPoint({ x: 1, y: 3, curveNumber: 0, pointIndex: 0, traceName: 'Survey', customdata: [30.48, 100] })).toBe(30.48);
    expect(mdOfPoint({ x: 1, y: 3, curveNumber: 0, pointIndex: 0, traceName: 'Target', customdata: undefined })).toBeNull();
  });

  it('draws an ellipse with its major axis on the given azimuth', () => {
    const { e, n } = ellipseOutline(0, 0, 10, 2, 90);
    // t = 0 is the end of the major axis: due east for azimuth 90°
    expect(e[0]).toBeCloseTo(10, 9);
    expect(n[0]).toBeCloseTo(0, 9);
    expect(Math.max(...n.map(Math.abs))).toBeCloseTo(2, 3);
  });
});
