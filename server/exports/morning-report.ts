/**
 * The morning report PDF (issue 15): the well's last complete reporting day rendered from the
 * product's own print view (/print?report=morning, src/features/print/) by the PDF renderer, signed
 * in as the user the report is for. A request renders with a two-minute token of the caller's own
 * session (impersonation and revocation apply as to the caller); a scheduled delivery opens a
 * session for the subscriber and ends it when the PDF is made.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { morningFileName, morningReportDay, type MorningDay, type MorningOrientation, type MorningPaper } from '../../src/domain/reports/morning-report';
import type { CurrentUser } from '../auth/current-user';
import { openSession } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import type { PdfRenderer } from './pdf-renderer';

/** Long enough for a render past the queue, short enough to be worthless when it leaks. */
const RENDER_TOKEN_TTL_S = 120;

export interface MorningPdf {
  fileName: string;
  content: Buffer;
  day: MorningDay;
  renderMs: number;
}

/** Whom the page is rendered for: the caller's own session, or a subscriber (a session of its own). */
export type RenderAs = { user: CurrentUser } | { userId: string };

export interface MorningPdfOptions {
  wellId: string;
  paper: MorningPaper;
  orientation: MorningOrientation;
  /** The report covers the last whole reporting day ending at or before this (default: now, or the well's end). */
  referenceS?: number;
}

/** The print view's URL of a morning report; the view asks GET …/reports/morning?at= for its day. */
export function morningPrintPath(day: Pick<MorningDay, 'well_id' | 'at'>, paper: MorningPaper, orientation: MorningOrientation): string {
  const q = new URLSearchParams({ report: 'morning', well: day.well_id, at: String(day.at), paper, orientation });
  return `/print?${q.toString()}`;
}

/** http://127.0.0.1:<port> of a listening server (a wildcard host answers on loopback), or null. */
export function loopbackUrl(server: Server): string | null {
  const a = server.address() as AddressInfo | string | null;
  if (!a || typeof a === 'string') return null;
  const wildcard = a.address === '0.0.0.0' || a.address === '::';
  const host = wildcard ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

export class MorningReports {
  constructor(
    private readonly db: Queryable,
    private readonly tokens: TokenService,
    readonly renderer: PdfRenderer,
    private readonly baseUrl: () => string | null,
    private readonly clientBuilt: () => boolean,
  ) {}

  /** The reporting day the morning report of `wellId` covers; 404 for an unknown well. */
  async day(wellId: string, referenceS?: number): Promise<MorningDay> {
    const { rows } = await this.db.query<{ name: string; timezone: string; day_shift: number; start_date: string | null; end_date: string | null }>(
      'select name, timezone, day_shift, start_date, end_date from wells where id = $1',
      [wellId],
    );
    const w = rows[0];
    if (!w) throw new HttpError(404, `Well ${wellId} not found`);
    const nowS = Math.floor(Date.now() / 1000);
    const endS = w.end_date === null ? null : Number(w.end_date);
    const ref = Math.min(referenceS ?? nowS, endS ?? Number.MAX_SAFE_INTEGER);
    const d = morningReportDay(ref, w.timezone, Number(w.day_shift));
    return {
      well_id: wellId,
      well_name: w.name,
      date: d.date,
      from: d.startS,
      to: d.endS,
      time_zone: w.timezone,
      day_shift_s: Number(w.day_shift),
      well_start: w.start_date === null ? null : Number(w.start_date),
      at: ref,
    };
  }

  async pdf(as: RenderAs, o: MorningPdfOptions): Promise<MorningPdf> {
    const why = this.renderer.unavailable();
    if (why) throw new HttpError(503, why);
    const base = this.baseUrl();
    if (!base) throw new HttpError(503, 'PDF rendering is not available: this server is not listening for HTTP, so the browser cannot open its print view');
    if (!this.clientBuilt())
      throw new HttpError(503, 'PDF rendering is not available: the client is not built on this server (npm run build), so there is no print view to print');
    const day = await this.day(o.wellId, o.referenceS);
    const t0 = performance.now();
    const { token, end } = await this.renderToken(as);
    try {
      const content = await this.renderer.render({
        url: base + morningPrintPath(day, o.paper, o.orientation),
        partition: 'user' in as ? as.user.id : as.userId,
        token,
        paper: o.paper,
        orientation: o.orientation,
      });
      return { fileName: morningFileName(day.well_name, day.date), content, day, renderMs: Math.round(performance.now() - t0) };
    } finally {
      await end();
    }
  }

  private async renderToken(as: RenderAs): Promise<{ token: string; end: () => Promise<void> }> {
    if ('user' in as) {
      const u = as.user;
      const token = await this.tokens.sign({ sub: u.id, sid: u.sessionId, imp: u.impersonatedBy ?? undefined }, RENDER_TOKEN_TTL_S);
      return { token, end: async () => {} };
    }
    const s = await openSession(this.db, this.tokens, as.userId);
    const token = await this.tokens.sign({ sub: as.userId, sid: s.sessionId }, RENDER_TOKEN_TTL_S);
    return { token, end: async () => void (await this.db.query('update sessions set revoked_at = now() where id = $1', [s.sessionId])) };
  }
}
