/**
 * Notes and annotations calls (issue 18 part 4; spec 7.11 "lists and items of user_comments,
 * incident, recommendation and message"): wells/{id}/user_comments, recommendations, hazards,
 * messages; wells/{id}/annotations over a time or depth range; template_notes. Times are epoch
 * seconds, depths metres.
 */
import { NOTE_KIND_ACCESS, type AnnotationDto, type HAZARD_SEVERITIES, type NoteDto, type NoteKind, type VISIBILITIES } from '../domain/notes/note-kinds';
import { api } from './request';

type Visibility = (typeof VISIBILITIES)[number];

export type { NoteDto };

export interface NoteInput {
  time?: number | null;
  depth_m?: number | null;
  title?: string;
  body: string;
  visibility?: Visibility;
  /** Hazards only. */
  severity?: (typeof HAZARD_SEVERITIES)[number] | null;
}

export interface TemplateNoteDto {
  id: string;
  template: string;
  body: string;
  visibility: Visibility;
  author: string;
  own: boolean;
  created_at: string;
  updated_at: string;
}

const base = (wellId: string, kind: NoteKind) => `wells/${encodeURIComponent(wellId)}/${NOTE_KIND_ACCESS[kind].path}`;

export const fetchNotes = (wellId: string, kind: NoteKind) => api.get<{ data: NoteDto[] }>(base(wellId, kind), undefined, { hideMessage: true });
export const addNote = (wellId: string, kind: NoteKind, input: NoteInput) => api.post<{ data: NoteDto }>(base(wellId, kind), input, { hideMessage: true });
export const updateNote = (wellId: string, kind: NoteKind, id: string, input: Partial<NoteInput>) =>
  api.patch<{ data: NoteDto }>(`${base(wellId, kind)}/${encodeURIComponent(id)}`, input, { hideMessage: true });
export const deleteNote = (wellId: string, kind: NoteKind, id: string) =>
  api.delete(`${base(wellId, kind)}/${encodeURIComponent(id)}`, undefined, { hideMessage: true });

export type AnnotationRange = { from: number; to: number } | { depth_from: number; depth_to: number };

export const fetchAnnotations = (wellId: string, range: AnnotationRange) =>
  api.get<{ data: AnnotationDto[] }>(`wells/${encodeURIComponent(wellId)}/annotations`, range, { hideMessage: true, quiet: true });

export const fetchTemplateNotes = (template: string) => api.get<{ data: TemplateNoteDto[] }>('template_notes', { template }, { hideMessage: true });
export const addTemplateNote = (input: { template: string; body: string; visibility: Visibility }) =>
  api.post<{ data: TemplateNoteDto }>('template_notes', input, { hideMessage: true });
export const updateTemplateNote = (id: string, input: { body?: string; visibility?: Visibility }) =>
  api.patch<{ data: TemplateNoteDto }>(`template_notes/${encodeURIComponent(id)}`, input, { hideMessage: true });
export const deleteTemplateNote = (id: string) => api.delete(`template_notes/${encodeURIComponent(id)}`, undefined, { hideMessage: true });
