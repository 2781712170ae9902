/**
 * Navigation API (issue 15) on both databases, without demo history: Red Hawk 2H's demo survey and
 * definitive plan, the bit given 15 m below the last survey. The engine's figures are hand-checked in
 * navigation.test.ts; here the answer's shape and its internal consistency.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ADMIN, useTestServer } from './support/test-server';

describeEachDatabase('navigation API', (kind) => {
  const t = useTestServer(kind);
  let admin = '';
  let wellId = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: admin });
    wellId = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
  });

  it('the bit against the definitive plan and the plan-ahead table; no survey or bad input said', async () => {
    const fromSurvey = await t.call('GET', `/api/wells/${wellId}/wps/navigation?from=survey`, { token: admin });
    expect(fromSurvey.status, JSON.stringify(fromSurvey.body)).toBe(200);
    const last = fromSurvey.body.data.last_survey;
    expect(fromSurvey.body.data).toMatchObject({ bit_md_source: 'none', bit: { md: last.md, projected_m: 0 } });
    const r = await t.call('GET', `/api/wells/${wellId}/wps/navigation?bit_md=${last.md + 15}`, { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.plan).not.toBeNull();
    expect(d.bit_md_source).toBe('given');
    // The bit 15 m below the last survey, carried straight ahead: same inclination and azimuth.
    expect(d.bit).toMatchObject({ projected_m: 15, inc: last.inc, az: last.az });
    expect(d.bit.md).toBeCloseTo(last.md + 15, 6);
    expect(d.to_plan.distance).toBeGreaterThanOrEqual(0);
    expect(Math.hypot(d.to_plan.high, d.to_plan.right, d.to_plan.ahead)).toBeCloseTo(d.to_plan.distance, 6);
    expect(d.plan_ahead.map((x: { ahead: number }) => x.ahead)).toEqual([30, 60, 90, 150, 300]);
    for (const row of d.plan_ahead) {
      expect(row.plan_md).toBeCloseTo(d.to_plan.plan_md + row.ahead, 6);
      if (row.reachable) expect(row.dls).toBeGreaterThanOrEqual(0);
    }
    expect(d.stations.length).toBeGreaterThan(0);
    const bad = await t.call('GET', `/api/wells/${wellId}/wps/navigation?from=moon`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/query\.from/);
  });
});
