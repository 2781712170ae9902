/**
 * The read-only anti-collision check before approving a drilling program (issue 20), on both databases
 * from the seeded demo: Red Hawk 3H, drilled after 2H in the Red Hawk pad program and 10 m from it in
 * the vertical top hole, is not clear (SF 0.92 at 1,200 m MD) with the very message approve refuses
 * with; 2H is clear but warned of 1H; and the check answers 404 for dangling ids, 403 to a user without the well, 400
 * naming a malformed id.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const PRODUCTION = { email: 'production@demo.drillspace', password: 'drillspace-production' };

describeEachDatabase('approval clearance API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let engineer = '';
  const well: Record<string, string> = {};
  let project = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string; project_id: string }[];
    for (const w of wells) well[w.name] = w.id;
    project = wells.find((w) => w.name === 'Red Hawk 3H')!.project_id;
  });

  const programOf = async (name: string) => (await t.call('GET', `/api/wells/${well[name]}/drill_prog`, { token: engineer })).body.data[0] as { id: string };
  const check = (wellId: string, programId: string, token = engineer) =>
    t.call('GET', `/api/wells/${wellId}/drill_prog/${programId}/approval_clearance`, { token });

  it('3H, drilled after 2H, is not clear: SF 0.92 at 1,200 m MD, the message approve refuses with', async () => {
    const pad = (await t.call('GET', `/api/projects/${project}/pad_programs`, { token: admin })).body.data.find(
      (p: { name: string }) => p.name === 'Red Hawk pad 2026',
    );
    const order = (await t.call('GET', `/api/projects/${project}/pad_programs/${pad.id}/anti_collision`, { token: admin })).body.data.order;
    expect(order.find((o: { name: string }) => o.name === 'Red Hawk 3H').after).toContain('Red Hawk 2H');

    const prog = await programOf('Red Hawk 3H');
    const r = await check(well['Red Hawk 3H'], prog.id);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect([d.clear, d.min_approval_sf, d.warning_sf]).toEqual([false, 1, 1.5]);
    expect(d.violation).toMatchObject({ program: 'Red Hawk pad 2026', well: 'Red Hawk 3H', offset: 'Red Hawk 2H' });
    expect([d.violation.minSf.toFixed(2), Math.round(d.violation.refMdM)]).toEqual(['0.92', 1200]);
    expect(d.violation.message).toBe(
      'Red Hawk 3H cannot be approved: its separation factor against Red Hawk 2H is 0.92 at 1,200 m MD, ' +
        'below the minimum of 1.00 (pad program Red Hawk pad 2026). Change the plan or the drilling order.',
    );
    expect(d.warnings).toEqual([]); // 1H, 20 m away, it clears by more than 1.5

    // The check changes nothing; approve, asked the same question, refuses with the same words.
    const url = `/api/wells/${well['Red Hawk 3H']}/drill_prog/${prog.id}`;
    expect((await t.call('POST', `${url}/submit`, { token: engineer })).status).toBe(200);
    const refused = await t.call('POST', `${url}/approve`, { token: admin });
    expect([refused.status, refused.body.message]).toEqual([409, d.violation.message]);
    expect((await t.call('GET', url, { token: admin })).body.data.status).toBe('submitted');
  });

  it('2H, drilled before 3H, is clear, with a warning against 1H (SF 1.27, not below 1.00)', async () => {
    const r = await check(well['Red Hawk 2H'], (await programOf('Red Hawk 2H')).id);
    expect(r.status).toBe(200);
    expect([r.body.data.clear, r.body.data.violation]).toEqual([true, null]);
    expect(r.body.data.warnings).toEqual([
      {
        program: 'Red Hawk pad 2026',
        well: 'Red Hawk 2H',
        offset: 'Red Hawk 1H',
        minSf: expect.closeTo(1.2748, 4),
        refMdM: expect.closeTo(6092.86, 2),
        message:
          'Red Hawk 2H may be approved, with care: its separation factor against Red Hawk 1H is 1.27 at 6,093 m MD, below 1.50 (pad program Red Hawk pad 2026). Drill it under a risk plan.',
      },
    ]);
  });

  it('answers 404 for dangling ids, 403 without the well, 400 naming a malformed id', async () => {
    const prog = await programOf('Red Hawk 3H');
    expect((await check(randomUUID(), prog.id, admin)).status).toBe(404);
    expect((await check(well['Red Hawk 3H'], randomUUID(), admin)).status).toBe(404);
    // the program of 2H asked through 3H: not that well's program
    expect((await check(well['Red Hawk 3H'], (await programOf('Red Hawk 2H')).id, admin)).status).toBe(404);
    const production = await t.login(PRODUCTION.email, PRODUCTION.password);
    expect((await check(well['Red Hawk 3H'], prog.id, production)).status).toBe(403);
    for (const [wellId, programId, field] of [
      ['red-hawk', prog.id, 'id'],
      [well['Red Hawk 3H'], '42', 'programId'],
    ]) {
      const r = await check(wellId, programId, admin);
      expect([r.status, r.body.message]).toEqual([400, expect.stringContaining(`params.${field}`)]);
    }
  });
});
