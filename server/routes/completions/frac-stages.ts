/**
 * Frac stages of a well (spec 7.13 'frac stage, stage, compare'): the stage list with well totals
 * (Stage Summary, Stage Timeline), one stage with its treatment lines (Treatment Time Log), its
 * pumping schedule designed against actual with totals (Pumping Summary), and several stages
 * overlaid from their start or breakdown (Stage Comparison Log). Read with VIEW_COMPLETION on the
 * well; an unknown stage is a 404.
 */
import { z } from 'zod';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { HttpError } from '../../lib/http-error';
import {
  compareStages,
  DEFAULT_PLOT_CHANNELS,
  FRAC_CHANNEL_IDS,
  listStages,
  stageLines,
  stageWithSchedule,
  unitsOf,
  wellTotals,
} from '../../completions/frac-queries';

const tags = ['completions'];
const access = well('VIEW_COMPLETION');
const stageNo = z.coerce.number({ error: 'must be a stage number' }).int('must be a whole stage number').min(1).max(500);
const stageParams = z.object({ id: uuid, stage: stageNo }).strict();
const wellParams = z.object({ id: uuid }).strict();
const width = z.coerce.number().int().min(2).max(20_000).default(1000);
const channelList = z
  .string()
  .max(1000)
  .transform((s) =>
    s
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(FRAC_CHANNEL_IDS, { error: `channels are ${FRAC_CHANNEL_IDS.join(', ')}` }))
      .min(1)
      .max(7),
  );

const list = defineRoute({
  method: 'GET',
  url: '/completions/:id/frac_stages',
  summary:
    "The well's frac stages (where, when, picks: breakdown, ISIP, fracture gradient; totals as sums of each stage's 1 Hz record; design) and the well's totals",
  tags,
  access,
  params: wellParams,
  async handler({ params, db }) {
    const stages = await listStages(db, params.id);
    return { data: { stages, totals: wellTotals(stages) } };
  },
});

const stage = defineRoute({
  method: 'GET',
  url: '/completions/:id/frac_stages/:stage',
  summary:
    'One frac stage: its row, pumping schedule and treatment lines (M4 over the stage record, x in seconds from its start; treating pressure, slurry rate and proppant concentration by default)',
  tags,
  access,
  params: stageParams,
  query: z.object({ width, channels: channelList.optional() }).strict(),
  async handler({ params, query, db, services }) {
    const { stage: s, schedule } = await stageWithSchedule(db, params.id, params.stage);
    const channels = query.channels ?? DEFAULT_PLOT_CHANNELS;
    const series = await stageLines(services.logs.store, params.id, s, channels, query.width);
    return { data: { stage: s, schedule, series, units: unitsOf(channels) } };
  },
});

const pumping = defineRoute({
  method: 'GET',
  url: '/completions/:id/frac_stages/:stage/pumping',
  summary: "A stage's pumping summary: each schedule step (pad, proppant steps, flush) designed against pumped, with totals",
  tags,
  access,
  params: stageParams,
  async handler({ params, db }) {
    const { stage: s, schedule } = await stageWithSchedule(db, params.id, params.stage);
    const sum = (k: 'design_clean_m3' | 'design_proppant_kg' | 'clean_m3' | 'slurry_m3' | 'proppant_kg') => schedule.reduce((a, x) => a + x[k], 0);
    const pumpedS = schedule.reduce((a, x) => a + (x.end_s - x.start_s), 0);
    return {
      data: {
        stage: s,
        steps: schedule,
        totals: {
          design_clean_m3: sum('design_clean_m3'),
          design_proppant_kg: sum('design_proppant_kg'),
          clean_m3: sum('clean_m3'),
          slurry_m3: sum('slurry_m3'),
          proppant_kg: sum('proppant_kg'),
          duration_s: pumpedS,
          avg_rate_m3_min: pumpedS > 0 ? (sum('slurry_m3') / pumpedS) * 60 : null,
          max_treating_mpa: schedule.length ? Math.max(...schedule.map((x) => x.max_treating_mpa)) : null,
        },
      },
    };
  },
});

const compare = defineRoute({
  method: 'POST',
  url: '/completions/:id/frac_stages/compare',
  summary:
    'Several frac stages overlaid: each stage\'s lines from its own start (align "start") or breakdown (align "breakdown"), same bucket length, x in seconds from that point',
  tags,
  access,
  params: wellParams,
  body: z
    .object({
      stages: z.array(stageNo).min(1, 'give at least one stage').max(12, 'at most 12 stages'),
      channels: z.array(z.enum(FRAC_CHANNEL_IDS)).min(1).max(7).optional(),
      align: z.enum(['start', 'breakdown']).default('start'),
      width: z.number().int().min(2).max(20_000).default(1000),
    })
    .strict(),
  async handler({ params, body, db, services }) {
    const all = await listStages(db, params.id);
    const wanted = [...new Set(body.stages)];
    const missing = wanted.filter((n) => !all.some((s) => s.stage_no === n));
    if (missing.length) throw new HttpError(404, `Stage ${missing.join(', ')} not found on this well`);
    const stages = wanted.map((n) => all.find((s) => s.stage_no === n)!);
    const channels = body.channels ?? DEFAULT_PLOT_CHANNELS;
    const lines = await compareStages(services.logs.store, params.id, stages, channels, body.align, body.width);
    return { data: { align: body.align, stages: lines.map((l, i) => ({ ...l, stage: stages[i] })), units: unitsOf(channels) } };
  },
});

const live = defineRoute({
  method: 'GET',
  url: '/completions/:id/frac_live',
  summary:
    'The stage being pumped now on the well (the live frac; null when none): where it is, its design, and its lines so far (M4, x in seconds from its start). Each further second arrives on /topic/{well_id}/frac/live',
  tags,
  access,
  params: wellParams,
  query: z.object({ width, channels: channelList.optional() }).strict(),
  handler({ params, query, services }) {
    const channels = query.channels ?? DEFAULT_PLOT_CHANNELS;
    const snapshot = services.liveFrac?.snapshot(params.id, channels, query.width) ?? null;
    return { data: { live: snapshot, units: unitsOf(channels) } };
  },
});

export const fracStageRoutes = [list, compare, live, stage, pumping];
