/**
 * The time journal and troubles API over a generated demo history, on both databases: demo troubles
 * for every drilling demo well inside its history, NPT equal to the sum of the trouble durations in
 * every view (journal days and total, details_list rows, totals by type, the well's list), a manual
 * correction that overrides the auto entries it covers and persists, and every bad input a 400
 * naming the field (404 for unknown ids, 403 without the edit permission).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, HISTORY_TEST_DAYS } from './support/databases';
import { ADMIN, ENGINEER, useTestServer } from './support/test-server';

// The run's seeded template with the longer history (support/databases.ts).
const HISTORY_DAYS = HISTORY_TEST_DAYS;
const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

describeEachDatabase('time journal and troubles API', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: HISTORY_DAYS });
  let admin = '';
  let engineer = '';
  let viewer = '';
  const ids: Record<string, string> = {};
  let history = { from: 0, to: 0 };
  let well = '';

  beforeAll(async () => {
    admin = await t.login(ADMIN.email, ADMIN.password);
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    viewer = await t.login('viewer@demo.drillspace', 'drillspace-viewer');
    for (const w of (await t.call('GET', '/api/wells?limit=100', { token: admin })).body.data) ids[w.name] = w.id;
    well = ids['Red Hawk 2H'];
    history = (await t.call('GET', `/api/logs/${well}/status`, { token: admin })).body.data.history;
  });

  const period = () => ({ payload: { start_date: history.from - 86_400, end_date: history.to + 86_400 } });
  const journal = async (token = engineer) => (await t.call('POST', `/api/wells/${well}/time_journal`, { token, body: period() })).body.data;

  it("a fractured well's journal reads its stages: a frac entry per stage record and a plug-and-perf run between them, with the stage's interval and totals", async () => {
    const frac = ids['Red Hawk 1H'];
    const stages: { stage_no: number; start_s: number; end_s: number; top_md_m: number; bottom_md_m: number }[] = (
      await t.call('GET', `/api/completions/${frac}/frac_stages`, { token: admin })
    ).body.data.stages;
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const r = await t.call('POST', `/api/wells/${frac}/time_journal`, {
      token: admin,
      body: { payload: { start_date: stages[0].start_s, end_date: stages.at(-1)!.end_s } },
    });
    expect(r.status).toBe(200);
    const rows: { start: number; end: number; activity: string; hole_from_m: number; hole_to_m: number; comment: string; mode: string }[] =
      r.body.data.days.flatMap((d: { rows: unknown[] }) => d.rows);
    const fracSeconds = sum(rows.filter((x) => x.activity === 'FRAC').map((x) => x.end - x.start));
    expect(fracSeconds).toBe(sum(stages.map((s) => s.end_s - s.start_s)));
    const second = stages[1];
    const run = rows.filter((x) => x.activity === 'PLUG_AND_PERF' && x.end === second.start_s);
    expect(run.length).toBeGreaterThanOrEqual(1);
    expect(run[0]).toMatchObject({ hole_from_m: second.top_md_m, hole_to_m: second.bottom_md_m, mode: 'auto' });
    expect(run[0].comment).toMatch(new RegExp(`^Stage ${second.stage_no}: plug set`));
    expect(rows.find((x) => x.activity === 'FRAC')!.comment).toMatch(/m³ clean, .* t proppant, ISIP .* MPa$/);
    // A reader in US units (the analyst's locale) reads the same entries in bbl, lb, psi and ft; depths stay metres.
    const analyst = await t.login('analyst@demo.drillspace', 'drillspace-analyst');
    const us = await t.call('POST', `/api/wells/${frac}/time_journal`, {
      token: analyst,
      body: { payload: { start_date: stages[0].start_s, end_date: stages.at(-1)!.end_s } },
    });
    const usRows: { activity: string; comment: string; hole_from_m: number }[] = us.body.data.days.flatMap((d: { rows: unknown[] }) => d.rows);
    expect(usRows.find((x) => x.activity === 'FRAC')!.comment).toMatch(/^Stage \d+: [\d,]+ bbl clean, [\d,]+ lb proppant, ISIP [\d,]+ psi$/);
    const usRun = usRows.find((x) => x.activity === 'PLUG_AND_PERF')!;
    expect(usRun.comment).toMatch(/plug set at [\d,]+ ft, \d+ clusters perforated [\d,]+–[\d,]+ ft$/);
    expect(usRun.hole_from_m).toBe(run[0].hole_from_m);
  });

  it('every drilling demo well with a history has demo troubles inside it, at a hole depth', async () => {
    let wells = 0;
    for (const name of ['Red Hawk 2H', 'Red Hawk 3H', 'Bluebonnet 12-1H', 'Prairie 5H']) {
      const st = (await t.call('GET', `/api/logs/${ids[name]}/status`, { token: admin })).body.data;
      if (st.state !== 'done') continue;
      wells++;
      const r = await t.call('GET', `/api/wells/${ids[name]}/incidents`, { token: admin });
      expect(r.status).toBe(200);
      expect(r.body.data.rows.length, `${name} has troubles`).toBeGreaterThan(0);
      for (const x of r.body.data.rows) {
        expect(x.source).toBe('demo');
        expect(x.start).toBeGreaterThanOrEqual(st.history.from);
        expect(x.end).toBeLessThanOrEqual(st.history.to + 1);
        expect(x.depth_m).toBeGreaterThan(100);
        expect(x.description.length).toBeGreaterThan(10);
      }
      // the driller's journal books each trouble's seconds as a correction saying what the crew did
      const entries = (await t.call('GET', `/api/wells/${ids[name]}/time_journal/entries`, { token: admin })).body.data;
      for (const x of r.body.data.rows) {
        expect(entries.filter((e: { start: number; end: number; correction: boolean }) => e.start === x.start && e.end === x.end && e.correction)).toHaveLength(
          1,
        );
      }
    }
    expect(wells).toBeGreaterThanOrEqual(2);
  });

  it('NPT is the sum of the trouble durations in every view', async () => {
    const list = (await t.call('GET', `/api/wells/${well}/incidents`, { token: engineer })).body.data;
    const details = await t.call('POST', `/api/wells/${well}/incidents/details_list`, { token: engineer, body: period() });
    expect(details.status).toBe(200);
    const d = details.body.data;
    const j = await journal();
    const durations = sum(list.rows.map((r: { end: number; start: number }) => r.end - r.start));
    expect(durations).toBeGreaterThan(0);
    expect(list.npt_s).toBe(durations);
    expect(d.npt_s).toBe(durations);
    expect(sum(d.rows.map((r: { duration_s: number }) => r.duration_s))).toBe(durations);
    expect(sum(d.by_type.map((r: { npt_s: number }) => r.npt_s))).toBe(durations);
    expect(j.npt_s).toBe(durations);
    expect(sum(j.days.map((x: { npt_s: number }) => x.npt_s))).toBe(durations);
    // The job summary (spud to now): its total and its per-type split.
    const job = await t.call('GET', `/api/wells/${well}/job_summary`, { token: engineer });
    expect(job.status).toBe(200);
    expect(job.body.data.npt.total_s).toBe(durations);
    expect(sum(job.body.data.npt.by_type.map((r: { npt_s: number }) => r.npt_s))).toBe(durations);
  });

  it('the journal covers each reporting day with auto entries from detection, in the well zone', async () => {
    const j = await journal();
    expect(j.time_zone).toBe('America/Chicago');
    expect(j.day_shift).toBe(21_600);
    const rows = j.days.flatMap((x: { rows: unknown[] }) => x.rows);
    expect(rows.length).toBeGreaterThan(3);
    for (const day of j.days) {
      // 06:00 local: 11:00 or 12:00 UTC
      expect([11, 12]).toContain(new Date(day.start * 1000).getUTCHours());
      for (const r of day.rows) {
        expect(r.start).toBeGreaterThanOrEqual(day.start);
        expect(r.end).toBeLessThanOrEqual(day.end);
        expect(r.duration_s).toBe(r.end - r.start);
      }
    }
    // the detected history is there: drilling with hole depths growing
    const drilling = rows.filter((r: { activity: string }) => r.activity === 'DRILLING');
    expect(drilling.length).toBeGreaterThan(0);
    expect(drilling.every((r: { mode: string; hole_to_m: number; hole_from_m: number }) => r.mode === 'auto' && r.hole_to_m >= r.hole_from_m)).toBe(true);
  });

  it('through the API, the day of a daylight-saving change lasts 25 h and a manual entry across 06:00 splits at it', async () => {
    // Red Hawk 2H is in America/Chicago: clocks go back at 02:00 on 2026-11-01; 06:00 CDT = 11:00 UTC, 06:00 CST = 12:00 UTC.
    const at = (iso: string) => Date.parse(iso) / 1000;
    const c = await t.call('POST', `/api/wells/${well}/time_journal/entries`, {
      token: engineer,
      body: { start: at('2026-11-01T10:00:00Z'), end: at('2026-11-01T14:00:00Z'), activity: 'CASING', comment: 'Ran 7 in casing' },
    });
    expect(c.status).toBe(201);
    const r = await t.call('POST', `/api/wells/${well}/time_journal`, {
      token: engineer,
      body: { payload: { start_date: at('2026-10-31T11:00:00Z'), end_date: at('2026-11-02T12:00:00Z') } },
    });
    expect(r.status).toBe(200);
    const days = r.body.data.days;
    expect(days.map((d: { date: string; start: number; hours: number }) => [d.date, d.start, d.hours])).toEqual([
      ['2026-10-31', at('2026-10-31T11:00:00Z'), 25],
      ['2026-11-01', at('2026-11-01T12:00:00Z'), 24],
    ]);
    expect(days.map((d: { rows: { activity: string; duration_s: number; mode: string }[] }) => d.rows.map((x) => [x.activity, x.duration_s, x.mode]))).toEqual([
      [['CASING', 2 * 3600, 'manual']],
      [['CASING', 2 * 3600, 'manual']],
    ]);
    await t.call('DELETE', `/api/wells/${well}/time_journal/entries/${c.body.data.id}`, { token: engineer });
  });

  it('a correction overrides the auto entry and persists; deleting it brings the auto entry back', async () => {
    const before = await journal();
    const target = before.days.flatMap((d: { rows: any[] }) => d.rows).find((r: any) => r.mode === 'auto' && r.duration_s >= 600);
    const body = { start: target.start, end: target.end, activity: 'RIG_SERVICE', comment: 'Slip and cut drilling line', correction: true };
    const created = await t.call('POST', `/api/wells/${well}/time_journal/entries`, { token: engineer, body });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    let rows = (await journal()).days.flatMap((d: { rows: any[] }) => d.rows);
    const mine = rows.filter((r: any) => r.start < target.end && r.end > target.start);
    expect(mine).toEqual([expect.objectContaining({ id, mode: 'manual', correction: true, activity: 'RIG_SERVICE', comment: 'Slip and cut drilling line' })]);
    const patched = await t.call('PATCH', `/api/wells/${well}/time_journal/entries/${id}`, { token: engineer, body: { comment: 'Cut 30 m of line' } });
    expect(patched.status).toBe(200);
    const entries = (await t.call('GET', `/api/wells/${well}/time_journal/entries`, { token: engineer })).body.data;
    expect(entries.filter((e: { id: string }) => e.id === id)).toEqual([expect.objectContaining({ comment: 'Cut 30 m of line', correction: true })]);
    expect((await t.call('DELETE', `/api/wells/${well}/time_journal/entries/${id}`, { token: engineer })).status).toBe(200);
    rows = (await journal()).days.flatMap((d: { rows: any[] }) => d.rows);
    expect(rows.find((r: any) => r.start === target.start)).toMatchObject({ mode: 'auto', activity: target.activity, duration_s: target.duration_s });
  });

  it('a trouble added, changed and deleted moves NPT by its duration', async () => {
    const npt0 = (await journal()).npt_s;
    const start = history.from + 3600;
    const c = await t.call('POST', `/api/wells/${well}/incidents`, { token: engineer, body: { type: 'KICK', start, end: start + 1800, depth_m: 3000 } });
    expect(c.status).toBe(201);
    expect((await journal()).npt_s).toBe(npt0 + 1800);
    await t.call('PATCH', `/api/wells/${well}/incidents/${c.body.data.id}`, { token: engineer, body: { end: start + 2700 } });
    expect((await journal()).npt_s).toBe(npt0 + 2700);
    expect((await t.call('DELETE', `/api/wells/${well}/incidents/${c.body.data.id}`, { token: engineer })).status).toBe(200);
    expect((await journal()).npt_s).toBe(npt0);
  });

  describe('bad input', () => {
    const entry = { start: 1_800_000_000, end: 1_800_003_600, activity: 'OTHER' };
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', 'time_journal', undefined, 400, /Invalid payload/],
      ['POST', 'time_journal', { payload: { start_date: 1.5, end_date: 2 } }, 400, /^body\.payload\.start_date: /],
      ['POST', 'time_journal', { payload: { start_date: 10, end_date: 5 } }, 400, /^body\.payload\.end_date: /],
      ['POST', 'time_journal', { payload: { start_date: 0, end_date: 5, day_shift: 90_000 } }, 400, /^body\.payload\.day_shift: /],
      ['POST', 'incidents/details_list', {}, 400, /^body\.payload: Invalid payload/],
      ['POST', 'incidents/details_list', { payload: { start_date: 0 } }, 400, /^body\.payload\.end_date: /],
      ['POST', 'time_journal/entries', { ...entry, activity: 'NAPPING' }, 400, /^body\.activity: /],
      ['POST', 'time_journal/entries', { ...entry, end: entry.start }, 400, /^body\.end: Should be greater than start/],
      ['POST', 'time_journal/entries', { ...entry, end: entry.start + 8 * 86_400 }, 400, /^body\.end: at most 7 days/],
      ['POST', 'time_journal/entries', { ...entry, colour: 'red' }, 400, /^body: unknown field 'colour'/],
      ['POST', 'time_journal/entries', { ...entry, hole_from_m: -5 }, 400, /^body\.hole_from_m: /],
      ['POST', 'time_journal/entries', { ...entry, comment: 7 }, 400, /^body\.comment: /],
      ['PATCH', 'time_journal/entries/not-an-id', { comment: 'x' }, 400, /^params\.item_id: /],
      ['PATCH', 'time_journal/entries/00000000-0000-0000-0000-000000000000', { comment: 'x' }, 404, /Journal entry .* not found/],
      ['DELETE', 'time_journal/entries/00000000-0000-0000-0000-000000000000', undefined, 404, /Journal entry .* not found/],
      ['POST', 'incidents', { type: 'ALIENS', start: 1, end: 2 }, 400, /^body\.type: /],
      ['POST', 'incidents', { type: 'KICK', start: 1 }, 400, /^body\.end: /],
      ['POST', 'incidents', { type: 'KICK', start: 5, end: 2 }, 400, /^body\.end: Should be greater than start/],
      ['PATCH', 'incidents/00000000-0000-0000-0000-000000000000', { description: 'x' }, 404, /Trouble .* not found/],
      ['DELETE', 'incidents/00000000-0000-0000-0000-000000000000', undefined, 404, /Trouble .* not found/],
    ];
    it.each(cases)('%s %s %j answers %i naming the field', async (method, path, body, status, message) => {
      const r = await t.call(method, `/api/wells/${well}/${path}`, { token: engineer, body });
      expect(r.status).toBe(status);
      expect(r.body.message).toMatch(message);
    });

    it('a trouble PATCH that puts the end before the stored start is refused naming body.end', async () => {
      const c = await t.call('POST', `/api/wells/${well}/incidents`, { token: engineer, body: { type: 'OTHER', start: 2000, end: 3000 } });
      const r = await t.call('PATCH', `/api/wells/${well}/incidents/${c.body.data.id}`, { token: engineer, body: { end: 1000 } });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^body\.end: /);
      await t.call('DELETE', `/api/wells/${well}/incidents/${c.body.data.id}`, { token: engineer });
    });

    it('an unknown well is a 404; a viewer may read but not write', async () => {
      const r = await t.call('POST', `/api/wells/${randomUUID()}/time_journal`, { token: admin, body: period() });
      expect(r.status).toBe(404);
      const viewerWell = ids['Prairie 5H'];
      expect((await t.call('GET', `/api/wells/${viewerWell}/incidents`, { token: viewer })).status).toBe(200);
      const w = await t.call('POST', `/api/wells/${viewerWell}/incidents`, { token: viewer, body: { type: 'KICK', start: 1, end: 2 } });
      expect(w.status).toBe(403);
      expect(w.body.message).toMatch(/EDIT_INCIDENTS/);
      // the journal's own entries too: the viewer reads the journal, its Edit is refused (the pane says so before)
      expect((await t.call('POST', `/api/wells/${viewerWell}/time_journal`, { token: viewer, body: period() })).status).toBe(200);
      const e = await t.call('POST', `/api/wells/${viewerWell}/time_journal/entries`, { token: viewer, body: { start: 1, end: 61, activity: 'OTHER' } });
      expect(e.status).toBe(403);
      expect(e.body.message).toMatch(/EDIT_TIMELOG/);
    });
  });
});
