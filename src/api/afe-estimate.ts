/** GET wells/{id}/afe_estimates/{estimate_id}: one AFE estimate's plan and the period's costs priced by it. */
import { dataRequestReady } from '../domain/validation/request-guards';
import type { CostData, PeriodPayload } from './logs/analytics';
import { api } from './request';
import { RequestError } from './request-error';

export interface AfeEstimateData {
  estimate: {
    id: string;
    name: string;
    currency: string;
    contingency: number;
    is_active: boolean;
    curve: { depth_m: number; days: number; cost: number; interval_days: number; interval_m: number }[];
    rates: { code: string; name: string; basis: 'day' | 'metre'; rate: number; planned_to_td: number | null }[];
    td_m: number | null;
    td_days: number | null;
  };
  estimates: { id: string; name: string; is_active: boolean }[];
  costs: CostData;
}

export async function fetchAfeEstimate(wellId: string | null, estimateId: string, payload: PeriodPayload | null): Promise<{ data: AfeEstimateData }> {
  const ready = dataRequestReady(payload, wellId);
  if (ready !== true) throw new RequestError(ready, 0);
  if (!estimateId) throw new RequestError('No estimate given: open one from AFE Curves.', 0);
  return api.get<{ data: AfeEstimateData }>(
    `wells/${encodeURIComponent(wellId!)}/afe_estimates/${encodeURIComponent(estimateId)}`,
    { from: Math.floor(payload!.start_date), to: Math.floor(payload!.end_date) + 1, day_shift: payload!.day_shift },
    { hideMessage: true },
  );
}
