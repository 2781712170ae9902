/**
 * A well's manual daily cost lines (GET/POST wells/{id}/daily_costs, PATCH/DELETE …/{line_id}) and
 * the Daily Costs editor's Apply (POST …/daily_costs/batch: added, changed and removed lines at once,
 * all or none). After a change the well's cost answers (charts/cost, charts/completion_cost) are
 * read again, so the day totals, the running total and the cost-vs-AFE curves follow.
 */
import { mutate } from 'swr';
import { api } from './request';

export interface CostLineDto {
  id: string;
  report_date: string;
  cost_code: string;
  amount: number;
  quantity: number;
  description: string;
  created_at: string;
  updated_at: string | null;
}

export interface CostLineInput {
  report_date: string;
  cost_code: string;
  amount: number;
  quantity: number;
  description: string;
}

export interface CostLineBatch {
  add: CostLineInput[];
  update: ({ id: string } & Partial<CostLineInput>)[];
  delete: string[];
}

const lines = (wellId: string) => `wells/${encodeURIComponent(wellId)}/daily_costs`;

/** The SWR key of a well's line list (useSWR(costLinesKey(id), () => fetchCostLines(id))). */
export const costLinesKey = (wellId: string | null) => (wellId ? ['daily-cost-lines', wellId] : null);

export const fetchCostLines = (wellId: string) => api.get<{ data: CostLineDto[] }>(lines(wellId)).then((r) => r.data);

export async function applyCostLines(wellId: string, batch: CostLineBatch): Promise<string> {
  // quiet: a refusal names the field, and the editor marks it there.
  const r = await api.post<{ message: string }>(`${lines(wellId)}/batch`, batch, { hideMessage: true, quiet: true });
  await mutate((k) => Array.isArray(k) && k[1] === wellId && (k[0] === 'daily-cost-lines' || k[0] === 'charts/cost' || k[0] === 'charts/completion_cost'));
  return r.message;
}
