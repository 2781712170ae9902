/**
 * Troubles (spec 7.12: incident details_list and delete): what went wrong on the well, for how long
 * and at what depth. NPT is the sum of the trouble durations, here as in the journal.
 */
import { nptByType, nptS, troubleLabel } from '../../../src/domain/drilling/journal/troubles';
import { well } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { readTroubles } from '../../journal/journal-store';
import { periodOf } from '../logs/chart-payload';
import { checkSpan, itemWrites } from './item-writes';
import { periodBody, tags, troubleCreate, troubleUpdate, wellParams } from './journal-schemas';
import { TROUBLE_HEADERS, troubleView } from './serialize';

const MAX_TROUBLE_S = 60 * 86_400;

const summary = (rows: Awaited<ReturnType<typeof readTroubles>>) => ({
  rows: rows.map(troubleView),
  npt_s: nptS(rows),
  by_type: nptByType(rows).map((t) => ({ type: t.type, label: troubleLabel(t.type), count: t.count, npt_s: t.nptS })),
});

const list = defineRoute({
  method: 'GET',
  url: '/wells/:id/incidents',
  summary: "Every trouble of the well with its NPT, and the well's NPT (the sum of their durations)",
  tags,
  access: well('VIEW_INCIDENTS'),
  params: wellParams,
  async handler({ params, db }) {
    return { data: summary(await readTroubles(db, params.id)) };
  },
});

const detailsList = defineRoute({
  method: 'POST',
  url: '/wells/:id/incidents/details_list',
  summary: 'Troubles that started in the period, with NPT per trouble, per type and in total (the sum of the durations)',
  tags,
  access: well('VIEW_INCIDENTS'),
  params: wellParams,
  body: periodBody,
  async handler({ params, body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    // A trouble belongs to the period it started in: whole durations, so NPT is their sum.
    const rows = (await readTroubles(db, params.id, fromS, toS)).filter((t) => t.startS >= fromS);
    return { data: summary(rows), headers: { rows: TROUBLE_HEADERS } };
  },
});

const writes = itemWrites({
  path: 'incidents',
  table: 'incidents',
  noun: 'Trouble',
  edit: 'EDIT_INCIDENTS',
  create: troubleCreate,
  update: troubleUpdate,
  toColumns(b, stored) {
    if (b.start !== undefined || b.end !== undefined || !stored) checkSpan(b, stored, MAX_TROUBLE_S);
    return { type: b.type, start_s: b.start, end_s: b.end, depth_m: b.depth_m, description: b.description };
  },
  async read(db, wellId, id) {
    const t = (await readTroubles(db, wellId)).find((x) => x.id === id);
    if (!t) throw new HttpError(404, `Trouble ${id} not found on this well`);
    return troubleView(t);
  },
});

export const incidentRoutes = [list, detailsList, ...writes];
