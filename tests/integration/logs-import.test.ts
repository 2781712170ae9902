/**
 * Importing the reference log files into a well through the API (preview, then commit with the
 * proposed mapping) and reading them back through the window and depth APIs, on both databases; a
 * file that cannot be read and a commit that fails half way leave nothing behind; and the import
 * command line with --well writes into a DATA_DIR database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import type { ParsedLog } from '../../server/importers/model';
import { parseLogFile } from '../../server/importers/parse-log-file';
import { commitImport } from '../../server/timeseries/import/commit-import';
import { proposeMapping } from '../../server/timeseries/import/channel-mapping';
import { describeRefdata, hasRefdata, refPath } from '../support/refdata';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer, type TestServer } from './support/test-server';

const file = (rel: string) => refPath('logs', rel);
const parsedOf = (rel: string) => parseLogFile(readFileSync(file(rel)), rel) as ParsedLog;
/** A start for files whose time index is elapsed seconds. */
const START_S = 1_790_000_000;

async function preview(t: TestServer, token: string, wellId: string, name: string, bytes: Buffer) {
  return t.call('POST', `/api/logs/${wellId}/import/preview`, { token, body: { file_name: name, content_base64: bytes.toString('base64') } });
}

async function counts(db: Queryable, wellId: string) {
  const one = async (sql: string) => Number((await db.query<{ n: number }>(sql, [wellId])).rows[0].n);
  return {
    runs: await one('select count(*) as n from log_runs where well_id = $1'),
    channels: await one('select count(*) as n from ts_channels where well_id = $1'),
    chunks: await one('select count(*) as n from ts_chunks where well_id = $1'),
    depth: await one('select count(*) as n from depth_logs where well_id = $1'),
  };
}

/** Curve k of a parsed log in our unit, as the proposal converts it. */
function expectedValue(parsed: ParsedLog, k: number, row: number): number {
  const m = proposeMapping(parsed.curves, parsed.indexType)[k];
  return parsed.values[k][row] * m.factor + m.offset;
}

describeEachDatabase('log import into a well', (kind) => {
  if (!hasRefdata) return;
  const t = useTestServer(kind, { demoHistoryDays: 0.05 });
  let admin = '';
  let wellId = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    // A well without simulated channels: Red Hawk 3H is not spudded.
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 3H').id;
  });

  /** Preview, polling the upload while it parses (202) as a client shows a progress bar. */
  async function ready(rel: string) {
    let p = await preview(t, admin, wellId, rel.split('/').pop()!, readFileSync(file(rel)));
    const id = p.body.data?.upload_id;
    for (let i = 0; p.status === 202 && i < 300; i++) {
      await new Promise((r) => setTimeout(r, 200));
      p = await t.call('GET', `/api/logs/${wellId}/import/${id}`, { token: admin });
      if (p.body.data.state === 'parsing') expect(p.body.data.fraction).toBeGreaterThanOrEqual(0);
      else break;
    }
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data.state).toBe('ready');
    return p;
  }

  async function importFile(rel: string, commit: object = {}) {
    const p = await ready(rel);
    const c = await t.call('POST', `/api/logs/${wellId}/import/${p.body.data.upload_id}/commit`, { token: admin, body: commit });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    return { preview: p.body.data.preview, result: c.body.data };
  }

  async function timeValue(channel: string, s: number): Promise<number | null> {
    const w = await t.call('GET', `/api/logs/${wellId}/window?from=${s}&to=${s + 1}&width=2&channels=${channel}`, { token: admin });
    return w.body.data.channels[channel].last[0];
  }

  async function depthValue(channel: string, d: number): Promise<number | null> {
    const w = await t.call('GET', `/api/logs/${wellId}/depth?from_m=${d - 0.0005}&to_m=${d + 0.0005}&width=2&channels=${channel}`, { token: admin });
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    return w.body.data.channels[channel].max[0];
  }

  it('WITSML 1.4.1.1 time log (Volve, SI units): into the 1 Hz channels, converted to ours', async () => {
    const rel = 'drilling/volve_F-4_GenTime_chunk22_time_log.xml';
    const parsed = parsedOf(rel);
    const { preview: pv, result } = await importFile(rel);
    expect(pv.index).toMatchObject({ type: 'time', unit: 'epoch-ms', needs_start_time: false, first: 1475817804 });
    const hook = pv.mapping.find((m: { mnemonic: string }) => m.mnemonic === 'HKLD_AVG');
    expect(hook).toMatchObject({ channel: 'hookloadT', declared: true, target_unit: 't' });
    expect(result).toMatchObject({ index_type: 'time', rows: 3605, from: 1475817804, to: 1475827895 });
    const k = parsed.curves.findIndex((c) => c.mnemonic === 'HKLD_AVG');
    for (const row of [0, 1000, 3604]) {
      const s = Math.round(parsed.index[row] / 1000);
      expect(await timeValue('hookloadT', s)).toBeCloseTo(expectedValue(parsed, k, row), 2);
    }
    // Between two samples a value holds until the next one.
    const s0 = Math.round(parsed.index[10] / 1000);
    const s1 = Math.round(parsed.index[11] / 1000);
    if (s1 - s0 > 1) expect(await timeValue('hookloadT', s0 + 1)).toBeCloseTo(expectedValue(parsed, k, 10), 2);
    const runs = await t.call('GET', `/api/logs/${wellId}/runs`, { token: admin });
    expect(runs.body.data[0]).toMatchObject({
      source: 'import',
      file_name: 'volve_F-4_GenTime_chunk22_time_log.xml',
      index_type: 'time',
      index_from: 1475817804,
    });
  });

  it('LAS 3.0 drilling time log with elapsed seconds: needs start_time, then lands at it', async () => {
    const rel = 'drilling/lasio_las30_drilling_time_10s.las';
    const parsed = parsedOf(rel);
    const p = await ready(rel);
    expect(p.body.data.preview.index.needs_start_time).toBe(true);
    const before = await counts(t.server.db, wellId);
    const refused = await t.call('POST', `/api/logs/${wellId}/import/${p.body.data.upload_id}/commit`, { token: admin, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'lasio_las30_drilling_time_10s.las: the time index ETIM is elapsed s with no start time in the file: give start_time (epoch seconds)',
    );
    expect(await counts(t.server.db, wellId)).toEqual(before);
    const ok = await t.call('POST', `/api/logs/${wellId}/import/${p.body.data.upload_id}/commit`, { token: admin, body: { start_time: START_S } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ from: START_S, to: START_S + 700 });
    const k = parsed.curves.findIndex((c) => c.mnemonic === 'Stand_Pipe_Pressure');
    expect(await timeValue('sppMPa', START_S + 100)).toBeCloseTo(expectedValue(parsed, k, 10), 3);
  });

  it('LAS 2.0 time-based formation tester (ETIM, sub-second rows): one value per second, the last wins', async () => {
    const rel = 'las/lasio_las20_time_based_etim.las';
    const parsed = parsedOf(rel);
    const { result } = await importFile(rel, { start_time: START_S + 10_000 });
    expect(result.channels.map((c: { channel: string }) => c.channel)).toEqual(['BFR1', 'BSG1']);
    const lastOfSecond0 = parsed.index.findLastIndex((x) => Math.round(x) === 0);
    expect(await timeValue('BFR1', START_S + 10_000)).toBeCloseTo(parsed.values[0][lastOfSecond0], 4);
  });

  it('depth logs: LAS 1.2 wrapped, LAS 2.0, LAS 3.0, WITSML 1.4.1.1, CSV and UTF-16 LAS read back by depth', async () => {
    // [file, curve, channel it lands in, a channel name chosen at commit]
    const cases: [string, string, string, string?][] = [
      ['las/lasio_las12_sample_wrapped.las', 'GR', 'gammaGapi'],
      ['las/lasio_6038187_scorpio_e1.las', 'GAMN', 'GAMN'],
      ['las/cwls_las30_example_2010.las', 'DT', 'DT'],
      ['drilling/volve_F-9A_8.5in_section_MD_log.xml', 'GRM1', 'gammaGapi'],
      ['drilling/usrop_A1_volve_F-7_depth_params.csv', 'Average Standpipe Pressure', 'sppMPa'],
      ['las/lasio_encoding_utf16le_bom.las', 'DT', 'DT_utf16', 'DT_utf16'],
    ];
    for (const [rel, mnemonic, channel, rename] of cases) {
      const parsed = parsedOf(rel);
      const { result } = await importFile(rel, { run_name: rel, ...(rename ? { mapping: [{ mnemonic, channel: rename }] } : {}) });
      expect(result.index_type, rel).toBe('depth');
      const k = parsed.curves.findIndex((c) => c.mnemonic === mnemonic);
      expect(k, `${rel}: ${mnemonic}`).toBeGreaterThanOrEqual(0);
      expect(result.channels.find((c: { mnemonic: string }) => c.mnemonic === mnemonic)?.channel, rel).toBe(channel);
      const toM = parsed.indexUnit === 'ft' ? 0.3048 : 1;
      const rows = [0, parsed.rowCount >> 1, parsed.rowCount - 1].filter((r) => Number.isFinite(parsed.values[k][r]));
      for (const row of rows) {
        // Another run of the same channel may sit at the same depth: read this run's depth alone.
        const d = parsed.index[row] * toM;
        const v = await depthValue(channel, d);
        expect(v, `${rel} row ${row} at ${d} m`).not.toBeNull();
        if (channel !== 'gammaGapi') expect(v!, `${rel} row ${row}`).toBeCloseTo(expectedValue(parsed, k, row), 3);
      }
    }
    const ch = await t.call('GET', `/api/logs/${wellId}/channels`, { token: admin });
    // GR (LAS 1.2), GRM1 (WITSML) and 'USROP Gamma' (CSV) all became gammaGapi, one run each.
    expect(ch.body.data.depth.filter((c: { channel: string }) => c.channel === 'gammaGapi').length).toBe(3);
  });

  it('a file that cannot be read is refused at preview naming the line, and nothing is stored', async () => {
    const before = await counts(t.server.db, wellId);
    const bad = await preview(t, admin, wellId, 'bad.las', Buffer.from('~Version\n VERS. 2.0 :\n~Curve\n DEPT.m :\n GR.gAPI :\n~A\n100 50\n101\n'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('bad.las: line 8: expected 2 values, found 1');
    const json = await preview(t, admin, wellId, 'events.jsonl', readFileSync(file('ddr/volve_F-15A_2008-12-17_ddr_events.jsonl')));
    expect(json.body.message).toBe('events.jsonl: JSON, not LAS, WITSML or CSV');
    const survey = await preview(t, admin, wellId, 'traj.xml', readFileSync(file('witsml141/volve_F-4_trajectory.xml')));
    expect(survey.body.message).toMatch(/^traj\.xml: a survey \(trajectory\), not a log/);
    expect(await counts(t.server.db, wellId)).toEqual(before);
  });

  it('a commit that fails half way (the database gives up after a few chunks) leaves nothing behind', async () => {
    const db = t.server.db;
    const before = await counts(db, wellId);
    let chunkWrites = 0;
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            async query(sql, params) {
              if (/insert into ts_chunks/.test(sql) && ++chunkWrites > 5) throw new Error('disk full');
              return tx.query(sql, params);
            },
          }),
        ),
    };
    const parsed = parsedOf('drilling/volve_F-4_GenTime_chunk22_time_log.xml');
    await expect(commitImport(failing, wellId, parsed, { startTimeS: 0 })).rejects.toThrow('disk full');
    expect(chunkWrites).toBeGreaterThan(5);
    expect(await counts(db, wellId)).toEqual(before);
  });

  it('exports a window as LAS 2.0 that imports back to the same values', async () => {
    const from = 1475817804;
    const las = await t.call('GET', `/api/logs/${wellId}/export?from=${from}&to=${from + 600}&channels=hookloadT,rpm&format=las`, { token: admin });
    expect(las.status).toBe(200);
    const parsed = parseLogFile(Buffer.from(las.body as string), 'x.las') as ParsedLog;
    expect(parsed).toMatchObject({ format: 'LAS', version: '2.0', indexType: 'time', rowCount: 600, startTimeMs: from * 1000 });
    expect(parsed.curves.map((c) => [c.mnemonic, c.unit])).toEqual([
      ['HKLD', 't'],
      ['RPM', 'rpm'],
    ]);
    expect(proposeMapping(parsed.curves, 'time').map((m) => m.channel)).toEqual(['hookloadT', 'rpm']);
    expect(parsed.values[0][0]).toBeCloseTo((await timeValue('hookloadT', from))!, 5);
  });
});

describeRefdata('import command with --well', () => {
  it('imports into the DATA_DIR database, and exits 2 with one line when it cannot', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drillspace-cli-well-'));
    let db = await openDb({ databaseUrl: null, dataDir });
    await migrate(db);
    const wellId = (await db.query<{ id: string }>(`insert into wells (name) values ('CLI well') returning id`)).rows[0].id;
    await db.close();
    const root = resolve(import.meta.dirname, '../..');
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', 'import', ...args], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    const ok = cli('--in', file('drilling/usrop_A1_volve_F-7_depth_params.csv'), '--well', wellId);
    expect(ok.status, ok.stderr).toBe(0);
    const summary = JSON.parse(ok.stdout);
    expect(summary.imported).toMatchObject({ wellId, result: { index_type: 'depth', depth_type: 'MD', rows: 6389 } });
    const bad = cli('--in', file('drilling/lasio_las30_drilling_time_10s.las'), '--well', wellId);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual(['error: the time index ETIM is elapsed s with no start time in the file: give start_time (epoch seconds)']);
    db = await openDb({ databaseUrl: null, dataDir });
    const rows = await db.query<{ channel: string; n: number }>(
      'select channel, length(index_m) / 8 as n from depth_logs where well_id = $1 order by channel',
      [wellId],
    );
    expect(rows.rows.map((r) => r.channel)).toContain('sppMPa');
    expect(Number(rows.rows[0].n)).toBe(6389);
    expect((await db.query('select * from log_runs where well_id = $1', [wellId])).rows).toHaveLength(1);
    await db.close();
  });
});
