import { describe, expect, it } from 'vitest';
import { chartKeyAction, panRange, zoomRange } from './chart-keys';

describe('chart keys', () => {
  it('maps keys to zoom, pan and reset', () => {
    expect(chartKeyAction('+')).toEqual({ kind: 'zoom', factor: 1 / 1.5 });
    expect(chartKeyAction('-')).toEqual({ kind: 'zoom', factor: 1.5 });
    expect(chartKeyAction('0')).toEqual({ kind: 'reset' });
    expect(chartKeyAction('ArrowUp')).toEqual({ kind: 'pan', axis: 'y', fraction: 0.1 });
    expect(chartKeyAction('x')).toBeNull();
  });

  it('zooms about the centre, reversed ranges too', () => {
    expect(zoomRange([0, 100], 0.5)).toEqual([25, 75]);
    expect(zoomRange([100, 0], 0.5)).toEqual([75, 25]);
  });

  it('pans in screen direction whatever way the axis runs', () => {
    // up on a normal axis shows larger values; on a depth axis (reversed) smaller depths
    expect(panRange([0, 100], 0.1)).toEqual([10, 110]);
    expect(panRange([3000, 0], 0.1)).toEqual([2700, -300]);
  });
});
