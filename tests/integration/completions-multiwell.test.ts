/**
 * Multiwell completions (issue 20) on both databases, no demo history: POST multi-well/completions
 * gives each fractured well's KPIs as the sums of its own frac stages (the stage summary's rows),
 * and POST multi-well/custom_distribution spreads a stage KPI over the wells' stages with
 * PERCENTILE.INC percentiles recomputed here by hand; 404 naming unknown wells, 403 for wells the
 * caller may not see, 400 naming the field. Both routes only read (no 409).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

describeEachDatabase('multiwell completions API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let viewer = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data as { id: string; name: string }[]) ids[w.name] = w.id;
  });

  it("each well's completions KPIs are the sums of its frac stages", async () => {
    const names = ['Red Hawk 1H', 'Mesquite 7H', 'Red Hawk 2H'];
    const r = await t.call('POST', '/api/multi-well/completions', { token: admin, body: { well_ids: names.map((n) => ids[n]) } });
    expect(r.status).toBe(200);
    const wells = r.body.data.wells as { name: string; kpis: Record<string, number | null>; curve: { days: number[]; stages: number[] } }[];
    expect(wells.map((w) => w.name)).toEqual(names);
    for (const w of wells.slice(0, 2)) {
      const stages = (await t.call('GET', `/api/completions/${ids[w.name]}/frac_stages`, { token: admin })).body.data.stages as Record<string, number>[];
      expect(stages.length).toBeGreaterThan(0);
      const sum = (k: string) => stages.reduce((s, x) => s + x[k], 0);
      expect(w.kpis.stages).toBe(stages.length);
      expect(w.kpis.proppant_kg).toBeCloseTo(sum('proppant_kg'), 6);
      expect(w.kpis.clean_m3).toBeCloseTo(sum('clean_m3'), 6);
      expect(w.kpis.pumping_h).toBeCloseTo(sum('pumping_s') / 3600, 9);
      const span = (Math.max(...stages.map((s) => s.end_s)) - Math.min(...stages.map((s) => s.start_s))) / 86_400;
      expect(w.kpis.stages_per_day).toBeCloseTo(stages.length / span, 9);
      expect(w.curve.stages.at(-1)).toBe(stages.length);
    }
    // A drilling well has no stages: figures missing with the reason, not zeros.
    expect(wells[2].kpis.proppant_kg).toBeNull();
    expect(wells[2].kpis.missing).toMatchObject({ proppant_kg: 'No frac stages recorded for this well' });
  });

  it('distribution of proppant over frac stages: P10/P50/P90 as PERCENTILE.INC', async () => {
    const well_ids = [ids['Red Hawk 1H'], ids['Mesquite 7H']];
    const r = await t.call('POST', '/api/multi-well/custom_distribution', { token: admin, body: { well_ids, over: 'stages', kpi: 'proppant_kg' } });
    expect(r.status).toBe(200);
    const d = r.body.data;
    const v = (d.items as { value: number }[]).map((x) => x.value).sort((a, b) => a - b);
    const inc = (p: number) => {
      const pos = (v.length - 1) * p;
      const lo = Math.floor(pos);
      return v[lo] + (v[Math.min(lo + 1, v.length - 1)] - v[lo]) * (pos - lo);
    };
    expect(d.kpi).toEqual({ id: 'proppant_kg', label: 'Proppant placed', unit: 't' });
    expect(d.distribution.count).toBe(v.length);
    expect(d.distribution.p10).toBeCloseTo(inc(0.1), 9);
    expect(d.distribution.p50).toBeCloseTo(inc(0.5), 9);
    expect(d.distribution.p90).toBeCloseTo(inc(0.9), 9);
    expect(d.distribution.histogram.counts.reduce((s: number, c: number) => s + c, 0)).toBe(v.length);
    // Stage proppant is 150–250 t per design (frac-well-plan.ts).
    expect(v[0]).toBeGreaterThan(100);
    expect(v.at(-1)).toBeLessThan(300);
  });

  it('refuses unknown wells (404), wells the caller may not see (403) and bad bodies (400 naming the field)', async () => {
    const ghost = '00000000-0000-4000-8000-000000000001';
    const u = await t.call('POST', '/api/multi-well/completions', { token: admin, body: { well_ids: [ghost] } });
    expect(u.status).toBe(404);
    expect(u.body.message).toContain(ghost);
    const refused = await t.call('POST', '/api/multi-well/completions', { token: viewer, body: { well_ids: [ids['Red Hawk 1H']] } });
    expect(refused.status).toBe(403);
    const refused2 = await t.call('POST', '/api/multi-well/custom_distribution', {
      token: viewer,
      body: { well_ids: [ids['Red Hawk 1H']], over: 'stages', kpi: 'isip_mpa' },
    });
    expect(refused2.status).toBe(403);
    for (const [body, field] of [
      [{ well_ids: [] }, 'body.well_ids'],
      [{ well_ids: [ids['Red Hawk 1H']], over: 'planets', kpi: 'isip_mpa' }, 'body.over'],
      [{ well_ids: [ids['Red Hawk 1H']], over: 'stages', kpi: 'nope' }, 'body.kpi'],
      [{ well_ids: [ids['Red Hawk 1H']], over: 'stages', kpi: 'rop_m_per_h' }, 'body.kpi'],
    ] as const) {
      const url = 'over' in body ? '/api/multi-well/custom_distribution' : '/api/multi-well/completions';
      const bad = await t.call('POST', url, { token: admin, body });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
  });
});
