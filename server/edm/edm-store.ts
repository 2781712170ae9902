/**
 * The project EDM store: writing an import (one transaction, the whole file or nothing) and reading
 * the project's EDM back as rows for the tree and the trajectories.
 */
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import type { EdmExport } from './edm-xml';

export interface EdmSiteRow {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  datum_name: string;
  datum_elevation_m: number;
  north_reference: 'true' | 'grid';
  convergence_deg: number;
  import_id: string | null;
}
export interface EdmTemplateRow {
  id: string;
  site_id: string;
  name: string;
}
export interface EdmSlotRow {
  id: string;
  site_id: string;
  template_id: string | null;
  name: string;
  north_m: number;
  east_m: number;
}
export interface EdmWellRow {
  id: string;
  site_id: string;
  slot_id: string | null;
  name: string;
  well_id: string | null;
  well_name: string | null;
}
export interface EdmWellboreRow {
  id: string;
  edm_well_id: string;
  parent_id: string | null;
  name: string;
  kickoff_md_m: number | null;
}
export interface EdmDesignRow {
  id: string;
  wellbore_id: string;
  name: string;
  phase: 'actual' | 'plan';
  definitive: boolean;
  stations: [number, number, number][];
}
export interface ProjectEdm {
  sites: EdmSiteRow[];
  templates: EdmTemplateRow[];
  slots: EdmSlotRow[];
  wells: EdmWellRow[];
  wellbores: EdmWellboreRow[];
  designs: EdmDesignRow[];
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Everything of the project's EDM, in name order (designs with their stations). */
export async function loadProjectEdm(db: Queryable, projectId: string): Promise<ProjectEdm> {
  const sites = await db.query<EdmSiteRow>('select * from edm_sites where project_id = $1 order by created_at, name', [projectId]);
  const templates = await db.query<EdmTemplateRow>(
    'select t.id, t.site_id, t.name from edm_templates t join edm_sites s on s.id = t.site_id where s.project_id = $1 order by t.name',
    [projectId],
  );
  const slots = await db.query<EdmSlotRow>(
    'select l.id, l.site_id, l.template_id, l.name, l.north_m, l.east_m from edm_slots l join edm_sites s on s.id = l.site_id where s.project_id = $1 order by l.name',
    [projectId],
  );
  const wells = await db.query<EdmWellRow>(
    `select w.id, w.site_id, w.slot_id, w.name, w.well_id, pw.name as well_name from edm_wells w join edm_sites s on s.id = w.site_id
     left join wells pw on pw.id = w.well_id where s.project_id = $1 order by w.name`,
    [projectId],
  );
  const wellbores = await db.query<EdmWellboreRow>(
    `select b.id, b.edm_well_id, b.parent_id, b.name, b.kickoff_md_m from edm_wellbores b join edm_wells w on w.id = b.edm_well_id
     join edm_sites s on s.id = w.site_id where s.project_id = $1 order by b.parent_id nulls first, b.name`,
    [projectId],
  );
  const designs = await db.query<EdmDesignRow>(
    `select d.id, d.wellbore_id, d.name, d.phase, d.definitive, d.stations from edm_designs d join edm_wellbores b on b.id = d.wellbore_id
     join edm_wells w on w.id = b.edm_well_id join edm_sites s on s.id = w.site_id where s.project_id = $1 order by d.definitive desc, d.phase, d.name`,
    [projectId],
  );
  return {
    sites: sites.rows.map((r) => ({
      ...r,
      latitude: numOrNull(r.latitude),
      longitude: numOrNull(r.longitude),
      datum_elevation_m: Number(r.datum_elevation_m),
      convergence_deg: Number(r.convergence_deg),
    })),
    templates: templates.rows,
    slots: slots.rows.map((r) => ({ ...r, north_m: Number(r.north_m), east_m: Number(r.east_m) })),
    wells: wells.rows,
    wellbores: wellbores.rows.map((r) => ({ ...r, kickoff_md_m: numOrNull(r.kickoff_md_m) })),
    designs: designs.rows.map((r) => ({ ...r, stations: typeof r.stations === 'string' ? JSON.parse(r.stations) : r.stations })),
  };
}

export interface ImportCounts {
  sites: number;
  templates: number;
  slots: number;
  wells: number;
  wellbores: number;
  designs: number;
  stations: number;
  linked_wells: number;
}

/**
 * Writes a parsed export into the project. A site whose name the project already holds is a 409 (an
 * EDM import adds sites; re-importing one is a delete first). EDM wells whose name is a project well's
 * name are linked to it, so their definitive survey can be compared with the well's own.
 */
export async function writeEdmImport(tx: Queryable, projectId: string, fileName: string, model: EdmExport, userId: string | null) {
  const taken = await tx.query<{ name: string }>('select name from edm_sites where project_id = $1 and lower(name) = any($2::text[])', [
    projectId,
    model.sites.map((s) => s.name.toLowerCase()),
  ]);
  if (taken.rows.length) throw new HttpError(409, `The project already has EDM site ${taken.rows.map((r) => r.name).join(', ')}`);
  const names = new Set<string>();
  for (const s of model.sites) {
    if (names.has(s.name.toLowerCase())) throw new HttpError(409, `content: site ${s.name} is given twice`);
    names.add(s.name.toLowerCase());
  }
  const projectWells = await tx.query<{ id: string; name: string }>('select id, name from wells where project_id = $1', [projectId]);
  const wellByName = new Map(projectWells.rows.map((w) => [w.name.toLowerCase(), w.id]));
  const counts: ImportCounts = { sites: 0, templates: 0, slots: 0, wells: 0, wellbores: 0, designs: 0, stations: 0, linked_wells: 0 };
  const imp = await tx.query<{ id: string }>('insert into edm_imports (project_id, file_name, source, imported_by) values ($1, $2, $3, $4) returning id', [
    projectId,
    fileName,
    model.source,
    userId,
  ]);
  const importId = imp.rows[0].id;
  const dup = (what: string, name: string) => new HttpError(409, `content: ${what} ${name} is given twice`);
  for (const s of model.sites) {
    const site = await tx.query<{ id: string }>(
      `insert into edm_sites (project_id, import_id, name, latitude, longitude, datum_name, datum_elevation_m, north_reference, convergence_deg)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [projectId, importId, s.name, s.latitude, s.longitude, s.datumName, s.datumElevationM, s.northReference, s.convergenceDeg],
    );
    const siteId = site.rows[0].id;
    counts.sites++;
    const templateId = new Map<string, string>();
    const unique = (set: Set<string>, what: string, name: string) => {
      if (set.has(name.toLowerCase())) throw dup(what, name);
      set.add(name.toLowerCase());
    };
    const tNames = new Set<string>();
    for (const t of s.templates) {
      unique(tNames, 'template', t.name);
      const r = await tx.query<{ id: string }>('insert into edm_templates (site_id, name) values ($1, $2) returning id', [siteId, t.name]);
      templateId.set(t.key, r.rows[0].id);
      counts.templates++;
    }
    const slotId = new Map<string, string>();
    const sNames = new Set<string>();
    for (const l of s.slots) {
      unique(sNames, 'slot', l.name);
      const r = await tx.query<{ id: string }>('insert into edm_slots (site_id, template_id, name, north_m, east_m) values ($1, $2, $3, $4, $5) returning id', [
        siteId,
        l.templateKey ? templateId.get(l.templateKey) : null,
        l.name,
        l.northM,
        l.eastM,
      ]);
      slotId.set(l.key, r.rows[0].id);
      counts.slots++;
    }
    const wNames = new Set<string>();
    for (const w of s.wells) {
      unique(wNames, 'well', w.name);
      const linked = wellByName.get(w.name.toLowerCase()) ?? null;
      const r = await tx.query<{ id: string }>('insert into edm_wells (site_id, slot_id, name, well_id) values ($1, $2, $3, $4) returning id', [
        siteId,
        w.slotKey ? slotId.get(w.slotKey) : null,
        w.name,
        linked,
      ]);
      counts.wells++;
      if (linked) counts.linked_wells++;
      const boreId = new Map<string, string>();
      // parents first: a sidetrack's row needs its parent's id
      for (const b of [...w.wellbores].sort((a, c) => Number(a.parentKey !== null) - Number(c.parentKey !== null))) {
        const br = await tx.query<{ id: string }>(
          'insert into edm_wellbores (edm_well_id, parent_id, name, kickoff_md_m) values ($1, $2, $3, $4) returning id',
          [r.rows[0].id, b.parentKey ? boreId.get(b.parentKey) : null, b.name, b.kickoffMdM],
        );
        boreId.set(b.key, br.rows[0].id);
        counts.wellbores++;
        for (const d of b.designs) {
          await tx.query('insert into edm_designs (wellbore_id, name, phase, definitive, stations) values ($1, $2, $3, $4, $5)', [
            br.rows[0].id,
            d.name,
            d.phase,
            d.definitive,
            JSON.stringify(d.stations),
          ]);
          counts.designs++;
          counts.stations += d.stations.length;
        }
      }
    }
  }
  await tx.query('update edm_imports set counts = $2 where id = $1', [importId, JSON.stringify(counts)]);
  return { id: importId, counts };
}

/** The part of the project's EDM on one site (the views draw one site's frame at a time). */
export function onlySite(edm: ProjectEdm, siteId: string): ProjectEdm {
  const wells = edm.wells.filter((w) => w.site_id === siteId);
  const wellIds = new Set(wells.map((w) => w.id));
  const bores = edm.wellbores.filter((b) => wellIds.has(b.edm_well_id));
  const boreIds = new Set(bores.map((b) => b.id));
  return {
    sites: edm.sites.filter((s) => s.id === siteId),
    templates: edm.templates.filter((t) => t.site_id === siteId),
    slots: edm.slots.filter((s) => s.site_id === siteId),
    wells,
    wellbores: bores,
    designs: edm.designs.filter((d) => boreIds.has(d.wellbore_id)),
  };
}
