import { describe, expect, it } from 'vitest';
import { intervalAt, overlapping, roadmapCompliance, type DrillingSpan, type RoadmapIntervalRanges } from './compliance';
import { intervalBody } from './roadmap-schemas';

// Two roadmap intervals: 1000–1100 m and 1100–1200 m, with hand-set WOB, RPM and flow targets.
const intervals: RoadmapIntervalRanges[] = [
  { id: 'a', mdFromM: 1000, mdToM: 1100, rotary: { wob_t: { min: 10, max: 15 }, rpm: { min: 60, max: 90 } }, slide: { wob_t: { min: 6, max: 10 } } },
  { id: 'b', mdFromM: 1100, mdToM: 1200, rotary: { wob_t: { min: 12, max: 18 } }, slide: {} },
];

describe('roadmapCompliance', () => {
  it('counts each 30 s sample for the drilling interval and depth its midpoint falls in (hand-checked)', () => {
    // Rotary from t=0 to 300 s drilling 1090 → 1110 m (so the first half of the time is in interval a,
    // the second in b), then 60 s off bottom, then a slide t=360–480 s at 1110 → 1114 m.
    const spans: DrillingSpan[] = [
      { mode: 'rotary', startS: 0, endS: 300, holeFromM: 1090, holeToM: 1110 },
      { mode: 'slide', startS: 360, endS: 480, holeFromM: 1110, holeToM: 1114 },
    ];
    // 16 samples of 30 s (0–480 s). Midpoints 15, 45, … 465 s.
    //            rotary a (mid 15..135 → 1091..1099 m)  | rotary b (165..285) | off bottom | slide in b
    const wob = [9, 11, 12, 16, 14, /**/ 13, 19, 17, 11, 15, /**/ 3, 2, /**/ 8, 7, 9, 11];
    const rpm = [70, 70, 95, 80, null, 80, 80, 80, 80, 80, 0, 0, 0, 0, 0, 0];
    const r = roadmapCompliance(intervals, spans, { t0S: 0, stepS: 30, values: { wob_t: wob, rpm } });
    const [a, b] = r;
    // Interval a, rotary: 5 samples (150 s). WOB 9, 11, 12, 16, 14 against 10–15: 1 below, 3 in, 1 above.
    expect(a.rotary.drilledS).toBe(150);
    expect(a.rotary.params.wob_t).toMatchObject({ samples: 5, mean: 12.4, belowPct: 20, inRangePct: 60, abovePct: 20 });
    // RPM 70, 70, 95, 80 (one gap) against 60–90: 3 of 4 in range.
    expect(a.rotary.params.rpm).toMatchObject({ samples: 4, mean: 78.75, inRangePct: 75, abovePct: 25, belowPct: 0 });
    expect(a.rotary.inRangePct).toBe(67.5);
    // Footage is exact: 1090 → 1100 m in a, 1100 → 1110 m in b.
    expect(a.rotary.footageM).toBeCloseTo(10, 9);
    expect(b.rotary.footageM).toBeCloseTo(10, 9);
    // Interval b, rotary: 13, 19, 17, 11, 15 against 12–18: 1 below (11), 3 in, 1 above (19).
    expect(b.rotary.params.wob_t).toMatchObject({ samples: 5, inRangePct: 60, belowPct: 20, abovePct: 20 });
    // RPM in b has no target: a mean, no percentages.
    expect(b.rotary.params.rpm).toMatchObject({ target: null, samples: 5, mean: 80, inRangePct: null });
    // The off-bottom samples count nowhere; the slide's 4 samples (120 s, 4 m) are in b, which has no slide targets.
    expect(b.slide.drilledS).toBe(120);
    expect(b.slide.footageM).toBeCloseTo(4, 9);
    expect(b.slide.params.wob_t).toMatchObject({ samples: 4, mean: 8.75, inRangePct: null });
    expect(b.slide.inRangePct).toBeNull();
    expect(a.slide).toMatchObject({ drilledS: 0, footageM: 0, inRangePct: null });
    // Slides have no RPM or torque parameter.
    expect(Object.keys(a.slide.params).sort()).toEqual(['diffp_mpa', 'flow_lpm', 'rop_mph', 'wob_t']);
  });

  it('a depth belongs to the interval starting there; the deepest interval holds its own end', () => {
    expect(intervalAt(intervals, 1100)?.id).toBe('b');
    expect(intervalAt(intervals, 1099.99)?.id).toBe('a');
    expect(intervalAt(intervals, 1200)?.id).toBe('b');
    expect(intervalAt(intervals, 999)).toBeNull();
  });

  it('overlap: crossing ranges are found, touching ends are not', () => {
    expect(overlapping(intervals, 1050, 1060)?.id).toBe('a');
    expect(overlapping(intervals, 1200, 1300)).toBeNull();
    expect(overlapping(intervals, 900, 1000)).toBeNull();
    expect(overlapping(intervals, 900, 1300)?.id).toBe('a');
  });
});

describe('intervalBody', () => {
  const ok = { name: 'Lateral 8¾"', md_from_m: 2200, md_to_m: 6250, rotary: { wob_t: { min: 10, max: 18 } } };
  it('accepts a sound interval and defaults the slide targets', () => {
    expect(intervalBody.parse(ok).slide).toEqual({});
  });
  it('names the field: min not below max, a mode without the parameter, a shallower end', () => {
    const e = (b: unknown) => intervalBody.safeParse(b).error!.issues[0];
    expect(e({ ...ok, rotary: { wob_t: { min: 18, max: 10 } } }).path).toEqual(['rotary', 'wob_t', 'max']);
    expect(e({ ...ok, slide: { rpm: { min: 0, max: 10 } } }).code).toBe('unrecognized_keys');
    expect(e({ ...ok, md_to_m: 2000 }).path).toEqual(['md_to_m']);
  });
});
