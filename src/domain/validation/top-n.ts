import { TOP_N_CHOICES } from '../constants/alerts-and-reports';
import { messages } from './messages';
import { isEmptyInput, type Rule } from './rule';

/** Where a top-N list is chosen: only alert lists may show the top 10. */
export type TopNScope = 'alerts' | 'other';

export function topNChoices(scope: TopNScope): number[] {
  return TOP_N_CHOICES.filter((c) => scope === 'alerts' || !c.alertsOnly).map((c) => c.n);
}

export function topN(scope: TopNScope): Rule<unknown> {
  const allowed = topNChoices(scope);
  return (value) => (isEmptyInput(value) || allowed.includes(Number(value)) ? true : messages.topNChoice(allowed));
}
