/**
 * Admin › Users rendered and filtered in Chromium over the users a bench wrote (issue 17: "user list
 * of 10,000 users rendered and filtered (ms)"), against the server this process runs; used by
 * admin-users-10k.ts, no run(). Rendered: navigation to /admin/users until the total and the first
 * page's rows are shown (a new context each run, empty cache). Filtered: from typing a search into the
 * focused search box until the list shows the server's count for it and its first row matches; this
 * includes the search box's debounce (INPUT_DEBOUNCE_MS), printed beside it. Needs `npm run build`.
 */
import type { Page } from 'playwright-core';
import { INPUT_DEBOUNCE_MS } from '../src/domain/constants/limits';
import { launchBuiltChromium, loadAverage, signIn, spread, timeFirstRender } from './_first-render';

const RUNS = 3;

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

/** The list shows `total` users and its first row contains `match`: answers when it does. */
function shows(page: Page, total: number, match: string): Promise<unknown> {
  const caption = `${total} user${total === 1 ? '' : 's'}`;
  return page.waitForFunction(
    ({ caption, match }) => {
      const table = document.querySelector('table[aria-label="Users"]');
      const first = table?.querySelector('tbody tr');
      const captions = [...document.querySelectorAll('span, p, div')].some((e) => e.childElementCount === 0 && e.textContent === caption);
      return captions && !!first && (first.textContent ?? '').toLowerCase().includes(match.toLowerCase());
    },
    { caption, match },
    { polling: 'raf', timeout: 60_000 },
  );
}

async function totalOf(url: string, token: string, search: string): Promise<number> {
  const r = await fetch(`${url}/api/admin/users?limit=1${search ? `&search=${encodeURIComponent(search)}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await r.json()) as { total: number }).total;
}

export async function timeUsersRendered(url: string, searches: readonly string[]): Promise<Record<string, number | string>> {
  const browser = await launchBuiltChromium();
  try {
    const token = await signIn(url, 'admin@demo.drillspace', 'drillspace-admin');
    const all = await totalOf(url, token, '');
    const wanted = await Promise.all(searches.map(async (q) => ({ q, total: await totalOf(url, token, q) })));
    const filtered: Record<string, number[]> = Object.fromEntries(searches.map((q) => [q, []]));
    let rows = 0;
    const first = await timeFirstRender(browser, {
      url,
      token,
      path: '/admin/users',
      runs: RUNS,
      ready: (page) => shows(page, all, '@'),
      async after({ page }) {
        rows = await usersTable(page).locator('tbody tr').count();
        const box = page.getByRole('textbox', { name: 'Search users' });
        for (const { q, total } of wanted) {
          await box.focus();
          await box.fill('');
          await shows(page, all, '@');
          const t0 = performance.now();
          await box.pressSequentially(q);
          // Typing is part of the user's wait only as far as the last key: time from it.
          const typedMs = performance.now() - t0;
          await shows(page, total, q.trim());
          filtered[q].push(performance.now() - t0 - typedMs);
        }
      },
    });
    const out: Record<string, number | string> = {
      'users in the list (total shown)': all,
      'rows on the first page': rows,
      'rendered: navigation to the first page shown, median (min–max) ms': spread(first.ms),
      'rendered: main thread busy, median (min–max) ms': spread(first.mainThreadMs),
    };
    for (const { q, total } of wanted)
      out[`filtered '${q.trim()}' (${total} user${total === 1 ? '' : 's'}): last key to list shown, median (min–max) ms`] = spread(filtered[q]);
    out['of which the search box debounce (ms)'] = INPUT_DEBOUNCE_MS;
    out['machine load average (1 min)'] = loadAverage();
    return out;
  } finally {
    await browser.close();
  }
}
