/**
 * Wireline Time Log and Drill-out Time Log (issue 19): the plug-and-perf runs between a well's frac
 * stages and the plug drill-out after them, as time logs, modelled from the stage records
 * (server/completions/run-logs.ts says how). Read with VIEW_COMPLETION on the well; an unknown stage,
 * or one without a run before it, is a 404.
 */
import { z } from 'zod';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { drillOutOf, listWirelineRuns, wirelineRunOf } from '../../completions/run-logs';

const tags = ['completions'];
const access = well('VIEW_COMPLETION');
const wellParams = z.object({ id: uuid }).strict();
const width = z.coerce.number({ error: 'must be a width in pixels' }).int().min(2).max(20_000).default(1000);

const runs = defineRoute({
  method: 'GET',
  url: '/completions/:id/wireline_runs',
  summary: 'The wireline plug-and-perf runs between frac stages (one before each stage with a plug), modelled from the stage records',
  tags,
  access,
  params: wellParams,
  async handler({ params, db }) {
    return { data: await listWirelineRuns(db, params.id) };
  },
});

const run = defineRoute({
  method: 'GET',
  url: '/completions/:id/wireline_runs/:stage',
  summary: 'The wireline run before a stage as a time log: cable depth, line speed, tension and CCL (M4 lines), with the plug setting and gun firings',
  tags,
  access,
  params: z.object({ id: uuid, stage: z.coerce.number({ error: 'must be a stage number' }).int('must be a whole stage number').min(1).max(500) }).strict(),
  query: z.object({ width }).strict(),
  async handler({ params, query, db }) {
    return { data: await wirelineRunOf(db, params.id, params.stage, query.width) };
  },
});

const drillOut = defineRoute({
  method: 'GET',
  url: '/completions/:id/drill_out',
  summary: 'The plug drill-out after the frac as a time log: coil depth, speed, weight, circulating pressure, rate and plugs drilled (M4 lines), up to now',
  tags,
  access,
  params: wellParams,
  query: z.object({ width }).strict(),
  async handler({ params, query, db }) {
    return { data: await drillOutOf(db, params.id, query.width, Math.floor(Date.now() / 1000)) };
  },
});

export const runLogRoutes = [runs, run, drillOut];
