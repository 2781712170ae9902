/**
 * PDFs of our own print view, as Grafana's image renderer does it: one headless Chromium (Debian's
 * package, launched through playwright-core) kept warm and reused, a fresh browser context per job
 * (its own storage, so one user's token never meets another's), closed after the job; at most
 * `maxConcurrent` jobs at once (the rest wait their turn) and each bounded by `timeoutMs`.
 *
 * The job signs the page in by putting a short-lived token where the client keeps it (localStorage
 * 'user.token') before any script of the page runs. The token is an argument of the init script,
 * never part of a URL, a log line or an error message.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
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

export type Paper = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';

export interface PdfJob {
  /** Absolute URL of the print view on this server. */
  url: string;
  /** Short-lived bearer token of the user the page is rendered for. */
  token: string;
  paper: Paper;
  orientation: Orientation;
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
  timeoutMs: number;
  log: (message: string) => void;
}

export const noBrowserMessage = (path: string) =>
  `PDF rendering is not available on this server: no Chromium at ${path} (install Debian's chromium package, or set CHROMIUM_PATH to a Chromium binary)`;

const TOKEN_KEY = 'user.token';

export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
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
    if (b) await b.then((x) => x.close()).catch(() => {});
  }

  private async renderNow(job: PdfJob): Promise<Buffer> {
    const browser = await this.warmBrowser();
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1240, height: 1754 } });
    // Past the timeout the context is closed, which ends whatever step the job is waiting on.
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      void context.close().catch(() => {});
    }, this.opts.timeoutMs);
    try {
      await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify(token)), [TOKEN_KEY, job.token] as const);
      const page = await context.newPage();
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
        margin: { top: '10mm', bottom: '12mm', left: '10mm', right: '10mm' },
      });
    } catch (e) {
      if (late) throw new HttpError(504, `The PDF was not ready within ${Math.round(this.opts.timeoutMs / 1000)} s`);
      throw e;
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => {});
    }
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
            if (this.browser === launching) this.browser = null;
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
