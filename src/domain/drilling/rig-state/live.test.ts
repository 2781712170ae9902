import { describe, expect, it } from 'vitest';
import { createRigModel } from '../../../../server/simulator/rig-model/rig-model';
import { detectRigStates } from './detect';
import { createLiveRigState } from './live';

describe('live rig state', () => {
  it('agrees with batch detection on the settled part of its window, one second at a time', () => {
    const model = createRigModel({ seed: 9, startTimeMs: Date.UTC(2026, 6, 1), startDepthM: 1800, targetDepthM: 2500 });
    const history = model.nextChunk(20_000);
    const batch = detectRigStates({ t: history.t, channels: history.channels }, { blockWeightT: 20 });
    const live = createLiveRigState({ windowS: 3600, blockWeightT: 20 });
    for (let i = 0; i < history.t.length; i++) {
      live.push({
        tMs: history.t[i],
        bitDepthM: history.channels.bitDepthM[i],
        holeDepthM: history.channels.holeDepthM[i],
        hookloadT: history.channels.hookloadT[i],
        rpm: history.channels.rpm[i],
        flowInLpm: history.channels.flowInLpm[i],
      });
    }
    expect(live.size).toBe(3600);
    const r = live.detect();
    expect(r.t[0]).toBe(history.t[20_000 - 3600]);
    // Away from the window's edges (the first minutes lack their past, the last their future).
    let same = 0;
    for (let k = 600; k < 3600 - 300; k++) if (r.activity[k] === batch.activity[20_000 - 3600 + k]) same++;
    expect(same / (3600 - 900)).toBeGreaterThan(0.99);
    expect(r.activity[3599]).toBe(batch.activity[19_999]);
  });
});
