import { describe, expect, it } from 'vitest';
import { casingType, selectableCasingTypes } from './casing-type';

describe('casing type riser is disabled', () => {
  it('riser is refused, the others pass', () => {
    expect(casingType('riser')).toBe('Casing type Riser is disabled');
    expect(casingType('surface')).toBe(true);
    expect(casingType('liner')).toBe('Invalid value');
  });
  it('riser is not offered', () => {
    expect(selectableCasingTypes().map((t) => t.id)).toEqual(['conductor', 'surface', 'intermediate', 'production', 'unknown']);
  });
});
