import { describe, expect, it } from 'vitest';
import { expandHexColor } from './color';

describe('expandHexColor', () => {
  it('short hex colours expand to 8 digits with full alpha', () => {
    expect(expandHexColor('#abc')).toBe('#aabbccff');
    expect(expandHexColor('#ABC')).toBe('#aabbccff');
  });
  it('6 digits gain full alpha; alpha already given is kept', () => {
    expect(expandHexColor('#3ea6ff')).toBe('#3ea6ffff');
    expect(expandHexColor('#abcd')).toBe('#aabbccdd');
    expect(expandHexColor('3EA6FF80')).toBe('#3ea6ff80');
  });
  it('anything else is not a colour', () => {
    expect(expandHexColor('#abcde')).toBeNull();
    expect(expandHexColor('red')).toBeNull();
    expect(expandHexColor('')).toBeNull();
  });
});
