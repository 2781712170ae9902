import { describe, expect, it } from 'vitest';
import type { ApiStation } from '../../../api/directional';
import { densifyStations } from './densify';

const st = (md: number, inc: number, az: number, tvd: number, ns: number, ew: number): ApiStation =>
  ({
    id: null,
    md,
    inc,
    az,
    tvd,
    ns_from_ref: ns,
    ew_from_ref: ew,
    vsec: 0,
    dls: 0,
    build: 0,
    turn: 0,
    tf: null,
    tf_type: null,
    closure_distance: 0,
    closure_azimuth: 0,
    diff_pressure: null,
    gamma: null,
    wob: null,
    rpm: null,
    slide_seen: null,
    motor_yield: null,
    source: null,
    surveyed_at: null,
    is_tie_in: false,
    interpolated: false,
  }) as ApiStation;

describe('densify a plan', () => {
  it('follows the arc of a build, not its chord', () => {
    // a quarter circle of radius R built due north: from vertical at the origin to horizontal
    const R = 600;
    const arc = (Math.PI / 2) * R;
    const out = densifyStations([st(0, 0, 0, 0, 0, 0), st(arc, 90, 0, R, R, 0)], 30, 0);
    const mid = out.reduce((best, p) => (Math.abs(p.md - arc / 2) < Math.abs(best.md - arc / 2) ? p : best));
    const a = mid.md / R;
    expect(mid.tvd).toBeCloseTo(R * Math.sin(a), 6);
    expect(mid.ns_from_ref).toBeCloseTo(R * (1 - Math.cos(a)), 6);
    expect(mid.vsec).toBeCloseTo(mid.ns_from_ref, 9);
    expect(out.at(-1)!.md).toBe(arc);
  });
});
