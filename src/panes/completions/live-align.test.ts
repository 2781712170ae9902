import { describe, expect, it } from 'vitest';
import { liveMinutes } from './live-align';

const live = { start_s: 1_000, breakdown_s: 1_090, series: { stage_no: 41, origin: 1_000, bucket_s: 1, x: [0, 60, 90, 150], y: {} } };

describe('the live stage on the comparison axis', () => {
  it('from its start: its seconds as minutes', () => expect(liveMinutes(live, 'start')).toEqual([0, 1, 1.5, 2.5]));
  it('from its breakdown: breakdown at 0, earlier seconds negative, as a recorded stage', () =>
    expect(liveMinutes(live, 'breakdown')).toEqual([-1.5, -0.5, 0, 1]));
  it('no breakdown pumped yet: nothing to align', () => expect(liveMinutes({ ...live, breakdown_s: null }, 'breakdown')).toBeNull());
});
