import { describe, expect, it } from 'vitest';
import { quantityOf } from './registry';
import { UNIT_ROLES, UNIT_SYSTEMS, unitFor } from './unit-systems';

describe('unit systems', () => {
  it('metric and US field units pick the expected depth, DLS and mud weight units', () => {
    expect([unitFor('metric', 'depth'), unitFor('metric', 'dls'), unitFor('metric', 'density')]).toEqual(['m', 'deg/30m', 'g/cm3']);
    expect([unitFor('imperial', 'depth'), unitFor('imperial', 'dls'), unitFor('imperial', 'density')]).toEqual(['ft', 'deg/100ft', 'ppg']);
  });

  it('every role of both systems is a unit of the same quantity', () => {
    for (const role of UNIT_ROLES) {
      expect(quantityOf(UNIT_SYSTEMS.metric.units[role]).id).toBe(quantityOf(UNIT_SYSTEMS.imperial.units[role]).id);
    }
  });
});
