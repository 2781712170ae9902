/**
 * Drilling roadmap API (issue 15) on both databases, without demo history: the seeded roadmap by
 * section, a roadmap of the test's own with two intervals, drilling written directly (an auto time
 * log's rotary and slide intervals and 1 Hz WOB) and the time in range read back against hand-counted
 * figures; bad input 400 naming the field, overlaps 409 naming the interval, dangling ids 404,
 * VIEW_ROADMAP / EDIT_ROADMAP enforced, writes audited.
 */
import { beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/domain/drilling/activities';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

// A quiet hour long before the demo's dates, on the hour (stored levels' buckets sit on their grid).
const T0 = 1_699_999_200;

describeEachDatabase('roadmap API', (kind) => {
  // Counts its own hand-made drilling only: no demo history.
  const t = useTestServer(kind, { demoHistoryDays: 0 });
  let admin = '';
  let engineer = '';
  let viewer = '';
  let wellId = '';
  let roadmapId = '';
  const intervalIds: string[] = [];

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
  });

  it('each spudded demo well has a roadmap by section from surface to TD, without gaps or overlaps', async () => {
    const list = await t.call('GET', `/api/wells/${wellId}/roadmaps`, { token: engineer });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.can_edit).toBe(true); // the drilling engineer configures the roadmap (EDIT_ROADMAP)
    const seeded = list.body.data.find((r: { name: string }) => r.name === 'Roadmap by section');
    const r = await t.call('GET', `/api/wells/${wellId}/roadmaps/${seeded.id}`, { token: engineer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const iv = r.body.data.intervals as { name: string; md_from_m: number; md_to_m: number; rotary: any; slide: any }[];
    expect(iv[0].md_from_m).toBe(0);
    expect(iv.at(-1)!.md_to_m).toBe(6250);
    for (let i = 1; i < iv.length; i++) expect(iv[i].md_from_m).toBe(iv[i - 1].md_to_m);
    // Red Hawk 2H (TD 6250 m): surface to 550 m, intermediate to 35 % of TD (2190 m), then the 8½" hole.
    expect(iv.slice(0, 2).map((x) => [x.name, x.md_to_m])).toEqual([
      ['Surface 17½"', 550],
      ['Intermediate 12¼"', 2190],
    ]);
    expect(iv.at(-1)!.name).toBe('Lateral 8½"');
    for (const x of iv) {
      expect(x.rotary.wob_t.min).toBeLessThan(x.rotary.wob_t.max);
      expect(x.slide.rpm).toBeUndefined();
    }
    // No drilling recorded without history: said, not invented.
    expect(r.body.data.actual.drilled).toBe(false);
  });

  it('the administrator builds a roadmap; the time in range is counted from the recorded drilling (hand-checked)', async () => {
    const created = await t.call('POST', `/api/wells/${wellId}/roadmaps`, { token: admin, body: { name: 'Test roadmap' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    roadmapId = created.body.data.id;
    const dup = await t.call('POST', `/api/wells/${wellId}/roadmaps`, { token: admin, body: { name: 'test ROADMAP' } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/body\.name/);
    for (const [from, to, rotary, slide] of [
      [5000, 5100, { wob_t: { min: 10, max: 15 } }, {}],
      [5100, 5200, { wob_t: { min: 12, max: 18 } }, { wob_t: { min: 6, max: 10 } }],
    ] as const) {
      const r = await t.call('POST', `/api/wells/${wellId}/roadmaps/${roadmapId}/intervals`, {
        token: admin,
        body: { name: `${from}–${to} m`, md_from_m: from, md_to_m: to, hole_size_in: 8.75, rotary, slide },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      intervalIds.push(r.body.data.id);
    }
    // Rotary 0–600 s drilling 5090 → 5110 m at 12 t for 300 s then 20 t; off bottom 600–660 s; a slide
    // 660–780 s at 5110 → 5114 m at 9 t.
    const store = t.server.services.logs.store;
    const writer = store.writer(wellId);
    const wob = [...new Array(300).fill(12), ...new Array(300).fill(20), ...new Array(60).fill(2), ...new Array(120).fill(9)];
    await writer.append(T0, { wobT: wob }, wob.length);
    await writer.flush({ wobT: { unit: 't', label: 'Weight on bit' } });
    const db = t.server.db;
    for (const [s, e, code, from, to] of [
      [0, 600, Activity.ROTARY_DRILLING, 5090, 5110],
      [600, 660, Activity.CIRCULATING, 5110, 5110],
      [660, 780, Activity.SLIDE_DRILLING, 5110, 5114],
    ] as const) {
      await db.query(
        `insert into log_intervals (well_id, source, start_s, end_s, code, hole_from_m, hole_to_m, bit_from_m, bit_to_m) values ($1, 'auto', $2, $3, $4, $5, $6, $5, $6)`,
        [wellId, T0 + s, T0 + e, code, from, to],
      );
    }
    const r = await t.call('GET', `/api/wells/${wellId}/roadmaps/${roadmapId}`, { token: engineer });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const a = r.body.data.actual;
    expect(a).toMatchObject({ drilled: true, from: T0, to: T0 + 780, sample_step_s: 30 });
    expect(a.missing_parameters).toEqual(['rpm', 'flow_lpm', 'diffp_mpa', 'rop_mph', 'torque_knm']);
    const [first, second] = a.intervals;
    // 10 samples of 30 s at 12 t in 5090–5100 m: all inside 10–15 t; 10 at 20 t in 5100–5110 m: all above 12–18 t.
    expect(first.rotary).toMatchObject({ drilledS: 300, footageM: 10, inRangePct: 100 });
    expect(first.rotary.params.wob_t).toMatchObject({ samples: 10, mean: 12, inRangePct: 100 });
    expect(second.rotary.params.wob_t).toMatchObject({ samples: 10, mean: 20, abovePct: 100, inRangePct: 0 });
    // The slide: 4 samples at 9 t inside 6–10 t, 4 m of hole; off bottom counts nowhere.
    expect(second.slide).toMatchObject({ drilledS: 120, footageM: 4, inRangePct: 100 });
    expect(first.slide.drilledS).toBe(0);
  });

  it('bad input is a 400 naming the field, an overlap a 409 naming the interval, a dangling id a 404', async () => {
    const url = `/api/wells/${wellId}/roadmaps/${roadmapId}/intervals`;
    const base = { name: 'Deeper', md_from_m: 5200, md_to_m: 5300 };
    const minMax = await t.call('POST', url, { token: admin, body: { ...base, rotary: { rpm: { min: 120, max: 80 } } } });
    expect(minMax.status).toBe(400);
    expect(minMax.body.message).toMatch(/body\.rotary\.rpm\.max: min must be less than max/);
    const slideRpm = await t.call('POST', url, { token: admin, body: { ...base, slide: { rpm: { min: 0, max: 10 } } } });
    expect(slideRpm.status).toBe(400);
    expect(slideRpm.body.message).toMatch(/body\.slide.*'rpm'/);
    const upside = await t.call('POST', url, { token: admin, body: { ...base, md_to_m: 5100 } });
    expect(upside.status).toBe(400);
    expect(upside.body.message).toMatch(/body\.md_to_m/);
    const overlap = await t.call('POST', url, { token: admin, body: { ...base, md_from_m: 5150 } });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toMatch(/body\.md_from_m: .*overlaps the interval '5100–5200 m'/);
    // Moving an interval onto its neighbour is refused too; onto its own range is fine.
    const put = `${url}/${intervalIds[0]}`;
    const moved = await t.call('PUT', put, { token: admin, body: { name: '5000–5100 m', md_from_m: 5000, md_to_m: 5150 } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(/^body\.md_to_m: /);
    const kept = await t.call('PUT', put, { token: admin, body: { name: 'Upper', md_from_m: 4990, md_to_m: 5100, rotary: { wob_t: { min: 11, max: 15 } } } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Upper', md_from_m: 4990, rotary: { wob_t: { min: 11, max: 15 } }, slide: {} });
    const other = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/wells/${wellId}/roadmaps/${other}`, { token: admin })).status).toBe(404);
    const gone = await t.call('PUT', `${url}/${other}`, { token: admin, body: base });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toMatch(/params\.interval_id/);
  });

  it('VIEW_ROADMAP to read, EDIT_ROADMAP to write; writes are audited', async () => {
    expect((await t.call('GET', `/api/wells/${wellId}/roadmaps`, { token: viewer })).status).toBe(403);
    // The directional driller sees Red Hawk 2H but holds no EDIT_ROADMAP; the drilling engineer does.
    const directional = await t.login('directional@demo.drillspace', 'drillspace-directional');
    const refused = await t.call('POST', `/api/wells/${wellId}/roadmaps`, { token: directional, body: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/EDIT_ROADMAP/);
    const mine = await t.call('POST', `/api/wells/${wellId}/roadmaps`, { token: engineer, body: { name: 'Mine' } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const del = await t.call('DELETE', `/api/wells/${wellId}/roadmaps/${roadmapId}/intervals/${intervalIds[1]}`, { token: admin });
    expect(del.status).toBe(200);
    const audit = await t.call('GET', '/api/admin/audit?action=roadmap.interval.update', { token: admin });
    const row = audit.body.data[0];
    expect(row.details.before).toMatchObject({ name: '5000–5100 m', md_from_m: 5000, rotary: { wob_t: { min: 10, max: 15 } } });
    expect(row.details.after).toMatchObject({ name: 'Upper', md_from_m: 4990 });
    const deleted = await t.call('GET', '/api/admin/audit?action=roadmap.interval.delete', { token: admin });
    expect(deleted.body.data[0].details.before).toMatchObject({ name: '5100–5200 m' });
  });
});
