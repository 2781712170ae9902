/**
 * Run summary (spec 7.10 "brs"; route drilling.brs, widget Run Summary): per BHA run of the well the
 * depths, footage, rotary and slide hours and ROP, slide share, circulating hours, the mean drilling
 * parameters on bottom and the reason pulled, from the stored time log and channels. Reads need
 * the well's VIEW_LOGS (rig data) and VIEW_DESIGN (its BHA runs, as the equipment routes ask).
 * Read only: nothing to audit.
 */
import { z } from 'zod';
import { readRunSummary } from '../brs/run-summary-read';
import { readSectionSummary } from '../brs/section-summary-read';
import { well } from '../lib/access';
import { defineRoute } from '../lib/route';
import { idParams } from '../lib/schemas';
import { requireWellPermission } from './directional/route-helpers';
import { EQUIPMENT_VIEW } from './equipment/assembly-writes';
import { queryEpochS } from './logs/log-helpers';

/** The selected period, epoch s: both bounds or neither (the whole well); `to` after `from`. */
const periodQuery = z
  .object({ from: queryEpochS.optional(), to: queryEpochS.optional() })
  .strict()
  .refine((q) => (q.from === undefined) === (q.to === undefined), { message: 'give both from and to, or neither', path: ['to'] })
  .refine((q) => q.from === undefined || q.to === undefined || q.to > q.from, { message: 'must be after from', path: ['to'] });

const runSummary = defineRoute({
  method: 'GET',
  url: '/wells/:id/brs',
  summary:
    'Run summary: per BHA run depth in/out, footage, rotary and slide hours and ROP, slide %, circulating hours, mean WOB, RPM, flow and diff. pressure on bottom and the reason pulled, from the auto time log, over the period from–to (epoch s) when given: the runs overlapping it; each missing figure with its reason (VIEW_LOGS and VIEW_DESIGN)',
  tags: ['logs'],
  access: well('VIEW_LOGS'),
  params: idParams,
  query: periodQuery,
  async handler({ params, query, db, user, services }) {
    await requireWellPermission(db, user, params.id, EQUIPMENT_VIEW);
    const q = query as z.infer<typeof periodQuery>;
    const period = q.from !== undefined && q.to !== undefined ? { fromS: q.from, toS: q.to } : null;
    return { data: await readRunSummary(db, services.logs.store, params.id, period) };
  },
});

/** Section Summary hub: per hole section (casing program) its depths, hole size, days and KPIs. */
const sectionSummary = defineRoute({
  method: 'GET',
  url: '/wells/:id/section_summary',
  summary:
    'Section summary: per hole section (one per casing string: previous shoe to shoe, hole size) its window in the auto time log, days, footage, ROP, connections, NPT and tripping speeds over that window, as the reports compute them (VIEW_LOGS and VIEW_DESIGN)',
  tags: ['logs'],
  access: well('VIEW_LOGS'),
  params: idParams,
  async handler({ params, db, user }) {
    await requireWellPermission(db, user, params.id, EQUIPMENT_VIEW);
    return { data: await readSectionSummary(db, params.id) };
  },
});

export const brsRoutes = [runSummary, sectionSummary];
