/**
 * The offline base map (issue 16): Map View in its single-widget view draws every well the user may
 * see on countries, US states (and counties once zoomed), with no request leaving our origin (no tile
 * server, no CDN) and no CSP violation; the keyboard chooses a well and Enter opens it.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

const WELL = 'Red Hawk 2H';

function watchRequests(page: Page, origin: string): { foreign: string[]; csp: string[] } {
  const seen = { foreign: [] as string[], csp: [] as string[] };
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) seen.foreign.push(u);
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create)/i.test(m.text())) seen.csp.push(m.text());
  });
  return seen;
}

test('Map View draws every visible well on the offline base map, contacts nothing outside, and Enter opens a chosen well', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = watchRequests(page, new URL(baseURL!).origin);
  const token = await apiToken(request, 'engineer');
  const all = (await (await request.get('/api/wells?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()).data as {
    id: string;
    name: string;
  }[];
  const start = all.find((w) => w.name === WELL)!;
  expect(start, `${WELL} is a demo well the engineer sees`).toBeTruthy();
  // Every visible well that has a surface location (the demo's all have one).
  const located: string[] = [];
  for (const w of all) {
    const h = (await (await request.get(`/api/wells/${w.id}/well_details`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
    if (h.latitude !== null && h.longitude !== null) located.push(w.name);
  }
  expect(located.length).toBeGreaterThan(10);

  await openSignedIn(page, token, `/well/${start.id}/widget/map-view/mode/drilling/well_stage/drilling`);
  const map = page.locator('[data-well-map]');
  await expect(map).toBeVisible({ timeout: 90_000 });
  await expect(map).toHaveAttribute('data-map-base', /countries:\d+.*states:\d+|states:\d+.*countries:\d+/, { timeout: 60_000 });
  const names = ((await map.getAttribute('data-map-well-names')) ?? '').split('|').sort();
  expect(names).toEqual([...located].sort());
  await expect(map).toHaveAttribute('data-map-wells', String(located.length));
  // Drawn, not only listed: the canvas has the base map and the wells' colours.
  const colours = await map.evaluate((el) => {
    const c = el.querySelector('canvas')!;
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    const set = new Set<number>();
    for (let i = 0; i < d.length; i += 4 * 97) set.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return set.size;
  });
  expect(colours).toBeGreaterThan(5);
  await expect(page.locator('.ol-scale-line')).toContainText(/km|m/);
  await shot(page, 'base-map-01-map-view');

  // Keyboard: focus the map; the first arrow chooses the pane's own well, north steps to the Bakken.
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await expect(map).toHaveAttribute('data-map-chosen', WELL);
  await page.keyboard.press('ArrowUp');
  const chosen = await map.getAttribute('data-map-chosen');
  expect(chosen).not.toBe(WELL);
  const north = all.find((w) => w.name === chosen)!;
  await expect(page.locator('[data-map-status]')).toContainText(`${chosen} ·`);
  await shot(page, 'base-map-02-chosen');
  await page.keyboard.press('Enter');
  // Opening a well selects it: the address carries it and the map reloads around it.
  await expect(page).toHaveURL(new RegExp(`/well/${north.id}/widget/map-view`), { timeout: 30_000 });
  await expect(page.getByText(new RegExp(`^${chosen} · `)).first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'base-map-03-opened');

  expect(seen.foreign, 'requests outside our origin').toEqual([]);
  expect(seen.csp, 'CSP violations').toEqual([]);
});

test('Location zooms in on the pad: counties load, the trajectories and the scale line are drawn, still nothing from outside', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = watchRequests(page, new URL(baseURL!).origin);
  const token = await apiToken(request, 'engineer');
  const all = (await (await request.get('/api/wells?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()).data as {
    id: string;
    name: string;
  }[];
  const start = all.find((w) => w.name === WELL)!;
  await openSignedIn(page, token, `/drilling/location/${start.id}`);
  const map = page.locator('[data-well-map]');
  await expect(map).toHaveAttribute('data-map-base', /counties:\d+/, { timeout: 90_000 });
  expect(Number(await map.getAttribute('data-map-wells'))).toBeGreaterThanOrEqual(4);
  await page.waitForTimeout(1_000);
  await shot(page, 'base-map-04-location');
  // The plan view is still there, one tab away.
  await page.getByRole('tab', { name: 'Plan' }).click();
  await expect(page.locator('[data-chart]')).toBeVisible();
  expect(seen.foreign, 'requests outside our origin').toEqual([]);
  expect(seen.csp, 'CSP violations').toEqual([]);
});
