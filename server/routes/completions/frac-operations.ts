/**
 * A frac well's operations in time and its offsets (spec 7.13 'gantt, offset search'): the gantt
 * of its stages (wireline run, pumping, plug drill-out) and the frac wells near it with their stage
 * figures. Read with VIEW_COMPLETION on the well; an unknown well is a 404.
 */
import { z } from 'zod';
import { fracGantt } from '../../completions/frac-gantt';
import { fracOffsets } from '../../completions/frac-offsets';
import { well } from '../../lib/access';
import { defineRoute, noQuery } from '../../lib/route';
import { queryInt, uuid } from '../../lib/schemas';
import { offsetRadiusM } from '../../wells/surface-distance';

const tags = ['completions'];
const access = well('VIEW_COMPLETION');
const wellParams = z.object({ id: uuid }).strict();

const gantt = defineRoute({
  method: 'GET',
  url: '/completions/:id/gantt',
  summary:
    "The well's completion operations as time bars, one row per stage: the wireline run that set its plug and fired its guns, its pumping (pump start to shut-in) and its plug's drill-out; and the drill-out run (stage_no null)",
  tags,
  access,
  params: wellParams,
  query: noQuery,
  async handler({ params, db }) {
    return { data: await fracGantt(db, params.id, Math.floor(Date.now() / 1000)) };
  },
});

const offsetSearch = defineRoute({
  method: 'GET',
  url: '/completions/:id/offset_search',
  summary:
    'Frac wells near this one (surface distance, default 50 km), nearest first, each with its stage count, proppant and fluid pumped, mean ISIP and frac dates; only wells whose completion data you may view',
  tags,
  access,
  params: wellParams,
  query: z.object({ radius_m: offsetRadiusM.default(50_000), limit: queryInt(1, 200).default(50) }).strict(),
  async handler({ params, query, db, user }) {
    return { data: { radius_m: query.radius_m, wells: await fracOffsets(db, user, params.id, query.radius_m, query.limit) } };
  },
});

export const fracOperationRoutes = [gantt, offsetSearch];
