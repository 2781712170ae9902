/**
 * The morning report API (issue 15) on a server without a browser: the day it covers (the last
 * whole reporting day in the well's zone, across a daylight-saving change), 503 naming the missing
 * Chromium, 400 naming a bad paper or orientation, 404 for an unknown well. The PDF itself, printed
 * by Chromium from the built client and read back, is tested in tests/e2e/morning-pdf.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { morningReportDay } from '../../src/domain/reports/morning-report';
import { ENGINEER, useTestServer } from './support/test-server';

const MISSING = '/nonexistent/chromium-for-test';

describe('morning report API [pglite]', () => {
  const t = useTestServer('pglite', { chromiumPath: MISSING });
  let token = '';
  let well = { id: '', timezone: '', day_shift: 0 };

  beforeAll(async () => {
    token = await t.login(ENGINEER.email, ENGINEER.password);
    const { rows } = await t.server.db.query<{ id: string; timezone: string; day_shift: number }>(
      "select id, timezone, day_shift from wells where name = 'Red Hawk 2H'",
    );
    well = rows[0];
  });

  it('covers the last whole reporting day before the reference, 25 h across the autumn change', async () => {
    // Clocks go back at 02:00 on 2026-11-01: at 07:00 CST that day, the day of 2026-10-31 ran from
    // 06:00 CDT (11:00 UTC) to 06:00 CST (12:00 UTC).
    const at = Date.parse('2026-11-01T13:00:00Z') / 1000;
    const r = await t.call('GET', `/api/wells/${well.id}/reports/morning?at=${at}`, { token });
    expect(r.status).toBe(200);
    expect(well.timezone).toBe('America/Chicago');
    const expected = morningReportDay(at, well.timezone, Number(well.day_shift));
    expect(r.body.data).toMatchObject({ well_id: well.id, well_name: 'Red Hawk 2H', date: '2026-10-31', from: expected.startS, to: expected.endS });
    expect(r.body.data.from).toBe(Date.parse('2026-10-31T11:00:00Z') / 1000);
    expect(r.body.data.to - r.body.data.from).toBe(25 * 3600);
  });

  it('answers 503 naming the missing browser', async () => {
    const r = await t.call('GET', `/api/wells/${well.id}/reports/morning.pdf?paper=letter&orientation=landscape`, { token });
    expect(r.status).toBe(503);
    expect(r.body.message).toBe(
      `PDF rendering is not available on this server: no Chromium at ${MISSING} (install Debian's chromium package, or set CHROMIUM_PATH to a Chromium binary)`,
    );
  });

  it('answers 400 naming a bad paper size or orientation, and an unknown query key', async () => {
    const paper = await t.call('GET', `/api/wells/${well.id}/reports/morning.pdf?paper=a3`, { token });
    expect(paper.status).toBe(400);
    expect(paper.body.message).toMatch(/^query\.paper: must be one of a4, letter/);
    const orientation = await t.call('GET', `/api/wells/${well.id}/reports/morning.pdf?orientation=sideways`, { token });
    expect(orientation.status).toBe(400);
    expect(orientation.body.message).toMatch(/^query\.orientation: must be one of portrait, landscape/);
    const extra = await t.call('GET', `/api/wells/${well.id}/reports/morning.pdf?zoom=2`, { token });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/zoom/);
    const at = await t.call('GET', `/api/wells/${well.id}/reports/morning?at=yesterday`, { token });
    expect(at.status).toBe(400);
    expect(at.body.message).toMatch(/^query\.at/);
  });

  it('answers 404 for an unknown well and 401 without a token', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const r = await t.call('GET', `/api/wells/${unknown}/reports/morning.pdf`, { token });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`Well ${unknown} not found`);
    expect((await t.call('GET', `/api/wells/${well.id}/reports/morning.pdf`)).status).toBe(401);
  });
});
