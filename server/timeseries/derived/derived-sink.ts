/**
 * Writes what the pipeline finalised. Every write is an upsert keyed by its start time, so writing
 * the same seconds twice (a live simulator resuming from its last saved state after a crash, a
 * recalculation) leaves one row per interval, stand, trip or reading.
 */
import type { Queryable } from '../../db/db';
import type { PipelineOutput } from './well-pipeline';

const json = (v: unknown) => JSON.stringify(v);

export async function writeDerived(db: Queryable, wellId: string, out: PipelineOutput): Promise<void> {
  for (const g of out.intervals) {
    if (!g.rows.length) continue;
    await db.query(
      `insert into log_intervals (well_id, source, start_s, end_s, code, hole_from_m, hole_to_m, bit_from_m, bit_to_m)
       select $1, $2, (x->>0)::bigint, (x->>1)::bigint, (x->>2)::smallint, (x->>3)::float8, (x->>4)::float8, (x->>5)::float8, (x->>6)::float8
       from jsonb_array_elements($3::jsonb) x
       on conflict (well_id, source, start_s) do update set end_s = excluded.end_s, code = excluded.code, hole_from_m = excluded.hole_from_m,
         hole_to_m = excluded.hole_to_m, bit_from_m = excluded.bit_from_m, bit_to_m = excluded.bit_to_m`,
      [wellId, g.source, json(g.rows.map((r) => [r.startS, r.endS, r.code, r.holeFromM, r.holeToM, r.bitFromM, r.bitToM]))],
    );
  }
  for (const g of out.bins) {
    if (!g.rows.length) continue;
    await db.query(
      `insert into log_activity_bins (well_id, source, bin_s, seconds, rotary_m, slide_m, rotary_s, slide_s)
       select $1, $2, (x->>0)::bigint, array(select jsonb_array_elements_text(x->1)::int), (x->>2)::float8, (x->>3)::float8, (x->>4)::int, (x->>5)::int
       from jsonb_array_elements($3::jsonb) x
       on conflict (well_id, source, bin_s) do update set seconds = excluded.seconds, rotary_m = excluded.rotary_m, slide_m = excluded.slide_m,
         rotary_s = excluded.rotary_s, slide_s = excluded.slide_s`,
      [wellId, g.source, json(g.rows.map((b) => [b.binS, b.seconds, b.rotaryM, b.slideM, b.rotaryS, b.slideS]))],
    );
  }
  if (out.stands.length) {
    await db.query(
      `insert into log_stands (well_id, start_s, end_s, stand) select $1, (x->>'startMs')::bigint / 1000, (x->>'endMs')::bigint / 1000, x
       from jsonb_array_elements($2::jsonb) x on conflict (well_id, start_s) do update set end_s = excluded.end_s, stand = excluded.stand`,
      [wellId, json(out.stands)],
    );
  }
  if (out.trips.length) {
    await db.query(
      `insert into log_trips (well_id, start_s, end_s, direction, trip) select $1, (x->>'startMs')::bigint / 1000, (x->>'endMs')::bigint / 1000, x->>'direction', x
       from jsonb_array_elements($2::jsonb) x on conflict (well_id, start_s) do update set end_s = excluded.end_s, direction = excluded.direction, trip = excluded.trip`,
      [wellId, json(out.trips)],
    );
  }
  if (out.zeros.length) {
    await db.query(
      `insert into log_zero_readings (well_id, channel, time_s, reading) select $1, x->>'channel', (x->>'timeMs')::bigint / 1000, x
       from jsonb_array_elements($2::jsonb) x on conflict (well_id, channel, time_s) do update set reading = excluded.reading`,
      [wellId, json(out.zeros)],
    );
  }
  for (const n of out.notes) await writeNote(db, wellId, n);
}

/**
 * A note extends the row of the same note that it touches or overlaps (consecutive runs say the same
 * thing about consecutive seconds), else starts a row. The latest wording wins (a count, a figure).
 */
async function writeNote(db: Queryable, wellId: string, n: PipelineOutput['notes'][number]): Promise<void> {
  await db.query(
    `with joined as (
       update log_detection_notes set from_s = least(from_s, $4), to_s = greatest(to_s, $5), message = $6, assumed = $7
        where well_id = $1 and code = $2 and subject = $3 and from_s <= $5 and to_s >= $4
        returning 1)
     insert into log_detection_notes (well_id, code, subject, from_s, to_s, message, assumed)
     select $1, $2, $3, $4, $5, $6, $7 where not exists (select 1 from joined)
     on conflict (well_id, code, subject, from_s) do update set to_s = greatest(log_detection_notes.to_s, excluded.to_s), message = excluded.message, assumed = excluded.assumed`,
    [wellId, n.note.code, n.note.input, n.fromS, n.toS, n.note.message, n.note.assumed],
  );
}

/** Derived rows of a well from `fromS` on (or all): before regenerating or recalculating that range. */
export async function deleteDerived(db: Queryable, wellId: string, fromS = -Infinity, toS = Infinity): Promise<void> {
  const lo = Number.isFinite(fromS) ? fromS : -9e15;
  const hi = Number.isFinite(toS) ? toS : 9e15;
  await db.query('delete from log_intervals where well_id = $1 and start_s >= $2 and start_s < $3', [wellId, lo, hi]);
  await db.query('delete from log_activity_bins where well_id = $1 and bin_s >= $2 and bin_s < $3', [wellId, lo, hi]);
  await db.query('delete from log_stands where well_id = $1 and start_s >= $2 and start_s < $3', [wellId, lo, hi]);
  await db.query('delete from log_trips where well_id = $1 and start_s >= $2 and start_s < $3', [wellId, lo, hi]);
  await db.query('delete from log_zero_readings where well_id = $1 and time_s >= $2 and time_s < $3', [wellId, lo, hi]);
  await deleteNotes(db, wellId, lo, hi);
}

/** Notes of [fromS, toS) go; a note reaching outside keeps its outside part. */
export async function deleteNotes(db: Queryable, wellId: string, fromS: number, toS: number): Promise<void> {
  await db.query('delete from log_detection_notes where well_id = $1 and from_s >= $2 and to_s <= $3', [wellId, fromS, toS]);
  await db.query('update log_detection_notes set to_s = $2 where well_id = $1 and from_s < $2 and to_s > $2 and to_s <= $3', [wellId, fromS, toS]);
  await db.query('update log_detection_notes set from_s = $3 where well_id = $1 and from_s >= $2 and from_s < $3 and to_s > $3', [wellId, fromS, toS]);
}
