import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './keyboard';

describe('table keyboard', () => {
  it('moves by one, a page, or to the ends, and stops at the edges', () => {
    expect(nextRowIndex('ArrowDown', null, 10, 5)).toBe(0);
    expect(nextRowIndex('ArrowDown', 9, 10, 5)).toBe(9);
    expect(nextRowIndex('ArrowUp', 0, 10, 5)).toBe(0);
    expect(nextRowIndex('ArrowUp', null, 10, 5)).toBe(9);
    expect(nextRowIndex('PageDown', 2, 10, 5)).toBe(7);
    expect(nextRowIndex('PageDown', 7, 10, 5)).toBe(9);
    expect(nextRowIndex('PageUp', 3, 10, 5)).toBe(0);
    expect(nextRowIndex('Home', 5, 10, 5)).toBe(0);
    expect(nextRowIndex('End', 5, 10, 5)).toBe(9);
  });

  it('has nothing to select in an empty table and ignores other keys', () => {
    expect(nextRowIndex('ArrowDown', null, 0, 5)).toBeNull();
    expect(nextRowIndex('a', 1, 10, 5)).toBeNull();
  });
});
