/**
 * The assistant's compare_wells tool and the AI reports' figures, against the local OpenAI-compatible
 * stand-in on the seeded template: compare_wells answers each well's job-summary figures (a figure
 * absent says why), refuses a well the user may not see before reading anything, and names a bad
 * argument; the morning narrative's footage is the hole-depth change Days vs Depth answers for the
 * same day; the alert digest counts every subscriber's alerts on the well, one firing once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../src/domain/assistant/chat-api';
import { chatEvents, useAssistantServer } from './support/assistant-server';
import { ADMIN, ENGINEER } from './support/test-server';

type ToolEvent = Extract<ChatEvent, { type: 'tool' }>;

describe('assistant: compare_wells, morning footage, alert digest [pglite]', () => {
  const ai = useAssistantServer('pglite');
  const { t } = ai;
  let engineer = '';
  const wells: Record<string, string> = {};
  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) wells[w.name] = w.id;
  });

  /** One model turn that calls compare_wells with `args`: the tool event and what the model read back. */
  const compare = async (args: Record<string, unknown>): Promise<{ tool: ToolEvent; readBack: string }> => {
    const s = await t.call('POST', '/api/llm/new_session', { token: engineer, body: { model: 'gpt.reasoning' } });
    const from = ai.standIn.requests.length;
    ai.standIn.script({ toolCalls: [{ name: 'compare_wells', args }] }, { text: ['Compared.'] });
    const r = await t.call('POST', '/api/llm/chat', { token: engineer, body: { session_id: s.body.data.session_id, message: 'compare these wells' } });
    expect(r.status).toBe(200);
    const events = chatEvents(r.body as string);
    const tool = events.find((e) => e.type === 'tool') as ToolEvent;
    const readBack = ai.standIn.requests[from + 1].body.messages.find((m: { role: string }) => m.role === 'tool').content as string;
    return { tool, readBack };
  };

  it('compare_wells answers each well’s job-summary figures side by side, an absent figure with its reason', async () => {
    const names = ['Red Hawk 2H', 'Bluebonnet 12-1H'];
    const { tool, readBack } = await compare({ wells: ['red hawk 2h', wells['Bluebonnet 12-1H']] });
    expect(tool, JSON.stringify(tool)).toMatchObject({ status: 'ok', summary: `Compared ${names.join(', ')}` });
    const rows = JSON.parse(readBack).wells;
    expect(rows.map((r: { well: string }) => r.well)).toEqual(names);
    const r1 = (v: number | null) => (v === null ? null : Number(v.toFixed(1)));
    for (const row of rows) {
      const s = (await t.call('GET', `/api/wells/${row.well_id}/job_summary`, { token: engineer })).body.data;
      console.log(`compare_wells ${row.well}: ${JSON.stringify({ ...row, missing: Object.keys(row.missing) })}`);
      expect(row.spud).toBe(s.spud);
      expect(row.hole_depth_m).toBe(r1(s.depth.deepest_m));
      expect(row.footage_m).toBe(r1(s.depth.footage_m));
      expect(row.days_from_spud).toBeCloseTo(s.days, 1);
      expect(row.rop_on_bottom_m_per_h).toBe(r1(s.kpis.rop_m_per_h));
      expect(row.connections).toBe(s.kpis.connections);
      expect(row.slips_to_slips_median_s).toBe(s.kpis.slips_to_slips_median_s === null ? null : Math.round(s.kpis.slips_to_slips_median_s));
      expect(row.npt_h).toBe(r1(s.npt.total_s / 3600));
      expect(row.cost_to_date).toBe(s.costs ? Math.round(s.costs.total) : null);
      expect(row.afe_total).toBe(s.costs?.afe_total == null ? null : Math.round(s.costs.afe_total));
      // never a silent 0: each absent figure says why
      for (const [k, v] of Object.entries(row)) if (v === null) expect(row.missing[k], k).toMatch(/\w/);
      if (s.kpis.rop_m_per_h === null) expect(row.missing.rop_on_bottom_m_per_h).toBe(s.kpis.missing.rop_m_per_h);
    }
    // the footage is the Days vs Depth record's own (deepest minus first depth from spud)
    const bb = rows[1];
    const dvd = await t.call('POST', '/api/charts/days_vs_depth', {
      token: engineer,
      body: { well_id: bb.well_id, payload: { start_date: bb.spud, end_date: Math.floor(Date.now() / 1000) } },
    });
    expect(bb.hole_depth_m).toBe(r1(dvd.body.data.deepest_m));
  });

  it('compare_wells refuses a well the user may not see, reading none of them; a bad argument is named', async () => {
    const hidden = wells['Northstar Federal 21-3H'];
    expect(hidden).toBeTruthy();
    const byId = await compare({ wells: ['Red Hawk 2H', hidden] });
    expect(byId.tool.status).toBe('refused');
    expect(byId.tool.summary).toMatch(/You have no access to this well/);
    expect(byId.readBack).toMatch(/^Refused: /);
    expect(byId.readBack).not.toMatch(/hole_depth_m|Red Hawk/);
    const byName = await compare({ wells: ['Northstar Federal 21-3H', 'Red Hawk 2H'] });
    expect(byName.tool.status).toBe('refused');
    expect(byName.tool.summary).toBe('No well named “Northstar Federal 21-3H” among the wells you may see');
    const one = await compare({ wells: ['Red Hawk 2H'] });
    expect(one.tool).toMatchObject({ status: 'failed', summary: 'compare_wells: wells: name at least two wells' });
    expect(one.readBack).toBe('Error: wells: name at least two wells');
    const twice = await compare({ wells: ['Red Hawk 2H', 'red hawk 2h'] });
    expect(twice.tool).toMatchObject({ status: 'failed', summary: 'compare_wells: wells: name each well once' });
    const sameById = await compare({ wells: ['Red Hawk 2H', wells['Red Hawk 2H']] });
    expect(sameById.tool).toMatchObject({ status: 'failed', summary: 'wells: the same well is named twice' });
    const notList = await compare({ wells: 'Red Hawk 2H' });
    expect(notList.tool.status).toBe('failed');
    expect(notList.tool.summary).toMatch(/^compare_wells: wells: /);
  });

  it('the morning narrative’s footage is the hole-depth change Days vs Depth answers for the same day', async () => {
    const well = wells['Red Hawk 2H'];
    ai.standIn.script({ text: ['A day on Red Hawk 2H.'] });
    const r = await t.call('POST', `/api/wells/${well}/llm/narrative`, {
      token: engineer,
      body: { kind: 'morning', at: Math.floor(Date.now() / 1000) + 86_400 },
    });
    expect(r.status).toBe(200);
    const n = r.body.data;
    const f = (id: string) => n.facts.find((x: { id: string }) => x.id === id)?.value;
    const dvd = (
      await t.call('POST', '/api/charts/days_vs_depth', { token: engineer, body: { well_id: well, payload: { start_date: n.from, end_date: n.to } } })
    ).body.data;
    // the day's own start and end depth, or where the record begins and ends inside the day
    const inDay = (dvd.curve.time as number[]).flatMap((x, i) =>
      x >= n.from && x <= n.to && dvd.curve.depth_m[i] !== null ? [dvd.curve.depth_m[i] as number] : [],
    );
    const first = dvd.days.find((d: { depth_start_m: number | null }) => d.depth_start_m !== null)?.depth_start_m ?? inDay[0];
    const last = [...dvd.days].reverse().find((d: { depth_end_m: number | null }) => d.depth_end_m !== null)?.depth_end_m ?? inDay.at(-1);
    console.log(`DvD days of the window: ${JSON.stringify(dvd.days)}; ${inDay.length} curve points in the day; missing ${JSON.stringify(n.missing)}`);
    const stat = await t.call('POST', '/api/logs/auto/activities_data', {
      token: engineer,
      body: { well_id: well, payload: { start_date: n.from, end_date: n.to } },
    });
    console.log(
      `morning ${n.span}: footage fact ${f('footage')} m (DvD ${first.toFixed(1)} → ${last.toFixed(1)} m); detected-activity footage ${stat.body.data.analysis_stat_data?.drilling?.total?.footageM?.toFixed(1)} m`,
    );
    expect(last).toBeGreaterThan(first);
    expect(f('footage')).toBe(Math.round(last - first));
    expect(f('hole_start')).toBe(Math.round(first));
    expect(f('hole_end')).toBe(Math.round(last));
    expect(n.facts.find((x: { id: string }) => x.id === 'footage').cite.route_id).toBe('drilling.days_vs_depth');
  });

  it('the alert digest counts every subscriber’s alerts on the well in the window, one firing once', async () => {
    const well = wells['Bluebonnet 12-1H'];
    const digest = async () => {
      ai.standIn.script({ text: ['Alerts.'] });
      const r = await t.call('POST', `/api/wells/${well}/llm/narrative`, { token: engineer, body: { kind: 'alert_digest', hours: 48 } });
      expect(r.status).toBe(200);
      const facts = r.body.data.facts as { id: string; value: number }[];
      return {
        fired: facts.find((x) => x.id === 'alerts_fired')!.value,
        open: facts.find((x) => x.id === 'alerts_open')!.value,
        critical: facts.find((x) => x.id === 'alerts_critical')!.value,
        quotes: r.body.data.quotes as string[],
      };
    };
    const before = await digest();
    const db = t.server.db;
    const users = (await db.query<{ id: string; email: string }>('select id, email from users where email = any($1)', [[ADMIN.email, ENGINEER.email]])).rows;
    const id = (email: string) => users.find((u) => u.email === email)!.id;
    const sub = async (owner: string) =>
      (
        await db.query<{ id: string }>(
          `insert into alert_subscriptions (owner_id, well_id, name, type, severity) values ($1, $2, 'digest test', 'low_rop', 'warning') returning id`,
          [owner, well],
        )
      ).rows[0].id;
    const adminSub = await sub(id(ADMIN.email));
    const engSub = await sub(id(ENGINEER.email));
    const nowS = Math.floor(Date.now() / 1000);
    const event = (s: string, user: string, conditionS: number, severity: string, open: boolean, agoS: number, message: string) =>
      db.query(
        `insert into alert_events (subscription_id, user_id, well_id, type, severity, condition_key, message, numbers, condition_s, open, fired_at)
         values ($1, $2, $3, 'low_rop', $4, 'low_rop', $5, '{}', $6, $7, to_timestamp($8))`,
        [s, user, well, severity, message, conditionS, open, nowS - agoS],
      );
    // the admin's firing and the engineer's copy of it (same condition, same data time) are one alert
    await event(adminSub, id(ADMIN.email), nowS - 700, 'critical', true, 600, 'ROP 2 m/h below 5 m/h (admin)');
    await event(engSub, id(ENGINEER.email), nowS - 700, 'warning', false, 590, 'ROP 2 m/h below 5 m/h (engineer)');
    await event(adminSub, id(ADMIN.email), nowS - 3700, 'warning', false, 300, 'ROP 3 m/h below 5 m/h');
    await event(adminSub, id(ADMIN.email), nowS - 80 * 3600, 'warning', false, 72 * 3600, 'outside the window');
    const after = await digest();
    expect(after.fired - before.fired).toBe(2);
    expect(after.open - before.open).toBe(1);
    expect(after.critical - before.critical).toBe(1);
    expect(after.quotes[0]).toBe('ROP 3 m/h below 5 m/h');
    expect(after.quotes).not.toContain('outside the window');
    // the engineer's own inbox holds their copy only: the digest is of the well, not of the inbox
    const inbox = (await t.call('GET', `/api/alerts/events?well_id=${well}&limit=500`, { token: engineer })).body.data.map(
      (e: { message: string }) => e.message,
    );
    expect(inbox).toContain('ROP 2 m/h below 5 m/h (engineer)');
    expect(inbox).not.toContain('ROP 3 m/h below 5 m/h');
  });
});
