import { describe, expect, it } from 'vitest';
import { recordTimeS, recordToSample, resolveItemRules } from './wits0-items';

const items = (o: Record<string, string>) => ({ items: new Map(Object.entries(o)) });

describe('WITS0 items', () => {
  it('maps the standard record-1 items in their metric units to our channels', () => {
    const rules = resolveItemRules();
    const { sample, bad } = recordToSample(
      items({
        '0105': '161007',
        '0106': '052324',
        '0108': '1234.5',
        '0110': '1240',
        '0112': '12.25',
        '0114': '100',
        '0116': '10',
        '0118': '15',
        '0120': '120',
        '0121': '20000',
        '0123': '60',
        '0124': '55',
        '0130': '2500',
      }),
      rules,
      0,
    );
    expect(bad).toEqual([]);
    expect(sample.timeS).toBe(Date.UTC(2016, 9, 7, 5, 23, 24) / 1000);
    expect(sample.values.bitDepthM).toBe(1234.5);
    expect(sample.values.holeDepthM).toBe(1240);
    expect(sample.values.blockPosM).toBe(12.25);
    // 100 kDaN = 1000 kN = 101.97 t (1 t = 9.80665 kN)
    expect(sample.values.hookloadT).toBeCloseTo(1000 / 9.80665, 9);
    expect(sample.values.wobT).toBeCloseTo(100 / 9.80665, 9);
    expect(sample.values.torqueKNm).toBe(15);
    expect(sample.values.rpm).toBe(120);
    expect(sample.values.sppMPa).toBeCloseTo(20, 12);
    // Pump stroke rates of pumps 1 and 2 add up to the total strokes.
    expect(sample.values.pumpSpm).toBe(115);
    expect(sample.values.flowInLpm).toBe(2500);
  });

  it('applies a source override: an English-unit EDR sending hook load in klbf and SPP in psi, one item ignored, one added', () => {
    const rules = resolveItemRules([
      { item: '0114', channel: 'hookloadT', unit: 'klbf' },
      { item: '0121', channel: 'sppMPa', unit: 'psi' },
      { item: '0120', channel: null },
      { item: '0140', channel: 'gasAvg', unit: '%' },
    ]);
    const { sample } = recordToSample(items({ '0114': '220.462', '0121': '1000', '0120': '80', '0140': '1.5' }), rules, 1_700_000_000);
    expect(sample.values.hookloadT).toBeCloseTo(220.462 * 0.45359237, 9);
    expect(sample.values.sppMPa).toBeCloseTo(6.894757, 6);
    expect(sample.values.rpm).toBeUndefined();
    expect(sample.values.gasAvg).toBe(1.5);
    // No date and time items: the arrival time.
    expect(sample.timeS).toBe(1_700_000_000);
  });

  it('refuses an override whose unit does not convert, naming the item', () => {
    expect(() => resolveItemRules([{ item: '0108', channel: 'bitDepthM', unit: 'psi' }])).toThrow(/item 0108 in 'psi' does not convert to Bit depth/);
  });

  it('reports mapped items that are not numbers and skips the absent-value markers', () => {
    const { sample, bad } = recordToSample(items({ '0108': 'abc', '0110': '-9999', '0112': '3' }), resolveItemRules(), 5);
    expect(bad).toEqual(["item 0108: 'abc' is not a number"]);
    expect(sample.values).toEqual({ blockPosM: 3 });
  });

  it('reads a time from any record’s RR05 / RR06 items', () => {
    expect(
      recordTimeS(
        new Map([
          ['0205', '261125'],
          ['0206', '183000'],
        ]),
      ),
    ).toBe(Date.UTC(2026, 10, 25, 18, 30, 0) / 1000);
    expect(recordTimeS(new Map([['0108', '1']]))).toBeNull();
  });
});
