import { describe, expect, it } from 'vitest';
import { backoffS } from './job-kind';

describe('backoffS', () => {
  it('doubles from the base and stops at the cap', () => {
    const p = { baseS: 2, maxS: 30 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffS(p, n))).toEqual([2, 4, 8, 16, 30, 30]);
  });
});
