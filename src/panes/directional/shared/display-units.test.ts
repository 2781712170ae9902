import { describe, expect, it } from 'vitest';
import { displayUnits } from './display-units';

describe('display units', () => {
  it('shows metres and °/30 m to metric users unchanged', () => {
    const u = displayUnits('metric');
    expect(u.length.symbol).toBe('m');
    expect(u.length.show(1234.5)).toBe(1234.5);
    expect(u.dls.symbol).toBe('°/30m');
    expect(u.dls.show(3)).toBe(3);
  });

  it('converts to feet and °/100 ft for US field users, and back for inputs', () => {
    const u = displayUnits('imperial');
    expect(u.length.symbol).toBe('ft');
    expect(u.length.show(30.48)).toBeCloseTo(100, 9);
    expect(u.length.toApi(100)).toBeCloseTo(30.48, 9);
    // 3°/30 m is 3.048°/100 ft: 1.6 % apart, enough to matter against a DLS limit
    expect(u.dls.show(3)).toBeCloseTo(3.048, 9);
    expect(u.pressure.symbol).toBe('psi');
    expect(u.length.show(null)).toBeNull();
  });
});
