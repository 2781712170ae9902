/**
 * The alert detectors on real drilling data (../shared/refdata/logs, Equinor Volve): the USROP
 * depth-indexed parameters of 15/9-F-7 replayed as 1 Hz seconds (time rebuilt from depth and ROP),
 * and the 15/9-F-4 WITSML trajectory station by station. Skips with a message when refdata is
 * absent; fails under CI=true.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { lowRop } from '../../src/domain/alerts/low-rop';
import { motorStall } from '../../src/domain/alerts/motor-stall';
import { replayDetector } from '../../src/domain/alerts/replay';
import { dlsDegPer30m, dlsFiring } from '../../src/domain/alerts/survey-alerts';
import type { LiveSample } from '../../src/domain/alerts/types';
import { washout } from '../../src/domain/alerts/washout';
import { describeRefdata, readRefCsv, refPath } from '../../tests/support/refdata';
import type { ParsedTrajectory } from '../importers/model';
import { parseLogFile } from '../importers/parse-log-file';

const T0 = 1_400_000_000;

/** F-7's rows (MD, ROP, WOB, SPP, flow, torque) held second by second: each row lasts ΔMD / ROP. */
function f7Seconds(): LiveSample[] {
  const rows = readRefCsv('logs/drilling/usrop_A1_volve_F-7_depth_params.csv');
  const out: LiveSample[] = [];
  let t = T0;
  let carry = 0;
  for (let i = 1; i < rows.length; i++) {
    const r = rows[i];
    const md = Number(r['Measured Depth m']);
    const rop = Number(r['Rate of Penetration m/h']);
    carry += ((md - Number(rows[i - 1]['Measured Depth m'])) / rop) * 3600;
    const values = {
      holeDepthM: md,
      bitDepthM: md,
      ropMph: rop,
      wobT: Number(r['Weight on Bit kkgf']),
      sppMPa: Number(r['Average Standpipe Pressure kPa']) / 1000,
      flowInLpm: Number(r['Mud Flow In L/min']),
      torqueKNm: Number(r['Average Surface Torque kN.m']),
    };
    for (; carry >= 1; carry--) out.push({ timeS: t++, values });
  }
  return out;
}

describeRefdata('alert detectors on Volve data', () => {
  const seconds = f7Seconds();

  it('F-7 17½": 6.7 h of drilling rebuilt as seconds', () => {
    expect(seconds.length / 3600).toBeGreaterThan(6.5);
    expect(seconds.length / 3600).toBeLessThan(7);
  });

  it('low ROP at 15 m/h fires once at the start of each of the 8 slow metres after a connection (354, 394 … 596 m), and never at 5 m/h', () => {
    const r = replayDetector(lowRop, { ...lowRop.defaults, thresholdMph: 15 }, seconds);
    // The CSV's ROP is under 15 m/h only at 354, 394, 435, 475, 515–519, 535, 566 and 596–598 m.
    const starts = [354, 394, 435, 475, 515, 535, 566, 596];
    expect(r.fired.map((f) => f.depthM)).toHaveLength(starts.length);
    r.fired.forEach((f, i) => {
      expect(f.depthM).toBeGreaterThanOrEqual(starts[i]);
      expect(f.depthM).toBeLessThan(starts[i] + 4);
      expect(f.value).toBeLessThan(15);
    });
    expect(r.cleared).toHaveLength(starts.length);
    expect(replayDetector(lowRop, lowRop.defaults, seconds).fired).toEqual([]);
  });

  it('neither washout nor motor stall fires on 6.7 h of normal drilling (no false alarm)', () => {
    expect(replayDetector(washout, washout.defaults, seconds).fired).toEqual([]);
    // No ΔP channel in this file: the stall detector stays silent rather than guess.
    expect(replayDetector(motorStall, motorStall.defaults, seconds).fired).toEqual([]);
  });

  it('F-4 trajectory: high DLS at 3 °/30 m fires exactly on the courses whose minimum-curvature DLS exceeds it', () => {
    const parsed = parseLogFile(readFileSync(refPath('logs/witsml141/volve_F-4_trajectory.xml')), 'traj.xml') as ParsedTrajectory;
    expect(parsed.kind).toBe('trajectory');
    const stations = [...parsed.stations].sort((a, b) => a.mdM - b.mdM);
    const fired = [];
    for (let i = 2; i <= stations.length; i++) {
      const f = dlsFiring('high', stations.slice(0, i), { thresholdDegPer30m: 3 }, T0);
      if (f) fired.push(f);
    }
    const over = stations.slice(1).filter((s, i) => dlsDegPer30m(stations[i], s) > 3);
    expect(fired.map((f) => f.depthM)).toEqual(over.map((s) => s.mdM));
    expect(fired.length).toBeGreaterThan(0);
    for (const f of fired) expect(f.value).toBeGreaterThan(3);
    console.log(`F-4: ${stations.length} stations, ${fired.length} courses over 3 °/30 m, max ${Math.max(...fired.map((f) => f.value))} °/30 m`);
  });
});
