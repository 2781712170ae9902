/**
 * The directional picture of a demo pad well in Chromium against the real server, as a drilling
 * engineer checks it: Red Hawk 2H (drilling, lateral surveyed to 4,420 m MD) against its plan, in
 * 2D and 3D, and against its pad neighbours, whose plan Red Hawk 3H comes within SF 0.92 of it
 * (stop) at about 1,209 m MD and Red Hawk 1H within SF 1.27 (warning) near TD.
 *
 * - Plan vs Actual: the deviation strip at the last survey equals the server's numbers, the plan
 *   view names each offset with its minimum SF in the risk colour, axes carry their units, the
 *   deviation table ends on the last survey with the strip's distances; the 3D view paints the
 *   wells, the stop offset red and the survey blue (pixels of its screenshot sampled).
 * - Anti-collision (the Directional dashboard, chosen from the palette): the AC summary marks Red
 *   Hawk 3H Stop at SF 0.92, the ladder draws it in the stop colour with the SF 1.0 and 1.5 lines,
 *   the travelling cylinder draws exactly its crossings below SF 1 in the stop colour, and Enter on
 *   the 3H row moves the well's MD cursor there, which the cylinder rings.
 * - The 3D widget as a wall display: painted, turned by the arrow keys, home again with 0.
 * - AC Risk's advice follows the bit, in three wells' "Now" cards: Red Hawk 1H at TD, its approach to 2H
 *   passed (history, info); Red Hawk 3H surveyed to 1,140 m with 2H 60 m ahead at SF 0.92 (stop, red);
 *   Red Hawk 1H back at 5,991 m with the approach ahead against 2H's plan (planning risk, caution). The
 *   stations it adds and removes are put back at the end.
 * Every screenshot waits for the panes to load and fails on an error notice or an empty pane.
 * Screenshots: test-results/screenshots/directional-*.png.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, openSignedIn, shot as screenshot } from './support';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The dark theme's risk colours (features/charts/chart-theme.ts), as the browser reports them. */
const STOP = 'rgb(239, 83, 80)';
const WARNING = 'rgb(255, 202, 40)';
/** The first data of a test, while a fresh server still generates the demo's log history. */
const FIRST_DATA_MS = 60_000;

/** A screenshot once no pane on screen is still loading, and none shows an error. */
async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-pane-loading], [data-pane-message="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-notice="error"], [data-pane-message="error"], [data-pane-message="empty"]')).toHaveCount(0);
  await screenshot(page, name);
}

async function resetUser(request: APIRequestContext, token: string): Promise<void> {
  expect((await request.put('/api/backstore2/app_state', { headers: auth(token), data: { config: {} } })).ok()).toBe(true);
  expect((await request.put('/api/auth/user/preferences', { headers: auth(token), data: { keymap: {}, theme: 'dark' } })).ok()).toBe(true);
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: auth(token) });
  expect(res.status(), path).toBe(200);
  const body = await res.json();
  return (body.data ?? body) as T;
}

interface OffsetSummary {
  well_id: string;
  name: string;
  risk: 'stop' | 'warning' | 'ok';
  min_sf: number;
  min_sf_ref_md: number;
}

/** Red Hawk 2H and what the server says of its neighbours: the scene every view below must show. */
async function padWell(request: APIRequestContext, token: string) {
  const wells = await api<{ id: string; name: string }[]>(request, token, '/wells?limit=100');
  const rh = String(wells.find((w) => w.name === 'Red Hawk 2H')!.id);
  const ac = await api<{ offsets: OffsetSummary[] }>(request, token, `/wells/${rh}/wps/ac_report/summary`);
  const stop = ac.offsets.find((o) => o.name === 'Red Hawk 3H')!;
  const warning = ac.offsets.find((o) => o.name === 'Red Hawk 1H')!;
  // The demo pad is laid out for this: one offset to stop for, one to watch.
  expect(stop).toMatchObject({ risk: 'stop' });
  expect(stop.min_sf).toBeLessThan(1);
  expect(warning).toMatchObject({ risk: 'warning' });
  expect(warning.min_sf).toBeGreaterThanOrEqual(1);
  expect(warning.min_sf).toBeLessThan(1.5);
  return { rh, ac, stop, warning };
}

/** A plotly legend entry by its text, and the colour of its line. */
const legendEntry = (chart: Locator, text: string) => chart.locator('.legend .traces').filter({ has: chart.page().locator('.legendtext', { hasText: text }) });
const legendColour = (entry: Locator) =>
  entry
    .locator('.legendlines path, .legendpoints path')
    .first()
    .evaluate((p) => getComputedStyle(p).stroke);

/**
 * What a canvas shows on screen (its screenshot, decoded in the page): distinct colours, and the
 * share of pixels that are reddish (the stop colour, lit and shaded) or bluish (the survey).
 */
async function canvasPixels(page: Page, canvas: Locator) {
  const png = (await canvas.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = document.createElement('canvas');
    c.width = bmp.width;
    c.height = bmp.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set<number>();
    let red = 0;
    let blue = 0;
    let background = 0;
    const [br, bg, bb] = [d[0], d[1], d[2]];
    for (let i = 0; i < d.length; i += 4) {
      const [r, g, b] = [d[i], d[i + 1], d[i + 2]];
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
      if (r > 150 && g < 130 && b < 130) red++;
      if (b > 170 && r < 130 && b - g > 40) blue++;
      if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) < 6) background++;
    }
    const n = d.length / 4;
    return { colours: colours.size, red, blue, backgroundShare: background / n, width: c.width, height: c.height };
  }, png);
}

test('Plan vs Actual of Red Hawk 2H: the deviation at the last survey, offsets by risk in plan and 3D', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const { rh, stop, warning } = await padWell(request, token);
  const pva = await api<{
    current: { md: number; distance: number; high: number; right: number };
    max_distance: { md: number; distance: number };
    rows: unknown[];
  }>(request, token, `/wells/${rh}/wps/plan_vs_actual?reference=closest`);

  await openSignedIn(page, token, `/drilling/plan_vs_actual/overview/${rh}`);
  const pane = page.locator('[data-workspace] [data-tab-visible="true"] [data-pane="drilling.plan_vs_actual"]');
  await expect(pane).toHaveAttribute('data-pane-status', 'ready');
  // On a fresh server the demo's log history is still being generated: the first answers are slow.
  await expect(pane.locator('[data-directional-pane]')).toHaveAttribute('data-state', 'ready', { timeout: FIRST_DATA_MS });

  // The strip: where the bit's last survey is against the plan, the server's numbers in metres.
  const strip = pane.locator('[data-deviation-strip]');
  const fact = (label: string) => strip.locator('div', { has: page.getByText(label, { exact: true }) }).last();
  await expect(fact('Last survey')).toContainText(`${pva.current.md.toLocaleString('en-US', { minimumFractionDigits: 2 })} m MD`);
  await expect(fact('Distance to plan')).toContainText(`${pva.current.distance.toFixed(2)} m`);
  await expect(fact('High / low')).toContainText(`${Math.abs(pva.current.high).toFixed(2)} m ${pva.current.high > 0 ? 'high' : 'low'}`);
  await expect(fact('Right / left')).toContainText(`${Math.abs(pva.current.right).toFixed(2)} m ${pva.current.right > 0 ? 'right' : 'left'}`);
  await expect(fact('Largest so far')).toContainText(`${pva.max_distance.distance.toFixed(2)} m at`);

  // Overview: plan view with the offsets named by their minimum SF, in the risk colours; section.
  const charts = pane.locator('[data-chart]');
  await expect(charts).toHaveCount(2);
  const planView = charts.nth(0);
  const section = charts.nth(1);
  const stopEntry = legendEntry(planView, `${stop.name} · SF ${stop.min_sf.toFixed(2)}`);
  const warnEntry = legendEntry(planView, `${warning.name} · SF ${warning.min_sf.toFixed(2)}`);
  await expect(stopEntry).toHaveCount(1, { timeout: FIRST_DATA_MS });
  await expect(warnEntry).toHaveCount(1);
  expect(await legendColour(stopEntry)).toBe(STOP);
  expect(await legendColour(warnEntry)).toBe(WARNING);
  await expect(planView.locator('.xtitle')).toHaveText('East (m)');
  await expect(planView.locator('.ytitle')).toHaveText('North (m)');
  await expect(section.locator('.ytitle')).toHaveText('TVD (m)');
  await expect(section.locator('.xtitle')).toHaveText(/^Vertical section @ [\d.]+° \(m\)$/);
  await shot(page, 'directional-01-plan-vs-actual-overview');

  // The deviation table: a row per survey station, distances in metres.
  await pane.getByRole('tab', { name: 'Deviation table' }).click();
  const table = pane.locator('[data-virtual-table="Deviation from plan"]');
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(pva.rows.length + 1));
  await expect(table.locator('[data-column="distance"]')).toContainText('3D distance');
  // End: the last survey, the row the strip summarises.
  await table.focus();
  await page.keyboard.press('End');
  const lastRow = table.locator(`[role="row"][data-row-index="${pva.rows.length - 1}"]`);
  await expect(lastRow).toHaveAttribute('aria-selected', 'true');
  const cells = lastRow.locator('[role="gridcell"]');
  await expect(cells.nth(0)).toHaveText(pva.current.md.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expect(cells.nth(2)).toHaveText(pva.current.distance.toFixed(2));
  await expect(cells.nth(3)).toHaveText(`${Math.abs(pva.current.high).toFixed(2)} ${pva.current.high > 0 ? 'high' : 'low'}`);
  await shot(page, 'directional-02-deviation-table');

  // 3D: survey, plan and the pad's offsets as tubes; the stop offset red, the survey blue.
  await pane.getByRole('tab', { name: '3D' }).click();
  const scene = pane.locator('[data-scene-3d] canvas');
  await expect(scene).toBeVisible();
  await expect.poll(async () => (await canvasPixels(page, scene)).red, { message: 'the stop offset is painted red' }).toBeGreaterThan(200);
  const px = await canvasPixels(page, scene);
  expect(px.colours, 'a scene, not a flat fill').toBeGreaterThan(50);
  expect(px.blue, 'the survey is painted').toBeGreaterThan(200);
  expect(px.backgroundShare).toBeLessThan(0.99);
  await shot(page, 'directional-03-plan-vs-actual-3d');
});

const palette = (page: Page) => page.locator('[data-palette]');
async function paletteFind(page: Page, text: string, entry: string): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(palette(page).locator(`[data-entry="${entry}"]`)).toHaveAttribute('data-selected', 'true');
}

test('the anti-collision picture of Red Hawk 2H: AC summary, ladder and travelling cylinder mark Red Hawk 3H below SF 1', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const { rh, stop, warning } = await padWell(request, token);
  const cylinder = await api<{ offsets: { well_id: string; name: string; points: { ref_md: number; sf: number | null }[] }[] }>(
    request,
    token,
    `/wells/${rh}/wps/travelling_cylinder?cylinder_radius_m=100`,
  );
  const stopCrossings = cylinder.offsets.flatMap((o) => o.points).filter((p) => p.sf !== null && p.sf < 1).length;
  expect(stopCrossings, 'the 3H plan crosses within 100 m below SF 1').toBeGreaterThan(0);

  // The Directional dashboard of the selected well, chosen from the palette.
  await openSignedIn(page, token, `/drilling/dashboards/${rh}`);
  await expect(page.locator('[data-pane="drilling.dashboards"]')).toBeVisible();
  await paletteFind(page, 'another dashboard', 'dashboard.choose');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Directional');
  await expect(palette(page).locator('[data-entry="dash:system.drilling.directional"]')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();

  // AC summary: Red Hawk 3H first, Stop at SF 0.92 and where; Red Hawk 1H Warning.
  const summary = page.locator('[data-pane="widget.ac-summary"] [data-virtual-table="Anti-collision summary"]');
  const row = (name: string) => summary.locator('[role="row"][data-row-index]').filter({ hasText: name });
  await expect(summary.locator('[role="row"][data-row-index="0"]')).toContainText(stop.name, { timeout: FIRST_DATA_MS });
  const stopCells = row(stop.name).locator('[role="gridcell"]');
  await expect(stopCells.nth(1)).toHaveText('Stop');
  await expect(stopCells.nth(2)).toHaveText(stop.min_sf.toFixed(2));
  await expect(stopCells.nth(3)).toHaveText(stop.min_sf_ref_md.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  const reddish = (c: string) => {
    const [r, g, b] = c.match(/\d+/g)!.map(Number);
    return r > 180 && g < 140 && b < 140;
  };
  expect(reddish(await stopCells.nth(1).evaluate((e) => getComputedStyle(e).color)), 'Stop is written in red').toBe(true);
  await expect(row(warning.name).locator('[role="gridcell"]').nth(1)).toHaveText('Warning');
  await expect(row(warning.name).locator('[role="gridcell"]').nth(2)).toHaveText(warning.min_sf.toFixed(2));

  // Ladder: one line per offset, the stop one in the stop colour; on SF, the 1.0 and 1.5 lines.
  const ladder = page.locator('[data-pane="widget.ladder-plot"]');
  const ladderChart = ladder.locator('[data-chart]');
  await expect(legendEntry(ladderChart, stop.name)).toHaveCount(1, { timeout: FIRST_DATA_MS });
  expect(await legendColour(legendEntry(ladderChart, stop.name))).toBe(STOP);
  await ladder.getByRole('tab', { name: 'Separation factor' }).click();
  await expect(ladderChart.locator('.ytitle')).toHaveText('Separation factor');
  await expect(ladderChart.locator('.xtitle')).toHaveText('MD (m)');
  await expect(ladderChart.locator('.annotation-text', { hasText: 'SF 1.0 stop' })).toHaveCount(1);
  await expect(ladderChart.locator('.annotation-text', { hasText: 'SF 1.5 warning' })).toHaveCount(1);

  // Travelling cylinder: the offsets by name and minimum SF; crossings below SF 1 in the stop colour.
  const cyl = page.locator('[data-pane="widget.travelling-cylinder"]');
  const cylChart = cyl.locator('[data-chart]');
  await expect(legendEntry(cylChart, `${stop.name} · SF ${stop.min_sf.toFixed(2)}`)).toHaveCount(1, { timeout: FIRST_DATA_MS });
  expect(await legendColour(legendEntry(cylChart, `${stop.name} · SF ${stop.min_sf.toFixed(2)}`))).toBe(STOP);
  await expect(legendEntry(cylChart, `${warning.name} · SF ${warning.min_sf.toFixed(2)}`)).toHaveCount(1);
  const pointFills = () => cylChart.locator('.scatterlayer .points path.point').evaluateAll((ps) => ps.map((p) => getComputedStyle(p).fill));
  await expect.poll(async () => (await pointFills()).filter((f) => f === STOP).length).toBe(stopCrossings);
  await expect(cyl.locator('[data-cylinder-caption]')).toContainText('Radius: distance (m) in the plane normal to the reference');
  await shot(page, 'directional-04-directional-dashboard');

  // Enter on the 3H row puts the well's MD cursor at the closest approach: the cylinder rings it.
  await row(stop.name).click();
  await page.keyboard.press('Enter');
  const ringed = () =>
    cylChart.locator('.scatterlayer .points path.point').evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).stroke === 'rgb(244, 143, 177)').length);
  await expect.poll(ringed, { message: 'a cursor ring on the 3H crossing at the minimum SF' }).toBeGreaterThan(0);

  // The cylinder alone, 50 m across, where the 3H crossings sit.
  const cylTabBar = page.locator('.flexlayout__tabset_tabbar_outer').filter({ has: page.getByRole('tab', { name: 'Travelling Cylinder' }) });
  await cylTabBar.getByRole('button', { name: 'Maximize tabset' }).click();
  await expect(page.locator('[data-pane="widget.ac-summary"]')).toBeHidden();
  await cyl.getByLabel('Radius').selectOption('50');
  await expect(cyl.locator('[data-directional-pane]')).toContainText('offsets cross within 50 m');
  // the radial axis now ends at 50 m: its outer tick reads so, none beyond it
  await expect(cylChart.locator('svg text').filter({ hasText: /^50 m$/ })).toHaveCount(1);
  await expect(cylChart.locator('svg text').filter({ hasText: /^(60|100) m$/ })).toHaveCount(0);
  await expect.poll(async () => (await pointFills()).filter((f) => f === STOP).length).toBe(stopCrossings);
  await shot(page, 'directional-05-travelling-cylinder');
});

test('the 3D Plan vs Actual widget on a wall display: the pad in 3D, turned by the keyboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const { rh, stop } = await padWell(request, token);

  await openSignedIn(page, token, `/well/${rh}/widget/3d-plan-vs-actual/mode/kiosk/well_stage/drilling`);
  const widget = page.locator('[data-pane="single_widget.well"] [data-pane="widget.3d-plan-vs-actual"]');
  await expect(widget.locator('[data-directional-pane]')).toHaveAttribute('data-state', 'ready', { timeout: FIRST_DATA_MS });
  await expect(widget.locator('[data-directional-pane]')).toContainText(/Red Hawk 2H · plan: .+ · ellipses 2σ \(.+\)/);
  await expect(page.locator('[data-top-bar]')).toHaveCount(0);
  const scene = widget.locator('[data-scene-3d]');
  await expect(scene).toHaveAttribute('aria-label', /3D plan vs actual of Red Hawk 2H\. Keys: arrows orbit/);
  const canvas = scene.locator('canvas');
  await expect.poll(async () => (await canvasPixels(page, canvas)).red, { message: `${stop.name} painted in the stop colour` }).toBeGreaterThan(200);
  const before = await canvas.screenshot();
  await shot(page, 'directional-06-3d-widget');

  // Keys turn the view: arrows orbit, + zooms in; 0 goes home.
  await scene.focus();
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', '+']) await page.keyboard.press(key);
  await expect.poll(async () => (await canvas.screenshot()).equals(before), { message: 'the view turned' }).toBe(false);
  const turned = await canvasPixels(page, canvas);
  expect(turned.red).toBeGreaterThan(200);
  expect(turned.blue).toBeGreaterThan(200);
  await shot(page, 'directional-07-3d-widget-turned');
  await page.keyboard.press('0');
  await expect.poll(async () => (await canvas.screenshot()).equals(before), { message: 'home again' }).toBe(true);
});

interface AcRiskAdvice {
  kind: string;
  severity: string;
  sf: number;
  ref_md: number;
  name: string;
}
interface AcRisk {
  bit: { md: number | null; source: string };
  look_ahead_m: number;
  advice: AcRiskAdvice;
}
interface StationRow {
  id: string;
  md: number;
  inc: number;
  az: number;
  surveyed_at: number | null;
}

/** A depth as the pane writes it, whatever its decimals: 6120.4 -> /6,?120(\.\d+)?/. */
const depthPattern = (m: number) => {
  const whole = String(Math.trunc(m));
  return whole.replace(/\B(?=(\d{3})+$)/g, ',?') + '(\\.\\d+)?';
};

test('AC advice follows the bit: a passed approach is history, an undrilled offset a planning risk, a hazard within the look-ahead stop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'engineer');
  await resetUser(request, token);
  const wells = await api<{ id: string; name: string }[]>(request, token, '/wells?limit=100');
  const idOf = (name: string) => String(wells.find((w) => w.name === name)!.id);
  const [rh1, rh3] = [idOf('Red Hawk 1H'), idOf('Red Hawk 3H')];
  const riskOf = (id: string) => api<AcRisk>(request, token, `/wells/${id}/wps/ac_report/risk`);
  const card = page.locator('[data-pane="widget.ac-risk"] [data-advice]');
  async function showRisk(id: string, name: string, expected: AcRisk, title: string, message: RegExp) {
    await openSignedIn(page, token, `/well/${id}/widget/ac-risk/mode/kiosk/well_stage/drilling`);
    await expect(card).toHaveAttribute('data-advice', expected.advice.kind, { timeout: FIRST_DATA_MS });
    await expect(card).toHaveAttribute('data-advice-severity', expected.advice.severity);
    await expect(card).toContainText(`Now · ${title}`);
    await expect(card).toContainText(message);
    await shot(page, name);
    return card.evaluate((e) => getComputedStyle(e).borderLeftColor);
  }
  const send = async (method: 'post' | 'delete', path: string, data: unknown) => {
    const res = await request[method](`/api${path}`, { headers: auth(token), data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  };

  // Red Hawk 1H is at TD (6,120 m, its last survey); its approach to 2H (SF 1.28) is at TD, drilled: history.
  const passed = await riskOf(rh1);
  expect(passed.advice).toMatchObject({ kind: 'passed', severity: 'info', name: 'Red Hawk 2H' });
  expect(passed.bit).toMatchObject({ source: 'last_survey' });
  expect(passed.advice.ref_md).toBeLessThanOrEqual(passed.bit.md! + 0.01);
  const passedSf = passed.advice.sf.toFixed(2);
  const passedColour = await showRisk(
    rh1,
    'directional-08-ac-advice-passed',
    passed,
    'Passed (drilled)',
    new RegExp(`Nothing to do now: SF ${passedSf} to Red Hawk 2H at ${depthPattern(passed.advice.ref_md)} m MD is above the bit, in drilled hole\\.`),
  );

  const rh1Stations = await api<StationRow[]>(request, token, `/wells/${rh1}/surveys/stations`);
  const trimmed = rh1Stations.filter((s) => s.md > 6000);
  let rh3Ids: string[] = [];
  try {
    // Red Hawk 3H (not spudded) drilled down its plan's vertical to 1,140 m: 2H, drilled, comes within SF 0.92
    // at 1,200 m, inside the 100 m look-ahead: stop.
    const plan = await api<{ stations: { md: number; inc: number; az: number }[] }>(request, token, `/wps/surveys?well_id=${rh3}&type=PLAN&interpolate=30`);
    const drilled = plan.stations.filter((s) => s.md > 0 && s.md <= 1140).map((s) => ({ md: s.md, inc: s.inc, az: s.az }));
    await send('post', `/wells/${rh3}/surveys/stations`, { stations: drilled });
    rh3Ids = (await api<StationRow[]>(request, token, `/wells/${rh3}/surveys/stations`)).map((s) => s.id);
    const stop = await riskOf(rh3);
    expect(stop.advice).toMatchObject({ kind: 'act-now', severity: 'stop', name: 'Red Hawk 2H' });
    expect(stop.bit).toMatchObject({ md: 1140, source: 'last_survey' });
    expect(stop.advice.sf).toBeLessThan(1);
    const aheadM = stop.advice.ref_md - stop.bit.md!;
    expect(aheadM).toBeGreaterThan(0);
    expect(aheadM).toBeLessThanOrEqual(stop.look_ahead_m);
    const stopColour = await showRisk(
      rh3,
      'directional-09-ac-advice-stop',
      stop,
      'Ahead of the bit',
      new RegExp(
        `Stop drilling: SF ${stop.advice.sf.toFixed(2)} to Red Hawk 2H ${depthPattern(Math.round(aheadM))} m ahead of the bit, at ${depthPattern(stop.advice.ref_md)} m MD\\.`,
      ),
    );
    const [r, g, b] = stopColour.match(/\d+/g)!.map(Number);
    expect(r > 180 && r - g > 60 && r - b > 60, `the stop card is marked red (${stopColour})`).toBe(true);
    expect(stopColour).not.toBe(passedColour);

    // Red Hawk 1H back at 5,991 m (its last five stations not surveyed yet): the approach at 6,120 m is now
    // ahead of its bit, against 2H's plan (2H is drilled to 4,420 m): a planning risk, not a stop.
    await send('delete', `/wells/${rh1}/surveys/stations`, { ids: trimmed.map((s) => s.id) });
    const planning = await riskOf(rh1);
    expect(planning.advice).toMatchObject({ kind: 'planning', severity: 'caution', name: 'Red Hawk 2H' });
    expect(planning.bit.md).toBeLessThan(planning.advice.ref_md);
    const planningColour = await showRisk(
      rh1,
      'directional-10-ac-advice-planning',
      planning,
      'Planning risk',
      new RegExp(
        `Re-plan or sequence the wells: SF ${planning.advice.sf.toFixed(2)} to Red Hawk 2H at ${depthPattern(planning.advice.ref_md)} m MD is against the offset's plan, not drilled there yet\\.`,
      ),
    );
    expect(new Set([passedColour, stopColour, planningColour]).size, 'three severities, three colours').toBe(3);
  } finally {
    // the demo pad as it was, for the specs that follow
    if (rh3Ids.length > 0) await send('delete', `/wells/${rh3}/surveys/stations`, { ids: rh3Ids });
    const now = (await api<StationRow[]>(request, token, `/wells/${rh1}/surveys/stations`)).map((s) => s.md);
    const missing = trimmed.filter((s) => !now.includes(s.md));
    if (missing.length > 0)
      await send('post', `/wells/${rh1}/surveys/stations`, {
        stations: missing.map(({ id: _id, ...s }) => Object.fromEntries(Object.entries(s).filter(([k, v]) => v !== null && !['row', 'source'].includes(k)))),
      });
  }
  expect((await riskOf(rh1)).advice.kind).toBe('passed');
});
