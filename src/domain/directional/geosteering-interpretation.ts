/**
 * The geologist's geosteering interpretation of a well (spec 7.7 interpretation_points,
 * target_window_points, target_line_points): picks of the target formation's top and bottom TVD
 * against MD, and the target line (TVD to steer at) with its window above and below, both along MD.
 * One zod schema, shared by the API and the pane's editor: MDs strictly increasing, the bottom below
 * the top; every error names the field (interpretation_points.3.bottom_tvd_m).
 */
import { z } from 'zod';

const md = z.number().finite().min(0, 'must be 0 m or more').max(20_000, 'must be at most 20000 m');
const tvd = z.number().finite().min(0, 'must be 0 m or more').max(15_000, 'must be at most 15000 m');
const window = z.number().finite().min(0, 'must be 0 m or more').max(500, 'must be at most 500 m');

const interpretationPoint = z
  .object({ md_m: md, top_tvd_m: tvd, bottom_tvd_m: tvd })
  .strict()
  .refine((p) => p.bottom_tvd_m > p.top_tvd_m, { message: 'must be deeper than top_tvd_m', path: ['bottom_tvd_m'] });
const targetLinePoint = z.object({ md_m: md, tvd_m: tvd, window_above_m: window, window_below_m: window }).strict();

const increasing = <T extends { md_m: number }>(list: readonly T[], ctx: z.RefinementCtx, key: string) => {
  for (let i = 1; i < list.length; i++)
    if (list[i].md_m <= list[i - 1].md_m)
      ctx.addIssue({ code: 'custom', message: `must be deeper than the point before (${list[i - 1].md_m} m)`, path: [key, i, 'md_m'] });
};

export const interpretationBody = z
  .object({ interpretation_points: z.array(interpretationPoint).max(2000), target_line_points: z.array(targetLinePoint).max(2000) })
  .strict()
  .superRefine((b, ctx) => {
    increasing(b.interpretation_points, ctx, 'interpretation_points');
    increasing(b.target_line_points, ctx, 'target_line_points');
  });
export type InterpretationInput = z.infer<typeof interpretationBody>;

/** Linear value of a series at an MD inside it; null outside (no extrapolation of a geologist's pick). */
export function valueAtMd<T extends { md_m: number }>(points: readonly T[], mdM: number, of: (p: T) => number): number | null {
  if (!points.length || mdM < points[0].md_m || mdM > points[points.length - 1].md_m) return null;
  const i = points.findIndex((p) => p.md_m >= mdM);
  if (points[i].md_m === mdM || i === 0) return of(points[i]);
  const a = points[i - 1];
  const b = points[i];
  return of(a) + ((of(b) - of(a)) * (mdM - a.md_m)) / (b.md_m - a.md_m);
}
