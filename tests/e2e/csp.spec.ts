// The Content-Security-Policy the server sends (server/lib/security-headers.ts) must be one the built
// client passes: sign in, open a dashboard, a plotly chart and the three.js view, and see no violation.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, shot, USERS } from './support';

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy|unsafe-eval/i.test(e.message)) violations.push(`pageerror: ${e.message}`);
  });
  return violations;
}

async function reportedViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { __csp?: string[] }).__csp ?? []).slice());
}

test('the built client runs under the CSP: sign-in, a dashboard, a plotly chart and the 3D view', async ({ page, request }) => {
  test.setTimeout(600_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const violations = watchCsp(page);

  const first = await page.goto('/public/sign_in');
  const csp = first!.headers()['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self';");

  await page.getByLabel('E-mail').fill(USERS.engineer.email);
  await page.getByLabel('Password').fill(USERS.engineer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign_in/, { timeout: 120_000 });

  const token = await apiToken(request, 'engineer');
  const wells = (await (await request.get('/api/wells?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()).data as {
    id: string;
    name: string;
  }[];
  const rh = wells.find((w) => w.name === 'Red Hawk 2H') ?? wells[0];

  await page.goto(`/drilling/dashboards/${rh.id}`);
  await expect(page.locator('[data-pane="drilling.dashboards"]')).toBeVisible({ timeout: 120_000 });
  // Widgets start loading (and so run their code under the CSP); some wait on demo history, no CSP
  // matter: 20 s is enough for the rest to draw (the plotly and 3D checks below wait for their own).
  await expect
    .poll(() => page.getByText(/Loading/).count(), { timeout: 20_000 })
    .toBe(0)
    .catch(() => {});
  await page.waitForTimeout(3_000);
  await shot(page, 'csp-01-dashboard');
  expect(await reportedViolations(page), 'dashboard').toEqual([]);

  await page.goto(`/drilling/plan_vs_actual/overview/${rh.id}`);
  await expect(page.locator('.js-plotly-plot').first()).toBeVisible({ timeout: 120_000 });
  await page.waitForTimeout(3_000);
  await shot(page, 'csp-02-plot');
  expect(await reportedViolations(page), 'plot pane').toEqual([]);

  await page.goto(`/well/${rh.id}/widget/3d-plan-vs-actual/mode/kiosk/well_stage/drilling`);
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(3_000);
  await shot(page, 'csp-03-3d');
  expect(await reportedViolations(page), '3D view').toEqual([]);

  expect(violations).toEqual([]);
});
