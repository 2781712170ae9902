/**
 * The morning report PDF (issue 15) through the real server: printed by headless Chromium from the
 * print view of the built client, read back (tests/support/pdf-text.ts), its paper the one asked
 * for, and its numbers the API's — the hole depth at the day's end boundary (Days vs Depth), the
 * day's NPT (time journal) and its troubles (troubles API). One render, well under a minute.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pdfPages } from '../support/pdf-text';
import { apiToken } from './support';

const fixed1 = (v: number) => (Math.round(v * 10) / 10).toFixed(1);

async function post(request: APIRequestContext, url: string, token: string, data: unknown) {
  const r = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()).data;
}

test('the morning PDF prints the last reporting day on the paper asked for, with the API’s numbers', async ({ request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  const auth = { Authorization: `Bearer ${token}` };
  // The day's numbers must not move under the test: wait for the demo history to be written.
  await expect
    .poll(async () => Object.keys((await (await request.get('/api/health')).json()).background ?? {}).length, { timeout: 150_000, intervals: [2000] })
    .toBe(0);
  const wells: { id: string; name: string }[] = (await (await request.get('/api/wells?limit=100', { headers: auth })).json()).data;
  const well = wells.find((w) => w.name === 'Red Hawk 2H')!;
  const day = (await (await request.get(`/api/wells/${well.id}/reports/morning`, { headers: auth })).json()).data;

  // The render signs in as the user: it must not move where their next sign-in lands.
  const lastRoute = async () => ((await (await request.get('/api/backstore2/app_state', { headers: auth })).json()).data?.lastRoute ?? null) as string | null;
  const routeBefore = await lastRoute();

  const res = await request.get(`/api/wells/${well.id}/reports/morning.pdf?paper=letter&orientation=landscape`, { headers: auth, timeout: 90_000 });
  expect(res.status(), res.status() === 200 ? '' : await res.text()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toBe(`attachment; filename="morning-report-Red_Hawk_2H-${day.date}.pdf"`);
  const pages = pdfPages(await res.body());
  expect(pages.length).toBeGreaterThan(1);
  await new Promise((r) => setTimeout(r, 1500)); // the app state is saved a moment after a route opens
  expect(await lastRoute()).toBe(routeBefore);
  // US letter, landscape: 11 × 8.5 in = 792 × 612 pt.
  expect(pages[0].mediaBox.slice(2).map(Math.round)).toEqual([792, 612]);
  const text = pages
    .map((p) => p.text)
    .join('\n')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ');
  expect(text).toContain('Red Hawk 2H');
  expect(text).toContain(`Reporting day ${day.date}`);

  const period = { start_date: day.from, end_date: day.to };
  const dvd = await post(request, '/api/charts/days_vs_depth', token, { well_id: well.id, payload: period });
  const depthM: number = dvd.curve.depth_m.at(-1);
  expect(depthM).toBeGreaterThan(0);
  expect(text).toMatch(new RegExp(`Hole depth ?${fixed1(depthM).replace('.', '\\.')} ?m`));

  const journal = await post(request, `/api/wells/${well.id}/time_journal`, token, { payload: period });
  expect(text).toMatch(new RegExp(`NPT ?${fixed1(journal.npt_s / 3600).replace('.', '\\.')} ?h`));

  const troubles = await post(request, `/api/wells/${well.id}/incidents/details_list`, token, { payload: period });
  if (troubles.rows.length === 0) expect(text).toContain('No troubles started in this period.');
  else expect(text).toMatch(new RegExp(`T ?roubles ?${troubles.rows.length}\\b`));
});
