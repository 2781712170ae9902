import { describe, expect, it } from 'vitest';
import { inchesToMm, mmToInches, toolUnits } from './tool-units';

describe('tool units', () => {
  it('shows an 8-3/4" bit as 8.75 in, a 9.45 m joint as 31 ft and a 1,050 kg motor as 2,315 lb in US units', () => {
    const us = toolUnits('imperial');
    expect(us.diameter.show(222.25)).toBeCloseTo(8.75, 6);
    expect(us.length.show(9.45)).toBeCloseTo(31.0, 1);
    expect(us.weight.show(1050)).toBeCloseTo(2314.9, 1);
    expect(us.torque.show(12.5)).toBeCloseTo(9219.5, 1);
    expect(us.flow.show(2460)).toBeCloseTo(649.9, 1);
    const si = toolUnits('metric');
    expect([si.length.symbol, si.weight.symbol, si.diameter.symbol]).toEqual(['m', 'kg', 'in']);
    expect(si.weight.show(1050)).toBe(1050);
  });

  it('forms take inches and send millimetres', () => {
    expect(inchesToMm(12.25)).toBe(311.15);
    expect(mmToInches(311.15)).toBe(12.25);
    expect(inchesToMm(null)).toBeNull();
  });
});
