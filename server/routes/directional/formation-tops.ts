/**
 * Formation tops for the Formation Tops pane: a name and an MD or a TVD (or both). The one not given is
 * read off the survey (the plan where the survey does not reach), on the minimum-curvature arcs.
 */
import { z } from 'zod';
import { interpolateAtMd, interpolateAtTvd } from '../../../src/domain/directional/interpolate';
import type { TrajectoryPoint } from '../../../src/domain/directional/types';
import { wellTrajectories } from '../../directional/directional-cache';
import { depthM } from './route-helpers';
import { wellChildRoutes } from './well-child-routes';

const topFields = z.object({
  name: z.string().trim().min(1, 'This field could not be empty').max(200),
  md: depthM.nullable(),
  tvd: depthM.nullable(),
  lithology: z.string().max(200).nullable(),
  color: z.string().max(32).nullable(),
  source: z.enum(['prognosis', 'picked', 'import']),
});
type TopInput = z.infer<typeof topFields>;

type Source = 'given' | 'survey' | 'plan' | null;

function fromMd(survey: readonly TrajectoryPoint[], plan: readonly TrajectoryPoint[], md: number): { tvd: number | null; from: Source } {
  for (const [t, from] of [
    [survey, 'survey'],
    [plan, 'plan'],
  ] as const) {
    if (t.length > 1 && md >= t[0].mdM && md <= t[t.length - 1].mdM) return { tvd: interpolateAtMd(t, md).tvdM, from };
  }
  return { tvd: null, from: null };
}

function fromTvd(survey: readonly TrajectoryPoint[], plan: readonly TrajectoryPoint[], tvd: number): { md: number | null; from: Source } {
  for (const [t, from] of [
    [survey, 'survey'],
    [plan, 'plan'],
  ] as const) {
    const p = t.length > 1 ? interpolateAtTvd(t, tvd) : undefined;
    if (p) return { md: p.mdM, from };
  }
  return { md: null, from: null };
}

export const formationTopRoutes = wellChildRoutes<TopInput>({
  path: 'formation_tops',
  table: 'formation_tops',
  noun: 'Formation top',
  view: 'VIEW_PLAN',
  edit: 'EDIT_PLAN',
  create: topFields
    .partial()
    .required({ name: true })
    .strict()
    .refine((t) => t.md != null || t.tvd != null, { message: 'give the MD or the TVD of the top', path: ['md'] }) as z.ZodType<TopInput>,
  update: topFields.partial().strict(),
  toColumns: (t) => ({ name: t.name, md_m: t.md, tvd_m: t.tvd, lithology: t.lithology, color: t.color, source: t.source }),
  publishes: false,
  async list(db, wellId) {
    const w = await wellTrajectories(db, wellId);
    const { rows } = await db.query<Record<string, any>>('select * from formation_tops where well_id = $1 order by coalesce(tvd_m, md_m), name', [wellId]);
    const survey = w.fact();
    const plan = w.definitiveTrajectory();
    return rows.map((r) => {
      const md = r.md_m === null ? null : Number(r.md_m);
      const tvd = r.tvd_m === null ? null : Number(r.tvd_m);
      const tvdFound = md !== null && tvd === null ? fromMd(survey, plan, md) : { tvd, from: (tvd === null ? null : 'given') as Source };
      const mdFound = md === null && tvd !== null ? fromTvd(survey, plan, tvd) : { md, from: (md === null ? null : 'given') as Source };
      return {
        id: r.id,
        name: r.name,
        md: mdFound.md,
        tvd: tvdFound.tvd,
        md_source: mdFound.from,
        tvd_source: tvdFound.from,
        lithology: r.lithology,
        color: r.color,
        source: r.source,
      };
    });
  },
});
