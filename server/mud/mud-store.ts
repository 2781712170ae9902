/**
 * Rows of migration 025 as the API answers them: mud reports (epoch seconds, metres, the property
 * units in the field names) and the well's mud program.
 */
import { mudBasinOfField, mudProgramFor, type MudSection, type MudType, type SectionId } from '../../src/domain/drilling/mud/mud-program';
import { MUD_PROPERTIES, type MudProductDto, type MudReportDto } from '../../src/domain/drilling/mud/mud-report-dto';
import type { Queryable } from '../db/db';

/** The report table's property columns (declared once with the answer's shape). */
export const MUD_PROPERTY_COLUMNS = MUD_PROPERTIES;
export type { MudReportDto };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const COLUMNS = `id, to_char(report_date, 'YYYY-MM-DD') as day, at_s, section, hole_depth_m, bit_depth_m, mud_type, ${MUD_PROPERTY_COLUMNS.join(', ')}, products, comment, source`;

function view(r: Record<string, unknown>): MudReportDto {
  const raw = typeof r.products === 'string' ? JSON.parse(r.products) : r.products;
  const products = (Array.isArray(raw) ? raw : []) as MudProductDto[];
  const props = Object.fromEntries(MUD_PROPERTY_COLUMNS.map((c) => [c, num(r[c])])) as Record<(typeof MUD_PROPERTY_COLUMNS)[number], number | null>;
  return {
    id: String(r.id),
    date: String(r.day),
    at: Number(r.at_s),
    section: String(r.section),
    hole_depth_m: num(r.hole_depth_m),
    bit_depth_m: num(r.bit_depth_m),
    mud_type: r.mud_type as MudType,
    ...props,
    products,
    products_cost: Math.round(products.reduce((a, p) => a + Number(p.cost), 0) * 100) / 100,
    comment: String(r.comment ?? ''),
    source: r.source === 'demo' ? 'demo' : 'user',
  };
}

/** Reports checked in [fromS, toS), by time. */
export async function readMudReports(db: Queryable, wellId: string, fromS = 0, toS = Number.MAX_SAFE_INTEGER): Promise<MudReportDto[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${COLUMNS} from mud_reports where well_id = $1 and at_s >= $2 and at_s < $3 order by at_s, report_date`,
    [wellId, fromS, toS],
  );
  return rows.map(view);
}

export async function readMudReport(db: Queryable, wellId: string, id: string): Promise<MudReportDto | null> {
  const { rows } = await db.query<Record<string, unknown>>(`select ${COLUMNS} from mud_reports where well_id = $1 and id = $2`, [wellId, id]);
  return rows[0] ? view(rows[0]) : null;
}

export async function readMudProgram(db: Queryable, wellId: string): Promise<MudSection[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select section, name, from_m, to_m, hole_size_in, mud_type, density_min_kg_m3, density_max_kg_m3 from mud_program_sections
     where well_id = $1 order by from_m`,
    [wellId],
  );
  return rows.map((r) => ({
    id: r.section as SectionId,
    name: String(r.name),
    fromM: Number(r.from_m),
    toM: Number(r.to_m),
    holeSizeIn: Number(r.hole_size_in),
    mudType: r.mud_type as MudType,
    densityMinKgM3: Number(r.density_min_kg_m3),
    densityMaxKgM3: Number(r.density_max_kg_m3),
  }));
}

/**
 * The program a well is planned with by its basin (from its field, not its name), its sections ending
 * at the surface and intermediate casing shoes of its casing program where it has both (a Bakken
 * well's landing point, an archive well's casing points): what the demo seed writes, and what a
 * design of a well without a written program is generated from.
 */
export async function basinMudProgram(db: Queryable, wellId: string, tdM: number): Promise<MudSection[]> {
  const [{ rows: well }, { rows: shoes }] = await Promise.all([
    db.query<{ field: string | null }>('select field from wells where id = $1', [wellId]),
    db.query<{ casing_type: string; shoe_m: number }>(
      `select casing_type, shoe_m from casing_strings where well_id = $1 and casing_type in ('surface', 'intermediate') order by shoe_m`,
      [wellId],
    ),
  ]);
  const shoe = (type: string) => Number(shoes.find((r) => r.casing_type === type)?.shoe_m ?? NaN);
  const [surfaceM, intermediateM] = [shoe('surface'), shoe('intermediate')];
  const casing = surfaceM > 0 && intermediateM > surfaceM && intermediateM < tdM ? { surfaceM, intermediateM } : null;
  return mudProgramFor(mudBasinOfField(well[0]?.field), tdM, casing);
}

export async function writeMudProgram(db: Queryable, wellId: string, program: readonly MudSection[]): Promise<void> {
  for (const s of program) {
    await db.query(
      `insert into mud_program_sections (well_id, section, name, from_m, to_m, hole_size_in, mud_type, density_min_kg_m3, density_max_kg_m3)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (well_id, section) do nothing`,
      [wellId, s.id, s.name, s.fromM, s.toM, s.holeSizeIn, s.mudType, s.densityMinKgM3, s.densityMaxKgM3],
    );
  }
}

/** Insert or replace one section of a well's mud program. */
export async function upsertMudProgramSection(db: Queryable, wellId: string, s: MudSection): Promise<void> {
  await db.query(
    `insert into mud_program_sections (well_id, section, name, from_m, to_m, hole_size_in, mud_type, density_min_kg_m3, density_max_kg_m3)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (well_id, section) do update set name = excluded.name, from_m = excluded.from_m, to_m = excluded.to_m,
       hole_size_in = excluded.hole_size_in, mud_type = excluded.mud_type, density_min_kg_m3 = excluded.density_min_kg_m3,
       density_max_kg_m3 = excluded.density_max_kg_m3`,
    [wellId, s.id, s.name, s.fromM, s.toM, s.holeSizeIn, s.mudType, s.densityMinKgM3, s.densityMaxKgM3],
  );
}

export async function deleteMudProgramSection(db: Queryable, wellId: string, section: string): Promise<void> {
  await db.query('delete from mud_program_sections where well_id = $1 and section = $2', [wellId, section]);
}
