import { describe, expect, it } from 'vitest';
import { adviseApproach, mostSevere } from './advice';

// Red Hawk 2H as the issue found it: SF 0.92 against Red Hawk 3H at 1,208 m MD while the bit is at 4,427 m.
const bitMdM = 4427;

describe('anti-collision advice depends on where the bit is', () => {
  it('a close approach the bit has passed is history, not "stop"', () => {
    const a = adviseApproach({ sf: 0.92, refMdM: 1208, offsetMdM: 1209, offsetDrilledToMdM: 3000 }, { bitMdM });
    expect(a).toMatchObject({ kind: 'passed', severity: 'info', level: 'stop' });
    expect(a.message).toBe('Passed: SF 0.92 at 1208 m MD, above the bit (drilled).');
    // Red Hawk 3H is only planned: still history for 2H's rig; 3H's plan must clear the drilled hole.
    const vsPlan = adviseApproach({ sf: 0.92, refMdM: 1208, offsetMdM: 1209, offsetDrilledToMdM: null }, { bitMdM });
    expect(vsPlan).toMatchObject({ kind: 'passed', severity: 'info' });
    expect(vsPlan.message).toMatch(/The offset's plan must clear this hole\.$/);
  });

  it('an approach against an undrilled offset (its plan) is a planning risk', () => {
    const planned = adviseApproach({ sf: 0.92, refMdM: 4450, offsetMdM: 1209, offsetDrilledToMdM: null }, { bitMdM });
    expect(planned).toMatchObject({ kind: 'planning', severity: 'warning', level: 'stop' });
    expect(planned.message).toMatch(/^Planning risk: SF 0.92 .* against the offset's plan/);
    // Drilled only to 800 m: the point at 1,209 m on it is still plan.
    expect(adviseApproach({ sf: 1.2, refMdM: 4450, offsetMdM: 1209, offsetDrilledToMdM: 800 }, { bitMdM })).toMatchObject({
      kind: 'planning',
      severity: 'caution',
    });
  });

  it('a hazard ahead of the bit within the look-ahead, against drilled hole, says stop', () => {
    const a = adviseApproach({ sf: 0.92, refMdM: 4480, offsetMdM: 2100, offsetDrilledToMdM: 3000 }, { bitMdM });
    expect(a).toMatchObject({ kind: 'act-now', severity: 'stop' });
    expect(a.message).toBe('Stop drilling: SF 0.92 53 m ahead of the bit (4480 m MD).');
    expect(adviseApproach({ sf: 1.3, refMdM: 4480, offsetMdM: 2100, offsetDrilledToMdM: 3000 }, { bitMdM })).toMatchObject({
      kind: 'act-now',
      severity: 'warning',
    });
  });

  it('beyond the look-ahead it is a caution to review, and the look-ahead is a parameter', () => {
    const far = { sf: 0.92, refMdM: 4900, offsetMdM: 2100, offsetDrilledToMdM: 3000 };
    expect(adviseApproach(far, { bitMdM })).toMatchObject({ kind: 'ahead', severity: 'caution' });
    expect(adviseApproach(far, { bitMdM, lookAheadM: 500 })).toMatchObject({ kind: 'act-now', severity: 'stop' });
  });

  it('no bit yet: everything is ahead; SF above the warning threshold is clear', () => {
    expect(adviseApproach({ sf: 0.9, refMdM: 50, offsetMdM: 50, offsetDrilledToMdM: 3000 }, { bitMdM: null })).toMatchObject({
      kind: 'act-now',
      severity: 'stop',
    });
    expect(adviseApproach({ sf: 2.4, refMdM: 4450, offsetMdM: 50, offsetDrilledToMdM: 3000 }, { bitMdM })).toMatchObject({ kind: 'clear', severity: 'info' });
  });

  it('the most severe advice wins over a lower SF that is history', () => {
    const passed = { ...adviseApproach({ sf: 0.5, refMdM: 1000, offsetMdM: 1000, offsetDrilledToMdM: 3000 }, { bitMdM }), sf: 0.5 };
    const ahead = { ...adviseApproach({ sf: 1.2, refMdM: 4450, offsetMdM: 2000, offsetDrilledToMdM: 3000 }, { bitMdM }), sf: 1.2 };
    expect(mostSevere([passed, ahead])?.kind).toBe('act-now');
    expect(mostSevere([])).toBeNull();
  });
});
