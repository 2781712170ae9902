/**
 * The mud a BHA or a casing string saw, for its buoyed weight: the last mud report checked while the
 * hole was between the interval's top and bottom, else the mud program's section holding the bottom
 * (the middle of its planned window), else the section drilled with the same bit size; else none, and
 * the answer says so instead of guessing.
 */
import type { Queryable } from '../db/db';
import type { MudSection } from '../../src/domain/drilling/mud/mud-program';
import { readMudProgram } from '../mud/mud-store';

export interface MudUsed {
  density_kg_m3: number;
  source: string;
}

export async function mudForInterval(
  db: Queryable,
  wellId: string,
  fromM: number | null,
  toM: number | null,
  holeSizeIn: number,
  /** The well's mud program when the caller has read it already (one read for a whole casing program). */
  known?: readonly MudSection[],
): Promise<MudUsed | null> {
  if (toM !== null) {
    const { rows } = await db.query<{ density_kg_m3: number; report_date: string | Date; hole_depth_m: number }>(
      `select density_kg_m3, report_date, hole_depth_m from mud_reports where well_id = $1 and hole_depth_m > $2 and hole_depth_m <= $3
       order by at_s desc limit 1`,
      [wellId, fromM ?? 0, toM],
    );
    if (rows[0]) {
      const d = rows[0].report_date instanceof Date ? rows[0].report_date.toISOString().slice(0, 10) : String(rows[0].report_date).slice(0, 10);
      return { density_kg_m3: Number(rows[0].density_kg_m3), source: `mud report of ${d} at ${Math.round(Number(rows[0].hole_depth_m))} m` };
    }
  }
  const program = known ?? (await readMudProgram(db, wellId));
  const bySection = toM === null ? undefined : program.find((s) => toM > s.fromM && toM <= s.toM + 0.5);
  const bySize = program.find((s) => Math.abs(s.holeSizeIn - holeSizeIn) <= 0.5);
  const s = bySection ?? bySize;
  if (!s) return null;
  return { density_kg_m3: (s.densityMinKgM3 + s.densityMaxKgM3) / 2, source: `mud program, ${s.name} (middle of the planned window)` };
}

export const NO_MUD = 'No mud report or mud program covers this interval: buoyed weight not computed.';
