/**
 * A well's casing program as the API answers it: each string with its length, weight in air and
 * buoyed in the mud it was run in, radial clearance, the annular volume of each cement slurry
 * (src/domain/equipment/casing.ts), and where its shoe sits: TVD on the well's trajectory (survey,
 * then the definitive plan) and the geoprognosis there (formation, fracture gradient), when known.
 */
import { interpolateAtMd } from '../../src/domain/directional/interpolate';
import { previousString, stringFigures } from '../../src/domain/equipment/casing';
import { toCasingString } from '../../src/domain/equipment/equipment-schemas';
import { wellTrajectories } from '../directional/directional-cache';
import type { Queryable } from '../db/db';
import { readMudProgram } from '../mud/mud-store';
import { mudForInterval, NO_MUD } from './mud-for-interval';

const COLUMNS =
  'id, well_id, name, casing_type, job_type, status, od_in, id_in, weight_lb_ft, grade, connection, top_m, shoe_m, hole_size_in, slurries, comment, source, updated_at';

type Slurry = { kind: 'lead' | 'tail' | 'unknown'; top_m: number; bottom_m: number; density_kg_m3: number };
const r1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
const r2 = (v: number) => Math.round(v * 100) / 100;

function row(r: Record<string, unknown>) {
  return {
    id: String(r.id),
    name: String(r.name),
    casing_type: String(r.casing_type),
    job_type: String(r.job_type),
    status: String(r.status) as 'planned' | 'set',
    od_in: Number(r.od_in),
    id_in: Number(r.id_in),
    weight_lb_ft: Number(r.weight_lb_ft),
    grade: String(r.grade),
    connection: String(r.connection),
    top_m: Number(r.top_m),
    shoe_m: Number(r.shoe_m),
    hole_size_in: Number(r.hole_size_in),
    slurries: (typeof r.slurries === 'string' ? JSON.parse(r.slurries) : r.slurries) as Slurry[],
    comment: String(r.comment ?? ''),
    source: String(r.source),
    updated_at: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
  };
}

interface Geo {
  tvd_m: number;
  frac_sg: number | null;
  formation: string | null;
}

/** Fracture gradient at a TVD, linear between the prognosis points (null outside them or without any). */
function fracAt(points: readonly Geo[], tvdM: number): number | null {
  const f = points.filter((p) => p.frac_sg !== null);
  for (let i = 0; i + 1 < f.length; i++) {
    const a = f[i];
    const b = f[i + 1];
    if (tvdM >= a.tvd_m && tvdM <= b.tvd_m) return a.frac_sg! + ((b.frac_sg! - a.frac_sg!) * (tvdM - a.tvd_m)) / Math.max(1e-9, b.tvd_m - a.tvd_m);
  }
  return null;
}

function formationAt(points: readonly Geo[], tvdM: number): string | null {
  let out: string | null = null;
  for (const p of points) if (p.tvd_m <= tvdM && p.formation) out = p.formation;
  return out;
}

export async function readCasingProgram(db: Queryable, wellId: string) {
  const { rows } = await db.query<Record<string, unknown>>(`select ${COLUMNS} from casing_strings where well_id = $1 order by shoe_m, od_in desc`, [wellId]);
  const strings = rows.map(row);
  const domain = strings.map((s) => toCasingString(s));
  const trajectory = (await wellTrajectories(db, wellId)).composite();
  const mudProgram = await readMudProgram(db, wellId);
  const { rows: geo } = await db.query<Geo>('select tvd_m, frac_sg, formation from well_pressure_points where well_id = $1 order by tvd_m', [wellId]);
  const geoPts = geo.map((g) => ({ tvd_m: Number(g.tvd_m), frac_sg: g.frac_sg === null ? null : Number(g.frac_sg), formation: g.formation }));
  const out = [];
  for (let i = 0; i < strings.length; i++) {
    const s = strings[i];
    const prev = previousString(domain, domain[i]);
    const prevRow = prev ? strings[domain.indexOf(prev)] : null;
    const mud = await mudForInterval(db, wellId, prevRow?.shoe_m ?? 0, s.shoe_m, s.hole_size_in, mudProgram);
    const f = stringFigures(domain[i], prev, mud?.density_kg_m3 ?? null);
    let shoeTvdM: number | null = null;
    try {
      shoeTvdM = trajectory.length ? interpolateAtMd(trajectory, s.shoe_m).tvdM : null;
    } catch {
      shoeTvdM = null; // below the trajectory's end: the TVD is not known
    }
    const frac = shoeTvdM === null ? null : fracAt(geoPts, shoeTvdM);
    const missing = [...(mud ? [] : [NO_MUD]), ...(shoeTvdM === null ? ['The shoe lies beyond the well\u2019s survey and plan: TVD not known.'] : [])];
    out.push({
      ...s,
      casing_type_label: s.casing_type.charAt(0).toUpperCase() + s.casing_type.slice(1),
      length_m: r1(f.lengthM)!,
      weight_kg_m: r2(s.weight_lb_ft * 1.48816394),
      air_weight_kg: r1(f.airWeightKg)!,
      mud_density_kg_m3: mud?.density_kg_m3 ?? null,
      mud_source: mud?.source ?? null,
      buoyed_weight_kg: r1(f.buoyedWeightKg),
      clearance_in: Math.round(f.clearanceIn * 10_000) / 10_000,
      cement_top_m: f.cementTopM,
      previous_string_id: prevRow?.id ?? null,
      slurries: s.slurries.map((x, k) => ({ ...x, volume_m3: r2(f.slurryVolumesM3[k]) })),
      cement_volume_m3: r2(f.slurryVolumesM3.reduce((a, b) => a + b, 0)),
      shoe_tvd_m: r1(shoeTvdM),
      shoe_formation: shoeTvdM === null ? null : formationAt(geoPts, shoeTvdM),
      shoe_frac_sg: frac === null ? null : Math.round(frac * 1000) / 1000,
      missing,
    });
  }
  return out;
}

/** The well's rows as the domain sees them, for checks against the rest of the program. */
export async function readCasingRows(db: Queryable, wellId: string) {
  const { rows } = await db.query<Record<string, unknown>>(`select ${COLUMNS} from casing_strings where well_id = $1`, [wellId]);
  return rows.map(row);
}

/** The deepest surveyed MD of the well (how far it has been drilled), null before the first survey. */
export async function drilledMdM(db: Queryable, wellId: string): Promise<number | null> {
  const last = (await wellTrajectories(db, wellId)).fact().at(-1);
  return last ? Math.round(last.mdM * 10) / 10 : null;
}
