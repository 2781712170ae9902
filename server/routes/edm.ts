/**
 * Project EDM (data-widgets-calls 7.7: EDM imports, datum, compare surveys, templates and slots;
 * issue 16). Every route needs the global VIEW_PROJECT_EDM besides access to the project; writes need
 * EDIT_PROJECT_EDM on the project and are audited. Logic lives in server/edm/; routes validate and check.
 */
import { z } from 'zod';
import { objectPermissions } from '../auth/object-access';
import { wellTrajectories } from '../directional/directional-cache';
import { needEdm } from '../edm/edm-access';
import { loadProjectEdm, onlySite, writeEdmImport } from '../edm/edm-store';
import { compareWithSurvey, edmCylinder, localTrajectories, projectEdmPaths } from '../edm/edm-trajectories';
import { parseEdmXml } from '../edm/edm-xml';
import type { Queryable } from '../db/db';
import type { CurrentUser } from '../auth/current-user';
import { project, well } from '../lib/access';
import { audit } from '../lib/audit';
import { HttpError } from '../lib/http-error';
import { defineRoute } from '../lib/route';
import { idParams, uuid } from '../lib/schemas';
import { buildEdmTree } from '../edm/edm-tree';

const tags = ['project EDM'];
const name = z.string().trim().min(1, 'must not be empty').max(120);
const coordinateM = z.number().min(-100_000).max(100_000);
const siteParams = z.object({ id: uuid, site_id: uuid }).strict();
const designParams = z.object({ id: uuid, design_id: uuid }).strict();

async function siteOf(db: Queryable, projectId: string, siteId: string) {
  const { rows } = await db.query<{ id: string; name: string }>('select id, name from edm_sites where id = $1 and project_id = $2', [siteId, projectId]);
  if (!rows[0]) throw new HttpError(404, `EDM site ${siteId} not found in this project`);
  return rows[0];
}

const tree = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm',
  summary: "The project's EDM as a tree: site (with its datum) → template → slot → well → wellbore → design, with station counts and TD",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const p = await db.query<{ name: string }>('select name from projects where id = $1', [params.id]);
    return { data: { project_id: params.id, project_name: p.rows[0]?.name ?? '', ...buildEdmTree(await loadProjectEdm(db, params.id)) } };
  },
});

const trajectories = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/trajectories',
  summary:
    "Every EDM design of one site (site_id; default the site holding well_id's EDM well, else the project's first) computed by minimum curvature in the site's frame (m): MD, Inc, Azi, TVD, N/S, E/W, VS, DLS per station; the sites to choose from",
  tags,
  access: project(),
  params: idParams,
  query: z.object({ site_id: uuid.optional(), well_id: uuid.optional(), vs_azimuth: z.coerce.number().min(0).max(360).optional() }).strict(),
  async handler({ params, query, db, user }) {
    needEdm(user);
    const edm = await loadProjectEdm(db, params.id);
    if (query.site_id && !edm.sites.some((s) => s.id === query.site_id)) throw new HttpError(404, `EDM site ${query.site_id} not found in this project`);
    // A well not in this project's EDM (or of another project) just leaves the default: nothing of it is shown.
    const wellSite = query.well_id ? edm.wells.find((w) => w.well_id === query.well_id)?.site_id : undefined;
    const siteId = query.site_id ?? wellSite ?? edm.sites[0]?.id ?? null;
    return {
      data: {
        site_id: siteId,
        sites: edm.sites.map((s) => ({ id: s.id, name: s.name })),
        ...projectEdmPaths(siteId ? onlySite(edm, siteId) : edm, query.vs_azimuth ?? null),
      },
    };
  },
});

const imports = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/imports',
  summary: 'The EDM imports of the project: file, source, who and when, and what each brought',
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const { rows } = await db.query(
      `select i.id, i.file_name, i.source, i.counts, i.created_at, u.email as imported_by from edm_imports i left join users u on u.id = i.imported_by
       where i.project_id = $1 order by i.created_at desc`,
      [params.id],
    );
    return { data: rows.map((r: Record<string, unknown>) => ({ ...r, counts: typeof r.counts === 'string' ? JSON.parse(r.counts) : r.counts })) };
  },
});

const importBody = z
  .object({
    file_name: name,
    format: z.literal('edm-xml').default('edm-xml'),
    content: z.string().min(1, 'must not be empty').max(20_000_000, 'is larger than 20 MB'),
  })
  .strict();

const createImport = defineRoute({
  method: 'POST',
  url: '/projects/:id/edm/imports',
  summary:
    'Import an EDM XML export (EDIT_PROJECT_EDM): sites, templates, slots, wells, wellbores and designs; 400 names the bad row and attribute, 409 when a site exists',
  tags,
  access: project('EDIT_PROJECT_EDM'),
  params: idParams,
  body: importBody,
  async handler({ params, body, db, user, reply }) {
    needEdm(user);
    const model = parseEdmXml(body.content);
    const r = await db.transaction(async (tx) => {
      const out = await writeEdmImport(tx, params.id, body.file_name, model, user.id);
      await audit(tx, user.id, 'edm.import', { type: 'edm_imports', id: out.id }, { project_id: params.id, file_name: body.file_name, ...out.counts });
      return out;
    });
    reply.code(201);
    return { data: r, message: `Imported ${r.counts.wells} wells, ${r.counts.designs} designs` };
  },
});

const datum = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/datum',
  summary: "Each EDM site's datum: name, elevation (m), north reference and grid convergence",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const { rows } = await db.query(
      'select id as site_id, name as site_name, datum_name, datum_elevation_m, north_reference, convergence_deg from edm_sites where project_id = $1 order by created_at, name',
      [params.id],
    );
    return {
      data: rows.map((r: Record<string, unknown>) => ({ ...r, datum_elevation_m: Number(r.datum_elevation_m), convergence_deg: Number(r.convergence_deg) })),
    };
  },
});

const datumBody = z
  .object({
    datum_name: z.string().trim().max(120),
    datum_elevation_m: z.number().min(-12_000).max(12_000),
    north_reference: z.enum(['true', 'grid']),
    convergence_deg: z.number().min(-10).max(10),
  })
  .strict();

const putDatum = defineRoute({
  method: 'PUT',
  url: '/projects/:id/edm/sites/:site_id/datum',
  summary: "Set an EDM site's datum (EDIT_PROJECT_EDM): name, elevation (m), north reference, grid convergence; 404 for a site not in the project",
  tags,
  access: project('EDIT_PROJECT_EDM'),
  params: siteParams,
  body: datumBody,
  async handler({ params, body, db, user }) {
    needEdm(user);
    await siteOf(db, params.id, params.site_id);
    await db.transaction(async (tx) => {
      await tx.query('update edm_sites set datum_name = $2, datum_elevation_m = $3, north_reference = $4, convergence_deg = $5 where id = $1', [
        params.site_id,
        body.datum_name,
        body.datum_elevation_m,
        body.north_reference,
        body.convergence_deg,
      ]);
      await audit(tx, user.id, 'edm.datum', { type: 'edm_sites', id: params.site_id }, { project_id: params.id, ...body });
    });
    return { data: { site_id: params.site_id, ...body }, message: 'Datum saved' };
  },
});

const templates = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/templates',
  summary: "The project's EDM templates with their slots (local N/E from the site centre, m)",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const edm = await loadProjectEdm(db, params.id);
    const siteName = new Map(edm.sites.map((s) => [s.id, s.name]));
    return {
      data: edm.templates.map((t) => ({
        ...t,
        site_name: siteName.get(t.site_id) ?? '',
        slots: edm.slots.filter((s) => s.template_id === t.id),
      })),
    };
  },
});

const slotIn = z.object({ name, north_m: coordinateM, east_m: coordinateM }).strict();
const templateBody = z.object({ site_id: uuid, name, slots: z.array(slotIn).max(200).default([]) }).strict();

async function assertSlotNamesFree(db: Queryable, siteId: string, names: string[]) {
  const lower = names.map((n) => n.toLowerCase());
  if (new Set(lower).size !== lower.length) throw new HttpError(409, 'slots: a slot name is given twice');
  const { rows } = await db.query<{ name: string }>('select name from edm_slots where site_id = $1 and lower(name) = any($2::text[])', [siteId, lower]);
  if (rows.length) throw new HttpError(409, `The site already has slot ${rows.map((r) => r.name).join(', ')}`);
}

const createTemplate = defineRoute({
  method: 'POST',
  url: '/projects/:id/edm/templates',
  summary: 'Add a template with its slots to an EDM site (EDIT_PROJECT_EDM); 404 for a site not in the project, 409 when the template or a slot name is taken',
  tags,
  access: project('EDIT_PROJECT_EDM'),
  params: idParams,
  body: templateBody,
  async handler({ params, body, db, user, reply }) {
    needEdm(user);
    await siteOf(db, params.id, body.site_id);
    const taken = await db.query('select 1 from edm_templates where site_id = $1 and lower(name) = lower($2)', [body.site_id, body.name]);
    if (taken.rows.length) throw new HttpError(409, `The site already has template ${body.name}`);
    await assertSlotNamesFree(
      db,
      body.site_id,
      body.slots.map((s) => s.name),
    );
    const id = await db.transaction(async (tx) => {
      const t = await tx.query<{ id: string }>('insert into edm_templates (site_id, name) values ($1, $2) returning id', [body.site_id, body.name]);
      for (const s of body.slots) {
        await tx.query('insert into edm_slots (site_id, template_id, name, north_m, east_m) values ($1, $2, $3, $4, $5)', [
          body.site_id,
          t.rows[0].id,
          s.name,
          s.north_m,
          s.east_m,
        ]);
      }
      await audit(tx, user.id, 'edm.template.create', { type: 'edm_templates', id: t.rows[0].id }, { project_id: params.id, ...body });
      return t.rows[0].id;
    });
    reply.code(201);
    return { data: { id, site_id: body.site_id, name: body.name, slots: body.slots }, message: 'Template added' };
  },
});

const slots = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/slots',
  summary: "The project's EDM slots: site, template, local N/E (m) and the EDM well on each",
  tags,
  access: project(),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const edm = await loadProjectEdm(db, params.id);
    const site = new Map(edm.sites.map((s) => [s.id, s.name]));
    const tpl = new Map(edm.templates.map((s) => [s.id, s.name]));
    return {
      data: edm.slots.map((s) => ({
        ...s,
        site_name: site.get(s.site_id) ?? '',
        template_name: s.template_id ? (tpl.get(s.template_id) ?? null) : null,
        wells: edm.wells.filter((w) => w.slot_id === s.id).map((w) => w.name),
      })),
    };
  },
});

const slotBody = z.object({ site_id: uuid, template_id: uuid.nullable().optional(), name, north_m: coordinateM, east_m: coordinateM }).strict();

const createSlot = defineRoute({
  method: 'POST',
  url: '/projects/:id/edm/slots',
  summary: 'Add a slot to an EDM site, optionally on one of its templates (EDIT_PROJECT_EDM); 404 for a site or template not there, 409 when the name is taken',
  tags,
  access: project('EDIT_PROJECT_EDM'),
  params: idParams,
  body: slotBody,
  async handler({ params, body, db, user, reply }) {
    needEdm(user);
    await siteOf(db, params.id, body.site_id);
    if (body.template_id) {
      const t = await db.query('select 1 from edm_templates where id = $1 and site_id = $2', [body.template_id, body.site_id]);
      if (!t.rows.length) throw new HttpError(404, `Template ${body.template_id} not found on this site`);
    }
    await assertSlotNamesFree(db, body.site_id, [body.name]);
    const id = await db.transaction(async (tx) => {
      const r = await tx.query<{ id: string }>('insert into edm_slots (site_id, template_id, name, north_m, east_m) values ($1, $2, $3, $4, $5) returning id', [
        body.site_id,
        body.template_id ?? null,
        body.name,
        body.north_m,
        body.east_m,
      ]);
      await audit(tx, user.id, 'edm.slot.create', { type: 'edm_slots', id: r.rows[0].id }, { project_id: params.id, ...body });
      return r.rows[0].id;
    });
    reply.code(201);
    return { data: { id, ...body, template_id: body.template_id ?? null }, message: 'Slot added' };
  },
});

/** The well's own surveyed trajectory, if the caller may see its survey (404 hides wells out of reach). */
async function wellSurvey(db: Queryable, user: CurrentUser, wellId: string, projectId: string) {
  const access = await objectPermissions(db, user, 'WELL', wellId);
  if (!access.exists || !access.permissions.length) throw new HttpError(404, `Well ${wellId} not found`);
  if (!access.permissions.includes('VIEW_SURVEY')) throw new HttpError(403, 'Missing permission VIEW_SURVEY on the well');
  const w = await wellTrajectories(db, wellId);
  if (w.data.well.projectId !== projectId) throw new HttpError(404, `Well ${wellId} is not in this project`);
  return w;
}

async function compareDesign(db: Queryable, user: CurrentUser, projectId: string, designId: string, wellId: string | undefined) {
  const edm = await loadProjectEdm(db, projectId);
  const design = edm.designs.find((d) => d.id === designId);
  if (!design) throw new HttpError(404, `EDM design ${designId} not found in this project`);
  const bore = edm.wellbores.find((b) => b.id === design.wellbore_id)!;
  const edmWell = edm.wells.find((w) => w.id === bore.edm_well_id)!;
  const target = wellId ?? edmWell.well_id;
  if (!target) throw new HttpError(400, `well_id: EDM well ${edmWell.name} is linked to no project well; name one`);
  const w = await wellSurvey(db, user, target, projectId);
  const local = localTrajectories(edm).get(design.id) ?? [];
  return {
    design_id: design.id,
    design_name: design.name,
    edm_well_name: edmWell.name,
    wellbore_name: bore.name,
    well_id: target,
    well_name: w.data.well.name,
    ...compareWithSurvey(local, w.fact()),
  };
}

const compare = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/designs/:design_id/compare',
  summary:
    "Compare an EDM design with a well's own survey (its linked well unless well_id is given): at each EDM station MD, well − EDM for Inc, Azi, TVD, N/S, E/W and the 3D distance (m)",
  tags,
  access: project(),
  params: designParams,
  query: z.object({ well_id: uuid.optional() }).strict(),
  async handler({ params, query, db, user }) {
    needEdm(user);
    return { data: await compareDesign(db, user, params.id, params.design_id, query.well_id) };
  },
});

const wellEdm = defineRoute({
  method: 'GET',
  url: '/wells/:id/edm/compare',
  summary:
    "The well's definitive survey in its project's EDM (the EDM well linked to it) compared with its own survey, station by station; null when no EDM well is linked",
  tags,
  access: well('VIEW_SURVEY'),
  params: idParams,
  async handler({ params, db, user }) {
    needEdm(user);
    const { rows } = await db.query<{ design_id: string; project_id: string }>(
      `select d.id as design_id, s.project_id from edm_wells w join edm_sites s on s.id = w.site_id join edm_wellbores b on b.edm_well_id = w.id
       join edm_designs d on d.wellbore_id = b.id join wells pw on pw.id = w.well_id and pw.project_id = s.project_id
       where w.well_id = $1 and d.phase = 'actual' order by b.parent_id nulls first, d.definitive desc, d.name limit 1`,
      [params.id],
    );
    if (!rows[0]) return { data: null };
    return { data: await compareDesign(db, user, rows[0].project_id, rows[0].design_id, params.id) };
  },
});

const cylinder = defineRoute({
  method: 'GET',
  url: '/projects/:id/edm/designs/:design_id/cylinder',
  summary:
    'Travelling cylinder of an EDM design against every other design of its site: where each crosses the plane normal to it every 10 m, distance (m) and angle from high side and north, within radius (m)',
  tags,
  access: project(),
  params: designParams,
  query: z.object({ radius: z.coerce.number().min(10).max(5000).default(250) }).strict(),
  async handler({ params, query, db, user }) {
    needEdm(user);
    const edm = await loadProjectEdm(db, params.id);
    const design = edm.designs.find((d) => d.id === params.design_id);
    if (!design) throw new HttpError(404, `EDM design ${params.design_id} not found in this project`);
    const bore = edm.wellbores.find((b) => b.id === design.wellbore_id)!;
    const siteId = edm.wells.find((w) => w.id === bore.edm_well_id)!.site_id;
    return { data: edmCylinder(onlySite(edm, siteId), design.id, query.radius) };
  },
});

export const edmRoutes = [cylinder, tree, trajectories, imports, createImport, datum, putDatum, templates, createTemplate, slots, createSlot, compare, wellEdm];
