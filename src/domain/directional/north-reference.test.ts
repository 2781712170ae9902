import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../tests/support/refdata';
import { minimumCurvature } from './minimum-curvature';
import { convertStations, gridFromTrueDeg, localToMapGrid, mapGridToLocal, rotateTrueToGrid, trueFromGridDeg, trueFromMagneticDeg } from './north-reference';

describe('true, grid and magnetic north', () => {
  it('grid = true − convergence; true = magnetic + declination', () => {
    expect(gridFromTrueDeg(75, 1.5)).toBeCloseTo(73.5, 12);
    expect(gridFromTrueDeg(0.5, 1.5)).toBeCloseTo(359, 12);
    expect(trueFromGridDeg(359, 1.5)).toBeCloseTo(0.5, 12);
    expect(trueFromMagneticDeg(10, -4)).toBe(6); // ISCWSA #1 declination −4°
  });

  it('a survey reduced in true north, rotated into grid, lands where the grid survey does', () => {
    const grid = [
      { mdM: 0, incDeg: 0, aziDeg: 0 },
      { mdM: 500, incDeg: 20, aziDeg: 350 },
      { mdM: 1500, incDeg: 55, aziDeg: 20 },
    ];
    const convergenceDeg = -1.73;
    const inTrue = minimumCurvature(convertStations(grid, 'grid', 'true', convergenceDeg));
    const inGrid = minimumCurvature(grid);
    const rotated = rotateTrueToGrid(inTrue[2], convergenceDeg);
    expect(rotated.northM).toBeCloseTo(inGrid[2].northM, 9);
    expect(rotated.eastM).toBeCloseTo(inGrid[2].eastM, 9);
    expect(inTrue[2].tvdM).toBeCloseTo(inGrid[2].tvdM, 9);
    expect(inTrue[2].northM).not.toBeCloseTo(inGrid[2].northM, 0); // the rotation mattered
  });
});

describeRefdata('map grid: ISCWSA clearance-set slot locations (UTM 31N, scale factor 0.9996)', () => {
  it('every slot easting/northing is the facility origin plus 0.9996 × the local offset', () => {
    const rows = readRefCsv('directional/iscwsa_clearance_set_r4/well_locations.csv');
    const ref = rows.find((r) => r.well === 'ref')!;
    const origin = { northingM: Number(ref.slot_northing_m), eastingM: Number(ref.slot_easting_m), scaleFactor: 0.9996 };
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      const g = localToMapGrid({ northM: Number(r.slot_local_north_m), eastM: Number(r.slot_local_east_m) }, origin);
      expect(Math.abs(g.eastingM - Number(r.slot_easting_m)), r.well).toBeLessThan(0.006);
      expect(Math.abs(g.northingM - Number(r.slot_northing_m)), r.well).toBeLessThan(0.006);
      const back = mapGridToLocal(g, origin);
      expect(back.northM).toBeCloseTo(Number(r.slot_local_north_m), 9);
    }
  });
});
