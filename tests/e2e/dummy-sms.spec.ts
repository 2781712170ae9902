/**
 * Admin › dashboards › Dummy SMS in Chromium (issue 18): the demo's phone confirmations are listed as
 * the SMS provider was given them; a test SMS sent by keyboard alone joins them at the top; a bad
 * phone number is named on its field. Screenshots: test-results/screenshots/dummy-sms-*.png.
 */
import { expect, test } from '@playwright/test';
import { apiToken, openSignedIn, shot } from './support';

test('Dummy SMS: the phone confirmations, then a test SMS by keyboard; a bad number named on its field', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  await openSignedIn(page, token, '/admin/dashboards/dummy_sms');
  const pane = page.locator('[data-pane="admin.dashboards.dummy_sms"]');
  await expect(pane.locator('[data-sms-provider="dummy"]')).toBeVisible();
  await expect(pane.locator('[role="row"]', { hasText: 'Phone confirmation' })).toHaveCount(3);
  await expect(pane).toContainText('+1 432 555 0134');
  await expect(pane).toContainText('Drillspace: SMS alerts for Dana Driller will come to this number.');
  await shot(page, 'dummy-sms-01-confirmations');

  const form = pane.locator('[data-sms-test-form]');
  await form.locator('input[name="phone"]').focus();
  await page.keyboard.type('call the rig');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Wall test');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Phone number is invalid')).toBeVisible();
  await form.locator('input[name="phone"]').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('+1 713 555 0142');
  await page.keyboard.press('Enter');
  await expect(pane.locator('[role="row"]', { hasText: 'Wall test' })).toContainText('+1 713 555 0142');
  await expect(pane.locator('[role="row"]').nth(1)).toContainText('Test message');
  await expect(form.locator('input[name="text"]')).toHaveValue('');
  await shot(page, 'dummy-sms-02-test-sent');
});
