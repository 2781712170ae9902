/**
 * Demo mud products of a day: what a mud company books for the day's new hole. The day's cost is
 * given (the AFE's mud rate per metre times the day's progress, so products and the MUD cost line
 * tell the same amount); sacked and drummed products take whole units of their share, and the
 * liquid (base oil for OBM, polymer for WBM, the brine itself for BRINE) takes the rest, to the cent.
 */
import type { MudType } from '../../src/domain/drilling/mud/mud-program';
import type { MudProductDto as ProductLineDto } from '../../src/domain/drilling/mud/mud-report-dto';

interface Product {
  name: string;
  unit: string;
  unitCost: number;
  share: number;
}

/** Delaware Basin and Williston prices, USD; the last product of each list is the liquid that takes the rest. */
export const MUD_PRODUCTS: Record<MudType, readonly Product[]> = {
  WBM: [
    { name: 'Bentonite', unit: 'sx 50 lb', unitCost: 14.5, share: 0.35 },
    { name: 'Lime', unit: 'sx 50 lb', unitCost: 9.8, share: 0.08 },
    { name: 'Caustic soda', unit: 'sx 25 kg', unitCost: 38, share: 0.07 },
    { name: 'PAC-LV', unit: 'sx 50 lb', unitCost: 145, share: 0.2 },
    { name: 'PHPA polymer', unit: 'L', unitCost: 4.2, share: 0.3 },
  ],
  // A Bakken lateral's brine: salt to weight it, polymer for sweeps, lubricant and corrosion treatment; the brine itself the rest.
  BRINE: [
    { name: 'Sodium chloride', unit: 'sx 50 lb', unitCost: 9.5, share: 0.22 },
    { name: 'Xanthan gum (sweeps)', unit: 'sx 25 kg', unitCost: 210, share: 0.1 },
    { name: 'Lubricant', unit: 'drum 55 gal', unitCost: 640, share: 0.18 },
    { name: 'Corrosion inhibitor', unit: 'drum 55 gal', unitCost: 520, share: 0.08 },
    { name: 'Caustic soda', unit: 'sx 25 kg', unitCost: 38, share: 0.04 },
    { name: 'Saltwater brine', unit: 'm³', unitCost: 28, share: 0.38 },
  ],
  OBM: [
    { name: 'Barite', unit: 'sx 100 lb', unitCost: 12.5, share: 0.3 },
    { name: 'Primary emulsifier', unit: 'drum 55 gal', unitCost: 780, share: 0.14 },
    { name: 'Organophilic clay', unit: 'sx 50 lb', unitCost: 95, share: 0.08 },
    { name: 'Lime', unit: 'sx 50 lb', unitCost: 9.8, share: 0.05 },
    { name: 'Gilsonite', unit: 'sx 50 lb', unitCost: 48, share: 0.06 },
    { name: 'Calcium chloride', unit: 'sx 50 lb', unitCost: 22, share: 0.05 },
    { name: 'Base oil', unit: 'm³', unitCost: 690, share: 0.32 },
  ],
};

const cents = (x: number) => Math.round(x * 100) / 100;

/** Lines costing `costUsd` in all (to the cent); `jitter` in [0, 1) per product moves its share ±20 %. */
export function allocateProducts(mudType: MudType, costUsd: number, jitter: () => number): ProductLineDto[] {
  const total = cents(costUsd);
  if (!(total > 0)) return [];
  const list = MUD_PRODUCTS[mudType];
  const shares = list.map((p) => p.share * (0.8 + 0.4 * jitter()));
  const sum = shares.reduce((a, x) => a + x, 0);
  const lines: ProductLineDto[] = [];
  let left = total;
  list.slice(0, -1).forEach((p, i) => {
    const quantity = Math.floor((total * shares[i]) / sum / p.unitCost);
    if (quantity <= 0) return;
    const cost = cents(quantity * p.unitCost);
    left = cents(left - cost);
    lines.push({ name: p.name, unit: p.unit, quantity, unit_cost: p.unitCost, cost });
  });
  const liquid = list[list.length - 1];
  if (left > 0)
    lines.push({ name: liquid.name, unit: liquid.unit, quantity: Number((left / liquid.unitCost).toFixed(3)), unit_cost: liquid.unitCost, cost: left });
  return lines;
}
