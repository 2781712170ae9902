/**
 * Every file in ../shared/refdata/logs either imports or fails with an ImportError whose message says
 * why, never with a crash. Files the refdata README documents are checked for what they hold.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { describeRefdata, hasRefdata, refPath } from '../../tests/support/refdata';
import { ImportError } from './import-error';
import type { ParsedFile } from './model';
import { parseLogFile } from './parse-log-file';

type Expected =
  | { readonly log: { readonly curves: number; readonly rows: number; readonly index: 'depth' | 'time'; readonly unit: string } }
  | { readonly trajectory: { readonly stations: number } }
  | { readonly error: RegExp };

const log = (curves: number, rows: number, index: 'depth' | 'time', unit: string): Expected => ({ log: { curves, rows, index, unit } });
const notLogObject = /WITSML (1\.4\.1\.1|2\.0) '\w+' object: only (log|Log) and (trajectory|Trajectory) objects can be imported/;

/** Curve counts exclude the index channel; rows are data rows. */
const EXPECTED: Record<string, Expected> = {
  'las/lasio_las12_sample_wrapped.las': log(35, 5, 'depth', 'm'),
  'las/lasio_las20_time_based_etim.las': log(2, 6, 'time', 's'),
  'las/lasio_6038187_scorpio_e1.las': log(8, 2732, 'depth', 'm'),
  'las/kgs_wellington_1-32_las30_dst.las': log(37, 9341, 'depth', 'ft'),
  'las/cwls_las30_example_2010.las': log(14, 3, 'depth', 'm'),
  'las/lasio_las30_multiset_survey_tops.las': log(10, 109, 'depth', 'ft'),
  'las/lasio_las30_fpwd_recorded_mode.las': log(35, 145, 'time', 'epoch-ms'),
  'las/usgs_260341080252801_malformed_header.las': log(3, 807, 'depth', 'ft'),
  'las/usgs_383549091130801_step0.las': log(5, 2926, 'depth', 'ft'),
  'las/ags_00-01-01-073-05W5-0.LAS': log(5, 1041, 'depth', 'm'),
  'las/volve_15_9-F-11B_MUD_LOG.las': log(3, 14338, 'depth', 'ft'),
  'las/lasrs_comma_decimal.las': log(2, 3, 'depth', 'm'),
  'las/lasio_comma_decimal_single_value.las': log(7, 3, 'depth', 'm'),
  'las/lasio_encoding_utf16le_bom.las': log(7, 3, 'depth', 'm'),
  'las/glasio_cp866_cyrillic.las': log(3, 7, 'depth', 'm'),
  'drilling/volve_F-4_GenTime_chunk22_time_log.xml': log(78, 3605, 'time', 'epoch-ms'),
  'drilling/volve_F-9A_8.5in_section_MD_log.xml': log(109, 6670, 'depth', 'm'),
  'drilling/lasio_las30_drilling_time_10s.las': log(44, 71, 'time', 's'),
  'drilling/lasio_las30_drilling_time_truncated_etim.las': log(15, 101, 'time', 's'),
  'drilling/lasio_las30_drilling_depth_params.las': log(22, 93, 'depth', 'ft'),
  'drilling/usrop_A1_volve_F-7_depth_params.csv': log(11, 6389, 'depth', 'm'),
  'drilling/usrop_volve_F-9_depth_raw_export.csv': log(85, 13830, 'depth', 'm'),
  'witsml141/volve_F-4_trajectory.xml': { trajectory: { stations: 87 } },
  'witsml141/volve_F-4_ReamData_depth_log.xml': log(41, 5, 'depth', 'm'),
  'witsml141/energistics_ex_log.xml': log(20, 11, 'depth', 'm'),
  'witsml141/energistics_ex_trajectory.xml': { trajectory: { stations: 1 } },
  'witsml141/petrolink_rt_time_log_header.xml': log(13, 0, 'time', 'epoch-ms'),
  'witsml20/energistics_ex_Log_v20.xml': log(21, 0, 'depth', 'm'),
  'witsml20/energistics_ex_Trajectory_v20.xml': { trajectory: { stations: 1 } },
  'witsml20/petrolink_rt_time_log_v20_utf16decl.xml': log(13, 0, 'time', 'epoch-ms'),
  'witsml141/volve_F-4_well.xml': { error: notLogObject },
  'witsml141/volve_F-4_wellbore.xml': { error: notLogObject },
  'witsml141/volve_F-4_bhaRun.xml': { error: notLogObject },
  'witsml141/volve_F-7_tubular.xml': { error: notLogObject },
  'witsml141/volve_F-4_rig.xml': { error: notLogObject },
  'witsml141/volve_F-4_wbGeometry.xml': { error: notLogObject },
  'witsml141/volve_F-4_message.xml': { error: notLogObject },
  'witsml141/energistics_ex_well.xml': { error: notLogObject },
  'witsml141/energistics_ex_wellbore.xml': { error: notLogObject },
  'witsml141/energistics_ex_mudLog.xml': { error: notLogObject },
  'witsml141/energistics_ex_bhaRun.xml': { error: notLogObject },
  'witsml141/energistics_ex_tubular.xml': { error: notLogObject },
  'witsml20/energistics_ex_Well_v20.xml': { error: notLogObject },
  'witsml20/energistics_ex_Wellbore_v20.xml': { error: notLogObject },
  'ddr/energistics_ex_opsReport.xml': { error: notLogObject },
  'ddr/energistics_ex_drillReport.xml': { error: notLogObject },
  'ddr/volve_F-15A_2008-12-17_ddr_events.jsonl': { error: /^JSON, not LAS, WITSML or CSV$/ },
  'README.md': { error: /not a delimited table/ },
  'PROVENANCE.tsv': { error: /^line 1: no depth or time index column/ },
  SHA256SUMS: { error: /not a delimited table/ },
  '.gitattributes': { error: /needs a header row and at least one data row/ },
};

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });
}

const root = refPath('logs');
const files = hasRefdata
  ? allFiles(root)
      .map((p) => relative(root, p))
      .sort()
  : [];

function outcome(file: string): ParsedFile | ImportError {
  try {
    return parseLogFile(readFileSync(join(root, file)), file);
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
}

describeRefdata('every file in refdata/logs imports or fails with a clear ImportError', () => {
  it('covers the documented files (none renamed or missing)', () => {
    for (const name of Object.keys(EXPECTED)) expect(files, name).toContain(name);
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
  });

  it.each(files)('%s', (file) => {
    const result = outcome(file);
    const expected = EXPECTED[file];
    if (result instanceof ImportError) {
      expect(result.message).not.toMatch(/internal error/);
      expect(result.message.length).toBeGreaterThan(10);
      if (expected) {
        expect('error' in expected, `${file} should import but failed: ${result.message}`).toBe(true);
        if ('error' in expected) expect(result.message).toMatch(expected.error);
      }
      return;
    }
    if (!expected) return;
    expect('error' in expected, `${file} should fail but imported`).toBe(false);
    if ('log' in expected) {
      expect(result.kind).toBe('log');
      if (result.kind !== 'log') return;
      expect(result.curves.length).toBe(expected.log.curves);
      expect(result.rowCount).toBe(expected.log.rows);
      expect(result.index.length).toBe(expected.log.rows);
      expect(result.values.every((v) => v.length === expected.log.rows)).toBe(true);
      expect(result.indexType).toBe(expected.log.index);
      expect(result.indexUnit).toBe(expected.log.unit);
    }
    if ('trajectory' in expected) {
      expect(result.kind).toBe('trajectory');
      if (result.kind === 'trajectory') expect(result.stations.length).toBe(expected.trajectory.stations);
    }
  });
});

/**
 * Damaged copies of the small reference files (cut short, lines removed, bytes overwritten) must
 * still end in an ImportError or a result, never a crash or a hang. Deterministic: a fixed seed.
 */
describeRefdata('damaged copies of refdata files fail cleanly', () => {
  let seed = 20240301;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const small = files.filter((f) => statSync(join(root, f)).size < 200_000);

  it.each(small)('%s', (file) => {
    const bytes = readFileSync(join(root, file));
    const lines = Buffer.from(bytes).toString('latin1').split('\n');
    const variants: Uint8Array[] = [
      bytes.subarray(0, Math.floor(bytes.length * 0.37)),
      bytes.subarray(0, Math.floor(bytes.length * random())),
      Uint8Array.from(Buffer.from(lines.filter((_, i) => i % 7 !== 3).join('\n'), 'latin1')),
      Uint8Array.from(bytes, (b) => (random() < 0.002 ? Math.floor(random() * 256) : b)),
    ];
    for (const variant of variants) {
      try {
        parseLogFile(variant, file);
      } catch (e) {
        expect(e).toBeInstanceOf(ImportError);
        expect((e as ImportError).message).not.toMatch(/internal error/);
      }
    }
  });
});
