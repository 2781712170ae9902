import { describe, expect, it } from 'vitest';
import { syntheticWells } from '../../../bench/_palette-entries';
import { bindings } from '../../commands/keymap';
import { rootEntries } from './entries';
import { filterPrepared, narrowingFilter, prepare } from './filter';

const base = rootEntries({ bindings, whyNotRoute: () => null, wells: [], layouts: [{ id: 'main', name: 'Main' }], activeLayoutId: 'main' });
const wells = rootEntries({ bindings: [], whyNotRoute: () => null, wells: syntheticWells(600), layouts: [], activeLayoutId: '' }).filter(
  (e) => e.group === 'Wells',
);
const entries = [...base, ...wells];
const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id);

describe('the palette filter typed a key at a time', () => {
  it('answers every query as the one-shot filter does: letters, spaces, backspaces, a query retyped, case', () => {
    const prepared = prepare(entries);
    const typed = narrowingFilter(prepared);
    // Each step is what the field holds after a key: typed on, deleted, replaced, pasted.
    const steps = [
      ...['s', 'su', 'sur', 'surv', 'survey', 'surve', 'surv', 'sur', 'su', 's', ''],
      ...['r', 're', 'red', 'red ', 'red h', 'red ha', 'red hawk', 'red hawk ', 'red hawk 2', 'red hawk ', 'red hawk 3'],
      ...['p', 'pv', 'pva', 'PVA', 'Pva ', 'split right', 'split r', 'splitx', '  ', 'bakken 12-3h', 'bakken 12-', 'bakken 1', 'zzzz', 'zz', 'z'],
    ];
    for (const q of steps) {
      for (const limit of [60, 5]) expect(ids(typed(q, limit)), `"${q}" (${limit})`).toEqual(ids(filterPrepared(prepared, q, limit)));
    }
    expect(typed('red hawk 2', 60).length).toBeGreaterThan(0);
    expect(typed('zzzz', 60)).toEqual([]);
  });

  it('searches only what the shorter query matched when a query extends it, and everything again when it does not', () => {
    const prepared = prepare(entries);
    const typed = narrowingFilter(prepared);
    expect(ids(typed('surv', 60))).not.toContain('well:w7');
    // An entry changed behind the filter's back: a narrowed search cannot see it, a fresh one does.
    const w7 = prepared.find((p) => p.entry.id === 'well:w7')!;
    w7.label = 'survey of w7';
    w7.wordStarts = [0, 7, 10];
    expect(ids(typed('surve', 60))).not.toContain('well:w7');
    expect(ids(typed('survey', 60))).not.toContain('well:w7');
    expect(ids(typed('xsurvey', 60))).toEqual([]);
    expect(ids(typed('survey', 60))).toContain('well:w7');
  });
});
