import { describe, expect, it } from 'vitest';
import { mappingStatus, overrideProblem } from './mapping';

// The Petrolink real-time time log header (refdata witsml141/petrolink_rt_time_log_header.xml): its mnemonics and units.
const PETROLINK = [
  { mnemonic: 'BITDEPTH', unit: 'ft' },
  { mnemonic: 'HOOKLOAD', unit: 'klbf' },
  { mnemonic: 'SPP', unit: 'psi' },
  { mnemonic: 'FLOWIN', unit: 'galUS/min' },
  { mnemonic: 'TORQUE', unit: 'ft.lbf' },
  { mnemonic: 'XYZZY', unit: 'furlong' },
];

describe('integration mapping status', () => {
  const rows = mappingStatus(PETROLINK, []);
  const row = (m: string) => rows.find((r) => r.mnemonic === m)!;

  it('maps through the mnemonic dictionary with the published conversion factors', () => {
    expect([row('BITDEPTH').channel, row('BITDEPTH').status]).toEqual(['bitDepthM', 'mapped']);
    expect(row('BITDEPTH').factor).toBeCloseTo(0.3048, 12); // international foot
    expect(row('HOOKLOAD').channel).toBe('hookloadT');
    expect(row('HOOKLOAD').factor).toBeCloseTo(0.45359237, 8); // 1 klbf = 453.59237 kgf = 0.45359237 tf
    expect(row('SPP').factor).toBeCloseTo(0.006894757, 8); // 1 psi = 6894.757 Pa
    expect(row('FLOWIN').factor).toBeCloseTo(3.785411784, 8); // US gallon = 3.785411784 L
    expect(row('TORQUE').factor).toBeCloseTo(0.001355818, 8); // 1 ft·lbf = 1.355818 N·m
  });

  it('keeps an unknown mnemonic under its own name as unmapped', () => {
    expect([row('XYZZY').status, row('XYZZY').channel, row('XYZZY').target_unit]).toEqual(['unmapped', 'XYZZY', 'furlong']);
  });

  it('applies overrides: a declared channel converted, null ignored, a wrong unit flagged', () => {
    const o = mappingStatus(PETROLINK, [
      { mnemonic: 'XYZZY', channel: null },
      { mnemonic: 'SPP', channel: 'hookloadT' },
    ]);
    expect(o.find((r) => r.mnemonic === 'XYZZY')!.status).toBe('ignored');
    expect(o.find((r) => r.mnemonic === 'SPP')!.status).toBe('unconvertible');
    expect(overrideProblem({ mnemonic: 'SPP', channel: 'hookloadT' }, PETROLINK)).toBe("SPP in 'psi' does not convert to Hook load (t)");
    expect(overrideProblem({ mnemonic: 'SPP', channel: 'nope' }, PETROLINK)).toBe("unknown channel 'nope'");
    expect(overrideProblem({ mnemonic: 'SPP', channel: 'sppMPa' }, PETROLINK)).toBeNull();
  });
});
