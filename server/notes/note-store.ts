/**
 * Reading notes of a well and the annotations over a time or depth range (issue 18 part 4). The
 * visibility rule is written once here: an ONLY_ME note is seen by its author alone (administrators
 * included); every read of well_notes goes through `visibleTo`.
 */
import { ANNOTATION_LABELS, type AnnotationDto, type AnnotationKind, type NoteDto, type NoteKind } from '../../src/domain/notes/note-kinds';
import { troubleLabel } from '../../src/domain/drilling/journal/troubles';
import type { Queryable } from '../db/db';
import { readTroubles } from '../journal/journal-store';

export interface NoteRow extends NoteDto {
  author_id: string | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** SQL condition: the note (alias n) is visible to the user in parameter `userParam`. */
const visibleTo = (userParam: string) => `(n.visibility = 'EVERYONE' or n.created_by = ${userParam})`;

export interface NoteFilter {
  fromS?: number;
  toS?: number;
  depthFromM?: number;
  depthToM?: number;
  id?: string;
}

/** Notes of the given kinds that the user may see, newest anchor first, optionally in a time or depth range. */
export async function readNotes(db: Queryable, wellId: string, userId: string, kinds: readonly NoteKind[], f: NoteFilter = {}): Promise<NoteRow[]> {
  if (!kinds.length) return [];
  const args: unknown[] = [wellId, userId, kinds];
  const where = ['n.well_id = $1', visibleTo('$2'), 'n.kind = any($3)'];
  const add = (sql: string, v: unknown) => {
    args.push(v);
    where.push(sql.replace('?', `$${args.length}`));
  };
  if (f.id) add('n.id = ?', f.id);
  if (f.fromS !== undefined) add('n.at_s >= ?', f.fromS);
  if (f.toS !== undefined) add('n.at_s < ?', f.toS);
  if (f.depthFromM !== undefined) add('n.depth_m >= ?', f.depthFromM);
  if (f.depthToM !== undefined) add('n.depth_m <= ?', f.depthToM);
  const { rows } = await db.query<Record<string, unknown>>(
    `select n.id, n.kind, n.at_s, n.depth_m, n.title, n.body, n.visibility, n.severity, n.created_by, coalesce(u.name, '') as author,
            n.created_at, n.updated_at
       from well_notes n left join users u on u.id = n.created_by
      where ${where.join(' and ')}
      order by n.at_s desc nulls last, n.depth_m desc nulls last, n.created_at desc
      limit 2000`,
    args,
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as NoteKind,
    time: num(r.at_s),
    depth_m: num(r.depth_m),
    title: String(r.title ?? ''),
    body: String(r.body ?? ''),
    visibility: r.visibility === 'ONLY_ME' ? 'ONLY_ME' : 'EVERYONE',
    severity: r.severity === null ? null : String(r.severity),
    author_id: r.created_by === null ? null : String(r.created_by),
    author: String(r.author),
    own: r.created_by === userId,
    created_at: new Date(r.created_at as string).toISOString(),
    updated_at: new Date(r.updated_at as string).toISOString(),
  }));
}

/** A note row for writing: null when it does not exist or the user may not see it (both answer 404). */
export async function readVisibleNote(db: Queryable, wellId: string, userId: string, kind: NoteKind, id: string): Promise<NoteRow | null> {
  return (await readNotes(db, wellId, userId, [kind], { id }))[0] ?? null;
}

export interface AnnotationRange {
  /** Time range, epoch seconds, [fromS, toS). */
  fromS?: number;
  toS?: number;
  /** Depth range, metres, inclusive. */
  depthFromM?: number;
  depthToM?: number;
}

const firstLine = (s: string, max = 120) => {
  const line = s.split('\n').find((l) => l.trim()) ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * Every annotation of the well in a time range or a depth range that the user may see: notes of the
 * kinds given (the caller passes the kinds the user's permissions allow) and troubles when
 * `incidents` is true. A trouble is in a time range when its span overlaps it.
 */
export async function readAnnotations(
  db: Queryable,
  wellId: string,
  userId: string,
  noteKinds: readonly NoteKind[],
  incidents: boolean,
  r: AnnotationRange,
): Promise<AnnotationDto[]> {
  const notes = await readNotes(db, wellId, userId, noteKinds, r);
  const out: AnnotationDto[] = notes.map((n) => ({
    id: n.id,
    kind: n.kind,
    time: n.time,
    end_time: null,
    depth_m: n.depth_m,
    title: n.title || firstLine(n.body) || ANNOTATION_LABELS[n.kind],
    text: n.body,
    severity: n.severity,
  }));
  if (incidents) {
    const byTime = r.fromS !== undefined || r.toS !== undefined;
    const troubles = byTime ? await readTroubles(db, wellId, r.fromS ?? 0, r.toS ?? Number.MAX_SAFE_INTEGER) : await readTroubles(db, wellId);
    for (const t of troubles) {
      if (!byTime && (t.depthM === null || t.depthM < (r.depthFromM ?? -Infinity) || t.depthM > (r.depthToM ?? Infinity))) continue;
      out.push({
        id: t.id,
        kind: 'incident' satisfies AnnotationKind,
        time: t.startS,
        end_time: t.endS,
        depth_m: t.depthM,
        title: troubleLabel(t.type),
        text: t.description,
        severity: null,
      });
    }
  }
  const key = (a: AnnotationDto) => a.time ?? a.depth_m ?? 0;
  return out.sort((a, b) => key(a) - key(b));
}
