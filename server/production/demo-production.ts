/**
 * Demo production (issue 19): each demo well in the production stage comes on line 40 days after its
 * rig release (frac, drill-out and flowback in between) and has produced every reporting day since,
 * its oil on an Arps hyperbolic decline of the basin's kind (Permian Spraberry/Wolfcamp: qi about
 * 1,050 bbl/d, b 1.15; Bakken: about 900 bbl/d, b 0.95), with ±5 % day-to-day scatter, a rising GOR
 * and water cut, flush production for a few days after each shut-in, and the events of such a well:
 * flowing first, then artificial lift (gas lift then rod pump; ESP in the Bakken), a workover when the
 * lift fails, an offset-frac or weather shut-in, and a 24-hour well test every 30 days. Volumes of a
 * day are the rate times its hours on production. Pressures follow the lift: a flowing well's tubing
 * pressure declines with its rate; on gas lift the casing holds the injection pressure; on a pump the
 * tubing holds the flowline's back pressure and the casing is vented.
 */
import { arpsRate, type ArpsParams } from '../../src/domain/production/arps';
import { reportingDays } from '../../src/domain/drilling/journal/reporting-days';
import { hoursOn, type Lift, type LoeRates, type ProductionEvent } from '../../src/domain/production/production-day';
import { seededRandom } from '../../src/domain/random/seeded-random';
import type { Queryable } from '../db/db';

const M3_PER_BBL = 1 / 6.289_811;
/** Standard m³ of gas per standard m³ of oil for one scf/bbl. */
const M3M3_PER_SCF_BBL = 0.178_108;

export interface DemoProductionPlan {
  /** Oil decline, bbl/d and 1/day, t in days from first production. */
  oil: ArpsParams;
  gorScfBbl: [number, number];
  /** Water-oil ratio at first production and after a year. */
  wor: [number, number];
  initialLift: Lift;
  /** Events by day from first production: [day, hour, duration h, kind, lift, cost USD, comment]. */
  events: [number, number, number, ProductionEvent['kind'], Lift | null, number, string][];
  rates: LoeRates;
}

const PERMIAN_RATES: LoeRates = {
  // Rentals and upkeep a day (gas lift compression, pumping unit and rod/pump repairs, ESP rental) and power at full-day running.
  lift_usd_d: { flowing: 0, gas_lift: 310, rod_pump: 140, esp: 240 },
  power_usd_d: { flowing: 0, gas_lift: 160, rod_pump: 115, esp: 330 },
  chemicals_usd_bbl: 0.1,
  water_disposal_usd_bbl: 0.85,
  // Supervision, pumper, road and location upkeep, insurance: a month per well, producing or not.
  overhead_usd_month: 1_500,
  oil_price_usd_bbl: 70,
  nri: 0.8,
};

export const DEMO_PRODUCTION: Record<string, DemoProductionPlan> = {
  'mesquite-7h': {
    oil: { qi: 1050, di: 0.0065, b: 1.15 },
    gorScfBbl: [1400, 2300],
    wor: [1.6, 2.6],
    initialLift: 'flowing',
    events: [
      [74, 8, 16, 'LIFT_CHANGE', 'gas_lift', 28_000, 'Gas lift mandrels run on 2-7/8" tubing, compressor set'],
      [131, 7, 5 * 24, 'SHUT_IN', null, 0, 'Shut in for the offset frac of Mesquite 8H (parent-well protection)'],
      [238, 7, 30, 'LIFT_CHANGE', 'rod_pump', 96_000, 'Pumping unit set, rods and 1.75" insert pump run'],
      [301, 9, 44, 'WORKOVER', null, 38_500, 'Parted rods at 2,130 m: fished, rod string replaced'],
      [428, 8, 36, 'WORKOVER', null, 24_000, 'Worn 1.75" insert pump (low fillage on the dynamometer card): pump changed'],
      [561, 6, 4 * 24, 'SHUT_IN', null, 0, 'Shut in for the offset frac of Mesquite 9H (parent-well protection)'],
      [693, 10, 30, 'WORKOVER', null, 31_000, 'Tubing leak at 1,860 m: tubing pressure-tested, 6 joints replaced'],
    ],
    rates: PERMIAN_RATES,
  },
  'northstar-3h': {
    oil: { qi: 900, di: 0.008, b: 0.95 },
    gorScfBbl: [1000, 1600],
    wor: [0.8, 1.2],
    initialLift: 'flowing',
    events: [
      [55, 8, 20, 'LIFT_CHANGE', 'esp', 145_000, 'ESP run at 3,050 m TVD on 2-7/8" tubing'],
      [102, 2, 52, 'SHUT_IN', null, 0, 'Shut in: blizzard, road closed to the battery trucks'],
      [151, 6, 70, 'WORKOVER', null, 72_000, 'ESP motor failed (grounded): pulled and replaced'],
      [334, 4, 40, 'SHUT_IN', null, 0, 'Shut in: ice storm, power line to the pad down'],
      [470, 7, 80, 'WORKOVER', null, 88_000, 'ESP pump worn by sand: pulled, pump and intake replaced'],
      [642, 8, 20, 'LIFT_CHANGE', 'rod_pump', 110_000, 'ESP replaced by a pumping unit: the rate fell below its operating range'],
    ],
    rates: { ...PERMIAN_RATES, water_disposal_usd_bbl: 1.6, oil_price_usd_bbl: 66, lift_usd_d: { ...PERMIAN_RATES.lift_usd_d, esp: 280 } },
  },
};

export const FIRST_PRODUCTION_AFTER_RELEASE_D = 40;
const TEST_EVERY_D = 30;

interface WellRow {
  timezone: string;
  day_shift: number;
}

/** Writes the well's production record, events and every reporting day from first production to the anchor's day. */
export async function writeDemoProduction(
  db: Queryable,
  wellId: string,
  plan: DemoProductionPlan,
  firstS: number,
  anchorS: number,
  seed: number,
): Promise<{ days: number }> {
  const { rows } = await db.query<WellRow>('select timezone, day_shift from wells where id = $1', [wellId]);
  const zone = rows[0]?.timezone ?? 'UTC';
  const shift = Number(rows[0]?.day_shift ?? 21_600);
  const days = reportingDays(firstS, anchorS, zone, shift);
  if (!days.length) return { days: 0 };
  const start = days[0].startS;
  const at = (d: number, h: number) => start + d * 86_400 + h * 3600;
  const events: ProductionEvent[] = plan.events
    .filter(([d]) => d < days.length - 1)
    .map(([d, h, dur, kind, lift, cost, comment]) => ({ kind, startS: at(d, h), endS: at(d, h + dur), lift, costUsd: cost, comment }));
  for (let d = TEST_EVERY_D; d < days.length - 1; d += TEST_EVERY_D) {
    const s = at(d, 8);
    if (events.some((e) => e.endS > s && e.startS < s + 86_400)) continue;
    events.push({ kind: 'WELL_TEST', startS: s, endS: s + 86_400, lift: null, costUsd: 0, comment: '24 h test through the portable test separator' });
  }
  await db.query(
    `insert into production_wells (well_id, first_day, initial_lift, rates) values ($1, $2, $3, $4)
     on conflict (well_id) do update set first_day = excluded.first_day, initial_lift = excluded.initial_lift, rates = excluded.rates`,
    [wellId, days[0].date, plan.initialLift, JSON.stringify(plan.rates)],
  );
  for (const e of events)
    await db.query(
      `insert into production_events (well_id, kind, start_s, end_s, lift, cost_usd, comment, source) values ($1, $2, $3, $4, $5, $6, $7, 'demo')`,
      [wellId, e.kind, e.startS, e.endS, e.lift, e.costUsd, e.comment],
    );

  const r = seededRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());
  const downs = events.filter((e) => e.kind !== 'WELL_TEST').sort((a, b) => a.startS - b.startS);
  let lift: Lift = plan.initialLift;
  const rowsOut: unknown[][] = [];
  days.forEach((day, k) => {
    for (const e of events) if (e.kind === 'LIFT_CHANGE' && e.lift && e.endS <= day.endS - 1) lift = e.lift;
    const on = hoursOn(day, events);
    // Flush production: a shut-in lets pressure build near the well; it comes back 25 % higher, fading over 3 days.
    const lastDown = downs.filter((e) => e.endS <= day.startS + 43_200).at(-1);
    const since = lastDown ? Math.max(0, (day.startS - lastDown.endS) / 86_400) : Infinity;
    const flush = since < 10 ? 1 + 0.25 * Math.exp(-since / 3) : 1;
    const frac = Math.min(1, k / 365);
    const noise = Math.exp(0.05 * gauss());
    const oilBbl = arpsRate(plan.oil, k) * flush * noise;
    const gor = plan.gorScfBbl[0] + (plan.gorScfBbl[1] - plan.gorScfBbl[0]) * frac;
    const wor = plan.wor[0] + (plan.wor[1] - plan.wor[0]) * frac;
    const share = on / 24;
    const oilM3 = oilBbl * M3_PER_BBL * share;
    const gasM3 = oilM3 * gor * M3M3_PER_SCF_BBL * Math.exp(0.04 * gauss());
    const waterM3 = oilM3 * wor * Math.exp(0.04 * gauss());
    const q = oilBbl / plan.oil.qi;
    const [tubing, casing] =
      lift === 'flowing' ? [0.8 + 4.2 * q, 2.0 + 5.5 * q] : lift === 'gas_lift' ? [0.9 + 1.4 * q, 6.4] : [0.55 + 0.1 * r.next(), 0.25 + 0.1 * r.next()];
    rowsOut.push([wellId, day.date, round(on, 2), round(oilM3, 2), round(gasM3, 1), round(waterM3, 2), round(tubing, 2), round(casing, 2)]);
  });
  for (let s = 0; s < rowsOut.length; s += 200) {
    const chunk = rowsOut.slice(s, s + 200);
    const tuples = chunk.map((_, j) => `(${Array.from({ length: 8 }, (_, c) => `$${j * 8 + c + 1}`).join(', ')}, 'demo')`);
    await db.query(
      `insert into production_daily (well_id, day, hours_on, oil_m3, gas_m3, water_m3, tubing_mpa, casing_mpa, source) values ${tuples.join(', ')}
       on conflict (well_id, day) do nothing`,
      chunk.flat(),
    );
  }
  return { days: days.length };
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
