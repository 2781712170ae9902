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

/** One AFE estimate of the well by id (active or not), or null when the well has no such estimate. */
export async function afeById(db: Queryable, wellId: string, id: string): Promise<(Afe & { is_active: boolean }) | null> {
  const { rows } = await db.query<Afe & { is_active: boolean }>(
    `select id, name, currency, curve, rates, contingency, is_active from afe_estimates where well_id = $1 and id = $2`,
    [wellId, id],
  );
  return rows[0] ? { ...rows[0], contingency: Number(rows[0].contingency) } : null;
}
