import { formatDuration } from './duration';

/** '45 min', '5 h', '3 d': how long ago, to the unit a reader compares (data ages, last readings). */
export function ageText(ageS: number): string {
  const s = Math.max(0, ageS);
  if (s < 3600) return `${Math.round(s / 60)} min`;
  if (s < 2 * 86400) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86400)} d`;
}

/**
 * How old a reading is, as a headline says it: 'live' within 2 s, then '14m 48s ago' within the
 * hour, then '5 h ago', '186 d ago' (not '4465h 14m 48s ago').
 */
export function agoText(ageS: number): string {
  if (ageS <= 2) return 'live';
  return `${ageS < 3600 ? formatDuration(ageS) : ageText(ageS)} ago`;
}
