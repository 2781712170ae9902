import { describe, expect, it } from 'vitest';
import { convert, isUnitId, QUANTITIES, quantityOf, type UnitId } from './registry';
import type { Quantity } from './unit';

const quantities: readonly Quantity[] = QUANTITIES;

describe('registry', () => {
  it('unit ids are unique across quantities, and each base unit has factor 1', () => {
    const ids = quantities.flatMap((q) => q.units.map((u) => u.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of quantities) {
      const base = q.units.find((u) => u.id === q.baseUnit);
      expect(base).toMatchObject({ factor: 1 });
    }
  });

  it('a unit names its quantity', () => {
    expect(quantityOf('psi').id).toBe('pressure');
    expect(isUnitId('ft')).toBe(true);
    expect(isUnitId('furlong')).toBe(false);
  });
});

describe('convert', () => {
  it('depth m ↔ ft (international foot)', () => {
    expect(convert(1000, 'ft', 'm')).toBe(304.8);
    expect(convert(304.8, 'm', 'ft')).toBe(1000);
    expect(convert(1, 'ft', 'in')).toBe(12);
  });

  it('DLS °/30 m ↔ °/100 ft', () => {
    expect(convert(3, 'deg/30m', 'deg/100ft')).toBe(3.048);
    expect(convert(1, 'deg/100ft', 'deg/30m')).toBeCloseTo(0.984252, 6);
  });

  it('weight t, klbf, kN', () => {
    expect(convert(1, 't', 'kN')).toBe(9.80665);
    expect(convert(1, 'klbf', 'kN')).toBe(4.4482216152605);
    expect(convert(10, 't', 'klbf')).toBeCloseTo(22.0462, 4);
  });

  it('pressure MPa, bar, psi, kPa', () => {
    expect(convert(1, 'MPa', 'bar')).toBe(10);
    expect(convert(1, 'bar', 'kPa')).toBe(100);
    expect(convert(1000, 'psi', 'kPa')).toBeCloseTo(6894.757, 3);
    expect(convert(1, 'MPa', 'psi')).toBeCloseTo(145.0377, 4);
  });

  it('flow L/min, gpm, m³/min, bbl/min', () => {
    expect(convert(1, 'gpm', 'L/min')).toBe(3.785411784);
    expect(convert(1, 'm3/min', 'L/min')).toBe(1000);
    expect(convert(1, 'bbl/min', 'gpm')).toBe(42);
  });

  it('torque kN·m ↔ ft·lbf', () => {
    expect(convert(1000, 'ft.lbf', 'N.m')).toBeCloseTo(1355.818, 3);
    expect(convert(1, 'kN.m', 'ft.lbf')).toBeCloseTo(737.5621, 4);
    expect(convert(1, 'kft.lbf', 'ft.lbf')).toBe(1000);
  });

  it('density kg/m³, g/cm³, ppg', () => {
    expect(convert(1.2, 'g/cm3', 'kg/m3')).toBe(1200);
    expect(convert(1, 'ppg', 'kg/m3')).toBeCloseTo(119.826427, 6);
    expect(convert(1, 'sg', 'ppg')).toBeCloseTo(8.345404, 6);
  });

  it('temperature is offset as well as scaled', () => {
    expect(convert(100, 'degC', 'degF')).toBe(212);
    expect(convert(-40, 'degF', 'degC')).toBe(-40);
    expect(convert(0, 'degC', 'K')).toBe(273.15);
    expect(convert(32, 'degF', 'K')).toBe(273.15);
  });

  it('pipe sizes in inches', () => {
    expect(convert(9.625, 'in', 'mm')).toBe(244.475);
  });

  it('refuses to convert across quantities and unknown units', () => {
    expect(() => convert(1, 'ft', 'psi')).toThrow('Cannot convert length (ft) to pressure (psi)');
    expect(() => convert(1, 'ft', 'furlong' as UnitId)).toThrow("Unknown unit 'furlong'");
  });
});
