import { describe, expect, it } from 'vitest';
import { hlaAxes } from './scene-builder';

describe('3D uncertainty axes', () => {
  it('high side points up and right points to the driller’s right along a horizontal hole', () => {
    const south = hlaAxes(90, 180);
    expect(south.high[2]).toBeCloseTo(-1, 9); // up (TVD decreasing)
    expect(south.right[0]).toBeCloseTo(-1, 9); // looking south, right is west
    const north = hlaAxes(90, 0);
    expect(north.right[0]).toBeCloseTo(1, 9);
  });

  it('both axes are across the hole', () => {
    const { high, right } = hlaAxes(37, 123);
    const i = (37 * Math.PI) / 180;
    const a = (123 * Math.PI) / 180;
    const along = [Math.sin(i) * Math.sin(a), Math.sin(i) * Math.cos(a), Math.cos(i)];
    const dot = (p: readonly number[], q: readonly number[]) => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
    expect(dot(high, along)).toBeCloseTo(0, 12);
    expect(dot(right, along)).toBeCloseTo(0, 12);
    expect(dot(high, right)).toBeCloseTo(0, 12);
  });
});
