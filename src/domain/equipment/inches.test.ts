import { describe, expect, it } from 'vitest';
import { inches } from './inches';

describe('inches', () => {
  it('writes tubular sizes with the fractions drillers use', () => {
    expect([8.5, 12.25, 9.625, 13.375, 20, 0.5, 4.778].map(inches)).toEqual(['8½"', '12¼"', '9⅝"', '13⅜"', '20"', '½"', '4.778"']);
  });
});
