import { describe, expect, it } from 'vitest';
import { bucketFor, clampSpan, isRaw, panWindow, zoomWindow } from './zoom';

describe('zoom limits of spec 9.7', () => {
  it('never zooms a time log below 60 s, nor a depth log below 1 m', () => {
    expect(clampSpan('time', 10, 86_400)).toBe(60);
    expect(clampSpan('depth', 0.2, 5000)).toBe(1);
    expect(clampSpan('time', 1e9, 86_400)).toBe(86_400);
  });
  it('shows raw data under the thresholds (300 000 ms, 20 m)', () => {
    expect(isRaw('time', 300)).toBe(true);
    expect(isRaw('time', 301)).toBe(false);
    expect(isRaw('depth', 20)).toBe(true);
    expect(isRaw('depth', 25)).toBe(false);
  });
  it('zooms around the anchor, and a following view keeps its end on the newest data', () => {
    const w = { end: 1000, span: 400, follow: false };
    const z = zoomWindow('time', w, 0.5, 800, 1e6);
    expect(z.span).toBe(200);
    // 800 stays 200/400 = half way up from the end.
    expect(z.end - ((z.end - 800) / z.span) * z.span).toBe(800);
    expect((z.end - 800) / z.span).toBeCloseTo(0.5, 12);
    expect(zoomWindow('time', { ...w, follow: true }, 0.5, 800, 1e6)).toEqual({ end: 1000, span: 200, follow: true });
    expect(zoomWindow('time', w, 0.01, 800, 1e6).span).toBe(60);
  });
  it('pans back out of live, and forward onto the newest data follows again', () => {
    const w = { end: 1000, span: 100, follow: true };
    const back = panWindow(w, -0.5, 1000, true);
    expect(back).toEqual({ end: 950, span: 100, follow: false });
    expect(panWindow(back, 1, 1000, true)).toEqual({ end: 1000, span: 100, follow: true });
    expect(panWindow(back, 1, 1000, false).follow).toBe(false);
  });
  it('uses whole-second time buckets and 1-2-5 depth buckets', () => {
    expect(bucketFor('time', 3600, 600)).toBe(6);
    expect(bucketFor('time', 60, 600)).toBe(1);
    expect(bucketFor('time', 3601, 600)).toBe(7);
    expect(bucketFor('depth', 300, 600)).toBe(0.5);
    expect(bucketFor('depth', 10, 600)).toBeCloseTo(0.02, 12);
  });
});
