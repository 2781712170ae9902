/**
 * A finished live stage becomes a recorded stage (issue 19): the live frac on Red Hawk 1H (3 stages
 * recorded in the short demo history) pumps stage 4; once its record has ended (a simulated clock
 * moved past it) it is stored with source 'live', its totals the sums of the seconds stored (the
 * stage's last cumulative proppant equals its proppant total to 0.1 %), its lines readable like any
 * recorded stage's, and after the wireline interval the next stage, 5, is pumped heel-side of it. A
 * stage that would lie above the lateral's landing point is pumped again, never stored.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FRAC_CHANNELS } from '../../src/domain/completions/frac-channels';
import { lateralOf } from '../../src/domain/completions/frac-well-plan';
import { startLiveFrac, type LiveFracHandle } from '../../server/completions/live-frac';
import { surveyedPath } from '../../server/directional/survey-stations';
import type { Queryable } from '../../server/db/types';
import { describeEachDatabase } from './support/databases';
import { waitFor } from './support/poll';
import { useTestServer } from './support/test-server';

const CUM = FRAC_CHANNELS.cumProppant.id;

/** The start of the well's lateral (its first station at 85° or more), from its surveys. */
async function landingOf(db: Queryable, wellId: string): Promise<number> {
  const traj = await surveyedPath(db, wellId);
  return lateralOf(traj, traj.at(-1)!.mdM)!.landingMdM;
}

describeEachDatabase('a finished live stage saved as a record', (kind) => {
  const t = useTestServer(kind);
  let live: LiveFracHandle | null = null;
  let token = '';
  let rh1 = '';
  let offsetS = 0;

  beforeAll(async () => {
    token = await t.login('completions@demo.drillspace', 'drillspace-completions');
    rh1 = (await t.call('GET', '/api/wells?limit=100', { token })).body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
    // The short demo history's three stages cover the whole lateral; stage 3 moved toe-side leaves room for 4 and 5.
    const landing = await landingOf(t.server.db, rh1);
    await t.server.db.query('update frac_stages set top_md_m = $2, bottom_md_m = $3 where well_id = $1 and stage_no = 3', [rh1, landing + 500, landing + 560]);
    live = startLiveFrac({ db: t.server.db, publish: () => {}, log: () => {}, clock: { nowS: () => Date.now() / 1000 + offsetS } });
  });
  afterAll(async () => {
    await live?.stop();
  });

  it('stores stage 4 when its record ends, with totals of its stored seconds, then pumps stage 5', async () => {
    const first = await waitFor(
      async () => live!.snapshot(rh1, [CUM], 200),
      (s) => s !== null,
      20_000,
      'the live stage',
    );
    expect(first!.stage_no).toBe(4);
    const before = (await t.call('GET', `/api/completions/${rh1}/frac_stages`, { token })).body.data.stages.map((s: { stage_no: number }) => s.stage_no);
    expect(before).toEqual([1, 2, 3]);

    // Past the record's end: the next tick saves it.
    offsetS = first!.start_s + first!.record_s + 2 - Date.now() / 1000;
    const stages = await waitFor(
      async () => (await t.call('GET', `/api/completions/${rh1}/frac_stages`, { token })).body.data.stages as Record<string, number | string | null>[],
      (s) => s.length === 4,
      20_000,
      'stage 4 recorded',
    );
    const s4 = stages[3];
    expect(s4).toMatchObject({ stage_no: 4, source: 'live', start_s: first!.start_s, end_s: first!.start_s + first!.record_s });
    expect(s4.isip_mpa).not.toBeNull();
    expect(s4.breakdown_s).not.toBeNull();
    const lines = await t.call('GET', `/api/completions/${rh1}/frac_stages/4?width=4000&channels=${CUM}`, { token });
    expect(lines.status).toBe(200);
    const cum = (lines.body.data.series.y[CUM] as (number | null)[]).filter((v): v is number => v !== null);
    expect(cum.length).toBeGreaterThan(100);
    expect(Math.abs(Math.max(...cum) - Number(s4.proppant_kg)) / Number(s4.proppant_kg)).toBeLessThan(0.001);

    // After the wireline interval, the next stage heel-side of it.
    offsetS += 400;
    const next = await waitFor(
      async () => live!.snapshot(rh1, [CUM], 200),
      (s) => s?.stage_no === 5,
      20_000,
      'stage 5 pumping',
    );
    expect(next!.bottom_md_m).toBeLessThanOrEqual(Number(s4.top_md_m));
  });
});

describeEachDatabase('a live stage above the landing point is not saved', (kind) => {
  const t = useTestServer(kind);
  let live: LiveFracHandle | null = null;
  afterAll(async () => {
    await live?.stop();
  });

  it('pumps it again instead of storing a stage in the curve', async () => {
    const token = await t.login('completions@demo.drillspace', 'drillspace-completions');
    const rh1 = (await t.call('GET', '/api/wells?limit=100', { token })).body.data.find((w: { name: string }) => w.name === 'Red Hawk 1H').id;
    const landing = await landingOf(t.server.db, rh1);
    // The last recorded stage (3) ends 10 m below the landing point: a stage heel-side of it lies in the curve.
    await t.server.db.query('update frac_stages set top_md_m = $2, bottom_md_m = $3 where well_id = $1 and stage_no = 3', [rh1, landing + 10, landing + 70]);
    let offsetS = 0;
    live = startLiveFrac({ db: t.server.db, publish: () => {}, log: () => {}, clock: { nowS: () => Date.now() / 1000 + offsetS } });
    const first = await waitFor(
      async () => live!.snapshot(rh1, [CUM], 200),
      (s) => s !== null,
      20_000,
      'the live stage',
    );
    expect(first!.stage_no).toBe(4);
    expect(first!.top_md_m).toBeLessThan(landing);
    offsetS = first!.start_s + first!.record_s + 2 - Date.now() / 1000;
    // Past its record and the wireline interval: stage 4 again, a new run, and still three stages stored.
    await new Promise((r) => setTimeout(r, 1500));
    offsetS += 400;
    const again = await waitFor(
      async () => live!.snapshot(rh1, [CUM], 200),
      (s) => s !== null && s.start_s > first!.start_s,
      20_000,
      'the stage pumped again',
    );
    expect(again!.stage_no).toBe(4);
    const stored = (await t.call('GET', `/api/completions/${rh1}/frac_stages`, { token })).body.data.stages.map((s: { stage_no: number }) => s.stage_no);
    expect(stored).toEqual([1, 2, 3]);
  });
});
