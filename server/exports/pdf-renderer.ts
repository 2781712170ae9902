/**
 * PDFs of our own print view, as Grafana's image renderer does it: one headless Chromium (Debian's
 * package, launched through playwright-core) kept warm and reused; a page per job, closed after it;
 * at most `maxConcurrent` jobs at once (the rest wait their turn), each bounded by `timeoutMs`.
 *
 * Pages of one user share a browser context (its storage and HTTP cache: the client's scripts,
 * Plotly's 4.6 MB among them, are fetched and compiled once, not per PDF); users never share one, so
 * one user's token or cached answers never meet another's. The least recently used contexts past
 * `maxContexts` are closed.
 *
 * The job signs the page in by putting a short-lived token where the client keeps it (localStorage
 * 'user.token') before any script of the page runs. The token is an argument of the init script,
 * never part of a URL, a log line or an error message.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { MORNING_MARGINS_MM, printableMm, type MorningOrientation, type MorningPaper } from '../../src/domain/reports/morning-report';
import { HttpError } from '../lib/http-error';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export interface PdfJob {
  /** Absolute URL of the print view on this server. */
  url: string;
  /** Whose page this is (a user id): jobs of one user share a context, others never do. */
  partition: string;
  /** Short-lived bearer token of the user the page is rendered for. */
  token: string;
  paper: MorningPaper;
  orientation: MorningOrientation;
}

/**
 * The print view's own marker: `data-print-state` on its root is 'loading' until every pane has
 * settled (data-pane-state content or empty), then 'ready', or 'error' with `data-print-error`.
 */
const SETTLED = '[data-print-state="ready"], [data-print-state="error"]';

export interface PdfRendererOptions {
  /** CHROMIUM_PATH, else /usr/bin/chromium. */
  executablePath: string;
  maxConcurrent: number;
  /** Contexts (users) kept warm at once; default 4. */
  maxContexts?: number;
  timeoutMs: number;
  log: (message: string) => void;
}

export const noBrowserMessage = (path: string) =>
  `PDF rendering is not available on this server: no Chromium at ${path} (install Debian's chromium package, or set CHROMIUM_PATH to a Chromium binary)`;

const TOKEN_KEY = 'user.token';

export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  /** Warm contexts by partition, least recently used first. */
  private contexts = new Map<string, Promise<BrowserContext>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly opts: PdfRendererOptions) {}

  /** Null when a browser can be launched; else why not (the route answers it with 503). */
  unavailable(): string | null {
    return existsSync(this.opts.executablePath) ? null : noBrowserMessage(this.opts.executablePath);
  }

  /** Renders one job to PDF bytes; 503 without a browser, 502 when the page failed, 504 past the timeout. */
  async render(job: PdfJob): Promise<Buffer> {
    const why = this.unavailable();
    if (why) throw new HttpError(503, why);
    await this.slot();
    try {
      return await this.renderNow(job);
    } finally {
      this.release();
    }
  }

  /** Jobs running and waiting now (the bench and the health answer read it). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    this.contexts.clear();
    if (b) await b.then((x) => x.close()).catch(() => {});
  }

  private async renderNow(job: PdfJob): Promise<Buffer> {
    const context = await this.contextOf(job.partition);
    const page = await context.newPage();
    // Past the timeout the page is closed, which ends whatever step the job is waiting on.
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      void page.close().catch(() => {});
    }, this.opts.timeoutMs);
    try {
      // As wide as the paper's printable area: the page lays out at the width it is printed at, unshrunk.
      const area = printableMm(job.paper, job.orientation);
      await page.setViewportSize({ width: Math.round((area.w * 96) / 25.4), height: Math.round((area.h * 96) / 25.4) });
      await page.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify(token)), [TOKEN_KEY, job.token] as const);
      await page.goto(job.url, { waitUntil: 'domcontentloaded', timeout: 0 });
      const root = page.locator(SETTLED).first();
      await root.waitFor({ state: 'attached', timeout: 0 });
      if ((await root.getAttribute('data-print-state')) === 'error') {
        throw new HttpError(502, `The print view could not show the report: ${(await root.getAttribute('data-print-error')) ?? 'a pane failed'}`);
      }
      await settle(page);
      return await page.pdf({
        format: job.paper === 'letter' ? 'Letter' : 'A4',
        landscape: job.orientation === 'landscape',
        printBackground: true,
        margin: {
          top: `${MORNING_MARGINS_MM.top}mm`,
          bottom: `${MORNING_MARGINS_MM.bottom}mm`,
          left: `${MORNING_MARGINS_MM.side}mm`,
          right: `${MORNING_MARGINS_MM.side}mm`,
        },
      });
    } catch (e) {
      if (late) throw new HttpError(504, `The PDF was not ready within ${Math.round(this.opts.timeoutMs / 1000)} s`);
      throw e;
    } finally {
      clearTimeout(timer);
      // The token leaves with the page: the next page of this context sets its own before any script.
      if (!page.isClosed()) await page.evaluate(() => localStorage.clear()).catch(() => {});
      await page.close().catch(() => {});
    }
  }

  /** The partition's warm context (moved to the most recent end), the oldest closed past the limit. */
  private async contextOf(partition: string): Promise<BrowserContext> {
    const browser = await this.warmBrowser();
    let ctx = this.contexts.get(partition);
    if (ctx && (await ctx.then((c) => c.browser() !== browser).catch(() => true))) ctx = undefined;
    if (!ctx) ctx = browser.newContext({ serviceWorkers: 'block', viewport: { width: 1240, height: 1754 } });
    this.contexts.delete(partition);
    this.contexts.set(partition, ctx);
    const limit = this.opts.maxContexts ?? 4;
    for (const [key, old] of this.contexts) {
      if (this.contexts.size <= limit) break;
      this.contexts.delete(key);
      // A context closed under a running job ends that job with an error: keep any in use.
      void old
        .then(async (c) => {
          if (c.pages().length === 0) await c.close();
          else this.contexts.set(key, old);
        })
        .catch(() => {});
    }
    return ctx;
  }

  /** The one browser, launched on first use and again if it died. */
  private warmBrowser(): Promise<Browser> {
    if (!this.browser) {
      const started = performance.now();
      const launching = chromium.launch({ executablePath: this.opts.executablePath, args: [...CHROMIUM_ARGS], headless: true });
      this.browser = launching;
      launching.then(
        (b) => {
          this.opts.log(`PDF renderer: Chromium ${b.version()} started in ${Math.round(performance.now() - started)} ms`);
          b.on('disconnected', () => {
            if (this.browser !== launching) return;
            this.browser = null;
            this.contexts.clear();
          });
        },
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  private slot(): Promise<void> {
    if (this.running < this.opts.maxConcurrent) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/** Fonts loaded and two frames drawn after the panes settled, so charts have laid out. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}
