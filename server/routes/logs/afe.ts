/** A well's active AFE estimate (migration 011): its planned curve and cost rates, as the domain reads them. */
import type { AfePoint, CostRate } from '../../../src/domain/drilling/kpi/costs';
import type { Queryable } from '../../db/db';

export interface Afe {
  id: string;
  name: string;
  currency: string;
  curve: AfePoint[];
  rates: CostRate[];
  contingency: number;
}

export async function activeAfe(db: Queryable, wellId: string): Promise<Afe | null> {
  const { rows } = await db.query<Afe>(
    `select id, name, currency, curve, rates, contingency from afe_estimates where well_id = $1 and is_active order by created_at limit 1`,
    [wellId],
  );
  return rows[0] ? { ...rows[0], contingency: Number(rows[0].contingency) } : null;
}
