/** Shared steps of the shell's end-to-end tests. Everything goes through the real server. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const USERS = {
  admin: { email: 'admin@demo.drillspace', password: 'drillspace-admin', name: 'Avery Admin' },
  superadmin: { email: 'superadmin@demo.drillspace', password: 'drillspace-super', name: 'Sam Superadmin' },
  engineer: { email: 'engineer@demo.drillspace', password: 'drillspace-engineer', name: 'Dana Driller' },
  viewer: { email: 'viewer@demo.drillspace', password: 'drillspace-viewer', name: 'Vic Viewer' },
  production: { email: 'production@demo.drillspace', password: 'drillspace-production', name: 'Pat Production' },
  completions: { email: 'completions@demo.drillspace', password: 'drillspace-completions', name: 'Casey Completions' },
} as const;
export type Who = keyof typeof USERS;

export async function apiToken(request: APIRequestContext, who: Who): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: USERS[who].email, password: USERS[who].password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

/** Stores the token the way the app does (JSON under 'user.token'), then opens `path`. */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/public/404');
  await page.evaluate((t) => localStorage.setItem('user.token', JSON.stringify(t)), token);
  await page.goto(path);
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

export const notice = (page: Page, type: 'info' | 'success' | 'warning' | 'error', text: string | RegExp) =>
  page.locator(`[data-notice="${type}"]`).filter({ hasText: text });

/** The first well the user may see, from the API. */
export async function firstWell(request: APIRequestContext, token: string): Promise<{ id: string; name: string }> {
  const res = await request.get('/api/wells?limit=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const w = (await res.json()).data[0];
  return { id: String(w.id), name: w.name };
}

export const readStorage = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(([a, k]) => JSON.parse((a === 'localStorage' ? localStorage : sessionStorage).getItem(k) ?? 'null'), [area, key] as const);
