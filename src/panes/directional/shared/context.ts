/** The one-line context a pane shows beside its title: whose numbers, how many, how deep, which north. */
import { formatWithUnit } from '../../../domain/units';
import type { SurveysAnswer } from '../../../api/directional';
import type { DisplayUnits } from './display-units';

export function depthText(u: DisplayUnits, mdM: number | null | undefined, decimals?: number): string {
  return formatWithUnit(u.length.show(mdM ?? null), u.length.unit, decimals === undefined ? {} : { decimals });
}

export function joinContext(...parts: (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' · ');
}

export function surveyContext(u: DisplayUnits, wellName: string | null, d: SurveysAnswer | undefined): string {
  if (!d) return wellName ?? '';
  const stations = d.stations.filter((s) => !s.is_tie_in && !s.interpolated);
  const last = d.stations.at(-1);
  return joinContext(
    wellName,
    d.type === 'PLAN' && d.plan ? d.plan.name : null,
    `${stations.length} station${stations.length === 1 ? '' : 's'}`,
    last ? `to ${depthText(u, last.md)} MD` : null,
    `${d.settings.north_reference} north`,
    `rev ${d.revision}`,
  );
}
