import { describe, expect, it } from 'vitest';
import { describeRefdata, readRef, readRefCsv } from '../../../tests/support/refdata';
import { deltaAzimuthDeg } from './angles';
import { doglegRad, minimumCurvature, minimumCurvatureStep, toolfaceDeg } from './minimum-curvature';
import type { Station } from './types';
import { ftToM, mToFt, ratePer30mIn } from './units';
import { parseCsvRecords } from './test-support/reference-csv';
import { verticalSectionM } from './vertical-section';

const DIR = 'directional';
const num = (s: string | undefined): number => Number(s);
/** Largest absolute difference between listed and computed values over all rows. */
const maxAbs = (xs: number[]): number => xs.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

const CLEARANCE_WELLS = ['ref', ...Array.from({ length: 11 }, (_, i) => `offset${String(i + 1).padStart(2, '0')}`)];

describeRefdata('minimum curvature: ISCWSA clearance set r4 (12 wells, every station)', () => {
  for (const well of CLEARANCE_WELLS) {
    it(`${well}: TVD, N and E within 0.006 m of the ISCWSA listing`, () => {
      const rows = readRefCsv(DIR, 'iscwsa_clearance_set_r4/wells', `${well}.csv`);
      const stations: Station[] = rows.map((r) => ({ mdM: num(r.md_m), incDeg: num(r.inc_deg), aziDeg: num(r.azi_grid_deg) }));
      // N/E include the slot offset; offset 10 is a sidetrack whose first row is the kick-off point
      const tieIn = { tvdM: num(rows[0].tvd_m), northM: num(rows[0].north_m), eastM: num(rows[0].east_m) };
      const t = minimumCurvature(stations, tieIn);
      expect(t).toHaveLength(rows.length);
      expect(maxAbs(rows.map((r, k) => t[k].tvdM - num(r.tvd_m)))).toBeLessThan(0.006);
      expect(maxAbs(rows.map((r, k) => t[k].northM - num(r.north_m)))).toBeLessThan(0.006);
      expect(maxAbs(rows.map((r, k) => t[k].eastM - num(r.east_m)))).toBeLessThan(0.006);
    });
  }

  it('offset 07: an azimuth listed while vertical (0 at 1 m, 356 elsewhere) moves nothing', () => {
    const rows = readRefCsv(DIR, 'iscwsa_clearance_set_r4/wells/offset07.csv');
    const t = minimumCurvature(
      rows.map((r) => ({ mdM: num(r.md_m), incDeg: num(r.inc_deg), aziDeg: num(r.azi_grid_deg) })),
      { tvdM: 0, northM: -2300, eastM: 80 },
    );
    const firstInclined = t.findIndex((p) => p.incDeg > 0);
    expect(firstInclined).toBeGreaterThan(3);
    expect(t[firstInclined - 1].northM).toBe(-2300);
    expect(t[firstInclined - 1].eastM).toBe(80);
    expect(t[firstInclined - 1].dlsDegPer30m).toBe(0);
  });
});

describeRefdata('minimum curvature: expected_checkpoints.csv (listed positions)', () => {
  const checkpoints = parseCsvRecords(readRef(DIR, 'expected_checkpoints.csv'));

  it('every clearance-set last station', () => {
    const rows = checkpoints.filter((c) => c.dataset.startsWith('iscwsa_clearance_'));
    expect(rows).toHaveLength(12);
    for (const c of rows) {
      const listing = readRefCsv(DIR, c.file);
      const t = minimumCurvature(
        listing.map((r) => ({ mdM: num(r.md_m), incDeg: num(r.inc_deg), aziDeg: num(r.azi_grid_deg) })),
        { tvdM: num(listing[0].tvd_m), northM: num(listing[0].north_m), eastM: num(listing[0].east_m) },
      );
      const last = t[t.length - 1];
      expect(last.mdM).toBe(num(c.md));
      const tol = num(c.abs_tolerance);
      expect(Math.abs(last.tvdM - num(c.tvd)), c.dataset).toBeLessThan(tol);
      expect(Math.abs(last.northM - num(c.north)), c.dataset).toBeLessThan(tol);
      expect(Math.abs(last.eastM - num(c.east)), c.dataset).toBeLessThan(tol);
    }
  });

  it('ISCWSA #1, #2 (feet), #3 workbook TVD at TD', () => {
    for (const [dataset, mdCol, tvdCol, toM] of [
      ['iscwsa_1_tvd', 'md_m', 'tvd_m_listed', (x: number) => x],
      ['iscwsa_2_tvd', 'md_ft', 'tvd_ft_listed', ftToM],
      ['iscwsa_3_tvd', 'md_m', 'tvd_m_listed', (x: number) => x],
    ] as const) {
      const c = checkpoints.find((r) => r.dataset === dataset)!;
      const rows = readRefCsv(DIR, c.file);
      const t = minimumCurvature(rows.map((r) => ({ mdM: toM(num(r[mdCol])), incDeg: num(r.inc_deg), aziDeg: num(r.azi_true_deg) })));
      const last = t[t.length - 1];
      const tvd = toM === ftToM ? mToFt(last.tvdM) : last.tvdM;
      expect(Math.abs(tvd - num(c.tvd)), dataset).toBeLessThan(num(c.abs_tolerance));
      // every station's listed TVD, same tolerance (inc/azi are rounded in the workbook)
      expect(maxAbs(rows.map((r, k) => (toM === ftToM ? mToFt(t[k].tvdM) : t[k].tvdM) - num(r[tvdCol]))), dataset).toBeLessThan(num(c.abs_tolerance));
    }
  });

  for (const well of [1, 2, 3]) {
    it(`ISCWSA #${well}: Corva listing positions within 0.001 m at every station`, () => {
      const rows = readRefCsv(DIR, `third_party_listings/welleng_corva/corva_welleng_covs_ISCWSA_${well}.csv`);
      const t = minimumCurvature(rows.map((r) => ({ mdM: num(r.measured_depth), incDeg: num(r.inclination), aziDeg: num(r.azimuth) })));
      expect(maxAbs(rows.map((r, k) => t[k].tvdM - num(r.tvd)))).toBeLessThan(0.001);
      expect(maxAbs(rows.map((r, k) => t[k].northM - num(r.northing)))).toBeLessThan(0.001);
      expect(maxAbs(rows.map((r, k) => t[k].eastM - num(r.easting)))).toBeLessThan(0.001);
      const c = checkpoints.find((r) => r.dataset === `iscwsa_${well}_corva`)!;
      const last = t[t.length - 1];
      expect(last.mdM).toBeCloseTo(num(c.md), 6);
      expect(Math.abs(last.northM - num(c.north))).toBeLessThan(num(c.abs_tolerance));
      expect(Math.abs(last.eastM - num(c.east))).toBeLessThan(num(c.abs_tolerance));
    });
  }
});

describeRefdata('minimum curvature: wellpathpy vendor exports (feet, grid, full precision)', () => {
  // N/E are grid metres: surface + scale factor × local offset in feet converted to metres
  const GRID_SCALE = 0.9997527301;
  for (const well of ['well9', 'well10']) {
    it(`${well}: TVD (ft) to 1e-6, DLS per 100 ft, grid N/E to 1e-6 m`, () => {
      const rows = readRefCsv(DIR, 'third_party_listings/wellpathpy', `${well}.csv`);
      const [mdK, incK, aziK, tvdK, dlsK, nK, eK] = Object.keys(rows[0]);
      const t = minimumCurvature(rows.map((r) => ({ mdM: ftToM(num(r[mdK])), incDeg: num(r[incK]), aziDeg: num(r[aziK]) })));
      expect(rows).toHaveLength(121);
      const n0 = num(rows[0][nK]);
      const e0 = num(rows[0][eK]);
      expect(maxAbs(rows.map((r, k) => mToFt(t[k].tvdM) - num(r[tvdK])))).toBeLessThan(1e-6);
      expect(maxAbs(rows.map((r, k) => ratePer30mIn(t[k].dlsDegPer30m, 'ft') - num(r[dlsK])))).toBeLessThan(1e-6);
      expect(maxAbs(rows.map((r, k) => n0 + GRID_SCALE * t[k].northM - num(r[nK])))).toBeLessThan(1e-6);
      expect(maxAbs(rows.map((r, k) => e0 + GRID_SCALE * t[k].eastM - num(r[eK])))).toBeLessThan(1e-6);
    });
  }
});

describeRefdata('minimum curvature: wellpathpy "Wellpath Report" projected to TD (metres, DLS /30 m, VS 302.38°)', () => {
  it('matches every internally consistent row: positions and DLS within 0.006, VS within 0.01', () => {
    const rows = readRef(DIR, 'third_party_listings/wellpathpy/Well_Surveys_Projected_to_TD.csv')
      .split(/\r?\n/)
      .map((l) =>
        l
          .split(',')
          .slice(1, 9)
          .map((c) => c.trim()),
      )
      .filter((c) => c.length === 8 && /^\d/.test(c[0]) && c.every((x, i) => x !== '' || i === 6))
      .map((c) => c.map(Number));
    // the README lists 2228.15, 2248.73 and 2267.00 as inconsistent with their own columns
    const consistent = rows.filter((r) => r[0] <= 2199.36);
    expect(consistent.length).toBeGreaterThan(40);
    expect(consistent.length).toBe(rows.length - 3);
    const t = minimumCurvature(consistent.map(([md, inc, azi]) => ({ mdM: md, incDeg: inc, aziDeg: azi })));
    expect(maxAbs(consistent.map((r, k) => t[k].tvdM - r[3]))).toBeLessThan(0.006);
    expect(maxAbs(consistent.map((r, k) => t[k].northM - r[4]))).toBeLessThan(0.006);
    expect(maxAbs(consistent.map((r, k) => t[k].eastM - r[5]))).toBeLessThan(0.006);
    expect(maxAbs(consistent.slice(1).map((r, k) => t[k + 1].dlsDegPer30m - r[6]))).toBeLessThan(0.006);
    // the vendor's VS sits 0.005–0.007 m below N/E projected on 302.380° at every row: a constant offset
    // of its own (origin or azimuth digits), inside the README's "agree to the 0.01 rounding"
    expect(maxAbs(consistent.map((r, k) => verticalSectionM(t[k], 302.38) - r[7]))).toBeLessThan(0.01);
  });
});

describeRefdata('minimum curvature: welltrajconvert well_C (feet, rates per 100 ft, GTF at course start)', () => {
  const rows = readRefCsv(DIR, 'third_party_listings/welltrajconvert/wellbore_survey.csv');
  const t = minimumCurvature(rows.map((r) => ({ mdM: ftToM(num(r.md)), incDeg: num(r.inc), aziDeg: num(r.azim) })));
  const ft = (m: number) => mToFt(m);

  it('TVD, N, E, DLS and build within 0.006; VS within 0.012 on the fitted 31.89°', () => {
    expect(rows).toHaveLength(110);
    expect(maxAbs(rows.map((r, k) => ft(t[k].tvdM) - num(r.tvd)))).toBeLessThan(0.006);
    expect(maxAbs(rows.map((r, k) => ft(t[k].northM) - num(r.n_s_deviaition)))).toBeLessThan(0.006);
    expect(maxAbs(rows.map((r, k) => ft(t[k].eastM) - num(r.e_w_deviation)))).toBeLessThan(0.006);
    expect(maxAbs(rows.map((r, k) => ratePer30mIn(t[k].dlsDegPer30m, 'ft') - num(r.DLS)))).toBeLessThan(0.006);
    expect(maxAbs(rows.map((r, k) => ratePer30mIn(t[k].buildDegPer30m, 'ft') - num(r['Build Rate'])))).toBeLessThan(0.006);
    expect(maxAbs(rows.map((r, k) => ft(verticalSectionM(t[k], 31.89)) - num(r['Vert   Sect'])))).toBeLessThan(0.012);
    const last = t[t.length - 1];
    expect(ft(last.tvdM)).toBeCloseTo(7660.87, 2);
    expect(ft(last.northM)).toBeCloseTo(2783.99, 2);
    expect(ft(last.eastM)).toBeCloseTo(2533.75, 2);
  });

  it('turn rate wrapped to ±180°, except below a vertical station (no azimuth: we report no turn, the vendor reads it as 0°)', () => {
    const diffs = rows.map((r, k) => {
      if (k === 0 || t[k - 1].incDeg === 0) return 0;
      return ratePer30mIn(t[k].turnDegPer30m, 'ft') - num(r['Turn  Rate']);
    });
    expect(maxAbs(diffs)).toBeLessThan(0.006);
    // the excluded row really is the convention difference, not a bug hiding
    const k = rows.findIndex((r) => r.md === '774.81');
    expect(t[k].turnDegPer30m).toBe(0);
    expect(num(rows[k]['Turn  Rate'])).toBeCloseTo(-17.96, 2);
  });

  it('gravity toolface: listed on the course start row, equal to ours on the course end row, within 0.006°', () => {
    let compared = 0;
    for (let k = 0; k + 1 < rows.length; k++) {
      const ours = t[k + 1].gtfDeg; // TrajectoryPoint carries the toolface of the course arriving at it
      if (Number.isNaN(ours)) {
        expect(num(rows[k].Toolface)).toBe(0); // vendor prints 0 for "no dogleg"
        continue;
      }
      expect(Math.abs(deltaAzimuthDeg(num(rows[k].Toolface), ours)), `MD ${rows[k].md}`).toBeLessThan(0.006);
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
    // vertical upper station (MD 35 → 774.81): north-referenced, 227.11° = −132.89°
    expect(t[2].gtfDeg).toBeCloseTo(227.11, 9);
  });
});

describeRefdata('minimum curvature: OSDC Ullrigg listings (tie-on row with slot N/E, rates /30 m)', () => {
  const files = ['U3-Calc', 'U4-Calc', 'U4Lat-Calc', 'U5-Calc', 'U5A-Calc', 'U5X-Calc', 'U6-Calc', 'U6A-Calc', 'U6B-Calc', 'U7-Calc', 'U8-New'];
  const NULL = -999.25;
  for (const f of files) {
    it(`${f}: positions within 0.008 m, DLS and build within 0.005, turn (unwrapped in the listing) after wrapping`, () => {
      const rows = readRef(DIR, 'third_party_listings/osdc_trajectory_wellbores', `${f}.txt`)
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '')
        .map((l) => l.split('\t').map((c) => (c.trim() === '' ? NaN : Number(c))));
      // A row after the first with null rates is a sidetrack tie-in (U4Lat at 519.2 m): the listing
      // continues from that row's own position, so the computation restarts there too.
      const starts = rows.map((r, k) => (k === 0 || r[6] === NULL ? k : -1)).filter((k) => k >= 0);
      const t = starts.flatMap((s0, j) => {
        const part = rows.slice(s0, starts[j + 1] ?? rows.length);
        const run = minimumCurvature(
          part.map((r) => ({ mdM: r[0], incDeg: r[1], aziDeg: r[2] })),
          { tvdM: part[0][3], northM: part[0][4], eastM: part[0][5] },
        );
        return run;
      });
      expect(t).toHaveLength(rows.length);
      if (f === 'U4Lat-Calc') expect(starts).toEqual([0, 10]);
      const pos = rows.flatMap((r, k) => [t[k].tvdM - r[3], t[k].northM - r[4], t[k].eastM - r[5]]);
      expect(maxAbs(pos)).toBeLessThan(0.008);
      const rated = rows.map((r, k) => ({ r, p: t[k], prev: t[k - 1] })).filter(({ r }, k) => k > 0 && Number.isFinite(r[6]) && r[6] !== NULL);
      // turn below or above a vertical station: the listing differences raw azimuths, ours has no turn there
      const turned = rated.filter(({ p, prev }) => p.incDeg > 0 && prev.incDeg > 0);
      if (f !== 'U8-New') expect(rated.length).toBeGreaterThan(0);
      expect(maxAbs(rated.map(({ r, p }) => p.dlsDegPer30m - r[6]))).toBeLessThan(0.005);
      expect(maxAbs(rated.map(({ r, p }) => p.buildDegPer30m - r[7]))).toBeLessThan(0.005);
      const turnErr = turned.map(({ r, p, prev }) => {
        const dMd = p.mdM - prev.mdM;
        const listedWrapped = (deltaAzimuthDeg(0, (r[8] * dMd) / 30) * 30) / dMd;
        return p.turnDegPer30m - listedWrapped;
      });
      expect(maxAbs(turnErr)).toBeLessThan(0.0051);
    });
  }

  it('U6B at 95.7 m: the listing turns −410.84°/30 m the long way round; ours is the short way', () => {
    const rows = readRef(DIR, 'third_party_listings/osdc_trajectory_wellbores/U6B-Calc.txt')
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '')
      .map((l) => l.split('\t').map(Number));
    const t = minimumCurvature(rows.map((r) => ({ mdM: r[0], incDeg: r[1], aziDeg: r[2] })));
    const k = rows.findIndex((r) => r[0] === 95.7);
    expect(rows[k][8]).toBeCloseTo(-410.84, 2);
    expect(t[k].turnDegPer30m).toBeCloseTo(((18.16 + 360 - 318.07) * 30) / 21.9, 9);
  });
});

describe('minimum curvature: single-interval worked example (drillingformulas.com)', () => {
  // 3500 → 3600 ft, Inc 15° → 25°, Azi 20° → 45°; published ΔTVD 94.01, ΔN 27.22, ΔE 19.45 ft, dogleg 12.95°.
  // The page prints RF 1.00408; the correct value is 1.00428 (expected_checkpoints.csv note).
  it('reproduces the published deltas and dogleg', () => {
    const t = minimumCurvature([
      { mdM: ftToM(3500), incDeg: 15, aziDeg: 20 },
      { mdM: ftToM(3600), incDeg: 25, aziDeg: 45 },
    ]);
    expect(mToFt(t[1].tvdM)).toBeCloseTo(94.01, 2);
    expect(mToFt(t[1].northM)).toBeCloseTo(27.22, 2);
    expect(mToFt(t[1].eastM)).toBeCloseTo(19.45, 2);
    expect((t[1].doglegRad * 180) / Math.PI).toBeCloseTo(12.95, 2);
    const beta = t[1].doglegRad;
    expect((2 / beta) * Math.tan(beta / 2)).toBeCloseTo(1.00428, 5);
  });
});

describe('toolface conventions', () => {
  const p = (inc: number, azi: number, md = 0): Station => ({ mdM: md, incDeg: inc, aziDeg: azi });
  it('pure build is 0°, pure drop 180°, right turn 90°, left turn 270°', () => {
    expect(toolfaceDeg(p(30, 100), p(33, 100, 30)).gtfDeg).toBeCloseTo(0, 9);
    expect(toolfaceDeg(p(30, 100), p(27, 100, 30)).gtfDeg).toBeCloseTo(180, 9);
    expect(toolfaceDeg(p(90, 100), p(90, 103, 30)).gtfDeg).toBeCloseTo(90, 9);
    expect(toolfaceDeg(p(90, 100), p(90, 97, 30)).gtfDeg).toBeCloseTo(270, 9);
  });
  it('MTF = GTF + azimuth; both north-referenced below a vertical station', () => {
    const tf = toolfaceDeg(p(10, 300), p(12, 310, 30));
    expect(tf.mtfDeg).toBeCloseTo((tf.gtfDeg + 300) % 360, 9);
    const v = toolfaceDeg(p(0, 123), p(2, 45, 30));
    expect(v.gtfDeg).toBe(45);
    expect(v.mtfDeg).toBe(45);
  });
  it('is undefined without a dogleg', () => {
    const tf = toolfaceDeg(p(30, 100), p(30, 100, 30));
    expect(Number.isNaN(tf.gtfDeg)).toBe(true);
  });
});

describe('the written-out loop agrees with the per-course functions', () => {
  it('positions, dogleg and toolface equal minimumCurvatureStep / doglegRad / toolfaceDeg on a wandering survey', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const stations: Station[] = [{ mdM: 0, incDeg: 0, aziDeg: 0 }];
    for (let k = 1; k < 400; k++) {
      const prev = stations[k - 1];
      stations.push({
        mdM: prev.mdM + 5 + rand() * 30,
        incDeg: Math.min(120, Math.max(0, prev.incDeg + (rand() - 0.4) * 6)),
        aziDeg: (prev.aziDeg + (rand() - 0.5) * 20 + 360) % 360,
      });
    }
    const t = minimumCurvature(stations, { tvdM: 10, northM: -5, eastM: 3 });
    let n = -5;
    let e = 3;
    let v = 10;
    for (let k = 1; k < stations.length; k++) {
      const step = minimumCurvatureStep(stations[k - 1], stations[k]);
      n += step.dN;
      e += step.dE;
      v += step.dV;
      expect(t[k].northM).toBeCloseTo(n, 7);
      expect(t[k].eastM).toBeCloseTo(e, 7);
      expect(t[k].tvdM).toBeCloseTo(v, 7);
      expect(t[k].doglegRad).toBeCloseTo(doglegRad(stations[k - 1], stations[k]), 12);
      const tf = toolfaceDeg(stations[k - 1], stations[k]);
      if (Number.isNaN(tf.gtfDeg)) expect(t[k].gtfDeg).toBeNaN();
      else {
        expect(Math.abs(deltaAzimuthDeg(tf.gtfDeg, t[k].gtfDeg))).toBeLessThan(1e-8);
        expect(Math.abs(deltaAzimuthDeg(tf.mtfDeg, t[k].mtfDeg))).toBeLessThan(1e-8);
      }
    }
  });
});
