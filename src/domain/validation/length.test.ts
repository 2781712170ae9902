import { describe, expect, it } from 'vitest';
import { maxLength } from './length';

describe("maxLength 'Length should be lower {n}'", () => {
  it('accepts up to n characters', () => {
    expect(maxLength(5)('abcde')).toBe(true);
    expect(maxLength(5)('abcdef')).toBe('Length should be lower 5');
  });
  it('counts list items too', () => {
    expect(maxLength(2)(['a', 'b', 'c'])).toBe('Length should be lower 2');
  });
});
