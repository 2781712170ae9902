/**
 * Comments, recommendations and incidents of a frac stage or group (spec 7.13) over Red Hawk 1H's
 * demo frac (3 stages in a short history): a comment and a recommendation written at a time inside
 * stage 2's record are stage 2's and the group 1–3's, not stage 1's or 3's; an ONLY_ME comment is its
 * author's alone; the incidents are the journal troubles overlapping the stages' records; 400 naming
 * to_stage, 404 for an unknown stage, 403 without VIEW_COMPLETION.
 */
import { beforeAll, expect, it } from 'vitest';
import { readTroubles } from '../../server/journal/journal-store';
import { createUser, SUPERADMIN } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

describeEachDatabase('frac stage notes', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let frac = '';
  let viewer = '';
  let wellId = '';
  let stages: { stage_no: number; start_s: number; end_s: number }[] = [];

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    frac = await t.login('completions@demo.drillspace', 'drillspace-completions');
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    wellId = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
    stages = (await t.call('GET', `/api/completions/${wellId}/frac_stages`, { token: frac })).body.data.stages;
  });

  const notes = (stage: number, token = frac, q = '') => t.call('GET', `/api/completions/${wellId}/frac_stages/${stage}/notes${q}`, { token });

  it("answers the notes written during a stage's record as that stage's and its group's", async () => {
    const at = Math.round((stages[1].start_s + stages[1].end_s) / 2);
    const c = await t.call('POST', `/api/wells/${wellId}/user_comments`, {
      token: admin,
      body: { time: at, body: 'Screen-out risk: pressure climbing at 3 ppa' },
    });
    expect(c.status).toBe(201);
    const mine = await t.call('POST', `/api/wells/${wellId}/user_comments`, { token: admin, body: { time: at, body: 'note to self', visibility: 'ONLY_ME' } });
    expect(mine.status).toBe(201);
    const r = await t.call('POST', `/api/wells/${wellId}/recommendations`, { token: admin, body: { time: at + 60, body: 'Cut to 2.5 ppa and hold rate' } });
    expect(r.status).toBe(201);

    const two = await notes(2);
    expect(two.status).toBe(200);
    expect(two.body.data).toMatchObject({ stages: [2], from_s: stages[1].start_s, to_s: stages[1].end_s });
    expect(two.body.data.comments.map((x: { id: string }) => x.id)).toEqual([c.body.data.id]);
    expect(two.body.data.recommendations.map((x: { id: string }) => x.id)).toContain(r.body.data.id);
    // The author sees the ONLY_ME comment too; nobody else does.
    const asAdmin = (await notes(2, admin)).body.data.comments.map((x: { id: string }) => x.id);
    expect(asAdmin.sort()).toEqual([c.body.data.id, mine.body.data.id].sort());
    for (const other of [1, 3]) expect((await notes(other)).body.data.comments.map((x: { id: string }) => x.id)).not.toContain(c.body.data.id);
    const group = await notes(1, frac, '?to_stage=3');
    expect(group.body.data).toMatchObject({ stages: [1, 2, 3], from_s: stages[0].start_s, to_s: stages[2].end_s });
    expect(group.body.data.comments.map((x: { id: string }) => x.id)).toContain(c.body.data.id);
  });

  it("answers the journal's troubles overlapping the stages' records as incidents", async () => {
    const group = await notes(1, admin, '?to_stage=3');
    const troubles = await readTroubles(t.server.db, wellId, stages[0].start_s, stages[2].end_s);
    expect(group.body.data.incidents.map((x: { id: string }) => x.id).sort()).toEqual(troubles.map((x) => x.id).sort());
  });

  it('answers each kind only to a user who may view it, and names the kinds viewable', async () => {
    expect((await notes(2)).body.data.kinds).toEqual(['comment', 'recommendation', 'incident']);
    // A role with the completion but neither recommendations nor incidents on the well.
    const su = await t.login(SUPERADMIN.email, SUPERADMIN.password);
    const role = await t.call('POST', '/api/admin/roles', {
      token: su,
      body: { name: `Frac comments ${Math.random()}`, object_type: 'WELL', permissions: ['VIEW_WELL', 'VIEW_COMPLETION'] },
    });
    expect(role.status, JSON.stringify(role.body)).toBeLessThan(300);
    const u = await createUser(t.call, su);
    expect((await t.call('POST', `/api/admin/user_roles/${u.id}/${wellId}/WELL`, { token: su, body: { role_id: role.body.data.id } })).status).toBeLessThan(
      300,
    );
    const limited = await notes(2, await t.login(u.email, u.password));
    expect(limited.status).toBe(200);
    expect(limited.body.data.kinds).toEqual(['comment']);
    expect(limited.body.data.comments.length).toBeGreaterThan(0);
    expect(limited.body.data.recommendations).toEqual([]);
    expect(limited.body.data.incidents).toEqual([]);
    expect((await notes(2)).body.data.recommendations.length).toBeGreaterThan(0);
  });

  it('refuses what it must', async () => {
    const bad = await notes(2, frac, '?to_stage=1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/to_stage/);
    expect((await notes(99)).status).toBe(404);
    expect((await notes(1, frac, '?to_stage=99')).status).toBe(404);
    expect((await notes(1, viewer)).status).toBe(403);
  });
});
