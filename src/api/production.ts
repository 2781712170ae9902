/** Changes to a producing well (issue 19): its lease operating cost rates (PATCH wells/{id}/production/rates). */
import { mutate } from 'swr';
import type { LoeRatesPatch } from '../domain/production/loe-rates';
import type { LoeRates } from '../domain/production/production-day';
import { api } from './request';

export async function saveLoeRates(wellId: string, body: LoeRatesPatch): Promise<LoeRates> {
  const r = await api.patch<{ data: { well_id: string; rates: LoeRates } }>(`wells/${encodeURIComponent(wellId)}/production/rates`, body, {
    hideMessage: true,
    quiet: true,
  });
  // Every day's cost and the economic limit follow the rates: the well's cost answers are read again.
  await mutate((k) => Array.isArray(k) && k[0] === 'charts/production_costs' && k[1] === wellId);
  return r.data.rates;
}
