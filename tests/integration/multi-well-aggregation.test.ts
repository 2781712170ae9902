/**
 * reports/aggregation and reports/mw_templates (spec 7.6) over a generated demo history, on both
 * databases: a well's own group equals its multi-well KPIs; a rig's pooled ROP is its wells' total
 * footage over their total on-bottom time as the single-well activities report gives them; the day
 * and night tours share a well's NPT and footage exactly; its sections share its footage; templates
 * are the caller's own, unique by name; unknown wells 404, foreign wells 403, bad bodies 400 naming the field.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, HISTORY_TEST_DAYS } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

const DRILLED = ['Red Hawk 2H', 'Bluebonnet 12-1H', 'Bluebonnet 12-2H', 'Prairie 5H'];
const GHOST = '00000000-0000-4000-8000-000000000001';

describeEachDatabase('multi-well aggregation and templates', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: HISTORY_TEST_DAYS });
  let admin = '';
  let engineer = '';
  let viewer = '';
  const ids: Record<string, string> = {};
  const dvdKpis: Record<string, any> = {};

  const agg = (token: string, body: unknown) => t.call('POST', '/api/reports/aggregation', { token, body });

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    for (const w of wells.body.data) ids[w.name] = w.id;
    // The short test history drills one well per demo rig; Bluebonnet 12-2H moves to Red Hawk 2H's rig
    // so a rig pools two wells.
    await t.server.db.query(`update well_rigs set rig_id = (select rig_id from well_rigs where well_id = $1) where well_id = $2`, [
      ids['Red Hawk 2H'],
      ids['Bluebonnet 12-2H'],
    ]);
    const dvd = await t.call('POST', '/api/multi-well/dvd', { token: admin, body: { well_ids: DRILLED.map((n) => ids[n]) } });
    for (const w of dvd.body.data.wells) dvdKpis[w.name] = w.kpis;
  }, 300_000);

  it('gives each well, as its own group, its multi-well KPIs', async () => {
    const r = await agg(admin, { well_ids: DRILLED.map((n) => ids[n]), group_by: 'well' });
    expect(r.status).toBe(200);
    expect(r.body.data.groups.map((g: any) => g.label)).toEqual(DRILLED);
    for (const g of r.body.data.groups) {
      const k = dvdKpis[g.label];
      expect(g.wells).toBe(1);
      expect(g.time_s).toBe(k.to_s - k.from_s);
      for (const key of [
        'footage_m',
        'rop_m_per_h',
        'rotary_rop_m_per_h',
        'slide_rop_m_per_h',
        'weight_to_weight_median_s',
        'slips_to_slips_median_s',
        'npt_s',
        'npt_share',
      ]) {
        if (k[key] === null) expect(g[key]).toBeNull();
        else expect(g[key]).toBeCloseTo(k[key], 9);
      }
      expect(g.connections).toBe(k.connections);
      expect(g.footage_m).toBeGreaterThan(0);
      // No NaN, no undefined: a number or null with its reason.
      for (const [key, v] of Object.entries(g)) {
        if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
        if (v === null) expect(g.missing[key]).toMatch(/\w/);
      }
    }
  });

  it("pools a rig's ROP as its wells' total footage over their total on-bottom time", async () => {
    const r = await agg(admin, { well_ids: DRILLED.map((n) => ids[n]), group_by: 'rig' });
    expect(r.status).toBe(200);
    const { groups, excluded } = r.body.data;
    // Prairie 5H drills on the Bakken's rig, Lone Star 52.
    expect(excluded).toEqual([]);
    expect(groups.find((g: any) => g.label === 'Lone Star 52')?.well_ids).toEqual([ids['Prairie 5H']]);
    const inRigs = groups.flatMap((g: any) => g.well_ids);
    expect(new Set(inRigs).size).toBe(inRigs.length);
    let pooled = 0;
    for (const g of groups) {
      let footageM = 0;
      let onBottomS = 0;
      let nptS = 0;
      let timeS = 0;
      for (const id of g.well_ids) {
        const name = DRILLED.find((n) => ids[n] === id)!;
        const k = dvdKpis[name];
        const payload = { start_date: k.from_s, end_date: k.to_s };
        const act = await t.call('POST', '/api/logs/auto/activities_data', { token: admin, body: { well_id: id, payload } });
        const d = act.body.data.analysis_stat_data.drilling.total;
        footageM += d.footageM;
        onBottomS += d.onBottomS;
        nptS += k.npt_s;
        timeS += k.to_s - k.from_s;
      }
      expect(g.rop_m_per_h).toBeCloseTo(footageM / (onBottomS / 3600), 9);
      expect(g.footage_m).toBeCloseTo(footageM, 6);
      expect(g.npt_share).toBeCloseTo(nptS / timeS, 12);
      if (g.wells > 1) pooled++;
    }
    // Red Hawk 2H's rig drills Bluebonnet 12-2H too: a group of several wells is checked.
    expect(pooled).toBeGreaterThan(0);
  });

  it('names a well without a rig and leaves it out, never giving it one', async () => {
    const id = ids['Prairie 5H'];
    const { rows } = await t.server.db.query<{ rig_id: string; spud_date: unknown; release_date: unknown }>(
      'delete from well_rigs where well_id = $1 returning rig_id, spud_date, release_date',
      [id],
    );
    try {
      const r = await agg(admin, { well_ids: [id, ids['Red Hawk 2H']], group_by: 'rig' });
      expect(r.body.data.excluded).toEqual([{ well_id: id, name: 'Prairie 5H', reason: 'No rig recorded for this well' }]);
      expect(r.body.data.groups.flatMap((g: any) => g.well_ids)).not.toContain(id);
    } finally {
      for (const x of rows)
        await t.server.db.query('insert into well_rigs (well_id, rig_id, spud_date, release_date) values ($1, $2, $3, $4)', [
          id,
          x.rig_id,
          x.spud_date,
          x.release_date,
        ]);
    }
  });

  it("draws the distribution report per rig, section and crew from the same pooled figures: each group's value is reports/aggregation's, each item its well's share", async () => {
    const wells = DRILLED.map((n) => ids[n]);
    const dist = (body: object) => t.call('POST', '/api/multi-well/custom_distribution', { token: admin, body: { well_ids: wells, over: 'wells', ...body } });
    for (const [groupBy, kpi, scale] of [
      ['rig', 'rop_m_per_h', 1],
      ['crew', 'npt_share', 100],
      ['section', 'tripping_m_per_h', 1],
      ['rig', 'weight_to_weight_median_s', 1 / 60],
    ] as const) {
      const d = await dist({ group_by: groupBy, kpi });
      expect(d.status).toBe(200);
      const a = (await agg(admin, { well_ids: wells, group_by: groupBy })).body.data;
      expect(d.body.data.groups.map((g: any) => g.label)).toEqual(a.groups.map((g: any) => g.label));
      expect(d.body.data.excluded).toEqual(a.excluded);
      for (const g of d.body.data.groups) {
        const row = a.groups.find((x: any) => x.key === g.key);
        expect(g.wells).toBe(row.wells);
        if (row[kpi] === null) expect([g.pooled, g.missing]).toEqual([null, row.missing[kpi]]);
        else expect(g.pooled).toBeCloseTo(row[kpi] * scale, 9);
        // Each item is one well's share of the group: a one-well group's item is the group.
        const items = d.body.data.items.filter((i: any) => i.group === g.key);
        expect(items.length).toBe(g.wells);
        if (g.wells === 1) expect(items[0].value).toEqual(g.pooled);
      }
      expect(d.body.data.distribution.count).toBe(d.body.data.items.filter((i: any) => i.value !== null).length);
    }
    // A rig of two wells (Red Hawk 2H's, which drills Bluebonnet 12-2H too): its ROP is their total
    // footage over their total on-bottom hours, each well's taken from its own group.
    const shared = (await agg(admin, { well_ids: wells, group_by: 'rig' })).body.data.groups.find((g: any) => g.wells === 2);
    const parts = (await agg(admin, { well_ids: shared.well_ids, group_by: 'well' })).body.data.groups;
    const footageM = parts.reduce((sum: number, g: any) => sum + g.footage_m, 0);
    const onBottomH = parts.reduce((sum: number, g: any) => sum + g.on_bottom_s / 3600, 0);
    const rig = (await dist({ group_by: 'rig', kpi: 'rop_m_per_h' })).body.data.groups.find((g: any) => g.key === shared.key);
    expect(rig.pooled).toBeCloseTo(footageM / onBottomH, 9);
    expect(rig.p50).toBeCloseTo((parts[0].rop_m_per_h + parts[1].rop_m_per_h) / 2, 9);
    // Refused: grouping runs or stages, a KPI that is not pooled, an unknown grouping.
    for (const [body, field] of [
      [{ group_by: 'rig', kpi: 'rop_m_per_h', over: 'runs' }, 'body.group_by'],
      [{ group_by: 'rig', kpi: 'proppant_kg' }, 'body.kpi'],
      [{ group_by: 'team', kpi: 'rop_m_per_h' }, 'body.group_by'],
      [{ kpi: 'tripping_m_per_h' }, 'body.kpi'],
    ] as const) {
      const bad = await dist(body);
      expect([bad.status, bad.body.message.includes(field)]).toEqual([400, true]);
    }
  });

  it("splits each well between day and night tours: their NPT and footage add up to the well's", async () => {
    for (const name of DRILLED) {
      const r = await agg(admin, { well_ids: [ids[name]], group_by: 'crew' });
      expect(r.status).toBe(200);
      const rows = r.body.data.groups;
      expect(rows.map((g: any) => g.key)).toEqual(['day', 'night']);
      const k = dvdKpis[name];
      const sum = (key: string) => rows.reduce((s: number, g: any) => s + (g[key] ?? 0), 0);
      expect(sum('npt_s')).toBeCloseTo(k.npt_s, 6);
      expect(sum('time_s')).toBe(k.to_s - k.from_s);
      expect(sum('footage_m')).toBeCloseTo(k.footage_m, 6);
      expect(sum('connections')).toBe(k.connections);
    }
  });

  it("splits a well between its hole sections (labelled by hole size): their footage adds up to the well's", async () => {
    let checked = 0;
    for (const name of DRILLED) {
      const r = await agg(admin, { well_ids: [ids[name]], group_by: 'section' });
      expect(r.status).toBe(200);
      const { groups, excluded } = r.body.data;
      if (!groups.length) {
        expect(excluded[0].reason).toMatch(/section/);
        continue;
      }
      for (const g of groups) expect(g.label).toMatch(/^\d+[⅛¼⅜½⅝¾⅞]?" hole$/);
      const footage = groups.reduce((s: number, g: any) => s + (g.footage_m ?? 0), 0);
      expect(footage).toBeCloseTo(dvdKpis[name].footage_m, 3);
      expect(groups.reduce((s: number, g: any) => s + g.time_s, 0)).toBeLessThanOrEqual(dvdKpis[name].to_s - dvdKpis[name].from_s);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("takes a well's sections from its drilling design when it has no casing program", async () => {
    const id = ids['Bluebonnet 12-1H'];
    const design = await t.call('GET', `/api/wells/${id}/designs`, { token: admin });
    const sections = design.body.data.find((d: any) => d.stage === 'drilling').sections as { hole_in: number }[];
    await t.server.db.query('delete from casing_strings where well_id = $1', [id]);
    const r = await agg(admin, { well_ids: [id], group_by: 'section' });
    expect(r.status).toBe(200);
    const holes = r.body.data.groups.map((g: any) => Number(g.key.replace('hole:', '')));
    expect(holes.length).toBeGreaterThan(0);
    for (const h of holes) expect(sections.map((x) => x.hole_in)).toContain(h);
    const footage = r.body.data.groups.reduce((sum: number, g: any) => sum + (g.footage_m ?? 0), 0);
    expect(footage).toBeCloseTo(dvdKpis['Bluebonnet 12-1H'].footage_m, 3);
    // Without a design either, the well is left out and the reason said.
    await t.server.db.query("delete from well_designs where well_id = $1 and stage = 'drilling'", [id]);
    const none = await agg(admin, { well_ids: [id], group_by: 'section' });
    expect(none.body.data.groups).toEqual([]);
    expect(none.body.data.excluded).toEqual([
      { well_id: id, name: 'Bluebonnet 12-1H', reason: 'No casing program or drilling design: the hole sections are unknown' },
    ]);
  });

  it('refuses unknown wells (404), wells the caller may not see (403) and bad bodies (400 naming the field)', async () => {
    const unknown = await agg(admin, { well_ids: [ids['Red Hawk 2H'], GHOST], group_by: 'rig' });
    expect([unknown.status, unknown.body.message.includes(GHOST)]).toEqual([404, true]);
    const refused = await agg(viewer, { well_ids: [ids['Prairie 5H'], ids['Red Hawk 2H']], group_by: 'well' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(ids['Red Hawk 2H']);
    expect((await agg(viewer, { well_ids: [ids['Prairie 5H']], group_by: 'crew' })).status).toBe(200);
    for (const [body, field] of [
      [{ well_ids: [ids['Prairie 5H']], group_by: 'shift' }, 'body.group_by'],
      [{ well_ids: [ids['Prairie 5H']] }, 'body.group_by'],
      [{ well_ids: [], group_by: 'well' }, 'body.well_ids'],
      [{ well_ids: ['x'], group_by: 'well' }, 'body.well_ids'],
      [{ well_ids: [ids['Prairie 5H']], group_by: 'well', extra: 1 }, 'extra'],
    ] as const) {
      const bad = await agg(admin, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
    expect((await t.call('POST', '/api/reports/aggregation', { body: { well_ids: [ids['Prairie 5H']], group_by: 'well' } })).status).toBe(401);
  });

  it('keeps templates per user: create, list, rename, delete; 409 on a name taken, 404/403 on wells, 400 naming the field', async () => {
    const wells = [ids['Red Hawk 2H'], ids['Bluebonnet 12-1H']];
    const made = await t.call('POST', '/api/reports/mw_templates', { token: engineer, body: { name: 'Delaware rigs', well_ids: wells, group_by: 'rig' } });
    expect(made.status).toBe(200);
    const tpl = made.body.data;
    expect([tpl.name, tpl.well_ids, tpl.group_by, tpl.kpis.length]).toEqual(['Delaware rigs', wells, 'rig', 13]);
    const dup = await t.call('POST', '/api/reports/mw_templates', { token: engineer, body: { name: 'delaware RIGS', well_ids: wells } });
    expect([dup.status, dup.body.message.includes('body.name')]).toEqual([409, true]);
    // Another user may use the name, and does not see the engineer's template.
    const other = await t.call('POST', '/api/reports/mw_templates', { token: admin, body: { name: 'Delaware rigs', well_ids: wells, kpis: ['rop_m_per_h'] } });
    expect(other.status).toBe(200);
    expect((await t.call('GET', '/api/reports/mw_templates', { token: engineer })).body.data.map((x: any) => x.id)).toEqual([tpl.id]);
    expect((await t.call('PATCH', `/api/reports/mw_templates/${other.body.data.id}`, { token: engineer, body: { name: 'Mine' } })).status).toBe(404);
    // Wells: unknown 404, not viewable 403.
    const ghost = await t.call('POST', '/api/reports/mw_templates', { token: engineer, body: { name: 'Ghost', well_ids: [GHOST] } });
    expect([ghost.status, ghost.body.message.includes('body.well_ids')]).toEqual([404, true]);
    const foreign = await t.call('POST', '/api/reports/mw_templates', { token: viewer, body: { name: 'Foreign', well_ids: [ids['Red Hawk 2H']] } });
    expect(foreign.status).toBe(403);
    for (const [body, field] of [
      [{ name: '', well_ids: wells }, 'body.name'],
      [{ name: 'X', well_ids: wells, kpis: ['speed'] }, 'body.kpis'],
      [{ name: 'X', well_ids: wells, group_by: 'team' }, 'body.group_by'],
      [{ name: 'X' }, 'body.well_ids'],
    ] as const) {
      const bad = await t.call('POST', '/api/reports/mw_templates', { token: engineer, body });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
    // Rename and regroup; renaming onto another of one's own names is 409.
    await t.call('POST', '/api/reports/mw_templates', { token: engineer, body: { name: 'Second', well_ids: wells } });
    const patched = await t.call('PATCH', `/api/reports/mw_templates/${tpl.id}`, { token: engineer, body: { name: 'Delaware crews', group_by: 'crew' } });
    expect([patched.status, patched.body.data.name, patched.body.data.group_by]).toEqual([200, 'Delaware crews', 'crew']);
    expect((await t.call('PATCH', `/api/reports/mw_templates/${tpl.id}`, { token: engineer, body: { name: 'second' } })).status).toBe(409);
    expect((await t.call('PATCH', `/api/reports/mw_templates/${tpl.id}`, { token: engineer, body: { well_ids: [GHOST] } })).status).toBe(404);
    expect((await t.call('PATCH', `/api/reports/mw_templates/${tpl.id}`, { token: engineer, body: { group_by: 'x' } })).status).toBe(400);
    expect((await t.call('DELETE', `/api/reports/mw_templates/${tpl.id}`, { token: engineer })).status).toBe(200);
    expect((await t.call('DELETE', `/api/reports/mw_templates/${tpl.id}`, { token: engineer })).status).toBe(404);
    expect((await t.call('GET', '/api/reports/mw_templates', { token: engineer })).body.data.map((x: any) => x.name)).toEqual(['Second']);
    expect((await t.call('GET', '/api/reports/mw_templates', {})).status).toBe(401);
  });
});
