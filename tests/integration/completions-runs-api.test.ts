/**
 * Wireline runs and the drill-out of Red Hawk 1H (3 stages in a short demo history), modelled from
 * its stage records (server/completions/run-logs.ts), on both databases: a run fills the gap between
 * two stage records, sets the plug at the stage's plug depth and fires one gun per cluster inside the
 * stage interval; the drill-out drills every plug and cleans out past the toe stage; the calls refuse
 * what they must (400 naming the field, 403 without VIEW_COMPLETION, 404 for a stage with no run).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

describeEachDatabase('wireline runs and drill-out API', (kind) => {
  const t = useTestServer(kind);
  let frac = '';
  let viewer = '';
  let wellId = '';
  let stages: { stage_no: number; start_s: number; end_s: number; top_md_m: number; bottom_md_m: number; plug_md_m: number | null; clusters: number }[] = [];

  beforeAll(async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    frac = await t.login('completions@demo.drillspace', 'drillspace-completions');
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
    stages = (await t.call('GET', `/api/completions/${wellId}/frac_stages`, { token: frac })).body.data.stages;
  });

  it('a run before each stage with a plug, from the end of one stage record to the start of the next', async () => {
    const r = await t.call('GET', `/api/completions/${wellId}/wireline_runs`, { token: frac });
    expect(r.status).toBe(200);
    expect(r.body.data.source).toBe('model');
    expect(r.body.data.runs.map((x: { stage_no: number }) => x.stage_no)).toEqual([2, 3]);
    expect(r.body.data.runs[0]).toMatchObject({ start_s: stages[0].end_s, end_s: stages[1].start_s, plug_md_m: stages[1].plug_md_m });
  });

  it("the run before stage 2: its time log spans the gap, the plug is set at the stage's plug depth and each cluster fired inside the interval", async () => {
    const r = await t.call('GET', `/api/completions/${wellId}/wireline_runs/2?width=600`, { token: frac });
    expect(r.status).toBe(200);
    const d = r.body.data;
    const s2 = stages[1];
    expect(d.origin).toBe(stages[0].end_s);
    expect(Math.abs(d.run.duration_s - (s2.start_s - stages[0].end_s))).toBeLessThanOrEqual(3);
    const depth = d.lines.depth_m.y.filter((v: number | null) => v !== null) as number[];
    expect(Math.max(...depth)).toBeCloseTo(s2.plug_md_m!, 3);
    expect(d.lines.depth_m.x.length).toBeLessThanOrEqual(4 * 300);
    expect(d.events.find((e: { label: string }) => e.label.startsWith('Plug set')).md_m).toBeCloseTo(s2.plug_md_m!, 3);
    const shots = d.events.filter((e: { label: string }) => e.label.startsWith('Cluster'));
    expect(shots).toHaveLength(s2.clusters);
    expect(shots.every((e: { md_m: number }) => e.md_m > s2.top_md_m && e.md_m < s2.bottom_md_m)).toBe(true);
    // A 3/8" cable at ~3 km TVD: 2–25 kN at surface
    expect(d.run.max_tension_kn).toBeGreaterThan(2);
    expect(d.run.max_tension_kn).toBeLessThan(25);
  });

  it('the drill-out drills both plugs and cleans out past the toe stage', async () => {
    const r = await t.call('GET', `/api/completions/${wellId}/drill_out?width=800`, { token: frac });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.run).toMatchObject({ finished: true, plugs_total: 2, plugs_drilled: 2 });
    expect(d.run.pbtd_md_m).toBeGreaterThan(stages[0].bottom_md_m);
    expect(d.run.start_s).toBe(Math.max(...stages.map((s) => s.end_s)) + 36 * 3600);
    expect(d.plugs.map((p: { md_m: number }) => p.md_m)).toEqual([stages[2].plug_md_m, stages[1].plug_md_m]);
    expect(d.plugs.every((p: { mill_s: number }) => p.mill_s >= 600 && p.mill_s <= 1330)).toBe(true);
  });

  it('refuses a bad width (400 naming it), a stage without a run (404), an unknown well (404) and a user without VIEW_COMPLETION (403)', async () => {
    const bad = await t.call('GET', `/api/completions/${wellId}/wireline_runs/2?width=abc`, { token: frac });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('width');
    expect((await t.call('GET', `/api/completions/${wellId}/wireline_runs/1`, { token: frac })).status).toBe(404);
    expect((await t.call('GET', `/api/completions/${wellId}/wireline_runs/9`, { token: frac })).status).toBe(404);
    expect((await t.call('GET', `/api/completions/00000000-0000-4000-8000-000000000000/drill_out`, { token: frac })).status).toBe(404);
    const v = await t.call('GET', `/api/completions/${wellId}/drill_out`, { token: viewer });
    expect(v.status).toBe(403);
  });
});
