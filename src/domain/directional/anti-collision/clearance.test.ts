import { describe, expect, it } from 'vitest';
import { describeRefdata, readRefCsv } from '../../../../tests/support/refdata';
import { ISCWSA_MWD_REV4 } from '../error-model/iscwsa-mwd-rev4';
import { ISCWSA_CLEARANCE_SET_PARAMS } from '../error-model/models';
import { minimumCurvature } from '../minimum-curvature';
import type { Vec3 } from '../arc';
import { interpolateAtMd } from '../interpolate';
import { clearance, prepareWell, type ClearanceResult } from './clearance';
import { pedalCurveRadiusM, WPTS_DEFAULTS } from './separation-factor';
import { CLEARANCE_SET_DIR, listedClearance, listedWell, OFFSET_HOLE_IN, OFFSET_WELLS, REF_HOLE_IN } from './test-support/iscwsa-clearance-set';

/** Listed rows whose offset PCR no interpolation reproduces (see the test below). */
const LISTING_OUTLIERS = [
  { offset: 'offset04', refMdM: 2640, shiftM: -4.6 },
  { offset: 'offset05', refMdM: 1290, shiftM: 4.3 },
];

const config = {
  ref: { model: ISCWSA_MWD_REV4, params: ISCWSA_CLEARANCE_SET_PARAMS },
  separation: { refHoleDiameterIn: REF_HOLE_IN, offsetHoleDiameterIn: OFFSET_HOLE_IN },
};

describeRefdata('ISCWSA clearance set: closest approach and separation factor (MWD Rev 4, WPTS rule)', () => {
  const ref = listedWell(readRefCsv, 'ref').trajectory;
  const results = new Map<string, ClearanceResult>(OFFSET_WELLS.map((o) => [o, clearance(ref, listedWell(readRefCsv, o).trajectory, config)]));

  describe.each(OFFSET_WELLS)('reference vs %s', (offset) => {
    const listed = listedClearance(readRefCsv, offset);
    const { rows } = results.get(offset)!;

    it('one row per listed reference station, same MDs', () => {
      expect(rows.map((r) => r.refMdM)).toEqual(listed.map((l) => l.ref_md_m));
    });

    it('closest point and C-C distance within 0.02 m at every station (listing rounded to 0.01; measured ≤ 0.005 m)', () => {
      const worst = { cc: 0, md: 0, pos: 0 };
      listed.forEach((l, k) => {
        const r = rows[k];
        worst.cc = Math.max(worst.cc, Math.abs(r.ccDistanceM - l.cc_distance_m));
        worst.md = Math.max(worst.md, Math.abs(r.offsetMdM - l.offset_md_m));
        worst.pos = Math.max(worst.pos, Math.hypot(r.offsetNorthM - l.offset_north_m, r.offsetEastM - l.offset_east_m, r.offsetTvdM - l.offset_tvd_m));
      });
      expect(worst.cc).toBeLessThan(0.006);
      expect(worst.md).toBeLessThan(0.006);
      expect(worst.pos).toBeLessThan(0.01);
    });

    it('separation factor within 0.05 wherever the listing is below 10 (measured ≤ 0.038 on the sidetrack, ≤ 0.002 off it)', () => {
      let worst = 0;
      listed.forEach((l, k) => {
        if (l.iscwsa_sf < 10) worst = Math.max(worst, Math.abs(rows[k].sf - l.iscwsa_sf));
      });
      expect(worst).toBeLessThan(offset === 'offset10' ? 0.04 : 0.002);
    });

    it('horizontal bearing matches the listing (0° where the C-C line is vertical: Offset 02 at 2,850–2,910 m, Offset 10 at 900 m)', () => {
      let worst = 0;
      listed.forEach((l, k) => {
        const diff = Math.abs(((rows[k].horizontalBearingDeg - l.horiz_bearing_deg + 540) % 360) - 180);
        worst = Math.max(worst, diff);
      });
      expect(worst).toBeLessThan(0.05);
    });

    it('pedal-curve radii match the listing, at stations and at interpolated closest points (two listed rows aside, see below)', () => {
      let worst = 0;
      listed.forEach((l, k) => {
        if (LISTING_OUTLIERS.some((o) => o.offset === offset && o.refMdM === l.ref_md_m)) return;
        worst = Math.max(worst, Math.abs(rows[k].refPcrM - l.ref_pcr_1sd_m), Math.abs(rows[k].offsetPcrM - l.offset_pcr_1sd_m));
      });
      // Offset 10's PCRs are listed to 0.01 m; the others to 0.0001 m (measured ≤ 0.0014 m, ≤ 0.033 %)
      expect(worst).toBeLessThan(offset === 'offset10' ? 0.012 : 0.0015);
    });
  });

  // Of 1,069 listed rows, two offset PCRs at interpolated closest points stand apart (0.38 % and 0.46 %;
  // every other row within 0.033 %), in opposite directions. No way of interpolating reproduces them: as
  // if surveyed there, linearly between the stations' covariances or between their PCRs, all agree
  // within 0.001 m. The listed value is our covariance at another point of the same course, 4.6 m
  // shallower on Offset 04 and 4.3 m deeper on Offset 05 than the listed closest point.
  it.each(LISTING_OUTLIERS)('$offset at reference MD $refMdM: the listed offset PCR is the covariance $shiftM m along the offset', (o) => {
    const l = listedClearance(readRefCsv, o.offset).find((r) => r.ref_md_m === o.refMdM)!;
    const off = prepareWell(listedWell(readRefCsv, o.offset).trajectory, config.ref);
    const row = results.get(o.offset)!.rows.find((r) => r.refMdM === o.refMdM)!;
    const d: Vec3 = [row.offsetNorthM - row.refNorthM, row.offsetEastM - row.refEastM, row.offsetTvdM - row.refTvdM];
    const u: Vec3 = [d[0] / row.ccDistanceM, d[1] / row.ccDistanceM, d[2] / row.ccDistanceM];
    const pcrAt = (mdM: number) => pedalCurveRadiusM(off.uncertainty.covarianceAfter(row.offsetCourse, interpolateAtMd(off.trajectory, mdM)), u);
    const j = row.offsetCourse;
    const f = (row.offsetMdM - off.trajectory[j].mdM) / (off.trajectory[j + 1].mdM - off.trajectory[j].mdM);
    const linear = (1 - f) * pedalCurveRadiusM(off.uncertainty.covariances[j], u) + f * pedalCurveRadiusM(off.uncertainty.covariances[j + 1], u);
    expect(Math.abs(row.offsetMdM - l.offset_md_m)).toBeLessThan(0.006);
    expect(Math.abs(linear - row.offsetPcrM)).toBeLessThan(0.001);
    expect(Math.abs(row.offsetPcrM - l.offset_pcr_1sd_m)).toBeGreaterThan(0.01);
    expect(Math.abs(pcrAt(row.offsetMdM + o.shiftM) - l.offset_pcr_1sd_m)).toBeLessThan(0.001);
  });

  it('Offset 10 is found to be a sidetrack at 900 m and compared from there', () => {
    expect(results.get('offset10')!.kickOffMdM).toBe(900);
    // listed −0.60684 uses a hole term of 0.761963 m where 30" is 0.762 m
    expect(results.get('offset10')!.rows[0].sf).toBeCloseTo(-0.60684, 4);
  });

  it("Offset 10: both wells' combined pedal-curve radius within 1.5 % of the listing's at every station below the kick-off (measured ≤ 1.2 %; 8.4 % at 930 m with no tie-on error)", () => {
    // the listing's PCRs are rounded to 0.01 m; its SF (full precision) and C-C give √(PCRref² + PCRoff²)
    const listed = listedClearance(readRefCsv, 'offset10');
    const { rows } = results.get('offset10')!;
    let worst = 0;
    listed.forEach((l, k) => {
      if (l.ref_md_m <= 900) return;
      const s = (l.cc_distance_m - l.calc_hole_m - WPTS_DEFAULTS.surfaceMarginM) / (WPTS_DEFAULTS.sigmaScale * l.iscwsa_sf);
      const listedPcr = Math.sqrt(s * s - WPTS_DEFAULTS.projectAheadSigmaM ** 2);
      worst = Math.max(worst, Math.abs(Math.hypot(rows[k].refPcrM, rows[k].offsetPcrM) / listedPcr - 1));
    });
    expect(worst).toBeLessThan(0.015);
  });

  it('Offset 10 given as a whole wellbore from surface gives the same rows as its tied-in listing', () => {
    const upper = readRefCsv(CLEARANCE_SET_DIR, 'wells', 'ref.csv').filter((r) => Number(r.md_m) < 900);
    const own = readRefCsv(CLEARANCE_SET_DIR, 'wells', 'offset10.csv');
    const whole = minimumCurvature([...upper, ...own].map((r) => ({ mdM: Number(r.md_m), incDeg: Number(r.inc_deg), aziDeg: Number(r.azi_grid_deg) })));
    const res = clearance(ref, whole, config);
    expect(res.kickOffMdM).toBe(900);
    const tiedIn = results.get('offset10')!.rows;
    expect(res.rows).toHaveLength(tiedIn.length);
    res.rows.forEach((r, k) => {
      expect(r.ccDistanceM).toBeCloseTo(tiedIn[k].ccDistanceM, 6);
      expect(r.sf).toBeCloseTo(tiedIn[k].sf, 6);
    });
  });

  it("the workbook example: every offset's SF at reference MD 990 m", () => {
    const [example] = readRefCsv(CLEARANCE_SET_DIR, 'example_sf_at_ref_md_990.csv');
    for (const offset of OFFSET_WELLS) {
      const listed = Number(example[`sf_${offset}`]);
      const ours = results.get(offset)!.rows.find((r) => r.refMdM === 990)!.sf;
      expect(Math.abs(ours - listed), offset).toBeLessThan(listed < 10 ? 0.05 : 0.005 * listed);
    }
  });
});

describe('clearance without shared hole', () => {
  it('two parallel vertical wells 10 m apart: C-C 10 m along the whole well, SF from the WPTS formula', () => {
    const well = (eastM: number) =>
      [0, 500, 1000].map((md) => ({
        mdM: md,
        incDeg: 0,
        aziDeg: 0,
        tvdM: md,
        northM: 0,
        eastM,
        doglegRad: 0,
        dlsDegPer30m: 0,
        buildDegPer30m: 0,
        turnDegPer30m: 0,
        gtfDeg: NaN,
        mtfDeg: NaN,
      }));
    const { rows, kickOffMdM } = clearance(well(0), well(10), { ...config, separation: { refHoleDiameterIn: 12, offsetHoleDiameterIn: 12 } });
    expect(kickOffMdM).toBeUndefined();
    expect(rows.map((r) => r.ccDistanceM)).toEqual([10, 10, 10]);
    expect(rows.map((r) => r.horizontalBearingDeg)).toEqual([90, 90, 90]);
    // at the surface both wells are exact: SF = (10 − 0.3048 − 0.3) / (3.5 × 0.5)
    expect(rows[0].sf).toBeCloseTo((10 - 0.3048 - 0.3) / 1.75, 12);
    expect(rows[2].sf).toBeLessThan(rows[1].sf);
  });
});
