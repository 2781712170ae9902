/**
 * The frac stages API over the demo frac of Red Hawk 1H (server/seed/step-frac.ts; a short demo
 * history pumps its first 3 stages), on both databases: a stage's totals are the sums of its 1 Hz
 * record (proppant to 0.1 %), the ISIP is picked at the modelled shut-in (the end of the flush,
 * within 1 s) and the fracture gradient is ISIP / TVD + ρ_water·g (Economides & Nolte, Reservoir
 * Stimulation, ch. 9), stages compare aligned at start or breakdown, and the calls refuse what they
 * must: 400 naming the field, 403 without VIEW_COMPLETION on the well, 404 for an unknown stage.
 */
import { beforeAll, expect, it } from 'vitest';
import { FRAC_CHANNELS } from '../../src/domain/completions/frac-channels';
import { SAND_ABS_KG_M3 } from '../../src/domain/completions/frac-constants';
import { hydrostaticGradientMPaPerM } from '../../src/domain/completions/frac-hydraulics';
import { isipBySqrtT } from '../../src/domain/completions/frac-picks';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

const T = FRAC_CHANNELS.treating.id;
const Q = FRAC_CHANNELS.slurryRate.id;
const C = FRAC_CHANNELS.conc.id;

describeEachDatabase('frac stages API', (kind) => {
  const t = useTestServer(kind);
  let frac = '';
  let viewer = '';
  let wellId = '';

  beforeAll(async () => {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    frac = await t.login('completions@demo.drillspace', 'drillspace-completions');
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
  });

  /** Raw seconds of a stage's record (a window of 1 s buckets). */
  async function raw(from: number, to: number, channels: string[]) {
    const r = await t.call('GET', `/api/logs/${wellId}/window?from=${from}&to=${to}&width=${2 * (to - from)}&channels=${channels.join(',')}`, { token: frac });
    expect(r.status).toBe(200);
    expect(r.body.data.bucket_s).toBe(1);
    return Object.fromEntries(channels.map((c) => [c, (r.body.data.channels[c].first as (number | null)[]).map((v) => (v === null ? NaN : v))]));
  }

  it('lists the stages toe first with totals that are the sums of their 1 Hz records', async () => {
    const r = await t.call('GET', `/api/completions/${wellId}/frac_stages`, { token: frac });
    expect(r.status).toBe(200);
    const { stages, totals } = r.body.data;
    expect(stages.map((s: { stage_no: number }) => s.stage_no)).toEqual([1, 2, 3]);
    expect(stages[0].bottom_md_m).toBeGreaterThan(stages[1].bottom_md_m);
    expect(stages[0].fleet).toBe('Red Rock Fleet 1');
    for (const s of stages) {
      const d = await raw(s.start_s, s.end_s, [Q, C, FRAC_CHANNELS.cumProppant.id]);
      let prop = 0;
      let clean = 0;
      for (let i = 0; i < d[Q].length; i++) {
        const q = d[Q][i] > 0.05 ? d[Q][i] : 0;
        const cleanM3 = q / (1 + d[C][i] / SAND_ABS_KG_M3) / 60;
        clean += cleanM3;
        prop += d[C][i] * cleanM3;
      }
      expect(Math.abs(prop / s.proppant_kg - 1)).toBeLessThan(0.001);
      expect(Math.abs(clean / s.clean_m3 - 1)).toBeLessThan(0.001);
      expect(Math.abs(d[FRAC_CHANNELS.cumProppant.id].at(-1)! / s.proppant_kg - 1)).toBeLessThan(0.001);
      // DOMAIN ranges: 150–250 t a stage, 60–100 bbl/min, 40–80 MPa treating
      expect(s.proppant_kg).toBeGreaterThan(150_000 * 0.99);
      expect(s.proppant_kg).toBeLessThan(250_000 * 1.01);
      expect(s.avg_rate_m3_min / 0.158987).toBeGreaterThan(60);
      expect(s.max_rate_m3_min / 0.158987).toBeLessThan(102);
      expect(s.max_treating_mpa).toBeGreaterThan(40);
      expect(s.max_treating_mpa).toBeLessThan(80);
    }
    expect(totals.stages).toBe(3);
    expect(totals.proppant_kg).toBeCloseTo(
      stages.reduce((a: number, s: { proppant_kg: number }) => a + s.proppant_kg, 0),
      6,
    );
  });

  it('picks the ISIP at the modelled shut-in and gives FG = ISIP / TVD + water gradient', async () => {
    const r = await t.call('GET', `/api/completions/${wellId}/frac_stages/2`, { token: frac });
    expect(r.status).toBe(200);
    const { stage: s, schedule } = r.body.data;
    const flush = schedule.at(-1);
    expect(flush.kind).toBe('flush');
    // The model shuts in when the flush's last second is pumped.
    expect(Math.abs(s.shut_in_s - flush.end_s)).toBeLessThanOrEqual(1);
    const d = await raw(s.start_s, s.end_s, [T, Q]);
    expect(d[Q][s.shut_in_s - s.start_s]).toBe(0);
    expect(d[Q][s.shut_in_s - s.start_s - 1]).toBeGreaterThan(0);
    // the API answers float32 values with the digits that identify them: the same ISIP to 1 kPa
    expect(isipBySqrtT(d[T], s.shut_in_s - s.start_s)).toBeCloseTo(s.isip_mpa, 3);
    expect(s.frac_gradient_mpa_per_m).toBeCloseTo(s.isip_mpa / s.tvd_m + hydrostaticGradientMPaPerM(1000), 12);
    // the breakdown comes before the rate reaches the design rate, and the series reach it
    expect(s.breakdown_s).toBeLessThan(schedule[1].start_s);
    expect(Math.max(...(r.body.data.series.y[T] as number[]).filter((v) => v !== null))).toBeCloseTo(s.max_treating_mpa, 3);
    expect(r.body.data.units).toEqual({ [T]: 'MPa', [Q]: 'm3/min', [C]: 'kg/m3' });
    expect(r.body.data.series.x.length).toBeLessThanOrEqual(4 * 500);
  });

  it('summarises the pumping schedule designed against pumped, with totals', async () => {
    const r = await t.call('GET', `/api/completions/${wellId}/frac_stages/1/pumping`, { token: frac });
    expect(r.status).toBe(200);
    const { steps, totals, stage } = r.body.data;
    expect(steps[0].kind).toBe('pad');
    expect(steps.filter((x: { kind: string }) => x.kind === 'proppant').length).toBe(8);
    expect(totals.proppant_kg).toBeCloseTo(
      steps.reduce((a: number, x: { proppant_kg: number }) => a + x.proppant_kg, 0),
      6,
    );
    expect(Math.abs(totals.proppant_kg / stage.proppant_kg - 1)).toBeLessThan(0.001);
    expect(Math.abs(totals.proppant_kg / totals.design_proppant_kg - 1)).toBeLessThan(0.01);
  });

  it('compares stages aligned at their start or at breakdown', async () => {
    const start = await t.call('POST', `/api/completions/${wellId}/frac_stages/compare`, { token: frac, body: { stages: [1, 2], width: 600 } });
    expect(start.status).toBe(200);
    expect(start.body.data.stages.map((s: { stage_no: number }) => s.stage_no)).toEqual([1, 2]);
    for (const s of start.body.data.stages) expect(s.x[0]).toBe(0);
    const bd = await t.call('POST', `/api/completions/${wellId}/frac_stages/compare`, {
      token: frac,
      body: { stages: [1, 2], align: 'breakdown', width: 600, channels: [T] },
    });
    expect(bd.status).toBe(200);
    const [a, b] = bd.body.data.stages;
    expect(a.bucket_s).toBe(b.bucket_s);
    for (const s of [a, b]) {
      expect(s.origin).toBe(s.stage.breakdown_s);
      expect(s.x[0]).toBe(s.stage.start_s - s.stage.breakdown_s);
      // the breakdown peak sits in the bucket at x ≈ 0
      const near = s.x.map((x: number, i: number) => (Math.abs(x) <= s.bucket_s ? s.y[T][i] : -Infinity));
      expect(Math.max(...near)).toBeCloseTo(s.stage.breakdown_mpa, 3);
    }
  });

  it('refuses bad input, strangers and unknown stages, never with a 500', async () => {
    expect((await t.call('GET', `/api/completions/${wellId}/frac_stages/99`, { token: frac })).status).toBe(404);
    expect((await t.call('GET', `/api/completions/${wellId}/frac_stages/99/pumping`, { token: frac })).status).toBe(404);
    const bad = await t.call('GET', `/api/completions/${wellId}/frac_stages/abc`, { token: frac });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^params\.stage/);
    const ch = await t.call('GET', `/api/completions/${wellId}/frac_stages/1?channels=hookloadT`, { token: frac });
    expect(ch.status).toBe(400);
    expect(ch.body.message).toMatch(/^query\.channels/);
    const cmp = await t.call('POST', `/api/completions/${wellId}/frac_stages/compare`, { token: frac, body: { stages: [1, 7] } });
    expect(cmp.status).toBe(404);
    expect(cmp.body.message).toBe('Stage 7 not found on this well');
    const empty = await t.call('POST', `/api/completions/${wellId}/frac_stages/compare`, { token: frac, body: { stages: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^body\.stages/);
    expect((await t.call('GET', `/api/completions/${wellId}/frac_stages`, { token: viewer })).status).toBe(403);
    expect((await t.call('GET', `/api/completions/00000000-0000-4000-8000-000000000000/frac_stages`, { token: frac })).status).toBe(404);
  });
});
