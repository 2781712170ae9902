/**
 * Every line of spec/routes.tsv opens something in the browser: its pane (ready or an honest
 * "not built yet"), a redirect, or the 404 page, as the spec says. Signed in as the superadmin, who
 * holds every permission and flag, so a guard never hides a pane here (guards have their own tests).
 */
import { expect, test, type Page } from '@playwright/test';
import { resolvePath } from '../../src/commands/resolve-url';
import { routeLines, spec } from '../manifest/spec-files';
import { missingMessage } from '../support/refdata-path';
import { apiToken, firstWell, openSignedIn, shot } from './support';

const lines = routeLines();

/** A URL for a documented path: the real well for well_uid, sample values for other parameters. */
function sampleUrl(specPath: string, wellId: string): string {
  const path = specPath
    .replace(/\{well_uid\??\}/g, wellId)
    .replace(/\{well_stage\}/g, 'drilling')
    .replace(/\{layout_mode\}/g, 'drilling')
    .replace(/\{(\w+)\??\}/g, (_, name: string) => `sample-${name}`);
  // Password change is enterable only with a token in the query.
  return specPath === '/public/password/reset' ? `${path}?token=sample-token&email=superadmin%40demo.drillspace` : path;
}

/** Navigate inside the running app, as a link would. */
async function open(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

test('every documented route opens its pane, a redirect or 404', async ({ page, request }) => {
  test.setTimeout(600_000);
  if (!spec.present && process.env.CI === 'true') throw new Error(missingMessage(spec, 'every documented route in the browser'));
  test.skip(!spec.present, missingMessage(spec, 'every documented route in the browser'));
  const token = await apiToken(request, 'superadmin');
  const well = await firstWell(request, token);
  await openSignedIn(page, token, '/drilling/dashboards');
  await expect(page.locator('[data-pane="drilling.dashboards"]')).toBeVisible();

  const outcomes: string[] = [];
  for (const line of lines) {
    const url = sampleUrl(line.path, well.id);
    await open(page, url);
    const expectRedirect = /^redirect/.test(line.text) || line.path === '/public/sign_in';
    const expect404 = /^disabled/.test(line.text);

    if (expect404) {
      await expect(page, line.path).toHaveURL('/public/404');
      await expect(page.locator('[data-pane="public.404"]')).toBeVisible();
      outcomes.push(`404       ${line.path}`);
    } else if (expectRedirect) {
      await expect.poll(() => new URL(page.url()).pathname, { message: line.path }).not.toBe(url.split('?')[0]);
      const landed = resolvePath(new URL(page.url()).pathname);
      expect(landed?.route.pane, `${line.path} redirected to ${page.url()}`).toBeTruthy();
      await expect(page.locator(`[data-pane="${landed!.route.pane}"]`)).toBeVisible();
      outcomes.push(`redirect  ${line.path} → ${new URL(page.url()).pathname}`);
    } else {
      const route = resolvePath(url.split('?')[0])!.route;
      const pane = page.locator(`[data-pane="${route.pane}"]`);
      await expect(pane, `${line.path} shows ${route.pane}`).toBeVisible();
      await expect(pane).toHaveAttribute('data-pane-status', /^(ready|not-ready)$/);
      outcomes.push(`${(await pane.getAttribute('data-pane-status'))!.padEnd(9)} ${line.path}`);
    }
  }
  expect(outcomes).toHaveLength(154);
  const count = (kind: string) => outcomes.filter((o) => o.startsWith(kind + ' ')).length;
  console.log(`routes.tsv in the browser: ready ${count('ready')}, not built yet ${count('not-ready')}, redirect ${count('redirect')}, 404 ${count('404')}`);

  await open(page, `/drilling/equipment/well/${well.id}/bha/sample-assembly`);
  await expect(page.locator('[data-pane="drilling.equipment.bha.assembly"]')).toBeVisible();
  await shot(page, '20-not-built-pane');
  await open(page, '/well/' + well.id + '/widget/sample-fragment/mode/drilling/well_stage/drilling');
  await expect(page.locator('[data-pane="single_widget.well"]')).toBeVisible();
  await shot(page, '21-single-widget-no-chrome');
});
