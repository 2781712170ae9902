/**
 * Multi-well (spec 7.10): GET multi-well/tree (company → project → pad → well), POST multi-well/search
 * and search_count, POST multi-well/dvd (days vs depth of many wells aligned at spud, the P10/P50/P90
 * band and each well's KPIs). Tree and search list only the wells the caller may see (the one
 * well-access rule, lib/access.ts); dvd names wells, so each must exist (404) and be viewable (403).
 */
import { z } from 'zod';
import { SIGNED_IN, wellVisibleSql } from '../lib/access';
import { defineRoute } from '../lib/route';
import { uuid } from '../lib/schemas';
import { DISTRIBUTION_GROUPS, DISTRIBUTION_KPI_IDS, distributionKpi } from '../../src/domain/multiwell/distribution-kpis';
import { groupedDistribution } from '../../src/domain/multiwell/grouped-distribution';
import { kpiDistribution } from '../../src/domain/multiwell/kpi-distribution';
import { aggregationParts } from '../multiwell/aggregation';
import { HttpError } from '../lib/http-error';
import { completionSet } from '../multiwell/completion-set';
import { distributionItems } from '../multiwell/distribution-items';
import { dvdSet, dvdSetJson } from '../multiwell/dvd-set';
import { requireWellSet } from '../multiwell/well-access';
import { serializeWell, wellFrom, wellSelect } from './wells-serialize';

const tags = ['multi-well'];
const stage = z.enum(['drilling', 'completion_frac', 'completion_wireline', 'production']);
/** Pad: the well's site (well_survey_settings.site_name); wells without one sit under "No pad". */
const NO_PAD = 'No pad';

const searchFilters = z
  .object({
    text: z.string().trim().max(200).optional(),
    status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    stage: stage.optional(),
    project_id: uuid.optional(),
    company_id: uuid.optional(),
  })
  .strict();
const searchBody = searchFilters
  .extend({ limit: z.number().int().min(1).max(500).default(100), offset: z.number().int().min(0).max(100_000).default(0) })
  .strict();

/** The filter of search and search_count: parameters from $3 on ($1 admin, $2 user id). */
function searchWhere(f: z.infer<typeof searchFilters>): { sql: string; args: unknown[] } {
  const args: unknown[] = [];
  const parts = ['($1 or ' + wellVisibleSql('t', '$2') + ')'];
  const add = (sql: (p: string) => string, v: unknown) => {
    args.push(v);
    parts.push(sql(`$${args.length + 2}`));
  };
  if (f.text) {
    const pattern = `%${f.text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    add(
      (p) =>
        `(t.name ilike ${p} or coalesce(t.uwi, '') ilike ${p} or coalesce(t.field, '') ilike ${p} or coalesce(p.name, '') ilike ${p}
          or exists (select 1 from well_rigs wr join rigs r on r.id = wr.rig_id where wr.well_id = t.id and r.name ilike ${p}))`,
      pattern,
    );
  }
  if (f.status !== undefined) add((p) => `t.status = ${p}`, f.status);
  if (f.stage) add((p) => `t.stage = ${p}`, f.stage);
  if (f.project_id) add((p) => `t.project_id = ${p}`, f.project_id);
  if (f.company_id) add((p) => `t.company_id = ${p}`, f.company_id);
  return { sql: parts.join(' and '), args };
}

const search = defineRoute({
  method: 'POST',
  url: '/multi-well/search',
  summary: 'Wells you may see, filtered by text (name, UWI, field, project, rig), status, stage, project and company',
  tags,
  access: SIGNED_IN,
  body: searchBody,
  async handler({ body, db, user }) {
    const w = searchWhere(body);
    const n = w.args.length + 3;
    const { rows } = await db.query(`select ${wellSelect} from ${wellFrom} where ${w.sql} order by t.status = 1 desc, t.name limit $${n} offset $${n + 1}`, [
      user.isAdmin,
      user.id,
      ...w.args,
      body.limit,
      body.offset,
    ]);
    return { data: rows.map(serializeWell) };
  },
});

const searchCount = defineRoute({
  method: 'POST',
  url: '/multi-well/search_count',
  summary: 'How many wells multi-well/search finds with these filters',
  tags,
  access: SIGNED_IN,
  body: searchFilters,
  async handler({ body, db, user }) {
    const w = searchWhere(body);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${wellFrom} where ${w.sql}`, [user.isAdmin, user.id, ...w.args]);
    return { data: { count: Number(rows[0].n) } };
  },
});

interface TreeWell {
  id: string;
  name: string;
  status: number;
  stage: string;
}
interface TreePad {
  name: string;
  wells: TreeWell[];
}
interface TreeProject {
  id: string | null;
  name: string;
  pads: TreePad[];
}
interface TreeCompany {
  id: string | null;
  name: string;
  projects: TreeProject[];
}

const tree = defineRoute({
  method: 'GET',
  url: '/multi-well/tree',
  summary: 'The wells you may see as a tree: company → project → pad (the well site) → well',
  tags,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const { rows } = await db.query<{
      id: string;
      name: string;
      status: number;
      stage: string;
      company_id: string | null;
      company_name: string | null;
      project_id: string | null;
      project_name: string | null;
      pad: string | null;
    }>(
      `select t.id, t.name, t.status, t.stage, c.id as company_id, c.name as company_name, p.id as project_id, p.name as project_name, s.site_name as pad
         from wells t left join projects p on p.id = t.project_id left join companies c on c.id = coalesce(p.company_id, t.company_id)
         left join well_survey_settings s on s.well_id = t.id
        where $1 or ${wellVisibleSql('t', '$2')}
        order by c.name nulls last, c.id, p.name nulls last, p.id, s.site_name nulls last, t.name`,
      [user.isAdmin, user.id],
    );
    const companies: TreeCompany[] = [];
    for (const r of rows) {
      let c = companies.at(-1);
      if (!c || c.id !== r.company_id) companies.push((c = { id: r.company_id, name: r.company_name ?? 'No company', projects: [] }));
      let p = c.projects.at(-1);
      if (!p || p.id !== r.project_id) c.projects.push((p = { id: r.project_id, name: r.project_name ?? 'No project', pads: [] }));
      const padName = r.pad ?? NO_PAD;
      let pad = p.pads.at(-1);
      if (!pad || pad.name !== padName) p.pads.push((pad = { name: padName, wells: [] }));
      pad.wells.push({ id: r.id, name: r.name, status: Number(r.status), stage: r.stage });
    }
    return { data: { companies, wells: rows.length } };
  },
});

export const wellIds = z
  .array(uuid)
  .min(1, 'give at least one well')
  .max(100, 'at most 100 wells')
  .refine((ids) => new Set(ids).size === ids.length, 'a well is named twice');

const dvd = defineRoute({
  method: 'POST',
  url: '/multi-well/dvd',
  summary:
    'Days vs Depth of many wells aligned at spud (each as charts/days_vs_depth draws it), the P10/P50/P90 band of days at depth across them, and per-well KPIs (ROP, connection time, NPT share)',
  tags,
  access: SIGNED_IN,
  body: z
    .object({
      well_ids: wellIds,
      step_m: z.number().min(10).max(1000).default(50),
    })
    .strict(),
  async handler({ body, db, user, services, reply }) {
    await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
    reply.type('application/json; charset=utf-8');
    return dvdSetJson(await dvdSet(db, services.logs.store, body.well_ids, body.step_m));
  },
});

const completions = defineRoute({
  method: 'POST',
  url: '/multi-well/completions',
  summary:
    "Completions of many wells side by side: each well's frac KPIs (stages, stages per day, pumping hours, proppant, fluid, average treating pressure and rate, NPT) and its stages completed against days from the first stage",
  tags,
  access: SIGNED_IN,
  body: z.object({ well_ids: wellIds }).strict(),
  async handler({ body, db, user }) {
    await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
    return { data: await completionSet(db, body.well_ids) };
  },
});

const customDistribution = defineRoute({
  method: 'POST',
  url: '/multi-well/custom_distribution',
  summary:
    'Distribution of one KPI over the wells, over their BHA runs or over their frac stages: every value, P10/P50/P90 (Excel PERCENTILE.INC), mean, and a histogram with round bucket widths. ' +
    "With group_by rig, section or crew (over wells): each well's figure in each group, and each group's pooled figure as reports/aggregation pools it (ratio of summed raw figures) with its wells' P10/P50/P90",
  tags,
  access: SIGNED_IN,
  body: z
    .object({
      well_ids: wellIds,
      over: z.enum(['wells', 'runs', 'stages']),
      kpi: z.enum(DISTRIBUTION_KPI_IDS),
      group_by: z.enum(DISTRIBUTION_GROUPS).default('well'),
      bins: z.number().int().min(2).max(50).default(10),
    })
    .strict(),
  async handler({ body, db, user, services }) {
    const kpi = distributionKpi(body.kpi)!;
    const head = { kpi: { id: kpi.id, label: kpi.label, unit: kpi.unit }, over: body.over, group_by: body.group_by };
    if (body.group_by !== 'well') {
      if (body.over !== 'wells') throw new HttpError(400, `body.group_by: ${body.over} are not grouped; group_by ${body.group_by} groups wells (over: wells)`);
      if (!kpi.grouped) throw new HttpError(400, `body.kpi: ${kpi.label} is not pooled per ${body.group_by}`);
      await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
      const x = await aggregationParts(db, services.logs.store, body.well_ids, body.group_by);
      return { data: { ...head, ...groupedDistribution(x.parts, kpi, body.bins), excluded: x.excluded, method: x.method } };
    }
    if (!kpi.over.includes(body.over))
      throw new HttpError(
        400,
        `body.kpi: ${kpi.label} is not given over ${body.over} (it is over ${kpi.over.join(', ') || 'wells grouped per rig, section or crew'})`,
      );
    await requireWellSet(db, user, body.well_ids, 'VIEW_LOGS', 'body.well_ids');
    const items = await distributionItems(db, services.logs.store, body.well_ids, body.over, kpi);
    return { data: { ...head, items, distribution: kpiDistribution(items, body.bins) } };
  },
});

export const multiWellRoutes = [tree, search, searchCount, dvd, completions, customDistribution];
