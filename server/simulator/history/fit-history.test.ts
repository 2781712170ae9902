import { describe, expect, it } from 'vitest';
import type { HistoryPlan } from '../demo-history-plan';
import { createRigModel } from '../rig-model';
import { fitHistory } from './fit-history';

const DAY_S = 86_400;
const toS = Date.UTC(2026, 2, 1) / 1000;

function plan(startDepthM: number, target: number, days: number): HistoryPlan {
  const fromS = toS - days * DAY_S;
  return {
    key: 'x',
    wellId: '1',
    name: 'Test 1H',
    realtime: true,
    spudS: fromS,
    fromS,
    toS,
    model: { seed: 99, startTimeMs: fromS * 1000, startDepthM, targetDepthM: 9000, maxDepthM: 9000, sectionLengthM: 1e5 },
    targetEndDepthM: target,
    summary: false,
  };
}

describe('fitting a history to the deepest survey', () => {
  it('starts the history late enough that the hole reaches the survey exactly at its end, with the live end state', async () => {
    const f = (await fitHistory(plan(1500, 1900, 5)))!;
    expect(f.plan.fromS).toBeGreaterThan(toS - 5 * DAY_S);
    const m = createRigModel(f.plan.model);
    m.advance(f.plan.toS - f.plan.fromS);
    expect(m.status.holeDepthM).toBeGreaterThanOrEqual(1900);
    expect(m.status.holeDepthM).toBeLessThan(1900.05);
    // The live simulator continues from the pilot's state: identical to the history's own end.
    expect(JSON.parse(JSON.stringify(f.endState))).toEqual(JSON.parse(JSON.stringify(m.getState())));
    expect(f.endState.tMs).toBe(toS * 1000);
  });

  it('keeps most of the window (all but a connection cycle or two) by starting shallower when the rig would get there early', async () => {
    const f = (await fitHistory(plan(1800, 1900, 1)))!;
    expect(f.plan.model.startDepthM).toBeLessThan(1800);
    expect(f.plan.fromS).toBeLessThanOrEqual(toS - DAY_S + 3 * 3600);
    const m = createRigModel(f.plan.model);
    m.advance(f.plan.toS - f.plan.fromS);
    expect(m.status.holeDepthM).toBeGreaterThanOrEqual(1900);
    expect(m.status.holeDepthM).toBeLessThan(1900.05);
  });

  it('starts deeper when the rig cannot drill to the survey within the window, never speeding it up', async () => {
    const f = (await fitHistory(plan(1500, 2600, 0.5)))!;
    expect(f.plan.model.startDepthM).toBeGreaterThan(1500);
    expect(f.plan.model.params?.baseRopMph).toBeUndefined();
    const m = createRigModel(f.plan.model);
    m.advance(f.plan.toS - f.plan.fromS);
    expect(m.status.holeDepthM).toBeGreaterThanOrEqual(2600);
    expect(m.status.holeDepthM).toBeLessThan(2600.05);
  });
});
