/**
 * The gantt and the offset search of a frac well (spec 7.13, server/routes/completions/frac-operations.ts)
 * on both databases, against the stored stages of the short demo history (3 stages per frac well):
 * the gantt's pumping bars are the stages' pump start to shut-in, its wireline bars the runs of
 * wireline_runs and its drill-out bars the plugs of drill_out; the offset search of Longhorn State 4H
 * finds Mesquite 7H (~30 km) with its stage count, proppant, fluid, mean ISIP and frac dates equal to
 * its frac_stages rows, names no well whose frac the caller may not view, and refuses bad input.
 */
import { beforeAll, expect, it } from 'vitest';
import { distanceM } from '../../src/domain/wellinfo/geo-plane';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

interface Stage {
  stage_no: number;
  start_s: number;
  end_s: number;
  pump_start_s: number | null;
  shut_in_s: number | null;
  pumping_s: number;
  proppant_kg: number;
  clean_m3: number;
  slurry_m3: number;
  isip_mpa: number | null;
}
interface Bar {
  kind: string;
  stage_no: number | null;
  start_s: number;
  end_s: number;
  label: string;
}
interface Well {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

const NO_WELL = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('frac gantt and offset search API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let completions = '';
  let viewer = '';
  let wells: Well[] = [];
  const byName = (name: string) => wells.find((w) => w.name === name)!;
  const stagesOf = async (id: string) => (await t.call('GET', `/api/completions/${id}/frac_stages`, { token: admin })).body.data.stages as Stage[];

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    completions = await t.login('completions@demo.drillspace', 'drillspace-completions');
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    wells = (await t.call('GET', '/api/wells?limit=200', { token: admin })).body.data;
  });

  it("gantt: one pumping bar per stage from pump start to shut-in, the wireline runs before them, each plug's drill-out inside the drill-out run", async () => {
    const rh1 = byName('Red Hawk 1H').id;
    const stages = await stagesOf(rh1);
    expect(stages).toHaveLength(3);
    const r = await t.call('GET', `/api/completions/${rh1}/gantt`, { token: completions });
    expect(r.status).toBe(200);
    const d = r.body.data as { stages: number[]; bars: Bar[]; totals: Record<string, number | null> };
    expect(d.stages).toEqual([1, 2, 3]);
    const of = (k: string) => d.bars.filter((b) => b.kind === k);

    expect(of('pumping').map((b) => [b.stage_no, b.start_s, b.end_s])).toEqual(stages.map((s) => [s.stage_no, s.pump_start_s, s.shut_in_s]));
    const runs = (await t.call('GET', `/api/completions/${rh1}/wireline_runs`, { token: completions })).body.data.runs as Bar[];
    expect(of('wireline').map((b) => [b.stage_no, b.start_s, b.end_s])).toEqual(runs.map((x) => [x.stage_no, x.start_s, x.end_s]));
    expect(of('wireline').map((b) => b.stage_no)).toEqual([2, 3]);
    // A stage's wireline run ends before its pumps start.
    for (const w of of('wireline')) expect(w.end_s).toBeLessThanOrEqual(of('pumping').find((p) => p.stage_no === w.stage_no)!.start_s);

    const drill = (await t.call('GET', `/api/completions/${rh1}/drill_out?width=200`, { token: completions })).body.data;
    const [run] = of('drill_out');
    expect(run).toMatchObject({ stage_no: null, start_s: drill.run.start_s, end_s: drill.run.end_s });
    const plugs = of('plug_drill_out');
    expect(plugs.map((b) => [b.start_s, b.end_s]).sort()).toEqual(drill.plugs.map((p: { tag_s: number; drilled_s: number }) => [p.tag_s, p.drilled_s]).sort());
    // Each plug is the one set before its stage: the heel-side plug (stage 3) is drilled first.
    expect(plugs.map((b) => b.stage_no)).toEqual([3, 2]);
    for (const p of plugs) {
      expect(p.start_s).toBeGreaterThanOrEqual(run.start_s);
      expect(p.end_s).toBeLessThanOrEqual(run.end_s);
    }
    for (const b of d.bars) {
      expect(b.end_s).toBeGreaterThan(b.start_s);
      expect(b.label.length).toBeGreaterThan(5);
    }
    expect(d.totals.stages).toBe(3);
    expect(d.totals.pumping_s).toBe(stages.reduce((a, s) => a + s.pumping_s, 0));
    expect(d.totals.first_s).toBe(Math.min(...d.bars.map((b) => b.start_s)));
    expect(d.totals.last_s).toBe(run.end_s);
  });

  it('gantt refuses an unknown query field and a bad id (400 naming them), a user without VIEW_COMPLETION (403) and an unknown well (404)', async () => {
    const rh1 = byName('Red Hawk 1H').id;
    const bad = await t.call('GET', `/api/completions/${rh1}/gantt?width=5`, { token: completions });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('width');
    const badId = await t.call('GET', `/api/completions/not-a-well/gantt`, { token: completions });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('params.id');
    expect((await t.call('GET', `/api/completions/${rh1}/gantt`, { token: viewer })).status).toBe(403);
    expect((await t.call('GET', `/api/completions/${NO_WELL}/gantt`, { token: admin })).status).toBe(404);
    // A well never fractured: no bars, no 500.
    const none = await t.call('GET', `/api/completions/${byName('Red Hawk 2H').id}/gantt`, { token: admin });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ stages: [], bars: [], totals: { stages: 0, first_s: null, last_s: null, pumping_s: 0 } });
  });

  it('offset search: the frac wells near Longhorn State 4H, nearest first, with figures equal to their stored stages', async () => {
    const lh = byName('Longhorn State 4H');
    const r = await t.call('GET', `/api/completions/${lh.id}/offset_search?radius_m=100000`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.radius_m).toBe(100000);
    const found = r.body.data.wells as Record<string, number | string | null>[];
    // Mesquite 7H is the only other frac well within 100 km (Red Hawk 1H is ~185 km away, Northstar in North Dakota).
    expect(found.map((w) => w.name)).toEqual(['Mesquite 7H']);
    const m = byName('Mesquite 7H');
    const w = found[0];
    expect(w.well_id).toBe(m.id);
    const great = distanceM({ latDeg: lh.latitude, lonDeg: lh.longitude }, { latDeg: m.latitude, lonDeg: m.longitude });
    expect(Math.abs((w.distance_m as number) - great) / great).toBeLessThan(0.005);
    expect(great).toBeGreaterThan(20_000);
    const stages = await stagesOf(m.id);
    expect(w.stages).toBe(stages.length);
    expect(w.proppant_kg).toBeCloseTo(
      stages.reduce((a, s) => a + s.proppant_kg, 0),
      3,
    );
    expect(w.clean_m3).toBeCloseTo(
      stages.reduce((a, s) => a + s.clean_m3, 0),
      3,
    );
    expect(w.slurry_m3).toBeCloseTo(
      stages.reduce((a, s) => a + s.slurry_m3, 0),
      3,
    );
    const isips = stages.map((s) => s.isip_mpa).filter((x): x is number => x !== null);
    expect(isips.length).toBeGreaterThan(0);
    expect(w.mean_isip_mpa).toBeCloseTo(isips.reduce((a, x) => a + x, 0) / isips.length, 6);
    expect(w.frac_start_s).toBe(Math.min(...stages.map((s) => s.start_s)));
    expect(w.frac_end_s).toBe(Math.max(...stages.map((s) => s.end_s)));

    // The default radius (50 km) holds it too; 10 km does not.
    expect((await t.call('GET', `/api/completions/${lh.id}/offset_search`, { token: admin })).body.data.wells).toHaveLength(1);
    expect((await t.call('GET', `/api/completions/${lh.id}/offset_search?radius_m=10000`, { token: admin })).body.data.wells).toEqual([]);
    // Red Hawk 1H's pad neighbours were never fractured: no drilling well is offered as a frac offset.
    expect((await t.call('GET', `/api/completions/${byName('Red Hawk 1H').id}/offset_search?radius_m=100000`, { token: admin })).body.data.wells).toEqual([]);
  });

  it('offset search refuses bad input (400 naming the field), a user without VIEW_COMPLETION (403) and an unknown well (404)', async () => {
    const lh = byName('Longhorn State 4H').id;
    for (const q of ['radius_m=abc', 'radius_m=0', 'radius_m=1000000', 'limit=0', 'near=1']) {
      const r = await t.call('GET', `/api/completions/${lh}/offset_search?${q}`, { token: completions });
      expect(r.status, q).toBe(400);
      expect(r.body.message, q).toContain(q.split('=')[0]);
    }
    expect((await t.call('GET', `/api/completions/${byName('Red Hawk 1H').id}/offset_search`, { token: viewer })).status).toBe(403);
    expect((await t.call('GET', `/api/completions/${NO_WELL}/offset_search`, { token: admin })).status).toBe(404);
  });

  it('offset search names only wells whose frac the caller may view: seeing Mesquite 7H is not enough, VIEW_COMPLETION on it is', async () => {
    const lh = byName('Longhorn State 4H').id;
    const m = byName('Mesquite 7H').id;
    const names = async () =>
      ((await t.call('GET', `/api/completions/${lh}/offset_search?radius_m=100000`, { token: completions })).body.data.wells as { name: string }[]).map(
        (w) => w.name,
      );
    // The completions engineer holds Longhorn State 4H and Red Hawk 1H only.
    expect(await names()).toEqual([]);
    const me = (await t.call('GET', '/api/auth/user', { token: completions })).body.data as { id: string };
    const role = (
      await t.call('POST', '/api/admin/roles', { token: admin, body: { name: 'Well header only', object_type: 'WELL', permissions: ['VIEW_WELL'] } })
    ).body.data as { id: string };
    expect((await t.call('POST', `/api/admin/user_roles/${me.id}/${m}/WELL`, { token: admin, body: { role_id: role.id } })).status).toBe(200);
    expect((await t.call('GET', `/api/wells/${m}`, { token: completions })).status).toBe(200);
    expect(await names()).toEqual([]);
    await t.call('PATCH', `/api/admin/roles/${role.id}`, { token: admin, body: { permissions: ['VIEW_WELL', 'VIEW_COMPLETION'] } });
    expect(await names()).toEqual(['Mesquite 7H']);
  });
});
