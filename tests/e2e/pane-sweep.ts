/**
 * The check the ready-panes sweep applies to one pane, kept apart so the fixture test runs the very
 * same code against panes made to fail. A pane passes when, once it has settled:
 * - its host says it shows content (`data-pane-state`, set by the pane host from the error boundary
 *   and the panes' own state markers: not error, not loading, not empty);
 * - it shows real content: table rows with text, plot traces with data points, a drawn canvas, or
 *   numeric values, or (a page that is a form) its fields; a dashboard: every tile in it does;
 * - none of "NaN", "undefined", "Invalid Date", "[object Object]" appears in its text or labels;
 * - no page error and no console error happened while it was open.
 */
import type { Page } from '@playwright/test';

export interface SweepTarget {
  /** The pane type swept (what the registry calls it). */
  id: string;
  url: string;
  /** Opens the pane when it has no URL of its own (an app pane, from the palette); else `url` is opened. */
  open?: (page: Page) => Promise<void>;
  /** The host element of that pane: `[data-pane="<id>"]`, inside the single-widget host for widgets. */
  host: string;
}

export interface SweepResult extends SweepTarget {
  state: string;
  content: string;
  problems: string[];
  ms: number;
}

/** Console errors and page errors, attributed to the pane open when they happened. */
export function collectErrors(page: Page): { take(): string[] } {
  let errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  // The console says only "status of 400"; the request and the server's message say why.
  page.on('response', (r) => {
    if (r.status() < 400 || !r.url().includes('/api/')) return;
    void r
      .text()
      .catch(() => '')
      .then((body) =>
        errors.push(
          `HTTP ${r.status()} ${r.request().method()} ${r
            .url()
            .replace(/^https?:\/\/[^/]+/, '')
            .slice(0, 200)}: ${body.slice(0, 200)}`,
        ),
      );
  });
  return {
    take() {
      const out = errors;
      errors = [];
      return out;
    },
  };
}

/** Navigate inside the running app, as a link would (no reload: chunks stay cached). */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const BAD_TEXT = /\bNaN\b|\bundefined\b|Invalid Date|\[object Object\]/;

interface Probe {
  found: boolean;
  state: string;
  /** What content each leaf pane shows ('' = none), leaf = the host or, for a dashboard, each tile. */
  leaves: { id: string; state: string; content: string }[];
  bad: string | null;
}

/** Runs in the page: what the host shows now. */
function probe(arg: { host: string; bad: string }): Probe {
  const host = document.querySelector(arg.host) as HTMLElement | null;
  if (!host) return { found: false, state: '', leaves: [], bad: null };

  const contentOf = (el: Element): string => {
    const rows = [...el.querySelectorAll('tbody tr, [role="row"]')].filter(
      (r) => r.querySelector('td, [role="cell"], [role="gridcell"]') && (r.textContent ?? '').trim() !== '',
    );
    if (rows.length) return `${rows.length} table rows`;
    type Trace = Record<string, ArrayLike<unknown> | undefined>;
    const plots = [...el.querySelectorAll('.js-plotly-plot')] as (HTMLElement & { data?: Trace[] })[];
    const points = plots.reduce(
      (n, p) =>
        n + (p.data ?? []).reduce((m, t) => m + Math.max(t.x?.length ?? 0, t.y?.length ?? 0, t.z?.length ?? 0, t.r?.length ?? 0, t.values?.length ?? 0), 0),
      0,
    );
    if (points) return `plot traces with ${points} points`;
    for (const c of el.querySelectorAll('canvas')) {
      if (!c.width || !c.height) continue;
      const probe = document.createElement('canvas');
      probe.width = 64;
      probe.height = 64;
      const ctx = probe.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(c, 0, 0, 64, 64);
      const d = ctx.getImageData(0, 0, 64, 64).data;
      const colours = new Set<number>();
      for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      if (colours.size >= 3) return `a drawn canvas (${colours.size} colours)`;
    }
    const values = [...el.querySelectorAll('[data-readout], [data-value], [data-figure], [data-gauge-rows] text')].filter((v) =>
      /\d/.test(v.textContent ?? ''),
    );
    if (values.length) return `${values.length} values`;
    // A page whose purpose is a message (404, 403) shows its code and heading.
    const message = el.querySelector('[data-page-message]');
    if (message && (el.querySelector('h1')?.textContent ?? '').trim()) return `the ${message.getAttribute('data-page-message')} page`;
    // A page that is a form (sign-in, password change) shows its fields.
    const fields = el.querySelectorAll('form input:not([type="hidden"]), form select, form textarea');
    if (fields.length) return `a form with ${fields.length} fields`;
    return '';
  };

  const tiles = [...host.querySelectorAll('[data-pane]')].filter((t) => !t.querySelector('[data-pane]'));
  const leaves = (tiles.length ? tiles : [host]).map((t) => ({
    id: t.getAttribute('data-pane') ?? '',
    state: t.getAttribute('data-pane-state') ?? '',
    content: contentOf(t),
  }));

  const bad = new RegExp(arg.bad);
  let found: string | null = null;
  const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let n = walker.nextNode(); n && !found; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) {
      const parent = n.parentElement?.tagName;
      if (parent === 'STYLE' || parent === 'SCRIPT') continue;
      const t = n.textContent ?? '';
      const m = bad.exec(t);
      if (m) found = `"${t.trim().slice(0, 80)}"`;
    } else {
      for (const a of ['title', 'aria-label', 'placeholder', 'value']) {
        const v = (n as Element).getAttribute(a);
        if (v && bad.test(v)) found = `${a}="${v.slice(0, 80)}"`;
      }
    }
  }
  return { found: true, state: host.getAttribute('data-pane-state') ?? '', leaves, bad: found };
}

/**
 * Opens `t.url` in the running app and waits (up to `timeoutMs`) for the pane to settle with content;
 * stops early on an error state. Returns what it saw and the problems found (none = pass).
 */
export async function sweepPane(page: Page, t: SweepTarget, errors: { take(): string[] }, timeoutMs = 15_000): Promise<SweepResult> {
  const t0 = Date.now();
  errors.take();
  if (t.open) await t.open(page);
  else await openInApp(page, t.url);
  let p: Probe = { found: false, state: '', leaves: [], bad: null };
  const good = (x: Probe) => x.found && x.state === 'content' && x.leaves.every((l) => l.content !== '' && l.state === 'content');
  for (;;) {
    p = await page.evaluate(probe, { host: t.host, bad: BAD_TEXT.source });
    if (good(p) || p.state === 'error' || Date.now() - t0 > timeoutMs) break;
    await page.waitForTimeout(250);
  }
  // Late effects (a live message, a second fetch) get a moment to go wrong.
  if (good(p)) {
    await page.waitForTimeout(400);
    p = await page.evaluate(probe, { host: t.host, bad: BAD_TEXT.source });
  }
  const problems: string[] = [];
  if (!p.found) problems.push(`no ${t.host} on the page`);
  else {
    if (p.state !== 'content') problems.push(`pane state is "${p.state}"`);
    for (const l of p.leaves) {
      if (l.state !== 'content' && l.id !== t.id) problems.push(`tile ${l.id} state is "${l.state}"`);
      if (!l.content) problems.push(`${l.id === t.id ? 'it' : `tile ${l.id}`} shows no content (no table rows, plot points, drawn canvas or values)`);
    }
    if (p.bad) problems.push(`bad text ${p.bad}`);
  }
  const errorBox = await page
    .locator(`${t.host} [data-pane-error]`)
    .first()
    .textContent({ timeout: 100 })
    .catch(() => null);
  if (errorBox) problems.push(`error boundary: ${errorBox.trim().slice(0, 160)}`);
  problems.push(...errors.take());
  return {
    ...t,
    state: p.state,
    content: p.leaves.map((l) => (p.leaves.length > 1 ? `${l.id}: ${l.content || '-'}` : l.content || '-')).join('; '),
    problems,
    ms: Date.now() - t0,
  };
}
