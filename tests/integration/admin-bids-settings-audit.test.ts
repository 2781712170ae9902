/**
 * Admin › Bids, System Settings and Wells Audit (issue 17), on one server per database.
 * Bids: the demo services companies' bids are seeded; a bid and its items are created, changed and
 * deleted with every write audited before/after; bad input is a 400 naming the field, a duplicate a
 * 409, a missing bid or item a 404, and a non-admin is refused (403).
 * System settings: a stored value overrides the environment in the public /config and the AI chat,
 * is audited, and a reset returns to the environment; superadmins only.
 * Wells audit: every well's facts from its own data; administrators only.
 */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { SUPERADMIN } from './support/accounts';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('admin bids, system settings, wells audit', (kind) => {
  const t = useTestServer(kind);

  it('seeds the demo bids at the AFE rates, lists them with their company and item count', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const list = await t.call('GET', '/api/bids?search=Vector', { token: admin });
    expect(list.status).toBe(200);
    const active = list.body.data.find((b: any) => b.name === 'Permian directional 2026');
    expect(active).toMatchObject({ company_name: 'Vector Directional Services', status: 'active', currency: 'USD', item_count: 5 });
    expect(active.valid_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const items = await t.call('GET', `/api/bids/${active.id}/items`, { token: admin });
    // The directional day rate is the demo AFE's DD rate (server/seed/step-costs.ts).
    expect(items.body.data.find((i: any) => i.code === 'DD-DAY')).toMatchObject({
      unit: 'day',
      unit_price: 9500,
      cost_code: 'DD',
      cost_code_name: 'Directional drilling and MWD',
    });
  });

  it('create, edit and delete a bid and its items, each audited with before and after', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const redrock = (await t.call('GET', '/api/companies?search=Red Rock', { token: admin })).body.data[0];
    const created = await t.call('POST', '/api/bids', {
      token: admin,
      body: { company_id: redrock.id, name: 'Frac services 2027', valid_from: '2027-01-01', valid_to: '2027-12-31', status: 'draft' },
    });
    expect(created.status).toBe(201);
    const bid = created.body.data;
    expect(bid).toMatchObject({ company_name: 'Red Rock Frac Services', valid_to: '2027-12-31', item_count: 0 });

    const item = await t.call('POST', `/api/bids/${bid.id}/items`, {
      token: admin,
      body: { code: 'HHP-STG', description: 'Horsepower per stage', unit: 'stage', unit_price: 19000 },
    });
    expect(item.status).toBe(201);
    const changed = await t.call('PATCH', `/api/bids/${bid.id}/items/${item.body.data.id}`, { token: admin, body: { unit_price: 19250.5 } });
    expect(changed.body.data.unit_price).toBe(19250.5);
    const itemAudit = (await t.call('GET', `/api/admin/audit?action=bid_items.update&object_id=${item.body.data.id}`, { token: admin })).body.data[0];
    expect(itemAudit.details).toMatchObject({ bid_id: bid.id, before: { unit_price: 19000 }, after: { unit_price: 19250.5 } });

    const renamed = await t.call('PATCH', `/api/bids/${bid.id}`, { token: admin, body: { status: 'active' } });
    expect(renamed.body.data).toMatchObject({ status: 'active', item_count: 1 });
    const bidAudit = (await t.call('GET', `/api/admin/audit?action=bids.update&object_id=${bid.id}`, { token: admin })).body.data[0];
    expect(bidAudit.details).toMatchObject({ before: { status: 'draft' }, after: { status: 'active' } });

    expect((await t.call('DELETE', `/api/bids/${bid.id}/items/${item.body.data.id}`, { token: admin })).status).toBe(200);
    const itemGone = (await t.call('GET', `/api/admin/audit?action=bid_items.delete&object_id=${item.body.data.id}`, { token: admin })).body.data[0];
    expect(itemGone.details.before).toMatchObject({ code: 'HHP-STG', unit_price: 19250.5 });
    expect((await t.call('DELETE', `/api/bids/${bid.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/bids/${bid.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses bad input naming the field, duplicates with 409, missing records with 404', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const companies = (await t.call('GET', '/api/companies', { token: admin })).body.data;
    const vector = companies.find((c: any) => c.name === 'Vector Directional Services');
    const operator = companies.find((c: any) => c.type_id === 1);
    const post = (body: unknown) => t.call('POST', '/api/bids', { token: admin, body });
    const base = { company_id: vector.id, name: 'Check bid', valid_from: '2027-01-01' };

    expect((await post({ ...base, name: '  ' })).body.message).toBe('body.name: This field could not be empty');
    expect((await post({ ...base, valid_from: '2027-13-01' })).body.message).toMatch(/^body\.valid_from: /);
    expect((await post({ ...base, currency: 'usd' })).body.message).toMatch(/^body\.currency: /);
    const backwards = await post({ ...base, valid_to: '2026-12-31' });
    expect([backwards.status, backwards.body.message]).toEqual([400, 'body.valid_to: must not be before the start (2027-01-01)']);
    const byOperator = await post({ ...base, company_id: operator.id });
    expect([byOperator.status, byOperator.body.message]).toEqual([400, 'body.company_id: must be a services company, not an operator']);
    const noCompany = await post({ ...base, company_id: NO_SUCH });
    expect([noCompany.status, noCompany.body.message]).toEqual([404, 'body.company_id: no such company']);
    const dup = await post({ ...base, name: 'PERMIAN directional 2026' });
    expect([dup.status, dup.body.message]).toEqual([409, 'body.name: The value must be unique']);

    const bid = (await post(base)).body.data;
    // A PATCH of the end alone is checked against the stored start.
    expect((await t.call('PATCH', `/api/bids/${bid.id}`, { token: admin, body: { valid_to: '2026-06-01' } })).status).toBe(400);
    const addItem = (body: unknown) => t.call('POST', `/api/bids/${bid.id}/items`, { token: admin, body });
    const good = { code: 'X-1', description: 'Thing', unit: 'each', unit_price: 10 };
    expect((await addItem({ ...good, unit_price: -1 })).body.message).toBe('body.unit_price: must not be negative');
    expect((await addItem({ ...good, unit_price: '10' })).body.message).toMatch(/^body\.unit_price: /);
    expect((await addItem({ ...good, cost_code: 'NOPE' })).body.message).toBe('body.cost_code: no such cost code (NOPE)');
    expect((await addItem(good)).status).toBe(201);
    const dupItem = await addItem({ ...good, code: 'x-1' });
    expect([dupItem.status, dupItem.body.message]).toEqual([409, 'body.code: The value must be unique']);
    expect((await t.call('POST', `/api/bids/${NO_SUCH}/items`, { token: admin, body: good })).status).toBe(404);
    expect((await t.call('PATCH', `/api/bids/${bid.id}/items/${NO_SUCH}`, { token: admin, body: { unit_price: 1 } })).status).toBe(404);
    expect((await t.call('GET', `/api/bids/${NO_SUCH}/items`, { token: admin })).status).toBe(404);
  });

  it('refuses a non-admin on every bid route (403)', async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const bid = (await t.call('GET', '/api/bids', { token: admin })).body.data[0];
    expect((await t.call('GET', '/api/bids', { token: engineer })).status).toBe(403);
    expect((await t.call('GET', `/api/bids/${bid.id}/items`, { token: engineer })).status).toBe(403);
    expect((await t.call('PATCH', `/api/bids/${bid.id}`, { token: engineer, body: { status: 'expired' } })).status).toBe(403);
    expect(
      (await t.call('POST', `/api/bids/${bid.id}/items`, { token: engineer, body: { code: 'A', description: 'B', unit: 'each', unit_price: 1 } })).status,
    ).toBe(403);
  });

  it('system settings: a stored value overrides the environment in /config, is audited, and a reset restores it', async () => {
    const superadmin = await t.login(SUPERADMIN.email, SUPERADMIN.password);
    const before = await t.call('GET', '/api/admin/system_settings', { token: superadmin });
    expect(before.status).toBe(200);
    const title = before.body.data.find((r: any) => r.key === 'welcome_title');
    expect(title).toMatchObject({ value: t.config.welcomeTitle, default: t.config.welcomeTitle, source: 'environment' });

    const patch = await t.call('PATCH', '/api/admin/system_settings', {
      token: superadmin,
      body: { welcome_title: 'Permian Ops', contact_us: 'Call the ops desk: +1 432 555 0100', map_center: { lat: 31.9, lon: -102.1 } },
    });
    expect(patch.status).toBe(200);
    expect(patch.body.data.find((r: any) => r.key === 'welcome_title')).toMatchObject({
      value: 'Permian Ops',
      source: 'database',
      updated_by: SUPERADMIN.email,
    });
    const config = (await t.call('GET', '/api/config')).body;
    expect(config).toMatchObject({ welcome_title: 'Permian Ops', contact_us: 'Call the ops desk: +1 432 555 0100', map_center: { lat: 31.9, lon: -102.1 } });
    const row = (await t.call('GET', '/api/admin/audit?action=system_settings.update', { token: superadmin })).body.data[0];
    expect(row.details).toMatchObject({ before: { welcome_title: t.config.welcomeTitle }, after: { welcome_title: 'Permian Ops' } });

    // Hiding the AI chat reaches the chat's API at once.
    await t.call('PATCH', '/api/admin/system_settings', { token: superadmin, body: { hide_ai_chat: true } });
    expect((await t.call('GET', '/api/config')).body.hide_ai_chat).toBe(true);
    const chat = await t.call('POST', '/api/llm/get_defaults', { token: superadmin, body: {} });
    expect(chat.status).toBe(403);

    const reset = await t.call('DELETE', '/api/admin/system_settings/welcome_title', { token: superadmin });
    expect(reset.body.data.find((r: any) => r.key === 'welcome_title')).toMatchObject({ value: t.config.welcomeTitle, source: 'environment' });
    expect((await t.call('GET', '/api/config')).body.welcome_title).toBe(t.config.welcomeTitle);
    await t.call('DELETE', '/api/admin/system_settings/hide_ai_chat', { token: superadmin });
    expect((await t.call('GET', '/api/config')).body.hide_ai_chat).toBe(t.config.hideAiChat);
  });

  it('system settings: 400 naming the field, 404 for an unknown key, 403 for an admin who is not superadmin', async () => {
    const superadmin = await t.login(SUPERADMIN.email, SUPERADMIN.password);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const patch = (body: unknown, token = superadmin) => t.call('PATCH', '/api/admin/system_settings', { token, body });
    expect((await patch({ welcome_title: ' ' })).body.message).toBe('body.welcome_title: This field could not be empty');
    expect((await patch({ map_center: { lat: 95, lon: 0 } })).body.message).toBe('body.map_center.lat: must be between -90 and 90');
    expect((await patch({ welcome_picture: 'javascript:alert(1)' })).body.message).toBe('body.welcome_picture: must be an https URL or a path starting with /');
    expect((await patch({ hide_sso: 'yes' })).body.message).toBe('body.hide_sso: must be true or false');
    expect((await patch({ token_ttl_s: 60 })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    expect((await t.call('DELETE', '/api/admin/system_settings/no_such_key', { token: superadmin })).status).toBe(404);
    expect((await patch({ welcome_title: 'Nope' }, admin)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/system_settings', { token: admin })).status).toBe(403);
  });

  it("wells audit: each well's facts from its own data, admins only", async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const engineer = await t.login(ENGINEER.email, ENGINEER.password);
    expect((await t.call('GET', '/api/admin/wells_audit', { token: engineer })).status).toBe(403);
    const res = await t.call('GET', '/api/admin/wells_audit', { token: admin });
    expect(res.status).toBe(200);
    const wells = (await t.call('GET', '/api/wells?limit=1000', { token: admin })).body.data;
    expect(res.body.data.map((r: any) => r.id).sort()).toEqual(wells.map((w: any) => w.id).sort());

    // A demo well with surveys and live data, against the well's own survey table; then a deeper survey.
    const row = res.body.data.find((r: any) => r.survey_count > 0 && r.last_data_s !== null);
    const stations = (await t.call('GET', `/api/wells/${row.id}/surveys/stations`, { token: admin })).body.data;
    const deepest = stations.reduce((a: any, b: any) => (b.md > a.md ? b : a));
    expect([row.survey_count, row.last_survey_md_m]).toEqual([stations.length, deepest.md]);
    const plans = (await t.call('GET', `/api/wells/${row.id}/plans`, { token: admin })).body.data;
    expect(row.plan_count).toBe(plans.length);
    const added = await t.call('POST', `/api/wells/${row.id}/surveys/stations`, {
      token: admin,
      body: { stations: [{ md: deepest.md + 28.5, inc: deepest.inc, az: deepest.az, surveyed_at: row.last_data_s }] },
    });
    expect(added.status).toBe(201);
    const again = (await t.call('GET', '/api/admin/wells_audit', { token: admin })).body.data.find((r: any) => r.id === row.id);
    expect([again.survey_count, again.last_survey_md_m, again.last_survey_s]).toEqual([row.survey_count + 1, deepest.md + 28.5, row.last_data_s]);
    // The survey write is audited on the well: it is the well's last change.
    expect(again.last_change_by).toBe(ADMIN.email);

    // A new well: no one but administrators sees it until the engineer is granted it.
    const well = (
      await t.call('POST', '/api/wells', { token: admin, body: { name: 'Audit Check 1H', timezone: 'America/Chicago', day_shift: 21600, status: 1 } })
    ).body.data;
    const fresh = (await t.call('GET', '/api/admin/wells_audit', { token: admin })).body.data.find((r: any) => r.id === well.id);
    expect(fresh).toMatchObject({ users_with_access: 0, survey_count: 0, plan_count: 0, last_data_s: null, journal_days: 0, data_span_days: 0 });
    const me = (await t.call('GET', `/api/admin/users?search=${encodeURIComponent(ENGINEER.email)}`, { token: admin })).body.data[0];
    const role = (await t.call('GET', '/api/admin/roles?object_type=WELL', { token: admin })).body.data[0];
    expect((await t.call('POST', `/api/admin/user_roles/${me.id}/${well.id}/WELL`, { token: admin, body: { role_id: role.id } })).status).toBe(200);

    // Reporting days in the well's zone and day shift (06:00 Chicago, CST = UTC-6 in January):
    // detected activity at 12:00 on the 10th, 05:00 on the 11th (still the 10th's day) and 10:00 on the 12th:
    // 2 days with journal over a 3-day span; one manual entry at 07:00 on the 12th.
    const utc = (d: string) => Date.parse(d) / 1000;
    for (const at of ['2027-01-10T18:00:00Z', '2027-01-11T11:00:00Z', '2027-01-12T16:00:00Z']) {
      await t.server.db.query(`insert into log_activity_bins (well_id, source, bin_s, seconds) values ($1, 'auto', $2, '{900}')`, [well.id, utc(at)]);
    }
    await t.server.db.query(`insert into time_journal_entries (well_id, start_s, end_s, activity) values ($1, $2, $3, 'drilling')`, [
      well.id,
      utc('2027-01-12T13:00:00Z'),
      utc('2027-01-12T14:00:00Z'),
    ]);
    const after = (await t.call('GET', '/api/admin/wells_audit', { token: admin })).body.data.find((r: any) => r.id === well.id);
    expect(after).toMatchObject({ users_with_access: 1, journal_days: 2, data_span_days: 3, manual_journal_days: 1, last_change_by: ADMIN.email });
  });
});
