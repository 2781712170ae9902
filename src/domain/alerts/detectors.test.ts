/**
 * The live detectors on synthetic seconds built from DOMAIN.md's ranges for an 8½" section (flow
 * 2000 L/min, standpipe 20 MPa, motor ΔP 3 MPa, torque 12 kN·m, ROP 25 m/h). Real data:
 * server/alerts/detectors-refdata.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AC_DEFAULTS, acVerdict } from './ac-alert';
import { isMuted } from './muting';
import { lowRop } from './low-rop';
import { motorStall } from './motor-stall';
import { replayDetector } from './replay';
import { dlsDegPer30m, dlsFiring, HIGH_DLS_DEFAULTS, LOW_DLS_DEFAULTS, newSurveyFiring } from './survey-alerts';
import type { LiveSample } from './types';
import { washout } from './washout';

const T0 = 1_790_000_000;
/** Deterministic noise in ±1. */
const noise = (i: number) => Math.sin(i * 12.9898) * 0.5 + Math.sin(i * 78.233) * 0.5;

function seconds(n: number, at: (i: number) => Record<string, number | undefined>): LiveSample[] {
  return Array.from({ length: n }, (_, i) => ({
    timeS: T0 + i,
    values: {
      holeDepthM: 2500 + i * 0.007,
      bitDepthM: 2500 + i * 0.007,
      wobT: 12,
      flowInLpm: 2000,
      sppMPa: 20,
      diffPMPa: 3,
      torqueKNm: 12,
      ropMph: 25,
      ...at(i),
    },
  }));
}

describe('low ROP', () => {
  it('fires once when the on-bottom mean falls under the threshold, with the numbers, and clears when it recovers', () => {
    const s = seconds(900, (i) => ({ ropMph: i >= 300 && i < 600 ? 3 + noise(i) : 25 + noise(i) }));
    const r = replayDetector(lowRop, lowRop.defaults, s);
    expect(r.fired).toHaveLength(1);
    const f = r.fired[0];
    expect(f.value).toBeLessThan(5);
    expect(f.threshold).toBe(5);
    expect(f.unit).toBe('m/h');
    // The 120 s mean of 25 → 3 m/h crosses 5 m/h after about 120 · (25 − 5)/(25 − 3) ≈ 109 s.
    expect(f.timeS - T0).toBeGreaterThan(300 + 100);
    expect(f.timeS - T0).toBeLessThan(300 + 115);
    expect(f.depthM).toBeCloseTo(2500 + (f.timeS - T0) * 0.007, 6);
    expect(r.cleared).toHaveLength(1);
    expect(r.cleared[0].timeS - T0).toBeGreaterThan(600);
  });

  it('does not count connections: off bottom (bit 10 m above) neither fires nor clears', () => {
    const s = seconds(900, (i) => (i >= 200 && i < 700 ? { ropMph: 0, bitDepthM: 2490, wobT: 0 } : {}));
    expect(replayDetector(lowRop, lowRop.defaults, s).fired).toEqual([]);
  });
});

describe('motor stall', () => {
  it('fires when ΔP and torque both jump at steady flow, once, then clears after pick-up', () => {
    const s = seconds(400, (i) => {
      const stalled = i >= 200 && i < 220;
      const pickedUp = i >= 220 && i < 240;
      return {
        diffPMPa: stalled ? 6.2 + 0.05 * noise(i) : pickedUp ? 0.4 : 3 + 0.05 * noise(i),
        torqueKNm: stalled ? 19 + 0.3 * noise(i) : 12 + 0.4 * noise(i),
        sppMPa: stalled ? 23.2 : 20,
      };
    });
    const r = replayDetector(motorStall, motorStall.defaults, s);
    expect(r.fired).toHaveLength(1);
    const f = r.fired[0];
    expect(f.timeS - T0).toBe(202); // 3 s hold
    expect(f.value).toBeCloseTo(6.2, 1);
    expect(f.threshold).toBeCloseTo(4.5, 1);
    expect(f.extra?.baselineDiffPMPa).toBeCloseTo(3, 1);
    expect(f.extra?.torqueKNm).toBeGreaterThan(18);
    expect(r.cleared.map((c) => c.timeS - T0)).toEqual([222]);
  });

  it('a pressure spike without a torque rise (a plugged nozzle) is not a stall', () => {
    const s = seconds(300, (i) => ({ diffPMPa: i >= 200 ? 6 : 3 }));
    expect(replayDetector(motorStall, motorStall.defaults, s).fired).toEqual([]);
  });
});

describe('washout', () => {
  it('fires on standpipe pressure falling 0.1 MPa/min at constant flow, carrying the drop and the flow', () => {
    const s = seconds(1800, (i) => ({ sppMPa: 20 - (i >= 300 ? (i - 300) * (0.1 / 60) : 0) + 0.05 * noise(i), flowInLpm: 2000 + 5 * noise(i + 7) }));
    const r = replayDetector(washout, washout.defaults, s);
    expect(r.fired).toHaveLength(1);
    const f = r.fired[0];
    expect(f.value).toBeGreaterThanOrEqual(1);
    expect(f.threshold).toBe(1);
    expect(f.extra?.flowInLpm).toBeCloseTo(2000, -1);
    expect(f.extra?.slopeMPaPerH).toBeLessThan(-3);
    // The fitted trend over the 15 min window reaches 1 MPa after about 8 to 15 min of fall.
    expect(f.timeS - T0).toBeGreaterThan(300 + 480);
    expect(f.timeS - T0).toBeLessThan(300 + 900);
  });

  it('a slower fall (0.75 MPa in 15 min) and going on/off bottom do not fire; a pump rate change clears', () => {
    const slow = seconds(1800, (i) => ({ sppMPa: 20 - i * (0.05 / 60) }));
    expect(replayDetector(washout, washout.defaults, slow).fired).toEqual([]);
    // Off bottom the motor's ΔP (3 MPa) leaves the standpipe pressure: SPP − ΔP stays level.
    const offOn = seconds(1800, (i) => (Math.floor(i / 300) % 2 ? { sppMPa: 17.2, diffPMPa: 0.2 } : {}));
    expect(replayDetector(washout, washout.defaults, offOn).fired).toEqual([]);
    const thenPumps = seconds(1800, (i) => ({ sppMPa: 20 - i * (0.1 / 60), flowInLpm: i >= 1500 ? 1500 : 2000 }));
    const r = replayDetector(washout, washout.defaults, thenPumps);
    expect(r.fired).toHaveLength(1);
    expect(r.cleared).toHaveLength(1);
    expect(r.cleared[0].timeS - T0).toBeGreaterThanOrEqual(1500);
  });
});

describe('survey alerts', () => {
  const a = { mdM: 1000, incDeg: 10, aziDeg: 45 };
  it('DLS of a 30 m course that builds 4° is 4 °/30 m; high fires over 3, low under 1', () => {
    const b = { mdM: 1030, incDeg: 14, aziDeg: 45 };
    expect(dlsDegPer30m(a, b)).toBeCloseTo(4, 9);
    const high = dlsFiring('high', [a, b], HIGH_DLS_DEFAULTS, T0);
    expect(high).toMatchObject({ value: 4, threshold: 3, unit: '°/30m', depthM: 1030, conditionKey: 'md:1030.00' });
    expect(dlsFiring('low', [a, b], LOW_DLS_DEFAULTS, T0)).toBeNull();
    const straight = { mdM: 1030, incDeg: 10.5, aziDeg: 45 };
    expect(dlsFiring('low', [a, straight], LOW_DLS_DEFAULTS, T0)?.value).toBeCloseTo(0.5, 9);
    expect(dlsFiring('high', [a, b], { thresholdDegPer30m: 3, fromMdM: 1100 }, T0)).toBeNull();
    expect(newSurveyFiring([a, b], T0)?.message).toBe('New survey at 1030 m MD: inclination 14°, azimuth 45°, DLS 4 °/30 m');
  });
});

describe('muting boundaries', () => {
  it('muted until a time, or inside a depth interval', () => {
    const now = Date.UTC(2026, 10, 27, 20);
    expect(isMuted({ mutedUntilMs: now + 1, fromMdM: null, toMdM: null }, now, 2000)).toBe(true);
    expect(isMuted({ mutedUntilMs: now, fromMdM: null, toMdM: null }, now, 2000)).toBe(false);
    expect(isMuted({ mutedUntilMs: null, fromMdM: 1900, toMdM: 2100 }, now, 2000)).toBe(true);
    expect(isMuted({ mutedUntilMs: null, fromMdM: 1900, toMdM: 2100 }, now, 2100.5)).toBe(false);
    expect(isMuted({ mutedUntilMs: null, fromMdM: 2200, toMdM: null }, now, 2300)).toBe(true);
    expect(isMuted({ mutedUntilMs: null, fromMdM: 2200, toMdM: null }, now, null)).toBe(false);
  });
});

describe('anti-collision', () => {
  const row = (refMdM: number, sf: number) =>
    ({
      refMdM,
      sf,
      ccDistanceM: sf * 4,
      offsetMdM: refMdM + 3,
      refTvdM: 0,
      refNorthM: 0,
      refEastM: 0,
      offsetTvdM: 0,
      offsetNorthM: 0,
      offsetEastM: 0,
      horizontalBearingDeg: 0,
      refPcrM: 0,
      offsetPcrM: 0,
      offsetCourse: 0,
    }) as const;
  const offset = { id: 'w2', name: 'Red Hawk 3H' };
  it('fires on the worst SF of the new course under 1.5, clears at or above it', () => {
    const rows = [row(900, 0.8), row(1000, 2.4), row(1010, 1.3), row(1030, 1.1)];
    const v = acVerdict(offset, rows, { fromMdM: 1000, toMdM: 1030 }, AC_DEFAULTS, T0);
    expect(v).toMatchObject({
      kind: 'fire',
      firing: { conditionKey: 'ac:w2', value: 1.1, threshold: 1.5, unit: 'SF', depthM: 1030, extra: { ccDistanceM: 4.4, offsetMdM: 1033 } },
    });
    expect(acVerdict(offset, [row(1060, 1.5)], { fromMdM: 1030, toMdM: 1060 }, AC_DEFAULTS, T0)).toEqual({ kind: 'clear', conditionKey: 'ac:w2' });
    expect(acVerdict(offset, [], { fromMdM: 1030, toMdM: 1060 }, AC_DEFAULTS, T0)).toBeNull();
  });
});
