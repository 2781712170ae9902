import { describe, expect, it } from 'vitest';
import { C_PER_100M_TO_F_PER_100FT, geothermalFit, temperatureAt, temperatureRows } from './geothermal';

describe('geothermal gradient', () => {
  it('fits T = T0 + g·z exactly through points on a line: 21 °C at surface, 2.5 °C/100 m = 1.37 °F/100 ft', () => {
    const pts = [0, 1000, 2000, 3000].map((z) => ({ tvdM: z, tempC: 21 + 0.025 * z }));
    const fit = geothermalFit(pts)!;
    expect(fit.surfaceC).toBeCloseTo(21, 10);
    expect(fit.gradientCPer100m).toBeCloseTo(2.5, 10);
    expect(fit.rmsC).toBeCloseTo(0, 10);
    expect(fit.gradientCPer100m * C_PER_100M_TO_F_PER_100FT).toBeCloseTo(1.3716, 4);
  });

  it('a least-squares slope through scattered points, and none from one depth', () => {
    const fit = geothermalFit([
      { tvdM: 0, tempC: 20 },
      { tvdM: 1000, tempC: 46 },
      { tvdM: 2000, tempC: 70 },
    ])!;
    expect(fit.gradientCPer100m).toBeCloseTo(2.5, 10);
    expect(fit.surfaceC).toBeCloseTo(20.3333, 3);
    expect(geothermalFit([{ tvdM: 100, tempC: 20 }])).toBeNull();
    expect(
      geothermalFit([
        { tvdM: 100, tempC: 20 },
        { tvdM: 100, tempC: 25 },
      ]),
    ).toBeNull();
  });

  it('interval gradients and interpolation between points, extrapolated by the end interval', () => {
    const pts = [
      { tvdM: 2000, tempC: 75 },
      { tvdM: 0, tempC: 25 },
      { tvdM: 1000, tempC: 50 },
    ];
    expect(temperatureRows(pts).map((r) => r.intervalGradientCPer100m)).toEqual([null, 2.5, 2.5]);
    expect(temperatureAt(pts, 500)).toBeCloseTo(37.5, 10);
    expect(temperatureAt(pts, 3000)).toBeCloseTo(100, 10);
    expect(temperatureAt(pts, -100)).toBeCloseTo(22.5, 10);
    expect(temperatureAt([], 10)).toBeNull();
  });
});
