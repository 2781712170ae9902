/**
 * Geosteering for every demo user who can sign in, on every well they are shown (issue 15): the
 * view and the interpretation answer 200 (each demo role reaching a well carries VIEW_SURVEY), and
 * the interpretation is written exactly by those whose well permissions (GET auth/{id}/WELL/permissions,
 * what the pane asks before it offers the editor) hold EDIT_SURVEY; the others get 403 and the
 * stored interpretation is unchanged. Before the pane asked, the rig manager, analyst, viewer, frac,
 * completions and production users were offered an editor whose Apply answered 403.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../server/seed/demo-org';
import { useTestServer } from '../support/test-server';

describe('geosteering for every demo user [pglite]', () => {
  const t = useTestServer('pglite', { demoHistoryDays: 0 });
  const users: { key: string; token: string; wells: { id: string; name: string }[] }[] = [];

  beforeAll(async () => {
    for (const u of DEMO_USERS) {
      const r = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
      if (r.status !== 200 || r.body.must_change_password) continue;
      const token = r.body.token as string;
      const wells = (await t.call('GET', '/api/wells?limit=100', { token })).body.data as { id: string; name: string }[];
      users.push({ key: u.key, token, wells });
    }
  });

  it('signs in every working demo user, each shown at least one well', () => {
    expect(users.map((u) => u.key)).toEqual(
      expect.arrayContaining(['admin', 'engineer', 'directional', 'completions', 'production', 'rig', 'frac', 'analyst', 'viewer']),
    );
    for (const u of users) expect(u.wells.length, u.key).toBeGreaterThan(0);
  });

  it('shows the view and the interpretation on every well shown; only EDIT_SURVEY writes the interpretation', async () => {
    const body = {
      interpretation_points: [{ md_m: 3000, top_tvd_m: 2700, bottom_tvd_m: 2730 }],
      target_line_points: [{ md_m: 3000, tvd_m: 2712, window_above_m: 5, window_below_m: 5 }],
    };
    const writers = new Set<string>();
    const readOnly = new Set<string>();
    for (const u of users) {
      for (const w of u.wells) {
        const at = `${u.key} on ${w.name}`;
        expect((await t.call('GET', `/api/wells/${w.id}/geosteering`, { token: u.token })).status, at).toBe(200);
        const before = await t.call('GET', `/api/wells/${w.id}/geosteering/interpretation`, { token: u.token });
        expect(before.status, at).toBe(200);
        const perms = await t.call('GET', `/api/auth/${w.id}/WELL/permissions`, { token: u.token });
        expect(perms.status, at).toBe(200);
        const mayEdit = (perms.body.data.permissions as string[]).includes('EDIT_SURVEY');
        // Writing back what is stored changes nothing for the next caller, and proves the right.
        const put = await t.call('PUT', `/api/wells/${w.id}/geosteering/interpretation`, { token: u.token, body: mayEdit ? before.body.data : body });
        expect(put.status, at).toBe(mayEdit ? 200 : 403);
        expect((await t.call('GET', `/api/wells/${w.id}/geosteering/interpretation`, { token: u.token })).body.data, at).toEqual(before.body.data);
        (mayEdit ? writers : readOnly).add(u.key);
      }
    }
    // The demo's split: drilling and directional roles edit; crews, analysts and viewers read.
    expect([...writers].sort()).toEqual(expect.arrayContaining(['admin', 'directional', 'engineer']));
    expect([...readOnly].sort()).toEqual(expect.arrayContaining(['analyst', 'frac', 'production', 'rig', 'viewer']));
  });
});
