import { describe, expect, it } from 'vitest';
import { minimumCurvature } from './minimum-curvature';
import { closure, crossSectionM, verticalSectionM } from './vertical-section';

describe('vertical section and closure', () => {
  // ISCWSA #1 at TD 8000 m: N 1530.7266, E 5712.7495, VS(75°) = 5914.2735 (expected_checkpoints.csv, derived)
  const td = { northM: 1530.7266, eastM: 5712.7495 };

  it('projects on the section azimuth', () => {
    expect(verticalSectionM(td, 75)).toBeCloseTo(5914.2735, 3);
    expect(crossSectionM(td, 75)).toBeCloseTo(0, 3); // the well stays in its 75° plane
    expect(verticalSectionM(td, 75 + 180)).toBeCloseTo(-5914.2735, 3);
    expect(verticalSectionM({ northM: 10, eastM: 5 }, 0, { northM: 4, eastM: 100 })).toBeCloseTo(6, 12);
  });

  it('closure distance and azimuth', () => {
    const c = closure(td);
    expect(c.distanceM).toBeCloseTo(5914.2735, 3);
    expect(c.aziDeg).toBeCloseTo(75, 5);
    expect(closure({ northM: -1, eastM: -1 }).aziDeg).toBeCloseTo(225, 12);
    expect(closure({ northM: 0, eastM: 0 })).toEqual({ distanceM: 0, aziDeg: 0 });
  });

  it('equals the along-azimuth displacement of a well planned in that plane', () => {
    const t = minimumCurvature([
      { mdM: 0, incDeg: 0, aziDeg: 0 },
      { mdM: 1200, incDeg: 0, aziDeg: 75 },
      { mdM: 2100, incDeg: 60, aziDeg: 75 },
      { mdM: 5100, incDeg: 60, aziDeg: 75 },
      { mdM: 5400, incDeg: 90, aziDeg: 75 },
      { mdM: 8000, incDeg: 90, aziDeg: 75 },
    ]);
    expect(verticalSectionM(t[5], 75)).toBeCloseTo(5914.2735, 3);
  });
});
