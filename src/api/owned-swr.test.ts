import { describe, expect, it } from 'vitest';
import { shownValue } from './owned-swr';

describe('shownValue', () => {
  it("hands on a held answer only to its own owner: another well's or another report's answer is nothing", () => {
    const held = { owner: 'reports/kpi|well-a', value: { rop: 31.2 } };
    expect(shownValue(undefined, held, 'reports/kpi|well-a')).toEqual({ rop: 31.2 });
    expect(shownValue(undefined, held, 'reports/kpi|well-b')).toBeUndefined();
    expect(shownValue(undefined, held, 'reports/npt|well-a')).toBeUndefined();
    expect(shownValue(undefined, null, 'reports/kpi|well-a')).toBeUndefined();
  });

  it("the current key's answer is shown whoever held the last one", () => {
    const held = { owner: 'reports/kpi|well-a', value: { rop: 31.2 } };
    expect(shownValue({ rop: 18 }, held, 'reports/kpi|well-b')).toEqual({ rop: 18 });
  });
});
