/**
 * Admin › jobs, system audit, system usage and the stats dashboard in Chromium (issue 17): each passes
 * the ready-panes check (content, no error, no NaN); the audit trail shows a change made through the
 * API with its before and after, found by typing a filter; the Jobs dashboard is worked by keyboard
 * (Tab to the table, ↓ selects a job and its log shows, R on a job that has not failed says so).
 */
import { expect, test } from '@playwright/test';
import { collectErrors, sweepPane } from './pane-sweep';
import { apiToken, notice, openSignedIn, shot } from './support';

const PANES = [
  ['admin.dashboards.jobs', '/admin/dashboards/jobs'],
  ['admin.system_audit', '/admin/system_audit'],
  ['admin.system_usage', '/admin/system_usage'],
  ['admin.dashboards.stats', '/admin/dashboards/stats'],
] as const;

test('the jobs, audit, usage and stats panes open with real content, worked by keyboard', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'superadmin');
  const auth = { Authorization: `Bearer ${token}` };
  // A change to find in the audit trail, and a shrink job for the Jobs dashboard.
  const company = await request.post('/api/companies', { headers: auth, data: { name: 'Sweep Audit Co', type_id: 2 } });
  expect(company.status()).toBe(201);
  const id = (await company.json()).data.id;
  expect((await request.patch(`/api/companies/${id}`, { headers: auth, data: { name: 'Sweep Audit Company' } })).status()).toBe(200);
  const shrink = await request.post('/api/admin/audit/shrink', { headers: auth, data: { before: new Date(Date.now() - 400 * 86_400_000).toISOString() } });
  expect(shrink.status()).toBe(202);

  const errors = collectErrors(page);
  await openSignedIn(page, token, '/admin/dashboards/jobs');
  for (const [pane, url] of PANES) {
    const r = await sweepPane(page, { id: pane, url, host: `[data-pane="${pane}"]` }, errors);
    console.log(`${pane}: ${r.state}, ${r.content} ${r.problems.join('; ')}`);
    await shot(page, `admin17-${pane}`);
    expect(r.problems).toEqual([]);
  }

  // System audit: type a filter, select the update with the keyboard, read its before and after.
  await page.goto('/admin/system_audit');
  const audit = page.locator('[data-pane="admin.system_audit"]');
  await audit.getByLabel('Object id').fill(id);
  // Only the company's two rows (create, update): the unfiltered list shows rows first, and a row
  // selected in it is gone once the filter answers.
  await expect(audit.getByRole('grid', { name: 'Audit trail' }).getByRole('row')).toHaveCount(3);
  await audit.locator('[data-virtual-table="Audit trail"]').focus();
  await page.keyboard.press('ArrowDown');
  const change = audit.locator('[aria-label="Before and after"]');
  await expect(audit.getByText('companies.update').first()).toBeVisible();
  await expect(change).toContainText('Sweep Audit Co');
  await expect(change).toContainText('Sweep Audit Company');
  await shot(page, 'admin17-audit-before-after');

  // Jobs: the shrink job, selected by keyboard, shows its log; R on it explains it is not failed.
  await page.goto('/admin/dashboards/jobs');
  const jobs = page.locator('[data-pane="admin.dashboards.jobs"]');
  await expect(jobs.locator('[data-job-count="done"]')).toContainText(/done [1-9]/);
  await jobs.locator('[data-virtual-table="Jobs"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(jobs.locator('[aria-label="Job log"]')).toContainText(/attempt 1 of \d+ started/);
  await page.keyboard.press('r');
  await expect(notice(page, 'info', /only a failed job can be retried/)).toBeVisible();
  await shot(page, 'admin17-jobs-log');
});
