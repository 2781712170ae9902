import { describe, expect, it } from 'vitest';
import { ownedValue } from './owned-swr';

describe('ownedValue', () => {
  it("hands on an answer only to its own owner: another well's or another report's answer is nothing", () => {
    const held = { owner: 'reports/kpi|well-a', value: { rop: 31.2 } };
    expect(ownedValue(held, 'reports/kpi|well-a')).toEqual({ rop: 31.2 });
    expect(ownedValue(held, 'reports/kpi|well-b')).toBeUndefined();
    expect(ownedValue(held, 'reports/npt|well-a')).toBeUndefined();
    expect(ownedValue(undefined, 'reports/kpi|well-a')).toBeUndefined();
  });
});
