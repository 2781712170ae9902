import { describe, expect, it } from 'vitest';
import type { PaletteEntry } from './entries';
import { withRowsKept } from './palette-results';

const entry = (id: string, disabled = false) => ({ id, label: id, group: 'g', disabledReason: disabled ? 'no' : undefined }) as unknown as PaletteEntry;
const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => entry(`${prefix}${i}`));
const ids = (groups: readonly (readonly [string, readonly PaletteEntry[]])[]) => groups.map(([g, rows]) => [g, rows.map((r) => r.id)]);

describe('withRowsKept: what a keystroke renders at once', () => {
  it('a full answer updates the first screen only; rows and groups below keep what they showed', () => {
    const before = [
      ['Screens', many('s', 40)],
      ['Layouts', many('l', 1)],
      ['Wells', many('w', 19)],
    ] as const;
    const answer = [
      ['Wells', many('W', 50)],
      ['Screens', many('S', 10)],
    ] as const;
    const now = withRowsKept(answer, before);
    expect(ids(now)).toEqual([
      ['Wells', [...many('W', 20), ...many('s', 40).slice(20)].map((e) => e.id)],
      ['Screens', many('l', 1).map((e) => e.id)],
      ['Wells', many('w', 19).map((e) => e.id)],
    ]);
  });

  it('an answer shorter than a screen shows nothing stale', () => {
    const before = [
      ['Screens', many('s', 40)],
      ['Wells', many('w', 20)],
    ] as const;
    const answer = [['Wells', many('W', 3)]] as const;
    expect(ids(withRowsKept(answer, before))).toEqual([['Wells', ['W0', 'W1', 'W2']]]);
  });

  it('renders fresh rows down to the first entry that can run', () => {
    const answer = [['Screens', [...Array.from({ length: 25 }, (_, i) => entry(`d${i}`, true)), entry('ok')]]] as const;
    const now = withRowsKept(answer, []);
    expect(now[0][1].map((e) => e.id).at(-1)).toBe('ok');
  });
});
