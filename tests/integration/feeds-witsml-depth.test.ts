/**
 * A growing depth-indexed WITSML 1.4.1.1 log polled from a store, end to end: the replayer's store
 * serves the real Volve 15/9-F-9 A 8½" section MD log (Schlumberger and Geoservices, 6,670 rows,
 * 110 channels, missing values as empty fields) as the rig drills it: 2,000 rows, then 4,000, then all,
 * a page of 500 rows per answer (Result 2). A log source on the log finds it depth-indexed from the
 * header, polls by MD from the deepest point it has (startIndex, inclusive), and appends to the well's
 * depth logs. Mid-stream the server restarts. Afterwards each channel's stored depths and values
 * equal what an import of the same file stores (the same mnemonic dictionary and unit conversion),
 * no point twice; every question starts at or deeper than the one before, so nothing is read twice
 * but the one boundary row of an inclusive range, counted as a repeat.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import type { ParsedLog } from '../../server/importers/model';
import { parseLogFile } from '../../server/importers/parse-log-file';
import { WitsmlStore } from '../../server/replay/witsml-store';
import { startServer, type RunningServer } from '../../server/start';
import { readDepthSeries } from '../../server/timeseries/depth-logs';
import { commitImport } from '../../server/timeseries/import/commit-import';
import { describeRefdata, refPath } from '../support/refdata';
import { createPostgresDatabase, describeEachDatabase, testConfig } from './support/databases';

const PASSWORD = 'depth-store-pass';
const IDS = { uidWell: 'W-986464', uidWellbore: 'B-986464', uidLog: 'L-987280-MD' };

const waitFor = async (what: string, ok: () => boolean | Promise<boolean>, ms = 120_000) => {
  for (const end = Date.now() + ms; !(await ok());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeRefdata('WITSML 1.4.1.1 depth log polling end to end', () => {
  describeEachDatabase('growing depth log → poll by MD → depth logs', (kind) => {
    let config: ServerConfig;
    let server: RunningServer;
    let drop: (() => Promise<void>) | null = null;
    let dir = '';
    let store: WitsmlStore;
    let xml = '';
    let wellId = '';
    let importedWellId = '';
    let sourceId = '';

    const boot = async () => {
      server = await startServer(config, { listen: false, log: () => {} });
    };
    const good = () => server.services.feeds!.feedWell(sourceId)?.counters.good ?? 0;

    beforeAll(async () => {
      let dbUrl: string | null = null;
      if (kind === 'postgres') ({ url: dbUrl, drop } = await createPostgresDatabase());
      dir = mkdtempSync(join(tmpdir(), 'drillspace-witsml-depth-'));
      config = { ...testConfig(kind, dbUrl), demo: false, dataDir: dir };
      xml = readFileSync(refPath('logs', 'drilling', 'volve_F-9A_8.5in_section_MD_log.xml'), 'utf8');
      store = new WitsmlStore({
        rows: [],
        ids: { uidWell: 'none', uidWellbore: 'none', uidLog: 'none' },
        username: 'reader',
        password: PASSWORD,
        speed: 1,
        maxRows: 500,
        depthLogXml: xml,
      });
      store.showDepthRows(2000);
      const url = await store.listen();
      await boot();
      wellId = (await server.db.query<{ id: string }>(`insert into wells (name, realtime) values ('F-9 A from a store', true) returning id`)).rows[0].id;
      importedWellId = (await server.db.query<{ id: string }>(`insert into wells (name) values ('F-9 A imported') returning id`)).rows[0].id;
      await commitImport(server.db, importedWellId, parseLogFile(Buffer.from(xml, 'utf8'), 'f9a.xml') as ParsedLog);
      sourceId = (
        await server.db.query<{ id: string }>(
          `insert into well_data_sources (well_id, name, protocol, mode, url, remote, poll_s, username, secret_enc, enabled)
           values ($1, 'MD log', 'witsml141', 'connect', $2, $3::jsonb, 1, 'reader', $4, true) returning id`,
          [wellId, url, JSON.stringify({ uid_well: IDS.uidWell, uid_wellbore: IDS.uidWellbore, uid_log: IDS.uidLog }), server.services.secrets.seal(PASSWORD)],
        )
      ).rows[0].id;
      await server.services.feeds!.reconcile();
    }, 180_000);

    afterAll(async () => {
      await server?.close();
      await store?.stop();
      await drop?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('appends each row once, equal to the import of the file, polling by MD across a restart', async () => {
      const total = store.depthRowCount;
      expect(total).toBe(6670);
      await waitFor('the first 2,000 rows', () => good() >= 2000);
      store.showDepthRows(4000);
      await waitFor('4,000 rows', () => good() >= 4000);
      await server.close();
      await boot();
      store.showDepthRows(Infinity);
      await waitFor('every row', () => good() >= total);
      const h = server.services.feeds!.health(sourceId)!;
      expect([h.status, h.error]).toEqual(['online', null]);

      const live = await server.db.query<{ channel: string }>('select channel from depth_logs where well_id = $1', [wellId]);
      const imported = await server.db.query<{ channel: string }>('select channel from depth_logs where well_id = $1', [importedWellId]);
      const channels = live.rows.map((r) => r.channel).sort();
      expect(channels).toEqual(imported.rows.map((r) => r.channel).sort());
      expect(channels.length).toBeGreaterThan(5);
      const a = await readDepthSeries(server.db, wellId, channels, 'MD');
      const b = await readDepthSeries(server.db, importedWellId, channels, 'MD');
      for (const c of channels) {
        expect(a.get(c)).toHaveLength(1);
        const [x] = a.get(c)!;
        const [y] = b.get(c)!;
        expect(Array.from(x.depthM)).toEqual(Array.from(y.depthM));
        expect(Array.from(x.values)).toEqual(Array.from(y.values));
      }
      // Never re-read: each question starts at or deeper than the one before; only the boundary row of the inclusive range comes again.
      const froms = store.depthQuestions.map((q) => q.fromM ?? -Infinity);
      expect(froms).toEqual([...froms].sort((p, q) => p - q));
      const served = store.depthQuestions.reduce((n, q) => n + q.rows, 0);
      expect(served - total).toBe(h.counters.duplicate);
      expect(h.counters.duplicate).toBeLessThanOrEqual(store.depthQuestions.length);
    }, 300_000);
  });
});
