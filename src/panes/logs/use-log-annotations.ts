/**
 * The well's annotations (comments, recommendations, hazards, rig messages, troubles: GET
 * wells/{id}/annotations) over the visible window of a time or depth log, as marks for <LogView>.
 * Off the live path: fetched with SWR for the window widened by half a span each side and rounded,
 * so scrolling and live seconds do not refetch, and refreshed once a minute.
 */
import { useMemo } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchAnnotations, type AnnotationRange } from '../../api/notes';
import { markdownText } from '../../domain/notes/markdown';
import { ANNOTATION_LABELS, HAZARD_SEVERITY_LABELS, type AnnotationDto, type AnnotationKind, type HazardSeverity } from '../../domain/notes/note-kinds';
import type { LogMark } from '../../features/log-tracks/log-marks';
import type { IndexAxis } from '../../features/log-tracks/track-types';

const COLOURS: Record<AnnotationKind, string> = {
  comment: '#1565c0',
  recommendation: '#2e7d32',
  hazard: '#ef6c00',
  message: '#6a1b9a',
  incident: '#c62828',
  bha: '#6d4c41',
};

/** A hazard's mark takes its severity's colour (and its label the severity's name). */
// High is a deep magenta, not red: the troubles' red (#c62828) sits on the same logs.
const HAZARD_COLOURS: Record<HazardSeverity, string> = { low: '#f9a825', medium: '#ef6c00', high: '#ad1457' };

const REFRESH_MS = 60_000;

export function markOf(a: AnnotationDto, axis: IndexAxis): LogMark | null {
  const at = axis === 'time' ? a.time : a.depth_m;
  if (at === null) return null;
  const text = markdownText(a.text).trim();
  const severity = a.kind === 'hazard' && a.severity && a.severity in HAZARD_SEVERITY_LABELS ? (a.severity as HazardSeverity) : null;
  const label = severity ? `${ANNOTATION_LABELS[a.kind]} (${HAZARD_SEVERITY_LABELS[severity]})` : ANNOTATION_LABELS[a.kind];
  return {
    id: `${a.kind}:${a.id}`,
    at,
    end: axis === 'time' ? a.end_time : null,
    color: severity ? HAZARD_COLOURS[severity] : COLOURS[a.kind],
    label: a.title ? `${label}: ${a.title}` : label,
    title: `${label}: ${a.title}${text && text !== a.title ? `\n${text.slice(0, 500)}` : ''}`,
  };
}

export function useLogAnnotations(wellId: string | null, axis: IndexAxis, from: number, to: number, active: boolean): LogMark[] {
  const span = Math.max(to - from, axis === 'time' ? 60 : 1);
  // Rounded to half a span: a window moved by less than that (live seconds, a small scroll) keeps its key.
  const step = span / 2;
  const lo = Math.max(0, Math.floor((from - step) / step) * step);
  const hi = Math.ceil((to + step) / step) * step;
  const range: AnnotationRange | null =
    !Number.isFinite(lo) || !Number.isFinite(hi) || hi <= lo
      ? null
      : axis === 'time'
        ? { from: Math.floor(lo), to: Math.ceil(hi) }
        : { depth_from: lo, depth_to: Math.min(hi, 20_000) };
  const swr = useOwnedSWR(
    `annotations|${wellId}|${axis}`,
    wellId && active && range ? ['annotations', wellId, axis, lo, hi] : null,
    () => fetchAnnotations(wellId!, range!),
    {
      revalidateOnFocus: false,
      refreshInterval: REFRESH_MS,
      // A viewer without access to annotations sees the log without them.
      shouldRetryOnError: false,
    },
  );
  const data = swr.data?.data;
  return useMemo(() => (data ?? []).flatMap((a) => markOf(a, axis) ?? []), [data, axis]);
}
