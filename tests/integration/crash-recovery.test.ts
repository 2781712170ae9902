/**
 * kill -9 of the server (issue 11): the real server in a child process on the embedded database,
 * killed with SIGKILL while it writes, then started again on the same DATA_DIR (taking over the dead
 * holder's lock). Nothing it confirmed is lost and nothing is half-written:
 * - mid-write: survey imports (one stream per well), user creations (a user row, its global
 *   permissions and the audit row in one transaction) and updates of one company, all in flight at
 *   the kill. Each acknowledged write is there; each write in flight is there whole or not at all,
 *   and its audit row with it.
 * - mid-import: a three-day log import killed while its commit is writing pages of the transaction
 *   to disk (watched in DATA_DIR). Nothing of it remains: no run, no channel, no sample; the log
 *   imported before it is intact to the last value.
 * - a second server started on the DATA_DIR of a live one exits with a message naming the holder.
 */
import { mkdtempSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpCall, type Call } from './support/accounts';
import { startChildServer, type ChildServer } from './support/child-server';
import { ADMIN } from './support/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'drillspace-kill9-'));
let server: ChildServer | null = null;
afterAll(async () => {
  await server?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

async function restart(): Promise<{ call: Call; token: string }> {
  const t0 = Date.now();
  server = await startChildServer(dataDir);
  console.log(`server (pid ${server.pid}) listening ${Date.now() - t0} ms after its start on ${dataDir}`);
  const call = httpCall(server.url);
  const r = await call('POST', '/api/auth/login', { body: ADMIN });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { call, token: r.body.token };
}

async function kill9(): Promise<void> {
  await server!.kill9();
  server = null;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Survey file j of well w: a station count of its own, azimuths that name it. */
function surveyFile(w: number, j: number): { name: string; csv: string; count: number } {
  const count = 2_000 + 37 * j + w;
  const rows = ['md_m,inc_deg,azi_deg'];
  for (let i = 0; i < count; i++) rows.push(`${i},${(i % 90) / 2},${(w * 100 + j * 7 + i) % 360}`);
  return { name: `well${w}-file${j}.csv`, csv: `${rows.join('\n')}\n`, count };
}

/** A write stream: sends one request after another until the server dies; remembers what was acknowledged. */
interface Stream {
  acked: number[];
  /** How long each acknowledged request took, ms. */
  tookMs: number[];
  inFlight: number | null;
  inFlightSinceMs: number;
  failed: string | null;
  done: Promise<void>;
}

function stream(send: (j: number) => Promise<{ status: number; body: any }>, okStatus: number): Stream {
  const s: Stream = { acked: [], tookMs: [], inFlight: null, inFlightSinceMs: 0, failed: null, done: Promise.resolve() };
  s.done = (async () => {
    for (let j = 0; ; j++) {
      s.inFlight = j;
      s.inFlightSinceMs = Date.now();
      let r: { status: number; body: any };
      try {
        r = await send(j);
      } catch {
        return; // the server died with request j in flight
      }
      if (r.status !== okStatus) {
        s.failed = `request ${j}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
        s.inFlight = null;
        return;
      }
      s.acked.push(j);
      s.tookMs.push(Date.now() - s.inFlightSinceMs);
      s.inFlight = null;
    }
  })();
  return s;
}

const PERMISSIONS = ['AI_CHAT', 'VIEW_ROADMAP', 'VIEW_USERS'];

describe('kill -9 of the server on the embedded database', () => {
  it('mid-write: every acknowledged write survives and every write in flight is whole or absent', { timeout: 180_000 }, async () => {
    let { call, token } = await restart();
    const wells = ((await call('GET', '/api/wells?limit=100', { token })).body.data as { id: string; name: string }[]).slice(0, 3).map((w) => w.id);
    const auditCount = async (c: Call, t: string, action: string) => {
      const r = await c('GET', `/api/admin/audit?action=${action}&limit=1000`, { token: t });
      return r.body.data as { object_id: string }[];
    };
    const importsBefore = await auditCount(call, token, 'survey_stations.import');
    const company = await call('POST', '/api/companies', { token, body: { name: 'Fault counter start', type_id: 1 } });
    expect(company.status).toBe(201);
    const companyId = company.body.data.id as string;

    const surveys = wells.map((wellId, w) =>
      stream((j) => {
        const f = surveyFile(w, j);
        return call('POST', `/api/wells/${wellId}/surveys/import/commit`, { token, body: { file_name: f.name, content_base64: b64(f.csv) } });
      }, 200),
    );
    const users = [0, 1].map((k) =>
      stream(
        (j) =>
          call('POST', '/api/admin/users', {
            token,
            body: { email: `fault-${k}-${j}@kill9.example`, name: `Fault ${k}-${j}`, password: 'fault-password-1', global_permissions: PERMISSIONS },
          }),
        201,
      ),
    );
    const counter = stream((j) => call('PATCH', `/api/companies/${companyId}`, { token, body: { name: `Fault counter ${j}` } }), 200);
    const all = [...surveys, ...users, counter];

    // Kill once every stream has been acknowledged twice, with a request of each in flight, and the
    // first survey import has run for 80 % of what one took: a file is read first, then written in
    // one transaction, so the kill falls late in the import, where the transaction is.
    const t0 = Date.now();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const lateInAnImport = () => {
      const s = surveys[0];
      return s.inFlight !== null && Date.now() - s.inFlightSinceMs >= 0.8 * median(s.tookMs);
    };
    while (!(all.every((s) => s.acked.length >= 2 && s.inFlight !== null) && lateInAnImport())) {
      for (const s of all) expect(s.failed).toBeNull();
      expect(Date.now() - t0, 'streams to be acknowledged twice').toBeLessThan(90_000);
      await sleep(5);
    }
    await kill9();
    await Promise.all(all.map((s) => s.done));
    for (const s of all) expect(s.failed).toBeNull();
    const inFlight = all.filter((s) => s.inFlight !== null).length;
    console.log(`survey imports took ${surveys[0].tookMs.join(', ')} ms; the kill came ${Date.now() - surveys[0].inFlightSinceMs} ms into the next`);
    console.log(
      `killed with ${inFlight} of ${all.length} writes in flight; acknowledged: surveys ${surveys.map((s) => s.acked.length).join('/')}, users ${users.map((s) => s.acked.length).join('/')}, company updates ${counter.acked.length}`,
    );

    ({ call, token } = await restart());
    let landed = 0;

    // Surveys: exactly the last acknowledged file, or the one in flight, whole; one audit row per import that landed.
    const importsAfter = await auditCount(call, token, 'survey_stations.import');
    for (const [w, wellId] of wells.entries()) {
      const s = surveys[w];
      const stations = (await call('GET', `/api/wells/${wellId}/surveys/stations`, { token })).body.data as { md: number; az: number }[];
      const candidates = [s.acked.at(-1)!, ...(s.inFlight !== null ? [s.inFlight] : [])];
      const match = candidates.find((j) => {
        const f = surveyFile(w, j);
        const lines = f.csv.trim().split('\n').slice(1);
        return stations.length === f.count && stations.every((st, i) => `${st.md},${st.az}` === `${lines[i].split(',')[0]},${lines[i].split(',')[2]}`);
      });
      expect(match, `well ${w}: ${stations.length} stations match none of files ${candidates.join(', ')}`).toBeDefined();
      const committed = s.acked.length + (match === s.inFlight ? 1 : 0);
      landed += match === s.inFlight ? 1 : 0;
      const audits = (list: { object_id: string }[]) => list.filter((a) => a.object_id === wellId).length;
      expect(audits(importsAfter) - audits(importsBefore), `well ${w}: audit rows of imports`).toBe(committed);
    }

    // Users: each acknowledged one with all its permissions; the one in flight whole or absent; an audit row for each that exists.
    const listed = (await call('GET', '/api/admin/users?search=kill9.example&limit=1000', { token })).body.data as {
      id: string;
      email: string;
      global_permissions: string[];
    }[];
    const created = await auditCount(call, token, 'users.create');
    let usersThere = 0;
    for (const [k, s] of users.entries()) {
      for (const j of [...s.acked, ...(s.inFlight !== null ? [s.inFlight] : [])]) {
        const u = listed.find((x) => x.email === `fault-${k}-${j}@kill9.example`);
        if (!u) {
          expect(j, `acknowledged user fault-${k}-${j} lost`).toBe(s.inFlight);
          continue;
        }
        if (j === s.inFlight) landed++;
        usersThere++;
        expect(u.global_permissions).toEqual(PERMISSIONS);
        expect(created.filter((a) => a.object_id === u.id)).toHaveLength(1);
      }
    }
    // And no other user appeared.
    expect(listed).toHaveLength(usersThere);

    // The company: the last acknowledged name or the one in flight, and as many update rows in the audit.
    const c = (await call('GET', `/api/companies/${companyId}`, { token })).body.data as { name: string };
    const last = counter.acked.at(-1)!;
    expect([`Fault counter ${last}`, ...(counter.inFlight !== null ? [`Fault counter ${counter.inFlight}`] : [])]).toContain(c.name);
    const updates = (await auditCount(call, token, 'companies.update')).filter((a) => a.object_id === companyId).length;
    expect(updates).toBe(counter.acked.length + (c.name === `Fault counter ${counter.inFlight}` ? 1 : 0));
    if (c.name === `Fault counter ${counter.inFlight}`) landed++;
    console.log(`after the restart: every acknowledged write is there; ${landed} of ${inFlight} writes in flight had committed, the others left nothing`);
    expect(await server!.stop(), 'a clean stop after the recovery').toBe(0);
    server = null;
  });

  it('mid-import: a log import killed while writing leaves nothing, and the log before it is intact', { timeout: 180_000 }, async () => {
    let { call, token } = await restart();
    const wellId = ((await call('GET', '/api/wells?limit=100', { token })).body.data as { id: string; name: string }[]).find(
      (w) => w.name === 'Red Hawk 3H',
    )!.id;
    const DAY_S = 86_400;
    const firstS = 1_700_000_000;
    const logCsv = (startS: number, rows: number, probe: string) => {
      const lines = [`Time,Bit Depth [m],Hook Load [klbf],${probe}`];
      for (let i = 0; i < rows; i++)
        lines.push(`${new Date((startS + i) * 1000).toISOString()},${(1000 + i * 0.01).toFixed(2)},${150 + (i % 50)},${(startS + i) % 9973}`);
      return `${lines.join('\n')}\n`;
    };
    async function upload(name: string, csv: string): Promise<string> {
      let p = await call('POST', `/api/logs/${wellId}/import/preview`, { token, body: { file_name: name, content_base64: b64(csv) } });
      // 202 while parsing; the GET that polls answers 200 with the job's state, which is 'ready' once parsed.
      while (p.status === 202 || (p.status === 200 && (p.body.data.state === 'parsing' || p.body.data.state === 'receiving'))) {
        await sleep(100);
        p = await call('GET', `/api/logs/${wellId}/import/${p.body.data.upload_id}`, { token });
      }
      expect(p.status, JSON.stringify(p.body).slice(0, 300)).toBe(200);
      expect(p.body.data.state).toBe('ready');
      return p.body.data.upload_id;
    }
    const commitPath = (id: string) => `/api/logs/${wellId}/import/${id}/commit`;

    // A second server on the same DATA_DIR is refused, naming the holder (the lock is no longer stale).
    const refusal = await startChildServer(dataDir).then(
      async (s) => (await s.kill9(), 'it started'),
      (e: Error) => e.message,
    );
    expect(refusal).toMatch(/exited \(1\) before listening/);
    expect(refusal).toContain(`not starting: DATA_DIR ${dataDir} is in use by another Drillspace server (pid ${server!.pid} `);

    // One day, committed.
    const first = await upload('first-day.csv', logCsv(firstS, DAY_S, 'Probe One'));
    const done = await call('POST', commitPath(first), { token, body: { mapping: [{ mnemonic: 'Probe One', channel: 'probe_one' }] } });
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);

    // Three later days: killed once the commit has written pages of its transaction into DATA_DIR.
    const secondS = firstS + 2 * DAY_S;
    const second = await upload('three-days.csv', logCsv(secondS, 3 * DAY_S, 'Probe Two'));
    await sleep(500); // let the preview's own writes (none expected) settle before watching
    const written: string[] = [];
    const watcher = watch(join(dataDir, 'pg', 'base'), { recursive: true }, (_e, file) => {
      if (file && !String(file).includes('pgsql_tmp')) written.push(String(file));
    });
    const sentAt = Date.now();
    let answered: number | null = null;
    const commit = fetch(`${server!.url}${commitPath(second)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: [{ mnemonic: 'Probe Two', channel: 'probe_two' }] }),
    }).then(
      (r) => (answered = r.status),
      () => null,
    );
    try {
      while (written.length < 5) {
        expect(answered, 'the commit answered before it was seen writing: make the log longer').toBeNull();
        expect(Date.now() - sentAt).toBeLessThan(60_000);
        await sleep(1);
      }
      await kill9();
    } finally {
      watcher.close();
    }
    await commit;
    expect(answered).toBeNull();
    console.log(`killed ${Date.now() - sentAt} ms into the commit, after ${written.length} writes to ${new Set(written).size} files of DATA_DIR`);

    ({ call, token } = await restart());
    const runs = (await call('GET', `/api/logs/${wellId}/runs`, { token })).body.data as { file_name: string; row_count: number }[];
    expect(runs.map((r) => r.file_name)).toContain('first-day.csv');
    expect(runs.map((r) => r.file_name)).not.toContain('three-days.csv');
    const time = (await call('GET', `/api/logs/${wellId}/channels`, { token })).body.data.time as { channel: string; last: number | null }[];
    expect(time.map((c) => c.channel)).toContain('probe_one');
    expect(time.map((c) => c.channel)).not.toContain('probe_two');
    // The channel both files wrote ends where the first file ends.
    expect(time.find((c) => c.channel === 'bitDepthM')!.last).toBeLessThan(secondS);
    // No sample of the killed import anywhere in its three days (bit depth was written by both files).
    for (let d = 0; d < 3; d++) {
      const from = secondS + d * DAY_S;
      const r = await call('GET', `/api/logs/${wellId}/export?from=${from}&to=${from + DAY_S}&channels=bitDepthM&format=csv`, { token });
      expect(r.status).toBe(200);
      const values = String(r.body)
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[1])
        .filter((v) => v !== '');
      expect(values, `day ${d + 1} of the killed import`).toEqual([]);
    }
    // The first day to the last value (raw seconds are stored as int16 over each chunk's range: within range/65534).
    const r = await call('GET', `/api/logs/${wellId}/export?from=${firstS}&to=${firstS + DAY_S}&channels=probe_one&format=csv`, { token });
    const values = String(r.body)
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => Number(l.split(',')[1]));
    expect(values).toHaveLength(DAY_S);
    const toleranceS = 9973 / 65534;
    for (let i = 0; i < DAY_S; i++)
      if (!(Math.abs(values[i] - ((firstS + i) % 9973)) <= toleranceS)) expect(values[i], `second ${i}`).toBe((firstS + i) % 9973);
    expect(await server!.stop(), 'a clean stop after the recovery').toBe(0);
    server = null;
  });
});
