import { describe, expect, it } from 'vitest';
import { withBreaks } from './cylinder-tracks';

describe('travelling cylinder tracks', () => {
  it('breaks the line where the angle jumps, not across north', () => {
    const g = withBreaks([10, 11, 12, 13], [350, 5, 120, 125]);
    expect(g.theta).toEqual([350, 5, null, 120, 125]);
    expect(g.index).toEqual([0, 1, null, 2, 3]);
  });
});
