import { describe, expect, it } from 'vitest';
import { niceStep, sceneBounds, ticks, toThree } from './scene-bounds';

describe('3D scene arithmetic', () => {
  it('boxes everything drawn', () => {
    const b = sceneBounds({
      tubes: [
        {
          id: 'a',
          name: 'a',
          color: '#000',
          radius: 1,
          points: [
            [0, 0, 0],
            [10, -3000, 3050],
          ],
        },
      ],
      outlines: [],
      markers: [],
    })!;
    expect(b.min).toEqual([0, -3000, 0]);
    expect(b.max).toEqual([10, 0, 3050]);
    expect(b.size).toBe(3050);
    expect(sceneBounds({ tubes: [], outlines: [], markers: [] })).toBeNull();
  });

  it('picks round depth ticks', () => {
    expect(niceStep(3050)).toBe(500);
    expect(ticks(0, 3050)).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000]);
  });

  it('puts depth down and north away from a camera looking north', () => {
    expect(toThree([1, 2, 3])).toEqual([1, -3, -2]);
  });
});
