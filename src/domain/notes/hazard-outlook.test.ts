import { describe, expect, it } from 'vitest';
import { hazardOutlook } from './hazard-outlook';

const h = (id: string, depth_m: number | null, severity: string | null = 'high') => ({ id, depth_m, severity });

describe('hazardOutlook', () => {
  it('orders by depth, splits ahead from passed at the hole depth and names the next one ahead', () => {
    const o = hazardOutlook([h('wolfcamp', 3120.5), h('rustler', 310, 'medium'), h('bone', 2480.2), h('none', null, null)], 2400);
    expect(o.rows.map((r) => r.hazard.id)).toEqual(['rustler', 'bone', 'wolfcamp', 'none']);
    expect(o.rows.map((r) => r.status)).toEqual(['passed', 'ahead', 'ahead', 'no-depth']);
    expect(o.rows[0].distanceM).toBeCloseTo(-2090, 6);
    expect(o.next?.hazard.id).toBe('bone');
    expect(o.next?.distanceM).toBeCloseTo(80.2, 6);
    expect(o.bySeverity).toEqual({ low: 0, medium: 1, high: 2, unrated: 1 });
  });

  it('a hazard exactly at the hole depth is passed: the bit is on it', () => {
    expect(hazardOutlook([h('at', 1000)], 1000).rows[0].status).toBe('passed');
  });

  it('without a hole depth nothing is called ahead or passed', () => {
    const o = hazardOutlook([h('a', 500)], null);
    expect(o.rows[0]).toMatchObject({ status: 'unknown', distanceM: null });
    expect(o.next).toBeNull();
  });
});
