/**
 * The alert types that landed after the first alerts (issue 18), through the API and the alert
 * engine as a user meets them: deviation from plan and hard line on a survey station added through
 * the survey API (the numbers checked against the deviation API and the lease line's geometry), target
 * line change when a target is moved, file drive on an upload (tus), rename and delete, custom rule
 * on live seconds; bad params named by field.
 */
import { beforeAll, expect, it } from 'vitest';
import { boundaryClearance } from '../../src/domain/directional/plan/boundaries';
import { distanceToPolylineM } from '../../src/domain/directional/plan/targets';
import { wellTrajectories } from '../../server/directional/directional-cache';
import { liveTopic } from '../../server/realtime/topics';
import { describeEachDatabase } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

interface Ev {
  type: string;
  subscription_name: string;
  message: string;
  open: boolean;
  numbers: Record<string, number | string | null>;
}

describeEachDatabase('alerts: deviation, hard line, target line, file drive, custom rule', (kind) => {
  const t = useTestServer(kind);
  let eng = '';
  let well = '';

  beforeAll(async () => {
    eng = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: eng });
    well = wells.body.data.find((w: { name: string }) => w.name === 'Red Hawk 2H').id;
  });

  const subscribe = async (name: string, type: string, params: Record<string, unknown> = {}) => {
    const r = await t.call('POST', '/api/alerts/subscriptions', { token: eng, body: { name, well_id: well, type, channels: ['summary'], params } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.id as string;
  };
  const engine = () => t.server.services.alerts!;
  const events = async (type: string): Promise<Ev[]> =>
    (await t.call('GET', `/api/alerts/events?well_id=${well}&limit=200`, { token: eng })).body.data.filter((e: Ev) => e.type === type);

  it('params of the new types are checked and a wrong one is named by its field', async () => {
    const bad = async (type: string, params: Record<string, unknown>, text: RegExp) => {
      const r = await t.call('POST', '/api/alerts/subscriptions', { token: eng, body: { name: 'x', well_id: well, type, params } });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toMatch(text);
    };
    await bad('custom_rule', { channel: 'mudTempC' }, /^body\.params\.channel: must be one of bitDepthM, holeDepthM/);
    await bad('custom_rule', { comparison: 'equals' }, /^body\.params\.comparison: must be one of above, below$/);
    await bad('deviation_from_plan', { thresholdM: -5 }, /^body\.params\.thresholdM: must be above 0$/);
    await bad('hard_line', { marginM: 'far' }, /^body\.params\.marginM: must be a number$/);
    await bad('file_drive', { thresholdM: 1 }, /^body\.params: unknown parameter thresholdM for file_drive \(it takes none\)$/);
  });

  it('a station off the plan fires deviation from plan with the distance the deviation API shows; a station near a lease line fires hard line with its distance', async () => {
    await subscribe('Off plan 1 cm', 'deviation_from_plan', { thresholdM: 0.01 });
    await subscribe('Off plan 5 km', 'deviation_from_plan', { thresholdM: 5000 });
    await subscribe('Lease within 20 km', 'hard_line', { marginM: 20_000 });
    // A small lease around the slot: the hole's bottom is far outside it.
    const lease = await t.call('POST', `/api/wells/${well}/boundaries`, {
      token: eng,
      body: {
        name: 'Test lease',
        kind: 'leaseline',
        vertices: [
          { ns: 50, ew: -50 },
          { ns: 50, ew: 50 },
          { ns: -50, ew: 50 },
          { ns: -50, ew: -50 },
        ],
      },
    });
    expect(lease.status, JSON.stringify(lease.body)).toBe(201);
    await engine().reload();

    const { rows } = await t.server.db.query<{ md: number; inc: number; azi: number }>(
      'select md_m as md, inc_deg as inc, azi_deg as azi from survey_stations where well_id = $1 order by md_m desc limit 1',
      [well],
    );
    const md = Math.round(rows[0].md + 30);
    const added = await t.call('POST', `/api/wells/${well}/surveys/stations`, {
      token: eng,
      body: { stations: [{ md, inc: Math.min(rows[0].inc + 3, 95), az: (rows[0].azi + 8) % 360 }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await engine().idle();

    const dev = await events('deviation_from_plan');
    expect(dev.map((e) => e.subscription_name)).toEqual(['Off plan 1 cm']);
    const api = await t.call('GET', `/api/wells/${well}/wps/deviation?reference=closest`, { token: eng });
    expect(api.status).toBe(200);
    const row = api.body.data.rows.find((r: { md: number }) => r.md === md);
    expect(dev[0].numbers.value).toBeCloseTo(row.distance, 2);
    expect(dev[0].numbers).toMatchObject({ threshold: 0.01, unit: 'm', depth_m: md });
    expect(dev[0].open).toBe(true);

    const hard = await events('hard_line');
    const w = await wellTrajectories(t.server.db, well);
    const fact = w.fact();
    const station = fact[fact.length - 1];
    const course = fact.slice(-2);
    const byName = (n: string) => hard.find((e) => e.message.includes(n));
    // Outside the test lease: how far the new station is beyond it, negative.
    const testLease = byName('Test lease')!;
    expect(testLease.message).toMatch(/^Hard line crossed: the hole is [\d.]+ m outside Test lease at/);
    const square = [
      { northM: 50, eastM: -50 },
      { northM: 50, eastM: 50 },
      { northM: -50, eastM: 50 },
      { northM: -50, eastM: -50 },
    ];
    expect(testLease.numbers.value).toBeCloseTo(-distanceToPolylineM(station, square, true), 1);
    expect(testLease.numbers).toMatchObject({ outside: 1, depth_m: md, threshold: 20_000 });
    // Inside the demo unit's lease: its closest approach over the new course.
    const unit = w.data.boundaries.find((b) => b.kind === 'leaseline' && b.name !== 'Test lease')!;
    const unitEv = byName(unit.name)!;
    expect(unitEv.message).toContain('inside the 20000 m margin');
    expect(unitEv.numbers.value).toBeCloseTo(boundaryClearance(course, unit, 5).minDistanceM, 1);
    expect(unitEv.numbers.outside).toBe(0);
    console.log(`[${kind}] station ${md} m: ${dev[0].message} | ${testLease.message} | ${unitEv.message}`);
  });

  it('moving a target fires target line change with how far it moved; plan update hears it too', async () => {
    await subscribe('Targets', 'target_line_change');
    await engine().reload();
    const targets = (await t.call('GET', `/api/wells/${well}/targets`, { token: eng })).body.data;
    const target = targets[0];
    const moved = await t.call('PATCH', `/api/wells/${well}/targets/${target.id}`, {
      token: eng,
      body: { centre: { tvd: target.centre.tvd + 6, ns: target.centre.ns + 8, ew: target.centre.ew } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await engine().idle();
    const ev = await events('target_line_change');
    expect(ev).toHaveLength(1);
    expect(ev[0].message).toContain(`Target ${target.name} changed`);
    expect(ev[0].numbers).toMatchObject({ value: 10, tvdShiftM: 6, horizontalShiftM: 8, unit: 'm' });
    expect(ev[0].open).toBe(false);
  });

  it('new recommendation: a recommendation added to the well fires once with its depth, text and author', async () => {
    await subscribe('Recommendations', 'new_recommendation');
    await engine().reload();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const added = await t.call('POST', `/api/wells/${well}/recommendations`, {
      token: admin,
      body: { depth_m: 4432.5, title: 'Pull out to change the motor', body: 'Differential pressure spikes since **4,400 m**.' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await engine().idle();
    const comment = await t.call('POST', `/api/wells/${well}/user_comments`, { token: admin, body: { body: 'Not a recommendation', visibility: 'EVERYONE' } });
    expect(comment.status, JSON.stringify(comment.body)).toBe(201);
    await engine().idle();
    const ev = await events('new_recommendation');
    expect(ev.map((e) => e.message)).toEqual(['New recommendation at 4432.5 m MD: Pull out to change the motor (by Avery Admin)']);
  });

  it('file drive: an upload, a rename and a delete each fire once with the file, its size and who', async () => {
    await subscribe('Drive', 'file_drive');
    await engine().reload();
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const bytes = Buffer.alloc(1_500_000, 7);
    const made = await t.server.app.inject({
      method: 'POST',
      url: `/api/file_drive/uploads?well_id=${well}`,
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${eng}`,
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${b64('Casing tally.xlsx')},filetype ${b64('application/octet-stream')},folder_id ${b64('programs')}`,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const sent = await t.server.app.inject({
      method: 'PATCH',
      url: made.headers.location as string,
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${eng}`, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      payload: bytes,
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const fileId = sent.headers['drive-file-id'] as string;
    await engine().idle();
    const renamed = await t.call('PATCH', `/api/file_drive/${well}/files/${fileId}`, { token: eng, body: { name: 'Casing tally rev 2.xlsx' } });
    expect(renamed.status).toBe(200);
    await engine().idle();
    expect((await t.call('DELETE', `/api/file_drive/${well}/files/${fileId}`, { token: eng })).status).toBe(200);
    await engine().idle();
    const ev = (await events('file_drive')).map((e) => e.message).reverse();
    expect(ev).toEqual([
      'File uploaded in programs: Casing tally.xlsx (1.5 MB) by Dana Driller',
      'File renamed in programs: Casing tally rev 2.xlsx (1.5 MB) by Dana Driller',
      'File deleted in programs: Casing tally rev 2.xlsx (1.5 MB) by Dana Driller',
    ]);
  });

  it('custom rule: standpipe pressure above 25 MPa for 30 s fires once on the live seconds, with the value, then clears', async () => {
    await subscribe('SPP high', 'custom_rule', { channel: 'sppMPa', comparison: 'above', threshold: 25, minDurationS: 30 });
    await engine().reload();
    const endS = Math.floor(Date.now() / 1000);
    const publish = (from: number, n: number, spp: number) => {
      for (let i = 0; i < n; i++) {
        const time = endS - 200 + from + i;
        t.server.services.publish(liveTopic(well), { well_id: well, time, values: { holeDepthM: 3000, bitDepthM: 3000, sppMPa: spp } });
      }
    };
    publish(0, 20, 20);
    publish(20, 45, 27.5);
    await engine().idle();
    let ev = await events('custom_rule');
    expect(ev).toHaveLength(1);
    expect(ev[0].message).toBe('Custom rule: Standpipe pressure above 25 MPa for 30 s (now 27.5 MPa)');
    expect(ev[0].numbers).toMatchObject({ value: 27.5, threshold: 25, unit: 'MPa', depth_m: 3000, heldS: 30, time_s: endS - 200 + 50 });
    expect(ev[0].open).toBe(true);
    publish(65, 40, 20);
    await engine().idle();
    ev = await events('custom_rule');
    expect(ev).toHaveLength(1);
    expect(ev[0].open).toBe(false);
  });
});
