import { describe, expect, it } from 'vitest';
import { nextTurn } from './turns';

describe('database turns', () => {
  it('resumes waiting work in arrival order, a few per event-loop iteration, so sockets are polled in between', async () => {
    let iteration = 0;
    let ticking = true;
    const tick = () => {
      iteration++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const resumed: { id: number; iteration: number }[] = [];
    await Promise.all(Array.from({ length: 40 }, (_, id) => nextTurn().then(() => resumed.push({ id, iteration }))));
    ticking = false;
    expect(resumed.map((r) => r.id)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const perIteration = new Map<number, number>();
    for (const r of resumed) perIteration.set(r.iteration, (perIteration.get(r.iteration) ?? 0) + 1);
    expect(Math.max(...perIteration.values())).toBeLessThanOrEqual(4);
    expect(perIteration.size).toBeGreaterThanOrEqual(10);
  });
});
