import { describe, expect, it } from 'vitest';
import { clampDepthQuery, DEPTH_QUERY_MAX_M, DEPTH_QUERY_MIN_M } from './depth-range';

describe('clampDepthQuery', () => {
  it('keeps a window inside the limits as it is', () => {
    expect(clampDepthQuery(390, 650)).toEqual({ fromM: 390, toM: 650 });
  });
  it('cuts a zoomed-out window that reaches far above the surface', () => {
    expect(clampDepthQuery(-2516, 3556)).toEqual({ fromM: DEPTH_QUERY_MIN_M, toM: 3556 });
    expect(clampDepthQuery(20_000, 40_000)).toEqual({ fromM: 20_000, toM: DEPTH_QUERY_MAX_M });
  });
  it('answers null when nothing of the window can be asked for', () => {
    expect(clampDepthQuery(-5000, -2000)).toBeNull();
  });
});
