import type { DefinitiveDesign } from '../../../api/directional';

/**
 * The definitive plan as "kick off, curve, hold to TD": its last kick-off from vertical (a top-hole
 * nudge drops back to vertical before it), that curve's build rate, the plan's greatest inclination
 * with its azimuth, and its TD. Null when the plan has no such curve.
 */
export function kopCurveHoldOf(
  d: Pick<DefinitiveDesign, 'sections'> | null,
): { kop_md: number; dls: number; hold_inc: number; az: number; td_md: number } | null {
  const sections = d?.sections ?? [];
  const kop = sections.filter((x) => x.kind === 'curve' && x.dls > 0 && (x.inc_from ?? 0) <= 5 && (x.inc_to ?? 0) > (x.inc_from ?? 0)).at(-1);
  const last = sections.at(-1);
  if (!kop || !last) return null;
  const after = sections.filter((x) => x.from_md >= kop.from_md);
  const steepest = after.reduce((a, x) => ((x.inc_to ?? 0) > (a.inc_to ?? 0) ? x : a), kop);
  if (steepest.inc_to === undefined || steepest.az_to === undefined) return null;
  return { kop_md: kop.from_md, dls: kop.dls, hold_inc: steepest.inc_to, az: steepest.az_to, td_md: last.to_md };
}
