import { describe, expect, it } from 'vitest';
import { formatWithUnit } from './format-with-unit';

describe('formatWithUnit', () => {
  it("uses the unit's decimals and groups thousands", () => {
    expect(formatWithUnit(12345.678, 'm')).toBe('12,345.68 m');
    expect(formatWithUnit(5000, 'psi')).toBe('5,000 psi');
  });

  it('converts from the stored unit first', () => {
    expect(formatWithUnit(3, 'deg/100ft', { from: 'deg/30m' })).toBe('3.05 °/100ft');
    expect(formatWithUnit(1000, 'ft', { from: 'm' })).toBe('3,280.84 ft');
  });

  it('decimals, masks and locale can be overridden', () => {
    expect(formatWithUnit(1.2345, 'g/cm3', { decimals: 2 })).toBe('1.23 g/cm³');
    expect(formatWithUnit(1.2, 'sg', { mask: '0.[000]' })).toBe('1.2 sg');
    expect(formatWithUnit(1234.5, 'm', { locale: { decimal: ',', thousands: ' ' } })).toBe('1 234,50 m');
  });

  it('empty values show only the empty sign', () => {
    expect(formatWithUnit(null, 'm')).toBe('-');
    expect(formatWithUnit('NaN', 'psi')).toBe('-');
  });
});
