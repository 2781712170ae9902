import { describe, expect, it } from 'vitest';
import { headerHeightOf, headerLines, headerName } from './header-fit';
import { computeLayout } from './track-layout';
import type { TrackSpec } from './track-types';

// Issue 10: the Drilling Control Log in a narrow dashboard tile cut its headers to "R… D…".
const tracks: TrackSpec[] = [
  { kind: 'activity', id: 'state', title: 'Rig state', channel: 'activity', weight: 0.45 },
  {
    kind: 'curves',
    id: 'hoist',
    scale: 'linear',
    curves: [
      { channel: 'hookloadT', color: '#1e88e5', thicknessPx: 2, dash: 'solid', min: 0, max: 250 },
      { channel: 'wobT', color: '#43a047', thicknessPx: 2, dash: 'solid', min: 0, max: 25 },
    ],
  },
  { kind: 'curves', id: 'pumps', scale: 'linear', curves: [{ channel: 'flowInLpm', color: '#00acc1', thicknessPx: 2, dash: 'solid', min: 0, max: 3000 }] },
];
const META: Record<string, { label: string; short?: string; unit: string }> = {
  hookloadT: { label: 'Hook load', short: 'Hook load', unit: 't' },
  wobT: { label: 'Weight on bit', short: 'WOB', unit: 't' },
  flowInLpm: { label: 'Flow in', short: 'Flow in', unit: 'L/min' },
};
const layoutAt = (widthCss: number) =>
  computeLayout({ orientation: 'vertical', widthCss, heightCss: 400, dpr: 1, gutterCss: 40, gapCss: 2, tracks, bucket: 1, spanIndex: 1800 });

describe('log track headers', () => {
  it('say each curve on one line in a wide log', () => {
    const lines = headerLines(tracks, layoutAt(1400), (c) => META[c], 'metric');
    expect(lines).toEqual([[], [1, 1], [1]]);
    expect(headerHeightOf(lines)).toBe(48);
  });

  it('stack name above value in a narrow tile instead of cutting the name, and grow the header', () => {
    const lines = headerLines(tracks, layoutAt(320), (c) => META[c], 'metric');
    expect(lines[1].every((l) => l >= 2)).toBe(true);
    expect(lines[2][0]).toBeGreaterThanOrEqual(2);
    expect(headerHeightOf(lines)).toBeGreaterThan(headerHeightOf([[], [1, 1], [1]]));
    expect(headerName(META.wobT, 100)).toBe('WOB');
    expect(headerName(META.wobT, 400)).toBe('Weight on bit');
  });

  it('keep a horizontal log or one not laid out yet on one line per curve', () => {
    expect(headerLines(tracks, null, (c) => META[c], 'metric')).toEqual([[], [1, 1], [1]]);
  });
});
