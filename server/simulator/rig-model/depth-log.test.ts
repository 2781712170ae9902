import { describe, expect, it } from 'vitest';
import { generateDepthLog } from './depth-log';
import { createFormation } from './formation';

describe('depth log from the formation', () => {
  it('is deterministic, sampled on the step, and reads shale hot and sand clean', () => {
    const a = generateDepthLog({ seed: 4, fromDepthM: 1000, toDepthM: 2000, stepM: 0.5 });
    const b = generateDepthLog({ seed: 4, fromDepthM: 1000, toDepthM: 2000, stepM: 0.5 });
    expect(Array.from(a.gammaGapi)).toEqual(Array.from(b.gammaGapi));
    expect(a.depthM.length).toBe(2001);
    expect(a.depthM[0]).toBe(1000);
    expect(a.depthM[2000]).toBe(2000);
    const f = createFormation(4);
    const byLith = new Map<string, number[]>();
    for (let k = 0; k < a.depthM.length; k++) {
      const lith = f.lithologyAt(a.depthM[k]);
      byLith.set(lith, [...(byLith.get(lith) ?? []), a.gammaGapi[k]]);
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(byLith.get('shale')!)).toBeGreaterThan(mean(byLith.get('sandstone')!) + 40);
    // Hard, clean limestone drills slower than sand: ROP and gamma do not simply track each other.
    const ropIn = (lith: string) => mean(Array.from(a.depthM).flatMap((d, k) => (f.lithologyAt(d) === lith ? [a.ropMph[k]] : [])));
    expect(ropIn('sandstone')).toBeGreaterThan(ropIn('limestone') * 1.5);
  });
});
