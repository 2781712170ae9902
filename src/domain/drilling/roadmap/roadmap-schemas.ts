/**
 * Inputs of the roadmap routes, shared by the server's validation and the configuration pane's form:
 * a roadmap's name, and an interval (depth range, name, hole size, the rotary and slide target
 * ranges). A range needs min < max inside the parameter's plausible bounds; a parameter a mode does
 * not use (RPM while sliding) is refused by name. Overlaps with the roadmap's other intervals are the
 * server's check (409), it alone sees them.
 */
import { z } from 'zod';
import { ROADMAP_PARAMS, type RoadmapMode } from './roadmap-params';

const EMPTY = 'This field could not be empty';

export const roadmapBody = z.object({ name: z.string().trim().min(1, EMPTY).max(120) }).strict();
export type RoadmapInput = z.infer<typeof roadmapBody>;

const range = (maxValue: number) =>
  z
    .object({
      min: z.number().min(0, 'must be 0 or more').max(maxValue, `must be at most ${maxValue}`),
      max: z.number().min(0, 'must be 0 or more').max(maxValue, `must be at most ${maxValue}`),
    })
    .strict()
    .refine((r) => r.min < r.max, { message: 'min must be less than max', path: ['max'] });

const modeRanges = (mode: RoadmapMode) =>
  z.object(Object.fromEntries(ROADMAP_PARAMS.filter((p) => p.modes.includes(mode)).map((p) => [p.id, range(p.maxValue).optional()]))).strict();

export const intervalBody = z
  .object({
    name: z.string().trim().min(1, EMPTY).max(120),
    md_from_m: z.number().min(0, 'must be 0 or more').max(20_000),
    md_to_m: z.number().min(0, 'must be 0 or more').max(20_000),
    hole_size_in: z.number().positive().max(60).nullable().optional(),
    rotary: modeRanges('rotary').default({}),
    slide: modeRanges('slide').default({}),
    comment: z.string().max(2000).default(''),
  })
  .strict()
  .refine((b) => b.md_to_m > b.md_from_m, { message: 'must be deeper than md_from_m', path: ['md_to_m'] });
export type IntervalInput = z.input<typeof intervalBody>;
export type IntervalParsed = z.output<typeof intervalBody>;
