/**
 * Every file in ../shared/refdata/logs/drilling through the import preview: the detection inputs
 * each provides (and from which curve) are printed, and what the refdata README documents is checked.
 */
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeRefdata, refPath } from '../../../tests/support/refdata';
import { refLog } from '../../importers/test-support';
import { importPreview } from './import-preview';

const F4 = 'volve_F-4_GenTime_chunk22_time_log.xml';

const preview = (file: string) => importPreview(refLog(`drilling/${file}`), file);

describeRefdata('detection inputs of the real drilling files', () => {
  it('lists, for every drilling file, the nine detection inputs found (with the curve) and missing', () => {
    const files = readdirSync(refPath('logs', 'drilling'))
      .filter((f) => !f.startsWith('.'))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(7);
    const lines: string[] = [];
    for (const f of files) {
      const p = preview(f);
      expect(p.detection_inputs.map((d) => d.id)).toEqual([
        'holeDepthM',
        'bitDepthM',
        'blockPosM',
        'hookloadT',
        'wobT',
        'rpm',
        'sppMPa',
        'flowInLpm',
        'pumpSpm',
      ]);
      const found = p.detection_inputs.filter((d) => d.found).map((d) => `${d.id}←${d.mnemonic}`);
      const missing = p.detection_inputs.filter((d) => !d.found).map((d) => d.id);
      lines.push(`${f} (${p.index.type}): ${found.length}/9 found: ${found.join(', ')}${missing.length ? `; missing: ${missing.join(', ')}` : ''}`);
      for (const d of p.detection_inputs) expect(d.assumed === null).toBe(d.found);
    }
    console.log(`detection inputs per file:\n${lines.join('\n')}`);
  });

  it('maps Volve F-4 (Baker Hughes GenTime, SI units): Depth, BLOCKCOMP, PUMP, HKLD_AVG, STRATESUM, with conversions', () => {
    const p = preview(F4);
    const by = Object.fromEntries(p.mapping.filter((m) => m.declared).map((m) => [m.channel, m]));
    expect(by.holeDepthM.mnemonic).toBe('Depth');
    expect(by.blockPosM.mnemonic).toBe('BLOCKCOMP');
    expect(by.sppMPa.mnemonic).toBe('PUMP');
    expect(by.sppMPa.factor).toBeCloseTo(1e-6, 12); // Pa → MPa
    expect(by.hookloadT.mnemonic).toBe('HKLD_AVG');
    expect(by.hookloadT.factor).toBeCloseTo(1 / 9806.65, 10); // N → t
    expect(by.rpm.mnemonic).toBe('SURF_RPM');
    expect(by.rpm.factor).toBe(60); // c/s → rpm
    expect(by.flowInLpm.factor).toBeCloseTo(60_000, 6); // m3/s → L/min
    expect(by.ropMph.factor).toBe(3600); // m/s → m/h
    expect(by.pumpSpm.mnemonic).toBe('STRATESUM');
    expect(by.pumpSpm.factor).toBe(60); // Hz → spm
    expect(p.detection_inputs.every((d) => d.found)).toBe(true);
  });

  it('maps the Schlumberger / Geoservices names of Volve F-9 A and the LAS 3.0 mud-logging names', () => {
    const f9 = Object.fromEntries(
      preview('volve_F-9A_8.5in_section_MD_log.xml')
        .mapping.filter((m) => m.declared)
        .map((m) => [m.channel, m.mnemonic]),
    );
    expect(f9).toMatchObject({ holeDepthM: 'DMEA', sppMPa: 'SPPA', flowInLpm: 'TFLO', hookloadT: 'HKLD', wobT: 'SWOB', torqueKNm: 'TQA' });
    const las = Object.fromEntries(
      preview('lasio_las30_drilling_time_10s.las')
        .mapping.filter((m) => m.declared)
        .map((m) => [m.channel, m.mnemonic]),
    );
    expect(las).toMatchObject({
      bitDepthM: 'Bit_Depth',
      holeDepthM: 'Total_Depth',
      blockPosM: 'Hook_Height',
      sppMPa: 'Stand_Pipe_Pressure',
      flowInLpm: 'Flow_Pumps',
    });
  });
});
