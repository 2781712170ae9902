/**
 * POST charts/slidesheet over the generated demo history of Red Hawk 2H, on both databases: every slide the
 * detection booked appears once with its footage, the slid and rotated metres agree with the reporting-day
 * bins, each course's motor yield and effectiveness follow from the course's own figures and the rotary
 * tendency, and bad calls answer 400 naming what is wrong.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases';
import { ENGINEER, useTestServer } from './support/test-server';

describeEachDatabase('slide and rotary analysis', (kind) => {
  const t = useTestServer(kind, { demoHistoryDays: 0.5 });
  let engineer = '';
  let wellId = '';
  let history = { from: 0, to: 0 };

  beforeAll(async () => {
    engineer = await t.login(ENGINEER.email, ENGINEER.password);
    const wells = await t.call('GET', '/api/wells?limit=100', { token: engineer });
    // Which drilling phase half a day ends in follows the wall clock: on some days Red Hawk 2H only
    // rotates and reams through it (stop 21 saw 0 s of slide). Take the drilled demo well that slid most.
    let mostSlideS = -1;
    for (const name of ['Red Hawk 2H', 'Bluebonnet 12-1H', 'Bluebonnet 12-2H']) {
      const id = wells.body.data.find((w: { name: string }) => w.name === name).id;
      const h = (await t.call('GET', `/api/logs/${id}/status`, { token: engineer })).body.data.history;
      const a = await t.call('POST', '/api/logs/auto/activities_data', {
        token: engineer,
        body: { well_id: id, payload: { start_date: h.from, end_date: h.to } },
      });
      const slideS = a.body.data.analysis_stat_data.activity_stats.find((r: { activity: string }) => r.activity === 'SLIDE_DRILLING')?.totalS ?? 0;
      if (slideS > mostSlideS) [mostSlideS, wellId, history] = [slideS, id, h];
    }
    expect(mostSlideS, 'the rig model slides some 40 % of stands: three half days hold slides').toBeGreaterThan(0);
  });

  const call = (body: unknown) => t.call('POST', '/api/charts/slidesheet', { token: engineer, body });

  it("the bins hold every second the time log holds, the bin still filling included, and the slidesheet's slid metres are theirs", async () => {
    // Detection finalises seconds behind the data (its look-ahead), and the last of them sit in a
    // 15-minute bin the pipeline still fills: in its state, not a row yet. The bins must count it, as the
    // time log counts its open interval: every second the intervals hold, the bins hold.
    const a = await t.call('POST', '/api/logs/auto/activities_data', {
      token: engineer,
      body: { well_id: wellId, payload: { start_date: history.from, end_date: history.to } },
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const stat = a.body.data.analysis_stat_data;
    const intervalSeconds = stat.activity_stats.reduce((x: number, r: { totalS: number }) => x + r.totalS, 0);
    expect(intervalSeconds % 900, 'a time log ending on a bin boundary proves nothing here').not.toBe(0);
    expect(stat.total_s).toBe(intervalSeconds);
    // Stop 16's CI: 21 % apart when the history ended in a slide (the slide on the sheet, its last bin not in the bins).
    const d = (await call({ well_id: wellId, payload: { start_date: history.from, end_date: history.to } })).body.data;
    const slidSheet = d.slides.reduce((x: number, s: { lengthM: number }) => x + s.lengthM, 0);
    const slidBins = d.drilling_by_day.reduce((x: number, day: { slide: { footageM: number } }) => x + day.slide.footageM, 0);
    expect(slidBins).toBeGreaterThan(0);
    expect(Math.abs(slidSheet - slidBins) / slidBins).toBeLessThan(0.02);
  });

  it('books every detected slide once and splits each course into slid and rotated metres', async () => {
    const r = await call({ well_id: wellId, payload: { start_date: history.from, end_date: history.to } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.toolface_source).toBe('implied_by_course');
    // The rig model slides some 40 % of stands: half a day holds a few slides.
    expect(d.slides.length).toBeGreaterThan(0);
    for (const s of d.slides) {
      expect(s.lengthM).toBeCloseTo(s.toMdM - s.fromMdM, 9);
      expect(s.lengthM).toBeGreaterThan(0);
      expect(s.start).toBeGreaterThanOrEqual(history.from);
      expect(Number.isInteger(s.start)).toBe(true);
    }
    const slidSheet = d.slides.reduce((a: number, s: any) => a + s.lengthM, 0);
    const slidBins = d.drilling_by_day.reduce((a: number, x: any) => a + x.slide.footageM, 0);
    expect(slidSheet).toBeGreaterThan(0);
    expect(slidBins).toBeGreaterThan(0);
    expect(d.courses.length).toBeGreaterThan(3);
    for (const c of d.courses) {
      expect(c.slideM + c.rotaryM).toBeLessThanOrEqual(c.toMdM - c.fromMdM + 0.5);
      if (c.motorYieldDegPer30m !== null) {
        const rot = d.rotary_tendency.dlsDegPer30m;
        expect(c.motorYieldDegPer30m).toBeCloseTo((c.dlsDegPer30m - rot * (1 - c.slideFraction)) / c.slideFraction, 6);
      }
      if (c.effectiveness !== null) {
        const expected = (c.slideM * d.reference_motor_yield + c.rotaryM * d.rotary_tendency.dlsDegPer30m) / 30;
        expect(c.effectiveness).toBeCloseTo((c.dlsDegPer30m * (c.toMdM - c.fromMdM)) / 30 / expected, 6);
      }
    }
    expect(r.body.headers.slides.map((h: any) => h.field)).toContain('course.toolfaceDeg');
  });

  it('projects the next courses from the last survey at the rotary tendency', async () => {
    const d = (await call({ well_id: wellId, payload: { start_date: history.from, end_date: history.to }, parameters: { projection_courses: 2 } })).body.data;
    if (d.rotary_tendency === null) throw new Error('no course of the history was rotated throughout');
    const p = d.rotary_projection;
    expect(p.points).toHaveLength(2);
    expect(p.from.mdM).toBe(d.last_survey_md);
    expect(p.points[1].incDeg).toBeCloseTo(p.from.incDeg + (2 * d.rotary_tendency.buildDegPer30m * p.courseLengthM) / 30, 6);
  });

  it('refuses what the spec refuses: no payload, a bad parameter, a period backwards', async () => {
    const noPayload = await call({ well_id: wellId });
    expect(noPayload.status).toBe(400);
    expect(noPayload.body.message).toBe('body.payload: Invalid payload');
    const bad = await call({ well_id: wellId, payload: { start_date: history.from, end_date: history.to }, parameters: { motor_yield: -3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^body\.parameters\.motor_yield/);
    const back = await call({ well_id: wellId, payload: { start_date: history.to, end_date: history.from } });
    expect([back.status, back.body.message]).toEqual([400, 'body.payload.end_date: Should be greater than start_date']);
  });
});
