/**
 * The morning report (issue 15): GET …/reports/morning says which reporting day it covers (the print
 * view asks it when opened without a period), GET …/reports/morning.pdf renders that day's print
 * view to PDF in headless Chromium (server/exports/). Readable by whoever may read the well's logs,
 * as the Days vs Depth and cost reports it shows; without a browser on the server the PDF is a 503.
 */
import { z } from 'zod';
import { MORNING_ORIENTATIONS, MORNING_PAPERS } from '../../src/domain/reports/morning-report';
import { well } from '../lib/access';
import { audit } from '../lib/audit';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';
import { queryEpochS } from './logs/log-helpers';

const tags = ['reports'];
const oneOf = (values: readonly string[]) => ({ message: `must be one of ${values.join(', ')}` });

const dayQuery = z.object({ at: queryEpochS.optional() }).strict();
const pdfQuery = z
  .object({
    paper: z.enum(MORNING_PAPERS, oneOf(MORNING_PAPERS)).default('a4'),
    orientation: z.enum(MORNING_ORIENTATIONS, oneOf(MORNING_ORIENTATIONS)).default('portrait'),
  })
  .strict();

const day = defineRoute({
  method: 'GET',
  url: '/wells/:id/reports/morning',
  summary: "The reporting day the well's morning report covers: the last whole day (day shift in the well's time zone) ended by `at` (default now)",
  tags,
  access: well('VIEW_LOGS'),
  params: idParams,
  query: dayQuery,
  async handler({ params, query, services }) {
    return { data: await services.morningReports.day(params.id, query.at) };
  },
});

const pdf = defineRoute({
  method: 'GET',
  url: '/wells/:id/reports/morning.pdf',
  summary:
    'The morning report as PDF (A4 or letter, portrait or landscape), printed from the print view by headless Chromium; 503 when the server has no browser',
  tags,
  access: well('VIEW_LOGS'),
  params: idParams,
  query: pdfQuery,
  async handler({ params, query, user, db, reply, services }) {
    const out = await services.morningReports.pdf({ user }, { wellId: params.id, paper: query.paper, orientation: query.orientation });
    await audit(
      db,
      user.id,
      'reports.morning_pdf',
      { type: 'wells', id: params.id },
      { date: out.day.date, paper: query.paper, orientation: query.orientation },
    );
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${out.fileName}"`)
      .header('x-render-ms', String(out.renderMs));
    return reply.send(out.content);
  },
});

export const morningReportRoutes = [day, pdf];
