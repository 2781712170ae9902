/**
 * Notes and annotations API (issue 18 part 4) on both databases: user comments ONLY_ME or EVERYONE
 * (an ONLY_ME comment is its author's alone, the administrator included), recommendations, hazards and
 * rig messages by their permissions, the annotations read over a time or a depth range with troubles
 * from the journal, template notes, every write audited, and bad input a 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rigCrewOn } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const T0 = 1_780_000_000;

describeEachDatabase('notes and annotations API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  let crew = '';
  let viewer = '';
  let well = '';
  let foreignWell = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const ids: Record<string, string> = {};
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) ids[w.name] = w.id;
    well = ids['Red Hawk 2H'];
    foreignWell = ids['Northstar Federal 21-3H'];
    crew = await rigCrewOn(t, admin, well);
  });

  const url = (path: string, w = well) => `/api/wells/${w}/${path}`;
  const post = (path: string, token: string, body: unknown) => t.call('POST', url(path), { token, body });

  describe('comments', () => {
    it('an ONLY_ME comment is seen by its author alone: not by a colleague, not by the administrator, not in annotations', async () => {
      const mine = await post('user_comments', engineer, { body: 'private **thought**', time: T0 + 100, visibility: 'ONLY_ME' });
      expect(mine.status, JSON.stringify(mine.body)).toBe(201);
      expect(mine.body.data).toMatchObject({ kind: 'comment', visibility: 'ONLY_ME', own: true, time: T0 + 100, body: 'private **thought**' });
      const id = mine.body.data.id;
      const shared = await post('user_comments', engineer, { body: 'for all', time: T0 + 200, visibility: 'EVERYONE' });
      expect(shared.status).toBe(201);

      const ownList = (await t.call('GET', url('user_comments'), { token: engineer })).body.data.map((c: { id: string }) => c.id);
      expect(ownList).toContain(id);
      for (const [who, token] of [
        ['admin', admin],
        ['rig crew', crew],
      ] as const) {
        const list = await t.call('GET', url('user_comments'), { token });
        expect(list.status).toBe(200);
        const seen = list.body.data.map((c: { id: string }) => c.id);
        expect(seen, who).not.toContain(id);
        expect(seen, who).toContain(shared.body.data.id);
        expect((await t.call('GET', url(`user_comments/${id}`), { token })).status, who).toBe(404);
        expect((await t.call('PATCH', url(`user_comments/${id}`), { token, body: { body: 'x' } })).status, who).toBe(404);
        expect((await t.call('DELETE', url(`user_comments/${id}`), { token })).status, who).toBe(404);
        const ann = await t.call('GET', url(`annotations?from=${T0}&to=${T0 + 1000}`), { token });
        expect(ann.status).toBe(200);
        expect(
          ann.body.data.map((a: { id: string }) => a.id),
          who,
        ).not.toContain(id);
      }
      const ownAnn = (await t.call('GET', url(`annotations?from=${T0}&to=${T0 + 1000}`), { token: engineer })).body.data;
      expect(ownAnn.find((a: { id: string }) => a.id === id)).toMatchObject({ kind: 'comment', time: T0 + 100, title: 'private **thought**' });
    });

    it('EVERYONE needs COMMENT_EVERYONE (403 for the rig crew, who may keep comments to himself)', async () => {
      const refused = await post('user_comments', crew, { body: 'hello all', visibility: 'EVERYONE' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/COMMENT_EVERYONE/);
      const own = await post('user_comments', crew, { body: 'note to self', visibility: 'ONLY_ME', depth_m: 1234.5 });
      expect(own.status).toBe(201);
      expect((await t.call('PATCH', url(`user_comments/${own.body.data.id}`), { token: crew, body: { visibility: 'EVERYONE' } })).status).toBe(403);
      // the default scope is EVERYONE, so a plain post from him is refused too
      expect((await post('user_comments', crew, { body: 'hi' })).status).toBe(403);
    });

    it('only the author edits a comment; the author or an administrator deletes one; writes are audited', async () => {
      const c = (await post('user_comments', engineer, { body: 'first', depth_m: 2000 })).body.data;
      const other = await t.call('PATCH', url(`user_comments/${c.id}`), { token: admin, body: { body: 'changed' } });
      expect(other.status).toBe(403);
      const own = await t.call('PATCH', url(`user_comments/${c.id}`), { token: engineer, body: { body: 'second', title: 'Title' } });
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ body: 'second', title: 'Title', depth_m: 2000 });
      expect((await t.call('DELETE', url(`user_comments/${c.id}`), { token: crew })).status).toBe(403);
      expect((await t.call('DELETE', url(`user_comments/${c.id}`), { token: admin })).status).toBe(200);
      expect((await t.call('GET', url(`user_comments/${c.id}`), { token: engineer })).status).toBe(404);
      const { rows } = await t.server.db.query<{ action: string }>(`select action from audit_log where object_id = $1 order by id`, [c.id]);
      expect(rows.map((r) => r.action)).toEqual(['well_notes.create', 'well_notes.update', 'well_notes.delete']);
    });
  });

  describe('demo hazards and recommendations', () => {
    it("sit at the well's own formation tops (the picked or planned MD), with the catalogue's severity, and the recommendation above its top", async () => {
      const tops: { name: string; md: number | null }[] = (await t.call('GET', url('formation_tops'), { token: engineer })).body.data;
      const hazards: { title: string; depth_m: number; severity: string }[] = (await t.call('GET', url('hazards'), { token: engineer })).body.data;
      const recs: { title: string; depth_m: number }[] = (await t.call('GET', url('recommendations'), { token: engineer })).body.data;
      const wolfcamp = tops.find((x) => x.name === 'Wolfcamp A')!;
      const cherry = tops.find((x) => x.name === 'Cherry Canyon')!;
      expect(wolfcamp.md).not.toBeNull();
      const over = hazards.find((h) => h.title === 'Overpressure — Wolfcamp A')!;
      expect(over.severity).toBe('high');
      expect(over.depth_m).toBeCloseTo(wolfcamp.md!, 0);
      expect(hazards.find((h) => h.title === 'Lost circulation — Cherry Canyon')!.depth_m).toBeCloseTo(cherry.md!, 0);
      // 'Limit flow rate…' is written 50 m above the Cherry Canyon top
      expect(recs.find((r) => r.title === 'Limit flow rate through the Cherry Canyon')!.depth_m).toBeCloseTo(cherry.md! - 50, 0);
      expect(hazards.length).toBeGreaterThanOrEqual(6);
    });
  });

  describe('recommendations, hazards and rig messages', () => {
    it('each kind by its own permissions: the rig crew sees hazards and writes rig messages, but neither reads recommendations nor writes hazards', async () => {
      const rec = await post('recommendations', engineer, { body: 'Reduce WOB in the **Wolfcamp**', time: T0 + 300, depth_m: 3100 });
      expect(rec.status).toBe(201);
      const hz = await post('hazards', engineer, { title: 'Shallow gas', body: 'Expect gas at 800 m', depth_m: 800, severity: 'high' });
      expect(hz.status).toBe(201);
      expect(hz.body.data).toMatchObject({ kind: 'hazard', severity: 'high', title: 'Shallow gas' });
      expect((await post('hazards', crew, { body: 'x', depth_m: 1 })).status).toBe(403);
      expect((await t.call('GET', url('recommendations'), { token: crew })).status).toBe(403);
      expect((await t.call('GET', url('hazards'), { token: crew })).status).toBe(200);
      const msg = await post('messages', crew, { body: 'Pumps off for repair', time: T0 + 400 });
      expect(msg.status).toBe(201);
      // no private rig messages: visibility belongs to comments alone
      const bad = await post('messages', crew, { body: 'x', visibility: 'ONLY_ME' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/visibility/);
      expect((await t.call('PATCH', url(`hazards/${hz.body.data.id}`), { token: engineer, body: { severity: 'low' } })).body.data.severity).toBe('low');
    });
  });

  describe('annotations', () => {
    it('a time range answers comments, recommendations, rig messages and troubles in it, each kind by permission; a depth range the anchored ones at depth', async () => {
      const trouble = await post('incidents', engineer, {
        type: (await firstTroubleType()) as string,
        start: T0 + 500,
        end: T0 + 900,
        depth_m: 3150,
        description: 'Stuck at 3150',
      });
      expect(trouble.status, JSON.stringify(trouble.body)).toBe(201);
      const a = await t.call('GET', url(`annotations?from=${T0}&to=${T0 + 1000}`), { token: engineer });
      expect(a.status).toBe(200);
      const kinds = new Set(a.body.data.map((x: { kind: string }) => x.kind));
      for (const k of ['comment', 'recommendation', 'message', 'incident']) expect(kinds, k).toContain(k);
      for (const x of a.body.data) {
        expect(x.time).toBeGreaterThanOrEqual(T0 - 1);
        expect(x.time).toBeLessThan(T0 + 1000);
        expect(typeof x.title).toBe('string');
        expect(typeof x.text).toBe('string');
      }
      const inc = a.body.data.find((x: { kind: string }) => x.kind === 'incident');
      expect(inc).toMatchObject({ time: T0 + 500, end_time: T0 + 900, depth_m: 3150, text: 'Stuck at 3150' });
      // sorted by time
      const times = a.body.data.map((x: { time: number }) => x.time);
      expect(times).toEqual([...times].sort((p, q) => p - q));

      const crewKinds = new Set(
        (await t.call('GET', url(`annotations?from=${T0}&to=${T0 + 1000}`), { token: crew })).body.data.map((x: { kind: string }) => x.kind),
      );
      expect(crewKinds.has('recommendation')).toBe(false);
      expect(crewKinds.has('incident')).toBe(false);
      expect(crewKinds.has('message')).toBe(true);

      const d = await t.call('GET', url('annotations?depth_from=700&depth_to=900'), { token: engineer });
      expect(d.status).toBe(200);
      expect(d.body.data.map((x: { title: string }) => x.title)).toContain('Shallow gas');
      for (const x of d.body.data) expect(x.depth_m).toBeGreaterThanOrEqual(700);
      const deep = (await t.call('GET', url('annotations?depth_from=3000&depth_to=3200'), { token: engineer })).body.data;
      expect(deep.map((x: { kind: string }) => x.kind).sort()).toEqual(expect.arrayContaining(['incident', 'recommendation']));
    });

    it('BHA changes: each run that went in the hole marks its depth in, for those who may view the equipment', async () => {
      const runs = (await t.call('GET', url('bha'), { token: engineer })).body.data.assemblies as {
        id: string;
        run_no: number;
        status: string;
        depth_in_m: number | null;
      }[];
      const went = runs.filter((r) => r.status !== 'planned' && r.depth_in_m !== null);
      expect(went.length, 'the demo well has BHA runs in or out of the hole').toBeGreaterThan(0);
      const d = await t.call('GET', url('annotations?depth_from=0&depth_to=10000'), { token: engineer });
      expect(d.status).toBe(200);
      const bha = d.body.data.filter((x: { kind: string }) => x.kind === 'bha');
      expect(bha.map((x: { id: string; depth_m: number }) => [x.id, x.depth_m])).toEqual(went.map((r) => [r.id, r.depth_in_m]));
      expect(bha[0].text).toMatch(/^Run \d+ in at [\d.]+ m MD in the [\d.]+ in hole/);
      // The rig crew's role does not view the well's design and equipment (VIEW_DESIGN): no BHA marks.
      const crewKinds = (await t.call('GET', url('annotations?depth_from=0&depth_to=10000'), { token: crew })).body.data.map((x: { kind: string }) => x.kind);
      expect(crewKinds).not.toContain('bha');
      // On a time axis a run is marked only where the hole-depth record says when it reached its depth.
      const byTime = (await t.call('GET', url(`annotations?from=0&to=${Math.floor(Date.now() / 1000)}`), { token: engineer })).body.data;
      for (const x of byTime.filter((a: { kind: string }) => a.kind === 'bha')) expect(typeof x.time).toBe('number');
    });

    async function firstTroubleType(): Promise<string> {
      const { TROUBLE_TYPE_IDS } = await import('../../src/domain/drilling/journal/troubles');
      return TROUBLE_TYPE_IDS[0];
    }

    it('refuses no range, both ranges and reversed bounds, naming the field', async () => {
      const none = await t.call('GET', url('annotations'), { token: engineer });
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/^query\.from/);
      expect((await t.call('GET', url(`annotations?from=${T0}&to=${T0 + 5}&depth_from=1&depth_to=2`), { token: engineer })).status).toBe(400);
      const rev = await t.call('GET', url(`annotations?from=${T0 + 5}&to=${T0}`), { token: engineer });
      expect(rev.status).toBe(400);
      expect(rev.body.message).toMatch(/query\.to/);
    });
  });

  describe('input and access', () => {
    it('bad bodies are 400 naming the field; unknown well or note 404; foreign well 403', async () => {
      const cases: [unknown, RegExp][] = [
        [{ body: '' }, /body\.body/],
        [{ body: 'x'.repeat(10_001) }, /body\.body/],
        [{ body: 'x', time: -5 }, /body\.time/],
        [{ body: 'x', depth_m: 'deep' }, /body\.depth_m/],
        [{ body: 'x', visibility: 'FRIENDS' }, /body\.visibility/],
        [{ body: 'x', title: 'y'.repeat(201) }, /body\.title/],
        [{ body: 'x', extra: 1 }, /body/],
      ];
      for (const [b, field] of cases) {
        const r = await post('user_comments', engineer, b);
        expect(r.status, JSON.stringify(b)).toBe(400);
        expect(r.body.message).toMatch(field);
      }
      expect((await t.call('GET', url('user_comments', randomUUID()), { token: admin })).status).toBe(404);
      expect((await t.call('GET', url(`hazards/${randomUUID()}`), { token: engineer })).status).toBe(404);
      expect((await t.call('GET', url('user_comments', foreignWell), { token: viewer })).status).toBe(403);
      expect((await post('user_comments', viewer, { body: 'x', visibility: 'ONLY_ME' })).status).toBe(403);
      expect((await t.call('GET', url('user_comments'))).status).toBe(401);
    });
  });

  describe('template notes', () => {
    it('a note for EVERYONE takes SHARE_TEMPLATES; ONLY_ME notes stay their author’s', async () => {
      const key = `tpl-${randomUUID()}`;
      const shared = await t.call('POST', '/api/template_notes', { token: engineer, body: { template: key, body: 'How to read this dashboard' } });
      expect(shared.status).toBe(201);
      const secret = await t.call('POST', '/api/template_notes', { token: engineer, body: { template: key, body: 'mine', visibility: 'ONLY_ME' } });
      expect(secret.status).toBe(201);
      expect((await t.call('POST', '/api/template_notes', { token: crew, body: { template: key, body: 'all of you' } })).status).toBe(403);
      expect((await t.call('POST', '/api/template_notes', { token: crew, body: { template: key, body: 'me', visibility: 'ONLY_ME' } })).status).toBe(201);
      const seenByAdmin = (await t.call('GET', `/api/template_notes?template=${key}`, { token: admin })).body.data.map((n: { body: string }) => n.body);
      expect(seenByAdmin).toEqual(['How to read this dashboard']);
      expect((await t.call('PATCH', `/api/template_notes/${shared.body.data.id}`, { token: admin, body: { body: 'x' } })).status).toBe(403);
      expect((await t.call('PATCH', `/api/template_notes/${secret.body.data.id}`, { token: admin, body: { body: 'x' } })).status).toBe(404);
      const bad = await t.call('GET', '/api/template_notes', { token: engineer });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/query\.template/);
    });
  });
});
