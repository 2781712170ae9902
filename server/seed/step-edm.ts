/**
 * Demo project EDM (issue 16): the Delaware project's EDM holds two sites, both brought in through the
 * EDM importer as a user's file would be:
 * - the ISCWSA clearance facility: the reference well, its sidetrack (Offset 10) and ten offsets of the
 *   ISCWSA standard set r4, real published listings (edm/iscwsa-clearance-r4.edm.xml, stations only);
 * - the Red Hawk pad as the directional team's EDM holds it: each Red Hawk well on its slot with its
 *   definitive survey at every third station (EDM keeps a coarser definitive survey than the MWD feed)
 *   and its definitive plan, written as an EDM export from the demo wells. Linked to the wells by name,
 *   so comparing EDM with the well's own survey has something to show.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../db/db';
import { writeEdmImport } from '../edm/edm-store';
import { parseEdmXml } from '../edm/edm-xml';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

export const ISCWSA_EDM_FILE = join(dirname(fileURLToPath(import.meta.url)), 'edm', 'iscwsa-clearance-r4.edm.xml');
const RED_HAWK = ['redhawk-1h', 'redhawk-2h', 'redhawk-3h', 'redhawk-4h'];

const attr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An EDM export of the given project wells (site and slots from their survey settings), or null when none is located. */
export async function edmExportOfWells(db: Queryable, wellIds: readonly string[], siteName: string): Promise<string | null> {
  const lines: string[] = [];
  let site: Record<string, unknown> | null = null;
  for (const [i, id] of wellIds.entries()) {
    const w = await db.query<Record<string, any>>('select w.name, s.* from wells w join well_survey_settings s on s.well_id = w.id where w.id = $1', [id]);
    const r = w.rows[0];
    if (!r) continue;
    site ??= r;
    const k = `W${i + 1}`;
    lines.push(
      `  <CD_SLOT slot_id="SL${k}" site_id="S1" template_id="T1" slot_name="${attr(r.slot_name ?? `Slot ${i + 1}`)}" local_north="${r.slot_north_m}" local_east="${r.slot_east_m}"/>`,
    );
    lines.push(`  <CD_WELL well_id="${k}" site_id="S1" slot_id="SL${k}" well_common_name="${attr(r.name)}"/>`);
    lines.push(`  <CD_WELLBORE wellbore_id="B${k}" well_id="${k}" wellbore_name="${attr(r.name)}"/>`);
    const survey = await db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
      'select md_m, inc_deg, azi_deg from survey_stations where well_id = $1 order by md_m',
      [id],
    );
    // from the tie-in, as the well's own trajectory starts
    const all =
      Number(r.tie_in_md_m) < Number(survey.rows[0]?.md_m ?? 0)
        ? [{ md_m: r.tie_in_md_m, inc_deg: r.tie_in_inc_deg, azi_deg: r.tie_in_azi_deg }, ...survey.rows]
        : survey.rows;
    const rows = all.filter((_, j) => j % 3 === 0 || j === all.length - 1);
    if (rows.length > 1) {
      lines.push(
        `  <CD_DESIGN design_id="A${k}" wellbore_id="B${k}" design_name="${attr(r.name)} definitive survey" phase="ACTUAL" definitive="Y" depth_unit="m"/>`,
      );
      for (const s of rows) lines.push(`  <CD_SURVEY_STATION design_id="A${k}" md="${s.md_m}" inclination="${s.inc_deg}" azimuth="${s.azi_deg}"/>`);
    }
    const plan = await db.query<{ id: string; name: string }>('select id, name from well_plans where well_id = $1 and is_definitive limit 1', [id]);
    if (plan.rows[0]) {
      const ps = await db.query<{ md_m: number; inc_deg: number; azi_deg: number }>(
        'select md_m, inc_deg, azi_deg from well_plan_stations where plan_id = $1 order by md_m',
        [plan.rows[0].id],
      );
      if (ps.rows.length > 1) {
        lines.push(`  <CD_DESIGN design_id="P${k}" wellbore_id="B${k}" design_name="${attr(plan.rows[0].name)}" phase="PLAN" definitive="Y" depth_unit="m"/>`);
        for (const s of ps.rows) lines.push(`  <CD_SURVEY_STATION design_id="P${k}" md="${s.md_m}" inclination="${s.inc_deg}" azimuth="${s.azi_deg}"/>`);
      }
    }
  }
  if (!site) return null;
  const s = site as Record<string, any>;
  const lat = s.site_latitude == null ? '' : ` latitude="${s.site_latitude}" longitude="${s.site_longitude}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<export source="Drillspace demo wells">',
    `  <CD_SITE site_id="S1" site_name="${attr(siteName)}"${lat} datum_name="Ground level" datum_elevation="${s.datum_elevation_m}" north_reference="${String(s.north_reference).toUpperCase()}" convergence="${s.convergence_deg}"/>`,
    `  <CD_TEMPLATE template_id="T1" site_id="S1" template_name="${attr(siteName)} template"/>`,
    ...lines,
    '</export>',
  ].join('\n');
}

export const edmStep: SeedStep = {
  id: '044-project-edm',
  async run({ db, log }) {
    const keys = await loadDemoKeys(db);
    const projectId = keys?.projects.delaware;
    if (!keys || !projectId) return;
    const pad = await edmExportOfWells(db, RED_HAWK.map((k) => keys.wells[k]).filter(Boolean), 'Red Hawk pad');
    await db.transaction(async (tx) => {
      const iscwsa = await writeEdmImport(tx, projectId, 'iscwsa-clearance-r4.edm.xml', parseEdmXml(readFileSync(ISCWSA_EDM_FILE, 'utf8')), null);
      log(`project EDM: ISCWSA clearance set (${iscwsa.counts.wells} wells, ${iscwsa.counts.stations} stations)`);
      if (pad) {
        const r = await writeEdmImport(tx, projectId, 'red-hawk-pad.edm.xml', parseEdmXml(pad), null);
        log(`project EDM: Red Hawk pad (${r.counts.wells} wells, ${r.counts.linked_wells} linked, ${r.counts.designs} designs)`);
      }
    });
  },
};
