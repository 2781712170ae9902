/**
 * SWR keys of directional data: ['directional', wellId, what, params]. Every answer of a well
 * shares the prefix, so one survey-updated message (or one edit here) refreshes them all at once.
 */
import { mutate } from 'swr';

export const DIRECTIONAL = 'directional';

export type DirectionalKey = readonly [typeof DIRECTIONAL, string, string, Readonly<Record<string, unknown>>];

export function directionalKey(wellId: string, what: string, params: Readonly<Record<string, unknown>> = {}): DirectionalKey {
  return [DIRECTIONAL, wellId, what, params];
}

export function isKeyOfWell(key: unknown, wellId: string): boolean {
  return Array.isArray(key) && key[0] === DIRECTIONAL && key[1] === wellId;
}

/** Any directional key (offsets' answers depend on other wells: anti-collision). */
export function isDirectionalKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === DIRECTIONAL;
}

const lastRevision = new Map<string, number>();

/**
 * Re-fetch every directional answer of the well (and the anti-collision answers of wells that may
 * see it as an offset). A message carrying a revision already handled is ignored, so N panes of one
 * well subscribed to the same topic cause one refresh, not N.
 */
export async function refreshWell(wellId: string, revision?: number): Promise<void> {
  if (revision !== undefined) {
    if ((lastRevision.get(wellId) ?? -1) >= revision) return;
    lastRevision.set(wellId, revision);
  }
  await mutate((key) => isKeyOfWell(key, wellId) || (isDirectionalKey(key) && AC_ANSWERS.has((key as DirectionalKey)[2])));
}

/** Answers that read other wells' trajectories as offsets. */
export const AC_ANSWERS = new Set(['ac-summary', 'ac-report', 'ac-risk', 'ac-lookahead', 'cylinder', 'ladder', 'offsets']);
