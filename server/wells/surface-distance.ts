/**
 * Wells near a well by surface location, for the offset searches of drilling (wells/{id}/offset_search)
 * and completions (completions/{id}/offset_search): the well's location and the distance expression
 * are written once here.
 */
import { z } from 'zod';
import type { Queryable } from '../db/db';

/**
 * SQL: surface distance in metres from (latParam, lonParam) to the location of well `alias`.
 * Equirectangular distance is accurate to well under 1% over the few kilometres offsets span.
 */
export const surfaceDistanceSql = (alias: string, latParam: string, lonParam: string) =>
  `6371000 * sqrt(power(radians(${alias}.latitude - ${latParam}), 2) + power(cos(radians((${latParam} + ${alias}.latitude) / 2)) * radians(${alias}.longitude - ${lonParam}), 2))`;

/** A well's surface location; null when it has none (nothing is near it then). */
export async function surfaceLocationOf(db: Queryable, wellId: string): Promise<{ latitude: number; longitude: number } | null> {
  const r = (await db.query<{ latitude: number | null; longitude: number | null }>('select latitude, longitude from wells where id = $1', [wellId])).rows[0];
  return r && r.latitude !== null && r.longitude !== null ? { latitude: Number(r.latitude), longitude: Number(r.longitude) } : null;
}

/** The search radius of an offset search, metres. */
export const offsetRadiusM = z.coerce.number({ error: 'must be a radius in metres' }).min(1).max(100_000);
