import { describe, expect, it } from 'vitest';
import { displayUnits } from '../shared/display-units';
import { apiInputs, fieldKeys, fieldUnit } from './projection-inputs';

const inputs = {
  bit_md: { label: 'Bit MD', kind: 'length' as const, unit: 'm' },
  dls: { label: 'DLS', kind: 'rate' as const, unit: 'deg/30m' },
  target: { label: 'Target', kind: 'position' as const, unit: 'm' },
  live: { label: 'Live', kind: 'live' as const, unit: null },
};

describe('projection inputs', () => {
  it('splits a position into three fields in the user units', () => {
    expect(fieldKeys('target', inputs.target)).toEqual(['target.tvd', 'target.ns', 'target.ew']);
    expect(fieldUnit('live.inc', inputs.live, displayUnits('imperial'))).toBe('°');
    expect(fieldUnit('dls', inputs.dls, displayUnits('imperial'))).toBe('°/100ft');
  });

  it('sends metres and °/30 m, grouped as the API reads them', () => {
    const u = displayUnits('imperial');
    const api = apiInputs({ bit_md: 1000, dls: 3.048, 'target.tvd': 100, 'target.ns': 0, 'target.ew': -10, 'live.inc': 45 }, inputs, u) as Record<string, any>;
    expect(api.bit_md).toBeCloseTo(304.8, 9);
    expect(api.dls).toBeCloseTo(3, 9);
    expect(api.target.tvd).toBeCloseTo(30.48, 9);
    expect(api.target.ew).toBeCloseTo(-3.048, 9);
    expect(api.live.inc).toBe(45);
  });
});
