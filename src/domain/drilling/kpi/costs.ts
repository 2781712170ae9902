/**
 * Drilling costs against the AFE. A well's cost model is its AFE's rates: time-based lines (rig,
 * directional, rentals, supervision, fuel: money per day, booked per hour of each reporting day) and
 * depth-based lines (mud, bits: money per metre of new hole). Auto cost lines of a reporting day are
 * those rates applied to the day's hours and progress from Days vs Depth; manual lines (a logistics
 * invoice, a fishing job) are added as entered. The AFE's planned curve (days and depth) gives its
 * planned cost by the same rates, so actual and plan are priced alike.
 */

export interface CostRate {
  code: string;
  name: string;
  /** 'day': money per day, booked per hour; 'metre': money per metre of new hole. */
  basis: 'day' | 'metre';
  rate: number;
}

/** A point of the AFE's planned curve: days from spud to reach a depth. */
export interface AfePoint {
  depthM: number;
  days: number;
}

export interface CostLine {
  code: string;
  amount: number;
  /** 'auto': the AFE's rates; 'ticket': a field ticket's line (completions); 'manual': booked by hand. */
  source: 'auto' | 'ticket' | 'manual';
  description: string;
}

export interface CostDayInput {
  date: string;
  startS: number;
  endS: number;
  progressM: number | null;
}

/** Auto lines of one reporting day: day rates by its hours, metre rates by its progress (none without a progress). */
export function autoCostLines(day: CostDayInput, rates: readonly CostRate[]): CostLine[] {
  const days = (day.endS - day.startS) / 86_400;
  const lines: CostLine[] = [];
  for (const r of rates) {
    if (r.basis === 'day') lines.push({ code: r.code, amount: r.rate * days, source: 'auto', description: `${r.name}: ${(days * 24).toFixed(1)} h` });
    else if (day.progressM !== null && day.progressM > 0)
      lines.push({ code: r.code, amount: r.rate * day.progressM, source: 'auto', description: `${r.name}: ${day.progressM.toFixed(1)} m` });
  }
  return lines;
}

/** Planned cost of reaching a point of the AFE curve: its days at the day rates plus its depth at the metre rates. */
export function plannedCost(p: AfePoint, rates: readonly CostRate[], fromDepthM = 0): number {
  let c = 0;
  for (const r of rates) c += r.basis === 'day' ? r.rate * p.days : r.rate * Math.max(0, p.depthM - fromDepthM);
  return c;
}

/** Days the AFE plans for a depth, linear between its points (null outside them). */
export function plannedDaysAt(curve: readonly AfePoint[], depthM: number): number | null {
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1];
    const b = curve[i];
    if (depthM < a.depthM || depthM > b.depthM) continue;
    // A flat stretch (casing, a planned trip) plans its whole time at that depth: its end counts.
    if (b.depthM === a.depthM) continue;
    return a.days + ((depthM - a.depthM) / (b.depthM - a.depthM)) * (b.days - a.days);
  }
  return null;
}

export interface CostDay {
  date: string;
  depthEndM: number | null;
  lines: CostLine[];
  total: number;
  cumulative: number;
}

/** Days with their auto and manual lines, totals and running total. */
export function costDays(
  days: readonly (CostDayInput & { depthEndM: number | null })[],
  rates: readonly CostRate[],
  manual: ReadonlyMap<string, CostLine[]>,
): CostDay[] {
  return costRollUp(days.map((d) => ({ date: d.date, depthEndM: d.depthEndM, lines: [...autoCostLines(d, rates), ...(manual.get(d.date) ?? [])] })));
}

/** Days with their lines as given: each day's total and the running total. */
export function costRollUp(days: readonly { date: string; depthEndM: number | null; lines: CostLine[] }[]): CostDay[] {
  let cumulative = 0;
  return days.map((d) => {
    const total = d.lines.reduce((a, l) => a + l.amount, 0);
    cumulative += total;
    return { date: d.date, depthEndM: d.depthEndM, lines: d.lines, total, cumulative };
  });
}

/** Sum per cost code over the days, largest first. */
export function costBreakdown(days: readonly CostDay[]): { code: string; amount: number }[] {
  const by = new Map<string, number>();
  for (const d of days) for (const l of d.lines) by.set(l.code, (by.get(l.code) ?? 0) + l.amount);
  return [...by].map(([code, amount]) => ({ code, amount })).sort((a, b) => b.amount - a.amount);
}
