import { describe, expect, it } from 'vitest';
import { riskLevel } from './risk-levels';
import { DEFAULT_SEPARATION, ERROR_CORRECTION_MODES, pedalCurveRadiusM, separationFactor, type ErrorCorrectionModeId } from './separation-factor';

describe('separation factor and error correction modes (spec 9.3)', () => {
  // C-C 20 m, 1-sd pedal radii 1 m and 2 m, holes 12¼" and 8½" (radii 0.15558 and 0.10795 m)
  const settings = { ...DEFAULT_SEPARATION, refHoleDiameterIn: 12.25, offsetHoleDiameterIn: 8.5 };
  const rRef = (12.25 * 0.0254) / 2;
  const rOff = (8.5 * 0.0254) / 2;
  const sf = (mode: ErrorCorrectionModeId) => separationFactor(20, 1, 2, { ...settings, mode });

  it('declares every mode the spec lists, once', () => {
    expect(ERROR_CORRECTION_MODES.map((m) => m.label)).toEqual([
      'Not applied',
      'Added to errors',
      'Subtract from CC',
      'TBR borehole radius',
      'Add and subtract',
      'WPTS rule',
    ]);
  });

  it('WPTS rule: (D − hole − Sm) / (k √(σ1² + σ2² + σpa²))', () => {
    expect(sf('wpts-rule')).toBeCloseTo((20 - rRef - rOff - 0.3) / (3.5 * Math.sqrt(1 + 4 + 0.25)), 12);
  });

  it('classic ratios: C-C over the sum of the two error radii, hole sizes per mode', () => {
    const errors = 3.5 * (1 + 2);
    expect(sf('not-applied')).toBeCloseTo(20 / errors, 12);
    expect(sf('added-to-errors')).toBeCloseTo(20 / (errors + rRef + rOff), 12);
    expect(sf('subtract-from-cc')).toBeCloseTo((20 - rRef - rOff) / errors, 12);
    expect(sf('tbr-borehole-radius')).toBeCloseTo((20 - rRef) / errors, 12);
    expect(sf('add-and-subtract')).toBeCloseTo((20 - rOff) / (errors + rRef), 12);
  });

  it('pedal-curve radius is the standard deviation along the line', () => {
    const c = { nn: 4, ee: 9, vv: 1, ne: 0, nv: 0, ev: 0 };
    expect(pedalCurveRadiusM(c, [1, 0, 0])).toBe(2);
    expect(pedalCurveRadiusM(c, [0, Math.SQRT1_2, Math.SQRT1_2])).toBeCloseTo(Math.sqrt(5), 12);
  });

  it('risk levels: stop below 1, warning below 1.5', () => {
    expect([0.2, 0.999, 1, 1.49, 1.5, 12].map((x) => riskLevel(x))).toEqual(['stop', 'stop', 'warning', 'warning', 'ok', 'ok']);
  });
});
