/**
 * Reused answers (issue 11's 200-client reads): a log window asked for again while the well's
 * series stand still is the same bytes from memory, and any write to the series (a live second, a
 * flushed chunk) makes the next answer show it. Only on the embedded database, where this process is
 * the only writer; on PostgreSQL every window is read from the database.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('reused answers', (kind) => {
  const t = useTestServer(kind);
  let token = '';
  let wellId = '';
  let lastS = 0;

  beforeAll(async () => {
    token = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
    const channels = await t.call('GET', `/api/logs/${wellId}/channels`, { token });
    lastS = Math.max(...channels.body.data.time.map((c: { last: number | null }) => c.last ?? 0));
  });

  const windowUrl = () => `/api/logs/${wellId}/window?from=${lastS - 600}&to=${lastS + 600}&width=240&channels=wobT,rpm`;

  it('a window asked again is the same answer; a live second written into it shows at once', async () => {
    const store = t.server.services.logs.store;
    if (kind === 'pglite') expect(store.answers).not.toBeNull();
    else expect(store.answers).toBeNull();
    const first = await t.call('GET', windowUrl(), { token });
    expect(first.status).toBe(200);
    const hits = store.answers?.hits ?? 0;
    const again = await t.call('GET', windowUrl(), { token });
    expect(again.body).toEqual(first.body);
    if (store.answers) expect(store.answers.hits).toBe(hits + 1);
    const maxWob = Math.max(...first.body.data.channels.wobT.max.filter((v: number | null) => v !== null));
    expect(maxWob).toBeLessThan(77.5);

    // Ten seconds after the last one, as the live simulator or a feed appends them.
    const writer = store.writer(wellId);
    await writer.append(lastS + 1, { wobT: new Array(10).fill(77.5), rpm: new Array(10).fill(55) }, 10);
    const live = await t.call('GET', windowUrl(), { token });
    expect(Math.max(...live.body.data.channels.wobT.max.filter((v: number | null) => v !== null))).toBe(77.5);

    // Flushed to the database (ts_chunks and ts_channels written): still the same data.
    await writer.flush();
    const flushed = await t.call('GET', windowUrl(), { token });
    expect(flushed.body).toEqual(live.body);
    const channels = await t.call('GET', `/api/logs/${wellId}/channels`, { token });
    expect(channels.body.data.time.find((c: { channel: string }) => c.channel === 'wobT').last).toBe(lastS + 10);
  });

  it('a reused answer still checks who asks: no token 401, a bad channel 400 every time', async () => {
    expect((await t.call('GET', windowUrl())).status).toBe(401);
    const bad = `/api/logs/${wellId}/window?from=${lastS - 600}&to=${lastS}&width=240&channels=noSuchChannel`;
    for (let i = 0; i < 2; i++) {
      const r = await t.call('GET', bad, { token });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe("query.channels: this well has no channel 'noSuchChannel'");
    }
  });
});
