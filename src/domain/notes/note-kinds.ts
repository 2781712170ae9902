/**
 * Notes and annotations of a well (issue 18 part 4; spec 3.6 "Annotation kinds: BHA, rig messages,
 * notes, incidents, recommendations, hazards", 7.11 "user_comments, incident, recommendation and
 * message"): the kinds people write, their sharing scopes and the limits, shared by client and server.
 */

/** Written by people, stored in well_notes; incidents live in the journal (issue 15) and are read from there. */
export const NOTE_KINDS = ['comment', 'recommendation', 'hazard', 'message'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/**
 * Each written kind's API path under wells/{id}/ and the well permissions to read and to write it,
 * for the server's routes and the client's calls and tabs. Rig messages are the crew's: they read the
 * logs and keep the time log.
 */
export const NOTE_KIND_ACCESS: Readonly<Record<NoteKind, { path: string; view: string; edit: string }>> = {
  comment: { path: 'user_comments', view: 'VIEW_WELL', edit: 'COMMENT_ONLY_ME' },
  recommendation: { path: 'recommendations', view: 'VIEW_RECOMMENDATIONS', edit: 'EDIT_RECOMMENDATIONS' },
  hazard: { path: 'hazards', view: 'VIEW_HAZARDS', edit: 'EDIT_HAZARDS' },
  message: { path: 'messages', view: 'VIEW_LOGS', edit: 'EDIT_TIMELOG' },
};

/** Every kind the annotations read answers: the written ones, the journal's troubles and the BHA changes (runs in). */
export const ANNOTATION_KINDS = [...NOTE_KINDS, 'incident', 'bha'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

export const ANNOTATION_LABELS: Readonly<Record<AnnotationKind, string>> = {
  comment: 'Comment',
  recommendation: 'Recommendation',
  hazard: 'Hazard',
  message: 'Rig message',
  incident: 'Trouble',
  bha: 'BHA change',
};

/** Sharing scopes (spec 3.9). Only comments are private-able; the other kinds are for everyone on the well. */
export const VISIBILITIES = ['ONLY_ME', 'EVERYONE'] as const;

export const NOTE_TITLE_MAX = 200;
/** Markdown source, characters: a page of text, not a document store. */
export const NOTE_BODY_MAX = 10_000;

/** Hazard severity (migration 023: low, medium, high; the spec names no list), for the marker colour and the list. */
export const HAZARD_SEVERITIES = ['low', 'medium', 'high'] as const;
export type HazardSeverity = (typeof HAZARD_SEVERITIES)[number];

/** How a severity reads in the form, the list's badge and a log mark's label: text, never colour alone. */
export const HAZARD_SEVERITY_LABELS: Readonly<Record<HazardSeverity, string>> = { low: 'Low', medium: 'Medium', high: 'High' };

/** One annotation as the annotations read answers it: at a time, a depth or both. */
export interface AnnotationDto {
  id: string;
  kind: AnnotationKind;
  /** Epoch seconds; troubles also have an end. */
  time: number | null;
  end_time: number | null;
  depth_m: number | null;
  title: string;
  text: string;
  /** A hazard's severity; null for the other kinds and an unrated hazard. */
  severity: string | null;
}

/** A note as the API answers it (server note-store, client api/notes). */
export interface NoteDto {
  id: string;
  kind: NoteKind;
  time: number | null;
  depth_m: number | null;
  title: string;
  body: string;
  visibility: (typeof VISIBILITIES)[number];
  severity: string | null;
  author: string;
  own: boolean;
  created_at: string;
  updated_at: string;
}
