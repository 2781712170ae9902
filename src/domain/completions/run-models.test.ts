import { describe, expect, it } from 'vitest';
import { drillOutRun, coilWeightKn, DRILL_OUT } from './drill-out-run';
import { legsDurationS, runLine, walkLegs } from './run-path';
import { wirelineRun, wirelineTensionKn, WIRELINE } from './wireline-run';

const well = { tvdM: 3000, landingMdM: 3200 };

describe('run path', () => {
  it('walks a move at its speed and a hold in place', () => {
    const s = walkLegs(
      [
        { kind: 'move', toMdM: 100, speedMMin: 60, phase: 'RIH' },
        { kind: 'hold', durationS: 10, phase: 'Hold', event: 'x' },
      ],
      1,
    );
    expect(s).toHaveLength(110);
    expect(s[99]).toMatchObject({ mdM: 100, speedMMin: 60 });
    expect(s[100]).toMatchObject({ s: 100, mdM: 100, speedMMin: 0, event: 'x' });
    expect(legsDurationS([{ kind: 'move', toMdM: 100, speedMMin: 60, phase: 'RIH' }])).toBe(100);
  });

  it('the M4 line keeps a one-sample spike', () => {
    const v = new Array(1000).fill(1);
    v[537] = 9;
    const l = runLine(v, 1, 50);
    expect(Math.max(...l.y.map((y) => y ?? 0))).toBe(9);
    expect(l.x.length).toBeLessThanOrEqual(200);
  });
});

describe('wireline tension (hand-checked)', () => {
  // cable 0.37 kg/m × 9.80665 × 0.87 = 3.1568 N/m
  it('hanging at 3,000 m in the vertical: cable 9.470 kN + tool 2.6 kN', () => {
    expect(WIRELINE.cableKnPerM * 3000).toBeCloseTo(9.47, 2);
    expect(wirelineTensionKn(3000, 0, 2.6, { ...well, pumping: false })).toBeCloseTo(12.07, 2);
  });
  it('pulling out of the lateral at 4,500 m: 9.470 + 0.3 × (2.6 + 4.104) × e^(0.3π/2) = 12.692 kN', () => {
    expect(wirelineTensionKn(4500, -120, 2.6, { ...well, pumping: false })).toBeCloseTo(12.692, 2);
  });
});

describe('wireline run between two stages', () => {
  const input = { stageNo: 7, plugMdM: 4800, topPerfMdM: 4720, bottomPerfMdM: 4795, clusters: 5, ...well, startS: 1_000_000, endS: 1_000_000 + 9000, seed: 3 };
  const r = wirelineRun(input);
  it('fills the gap between the stage records', () => {
    expect(Math.abs(r.mdM.length - 9000)).toBeLessThanOrEqual(3);
    expect(r.speedFactor).toBe(1);
    expect(r.mdM[0]).toBe(0);
    expect(r.mdM[r.mdM.length - 1]).toBe(0);
    expect(Math.max(...r.mdM)).toBeCloseTo(4800, 6);
  });
  it('sets the plug at its depth, then fires one gun per cluster from the bottom up inside the interval', () => {
    const labels = r.events.map((e) => e.label);
    expect(labels[1]).toBe('Plug set at 4800.0 m');
    const shots = r.events.filter((e) => e.label.startsWith('Cluster'));
    expect(shots.map((e) => +e.mdM.toFixed(1))).toEqual([4787.5, 4772.5, 4757.5, 4742.5, 4727.5]);
    expect(shots.every((e, i) => i === 0 || e.atS > shots[i - 1].atS)).toBe(true);
  });
  it('tension stays in a 3/8" cable range (under 25 kN), CCL pulses at about one per joint while running in', () => {
    expect(Math.max(...r.tensionKn)).toBeLessThan(25);
    expect(Math.min(...r.tensionKn)).toBeGreaterThanOrEqual(0);
    const pulses = r.ccl.filter((c) => Math.abs(c) > 0.3).length;
    // in and out: 2 × 4,800 m / 12.19 m ≈ 788 collars, a few lost to noise or slow moves
    expect(pulses).toBeGreaterThan(700);
    expect(pulses).toBeLessThan(820);
  });
  it('a short gap speeds the long moves up (to at most 2×)', () => {
    const short = wirelineRun({ ...input, endS: input.startS + 5400 });
    expect(short.speedFactor).toBeGreaterThan(1);
    expect(short.speedFactor).toBeLessThanOrEqual(WIRELINE.maxSpeedUp);
    expect(Math.abs(short.mdM.length - 5400)).toBeLessThanOrEqual(3);
  });
});

describe('coiled-tubing drill-out', () => {
  // coil 6.37 kg/m × 9.80665 × 0.87 = 54.348 N/m
  it('surface weight by hand: 163.04 kN hanging at 3,000 m; pushing at 4,500 m 146.09 kN, milling with 10 kN on the mill 136.09 kN', () => {
    expect(coilWeightKn(3000, 0, 0, well)).toBeCloseTo(163.04 - 0, 1);
    expect(coilWeightKn(4500, 15, 0, well)).toBeCloseTo(146.09, 1);
    expect(coilWeightKn(4500, 0, 10, well)).toBeCloseTo(136.09, 1);
  });
  const plugs = [4700, 3400, 4000, 3600, 3900, 4100, 4200, 4300, 4400, 4500, 4600, 3800];
  const r = drillOutRun({ plugsMdM: plugs, ...well, pbtdMdM: 4780, startS: 2_000_000, seed: 9 });
  it('drills every plug from the heel, each in 10–22 min, and cleans out to the toe', () => {
    expect(r.plugs.map((p) => p.mdM)).toEqual([...plugs].sort((a, b) => a - b));
    expect(r.plugs.every((p) => p.millS >= DRILL_OUT.millMinS && p.millS <= DRILL_OUT.millMaxS + DRILL_OUT.dtS)).toBe(true);
    expect(r.plugsDrilled[r.plugsDrilled.length - 1]).toBe(12);
    expect(Math.max(...r.mdM)).toBe(4780);
    expect(r.events.filter((e) => e.label.endsWith('drilled'))).toHaveLength(12);
  });
  it('one wiper trip after the tenth plug; the job takes about a day', () => {
    const up = r.speedMMin.findIndex((v, i) => v < 0 && r.plugsDrilled[i] === 10);
    expect(up).toBeGreaterThan(0);
    expect(r.mdM[up + Math.round((4500 + 5 - 3200) / 30 / (5 / 60)) - 1]).toBeCloseTo(3200, 0);
    const hours = (r.endS - r.startS) / 3600;
    expect(hours).toBeGreaterThan(10);
    expect(hours).toBeLessThan(20);
  });
});
