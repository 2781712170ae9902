/**
 * Mud products used per report and their cost: a product line is a quantity of a product in its
 * unit (sack, drum, m³, L) at a unit price; the day's cost is the sum of its lines. Totals per
 * product over the reports show what the well consumed.
 */

export interface ProductLine {
  name: string;
  unit: string;
  quantity: number;
  unitCost: number;
  cost: number;
}

export interface ProductTotal {
  name: string;
  unit: string;
  quantity: number;
  cost: number;
}

/** Per product (by name and unit) over the reports: quantity and cost, costliest first. */
export function productTotals(reports: readonly { products: readonly ProductLine[] }[]): ProductTotal[] {
  const by = new Map<string, ProductTotal>();
  for (const r of reports)
    for (const l of r.products) {
      const k = `${l.name}\u0000${l.unit}`;
      const t = by.get(k) ?? { name: l.name, unit: l.unit, quantity: 0, cost: 0 };
      t.quantity += l.quantity;
      t.cost += l.cost;
      by.set(k, t);
    }
  return [...by.values()]
    .map((t) => ({ ...t, quantity: Math.round(t.quantity * 100) / 100, cost: Math.round(t.cost * 100) / 100 }))
    .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
}

/** Oil/water ratio as mud engineers write it, from the oil's share of the liquid phase: 80 → '80/20'. */
export const oilWaterRatio = (oilPct: number | null | undefined) =>
  oilPct === null || oilPct === undefined || !Number.isFinite(oilPct) ? null : `${Math.round(oilPct)}/${100 - Math.round(oilPct)}`;

/** The cost of each report's products and the running total, in report order. */
export function dailyProductCosts<R extends { products: readonly Pick<ProductLine, 'cost'>[] }>(
  reports: readonly R[],
): (R & { cost: number; cumulative: number })[] {
  let cumulative = 0;
  return reports.map((r) => {
    const cost = Math.round(r.products.reduce((a, l) => a + l.cost, 0) * 100) / 100;
    cumulative = Math.round((cumulative + cost) * 100) / 100;
    return { ...r, cost, cumulative };
  });
}
