/** The line beside a plan's title: which plan, what kind, how deep, when changed. */
import type { PlanSummary } from '../../../api/directional';
import { formatDate } from '../../../domain/format';
import { depthText, joinContext } from '../shared/context';
import type { DisplayUnits } from '../shared/display-units';

export function planContext(u: DisplayUnits, wellName: string | null, p: PlanSummary | null | undefined): string {
  if (!p) return wellName ?? '';
  return joinContext(
    wellName,
    p.name,
    p.is_definitive ? 'definitive' : null,
    p.variant.toLowerCase(),
    p.md_from !== null && p.md_to !== null ? `${depthText(u, p.md_from)} – ${depthText(u, p.md_to)} MD` : null,
    `changed ${formatDate(p.updated_at * 1000)}`,
  );
}
