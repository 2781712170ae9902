/**
 * Reader of an EDM-like XML export. Landmark EDM exports (.xml) are flat lists of table rows, one
 * element per row named after its table, columns as attributes, rows linked by ids; we read the tables
 * a directional team needs: CD_SITE (with its datum), CD_TEMPLATE, CD_SLOT, CD_WELL, CD_WELLBORE
 * (a sidetrack names parent_wellbore_id and kickoff_md), CD_DESIGN (phase ACTUAL or PLAN, definitive
 * Y/N, depth_unit m or ft) and CD_SURVEY_STATION (md, inclination, azimuth). Anything wrong is a
 * 400 naming the element, its row and the attribute; other tables are ignored, as EDM holds many.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { M_PER_FT } from '../../src/domain/directional/units';
import { HttpError } from '../lib/http-error';

export interface EdmSlotIn {
  key: string;
  name: string;
  templateKey: string | null;
  northM: number;
  eastM: number;
}
export interface EdmDesignIn {
  key: string;
  name: string;
  phase: 'actual' | 'plan';
  definitive: boolean;
  /** [md m, inc deg, azi deg] in MD order. */
  stations: [number, number, number][];
}
export interface EdmWellboreIn {
  key: string;
  name: string;
  parentKey: string | null;
  kickoffMdM: number | null;
  designs: EdmDesignIn[];
}
export interface EdmWellIn {
  key: string;
  name: string;
  slotKey: string | null;
  wellbores: EdmWellboreIn[];
}
export interface EdmSiteIn {
  key: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  datumName: string;
  datumElevationM: number;
  northReference: 'true' | 'grid';
  convergenceDeg: number;
  templates: { key: string; name: string }[];
  slots: EdmSlotIn[];
  wells: EdmWellIn[];
}
export interface EdmExport {
  source: string;
  sites: EdmSiteIn[];
}

const TABLES = ['CD_SITE', 'CD_TEMPLATE', 'CD_SLOT', 'CD_WELL', 'CD_WELLBORE', 'CD_DESIGN', 'CD_SURVEY_STATION'] as const;
type Row = Record<string, string>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, _jpath, _leaf, isAttribute) => !isAttribute,
});

const bad = (msg: string) => new HttpError(400, `content: ${msg}`);

function rowsOf(root: Record<string, unknown>, table: string): Row[] {
  return ((root[table] as Row[] | undefined) ?? []).map((r) => (typeof r === 'object' && r ? r : {}));
}

/** A reader of one row's attributes that names the row in every message. */
function reader(table: string, i: number, r: Row) {
  const where = `${table} row ${i + 1}`;
  const text = (k: string, required = true): string => {
    const v = (r[k] ?? '').trim();
    if (required && !v) throw bad(`${where}: ${k} is missing`);
    return v;
  };
  const num = (k: string, opt: { required?: boolean; min?: number; max?: number } = {}): number | null => {
    const v = text(k, opt.required ?? true);
    if (!v) return null;
    const x = Number(v);
    if (!Number.isFinite(x)) throw bad(`${where}: ${k} "${v}" is not a number`);
    if (opt.min !== undefined && x < opt.min) throw bad(`${where}: ${k} ${x} is below ${opt.min}`);
    if (opt.max !== undefined && x > opt.max) throw bad(`${where}: ${k} ${x} is above ${opt.max}`);
    return x;
  };
  return { where, text, num };
}

function byKey<T extends { key: string }>(items: T[], table: string): Map<string, T> {
  const m = new Map<string, T>();
  for (const x of items) {
    if (m.has(x.key)) throw bad(`${table}: id ${x.key} is given twice`);
    m.set(x.key, x);
  }
  return m;
}

function need<T>(m: Map<string, T>, key: string, where: string, what: string): T {
  const x = m.get(key);
  if (!x) throw bad(`${where}: ${what} ${key} is not in the file`);
  return x;
}

export function parseEdmXml(text: string): EdmExport {
  const check = XMLValidator.validate(text);
  if (check !== true) throw bad(`XML is not well-formed: ${check.err.msg} (line ${check.err.line})`);
  const doc = parser.parse(text) as Record<string, unknown[]>;
  const rootName = Object.keys(doc).find((k) => !k.startsWith('?'));
  const root = (rootName ? doc[rootName]?.[0] : null) as Record<string, unknown> | null;
  if (!root || typeof root !== 'object' || !TABLES.some((t) => t in root)) throw bad('no EDM tables (CD_SITE, CD_WELL, ...) in the file');
  const source = typeof root.source === 'string' ? root.source : '';

  const sites = rowsOf(root, 'CD_SITE').map((r, i): EdmSiteIn => {
    const f = reader('CD_SITE', i, r);
    const north = f.text('north_reference', false).toLowerCase() || 'true';
    if (north !== 'true' && north !== 'grid') throw bad(`${f.where}: north_reference must be TRUE or GRID`);
    return {
      key: f.text('site_id'),
      name: f.text('site_name'),
      latitude: f.num('latitude', { required: false, min: -90, max: 90 }),
      longitude: f.num('longitude', { required: false, min: -180, max: 180 }),
      datumName: f.text('datum_name', false),
      datumElevationM: f.num('datum_elevation', { required: false, min: -12000, max: 12000 }) ?? 0,
      northReference: north,
      convergenceDeg: f.num('convergence', { required: false, min: -10, max: 10 }) ?? 0,
      templates: [],
      slots: [],
      wells: [],
    };
  });
  if (!sites.length) throw bad('the file has no CD_SITE');
  const siteBy = byKey(sites, 'CD_SITE');

  const templateSite = new Map<string, string>();
  rowsOf(root, 'CD_TEMPLATE').forEach((r, i) => {
    const f = reader('CD_TEMPLATE', i, r);
    const site = need(siteBy, f.text('site_id'), f.where, 'site_id');
    const key = f.text('template_id');
    if (templateSite.has(key)) throw bad(`CD_TEMPLATE: id ${key} is given twice`);
    templateSite.set(key, site.key);
    site.templates.push({ key, name: f.text('template_name') });
  });
  const slotSite = new Map<string, string>();
  rowsOf(root, 'CD_SLOT').forEach((r, i) => {
    const f = reader('CD_SLOT', i, r);
    const site = need(siteBy, f.text('site_id'), f.where, 'site_id');
    const templateKey = f.text('template_id', false) || null;
    if (templateKey && templateSite.get(templateKey) !== site.key) throw bad(`${f.where}: template_id ${templateKey} is not a template of site ${site.key}`);
    const key = f.text('slot_id');
    if (slotSite.has(key)) throw bad(`CD_SLOT: id ${key} is given twice`);
    slotSite.set(key, site.key);
    site.slots.push({
      key,
      name: f.text('slot_name'),
      templateKey,
      northM: f.num('local_north', { min: -1e5, max: 1e5 })!,
      eastM: f.num('local_east', { min: -1e5, max: 1e5 })!,
    });
  });

  const wells = new Map<string, EdmWellIn>();
  rowsOf(root, 'CD_WELL').forEach((r, i) => {
    const f = reader('CD_WELL', i, r);
    const site = need(siteBy, f.text('site_id'), f.where, 'site_id');
    const slotKey = f.text('slot_id', false) || null;
    if (slotKey && slotSite.get(slotKey) !== site.key) throw bad(`${f.where}: slot_id ${slotKey} is not a slot of site ${site.key}`);
    const w: EdmWellIn = { key: f.text('well_id'), name: f.text('well_common_name'), slotKey, wellbores: [] };
    if (wells.has(w.key)) throw bad(`CD_WELL: id ${w.key} is given twice`);
    wells.set(w.key, w);
    site.wells.push(w);
  });

  const wellbores = new Map<string, EdmWellboreIn & { wellKey: string }>();
  rowsOf(root, 'CD_WELLBORE').forEach((r, i) => {
    const f = reader('CD_WELLBORE', i, r);
    const well = need(wells, f.text('well_id'), f.where, 'well_id');
    const b = {
      key: f.text('wellbore_id'),
      name: f.text('wellbore_name'),
      parentKey: f.text('parent_wellbore_id', false) || null,
      kickoffMdM: f.num('kickoff_md', { required: false, min: 0, max: 20000 }),
      designs: [],
      wellKey: well.key,
    };
    if (wellbores.has(b.key)) throw bad(`CD_WELLBORE: id ${b.key} is given twice`);
    wellbores.set(b.key, b);
    well.wellbores.push(b);
  });
  for (const b of wellbores.values()) {
    if (!b.parentKey) continue;
    const p = need(wellbores, b.parentKey, `CD_WELLBORE ${b.key}`, 'parent_wellbore_id');
    if (p.wellKey !== b.wellKey) throw bad(`CD_WELLBORE ${b.key}: its parent ${p.key} belongs to another well`);
    if (p.parentKey) throw bad(`CD_WELLBORE ${b.key}: a sidetrack of a sidetrack is not supported`);
    if (b.kickoffMdM === null) throw bad(`CD_WELLBORE ${b.key}: kickoff_md is missing for a sidetrack`);
  }

  const designs = new Map<string, EdmDesignIn & { scale: number }>();
  rowsOf(root, 'CD_DESIGN').forEach((r, i) => {
    const f = reader('CD_DESIGN', i, r);
    const b = need(wellbores, f.text('wellbore_id'), f.where, 'wellbore_id');
    const phase = f.text('phase').toLowerCase();
    if (phase !== 'actual' && phase !== 'plan') throw bad(`${f.where}: phase must be ACTUAL or PLAN`);
    const unit = (f.text('depth_unit', false) || 'm').toLowerCase();
    if (unit !== 'm' && unit !== 'ft') throw bad(`${f.where}: depth_unit must be m or ft`);
    const d = {
      key: f.text('design_id'),
      name: f.text('design_name'),
      phase,
      definitive: /^(y|yes|true|1)$/i.test(f.text('definitive', false)),
      stations: [],
      scale: unit === 'ft' ? M_PER_FT : 1,
    } as EdmDesignIn & { scale: number };
    if (designs.has(d.key)) throw bad(`CD_DESIGN: id ${d.key} is given twice`);
    designs.set(d.key, d);
    b.designs.push(d);
  });
  rowsOf(root, 'CD_SURVEY_STATION').forEach((r, i) => {
    const f = reader('CD_SURVEY_STATION', i, r);
    const d = need(designs, f.text('design_id'), f.where, 'design_id');
    const md = f.num('md', { min: 0, max: 100000 })! * d.scale;
    const prev = d.stations.at(-1);
    if (prev && md <= prev[0]) throw bad(`${f.where}: md must increase along design ${d.key}`);
    d.stations.push([md, f.num('inclination', { min: 0, max: 180 })!, f.num('azimuth', { min: 0, max: 360 })! % 360]);
  });
  for (const d of designs.values()) {
    if (d.stations.length < 1) throw bad(`CD_DESIGN ${d.key}: it has no CD_SURVEY_STATION`);
    delete (d as Partial<{ scale: number }>).scale;
  }
  for (const s of sites) for (const w of s.wells) for (const b of w.wellbores) delete (b as Partial<{ wellKey: string }>).wellKey;
  return { source, sites };
}
