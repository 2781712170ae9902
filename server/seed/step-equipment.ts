/**
 * Demo tool catalogue, rig inventory and shipments (issue 16). Two yards (Odessa for the Permian
 * rigs, Williston for the Bakken) and each demo rig carry serialised bits, motors, MWD, jars, drill
 * collars, HWDP and stabilisers. Rigs drilling now (Lone Star 27 on Red Hawk 2H, 31 on Bluebonnet
 * 12-1H) have their lateral BHA in the hole; Lone Star 44's well is paused, its BHA laid down on the
 * rack. Shipments: one delivered to Lone Star 27 last week, one in transit to Lone Star 31, one
 * planned back from Lone Star 27 (a motor due for redress), one planned to Lone Star 44, and a failed
 * MWD that came back from Lone Star 44 to the yard's repair bay.
 */
import type { ComponentStatus } from '../../src/domain/equipment/inventory/component-status';
import { DEMO_MODELS } from './equipment-catalog';
import { loadDemoKeys } from './keys';
import type { SeedStep } from './steps';

interface Piece {
  model: string;
  serial: string;
  status: ComponentStatus;
  /** 'rig:<key>' or 'yard:<key>'; in transit: null. */
  at: string | null;
  hours: number;
  /** Days before the demo anchor of the last inspection; null: none on record. */
  inspectedDaysAgo: number | null;
  notes?: string;
}

const YARDS = [
  { key: 'odessa', name: 'Odessa Tool Yard', location: 'Odessa, TX' },
  { key: 'williston', name: 'Williston Yard', location: 'Williston, ND' },
];

/** A maker of pieces at one place: (model, serial, status, hours, days since inspection, notes). */
const pieceAt =
  (at: string) =>
  (model: string, serial: string, status: ComponentStatus, hours: number, days: number | null, notes?: string): Piece => ({
    model,
    serial,
    status,
    at,
    hours,
    inspectedDaysAgo: days,
    notes,
  });

/** A lateral BHA (8-3/4" bit, 6-3/4" motor and MWD, 6-1/2" collars and jar, 5" HWDP) and its spares on rig `rig`. */
function rigKit(rig: string, n: number, drilling: boolean): Piece[] {
  const down: ComponentStatus = drilling ? 'in_hole' : 'on_rig';
  const at = `rig:${rig}`;
  const hrs = (h: number) => (drilling ? h : Math.round(h * 1.6 * 10) / 10);
  const p = pieceAt(at);
  const pieces: Piece[] = [
    p('bit-0875', `VB8${n}7421`, down, hrs(41.5), 9),
    p('bit-0875', `VB8${n}7436`, 'on_rig', 0, 12, 'New, backup'),
    p('bit-1225', `VB2${n}3318`, 'on_rig', 28.0, 40, 'Dull grade 1-2-WT-A-X-I-NO-TD; rerun candidate'),
    p('stb-0850nb', `PTR-NB85-0${n}71`, down, hrs(112.0), 35),
    p('mtr-0675', `VD675-0${n}412`, down, hrs(86.5), 14, 'Bend 1.83°'),
    p('mtr-0675', `VD675-0${n}398`, 'on_rig', 0, 10, 'Redressed, bend 1.5°'),
    p('mwd-0675', `VM675-1${n}18`, down, hrs(86.5), 14),
    p('mwd-0675', `VM675-1${n}26`, 'on_rig', 0, 21, 'Backup'),
    p('fs-0675', `PTR-FS675-${n}09`, down, hrs(240.0), 60),
    p('stb-0850', `PTR-IB85-0${n}55`, 'on_rig', 66.0, 48),
    p('xo-0800', `PTR-XO-66${n}8`, 'on_rig', 150.0, 90),
  ];
  for (let i = 1; i <= 6; i++) pieces.push(p('dc-0650', `DC65-${n}1${80 + i}`, i <= 4 ? down : 'on_rig', i <= 4 ? hrs(310 + i * 7) : 205 + i * 11, 60 + i * 5));
  pieces.push(p('jar-0650', `VJ650-2${n}31`, down, hrs(148.0), 52));
  for (let i = 1; i <= 12; i++) pieces.push(p('hw-0500', `HW5-${n}04${10 + i}`, i <= 9 ? down : 'on_rig', i <= 9 ? hrs(420 + i * 3) : 380, 120));
  return pieces;
}

const yardPieces = (yard: string): Piece[] => {
  const at = `yard:${yard}`;
  const p = pieceAt(at);
  if (yard === 'williston')
    return [
      p('bit-0613', 'VB6-11873', 'in_yard', 0, 30, 'New'),
      p('bit-0613', 'VB6-11874', 'in_yard', 0, 30, 'New'),
      p('mtr-0475', 'VD475-0211', 'in_yard', 0, 45, 'Redressed, bend 2.0°'),
      p('mwd-0475', 'VM475-0907', 'in_yard', 0, 45),
      p('jar-0475', 'VJ475-1102', 'in_yard', 95.0, 200, 'Inspection overdue before next run'),
      p('dc-0475', 'DC475-0341', 'in_yard', 150.0, 150),
      p('dc-0475', 'DC475-0342', 'in_yard', 150.0, 150),
      p('hw-0400', 'HW4-22011', 'in_yard', 260.0, 150),
      p('hw-0400', 'HW4-22012', 'in_yard', 260.0, 150),
      p('stb-0600', 'PTR-IB60-0121', 'in_yard', 40.0, 70),
    ];
  return [
    p('bit-1750', 'VB17-04410', 'in_yard', 0, 20, 'New'),
    p('bit-1225', 'VB12-23390', 'in_yard', 0, 20, 'New'),
    p('bit-1225', 'VB12-23391', 'in_yard', 0, 20, 'New'),
    p('bit-0850', 'VB85-17102', 'in_yard', 0, 25, 'New'),
    p('bit-0875', 'VB87-17455', 'in_yard', 0, 25, 'New'),
    p('mtr-0963', 'VD963-0071', 'in_yard', 0, 33, 'Redressed, bend 1.5°'),
    p('mtr-0800', 'VD800-0144', 'in_yard', 0, 28, 'Redressed, bend 1.83°'),
    p('mtr-0675', 'VD675-0377', 'repair', 231.0, 260, 'Stator chunked: relining'),
    p('mtr-0675', 'VD675-0389', 'in_yard', 0, 15, 'Redressed, bend 2.12°'),
    p('mwd-0800', 'VM800-0460', 'in_yard', 0, 40),
    p('jar-0800', 'VJ800-0712', 'in_yard', 35.0, 60),
    p('jar-0650', 'VJ650-2290', 'in_yard', 0, 18, 'Fresh from the shop'),
    p('stb-1225', 'PTR-IB122-0417', 'in_yard', 90.0, 190),
    p('stb-0850', 'PTR-IB85-0460', 'in_yard', 0, 14),
    p('dc-0800', 'DC80-0901', 'in_yard', 520.0, 210),
    p('dc-0800', 'DC80-0902', 'in_yard', 520.0, 210),
    p('dc-0800', 'DC80-0903', 'in_yard', 495.0, 210),
    p('dc-0950', 'DC95-0211', 'in_yard', 640.0, 300, 'Box threads recut'),
    p('hw-0500', 'HW5-90051', 'in_yard', 300.0, 100),
    p('hw-0500', 'HW5-90052', 'in_yard', 300.0, 100),
    p('dp-0500', 'DP5-S135-7781', 'in_yard', 900.0, 365, 'Class 2, inspect before running'),
  ];
};

/** Shipments, oldest first (their numbers follow), each by the serials it carries. */
interface DemoShipment {
  from: string;
  to: string;
  state: 'planned' | 'in_transit' | 'delivered';
  plannedDay: number;
  shippedDay?: number;
  deliveredDay?: number;
  carrier: string;
  notes: string;
  serials: string[];
}

const SHIPMENTS: DemoShipment[] = [
  {
    from: 'rig:ls44',
    to: 'yard:odessa',
    state: 'delivered',
    plannedDay: -13,
    shippedDay: -13,
    deliveredDay: -12,
    carrier: 'Basin Hot Shot',
    notes: 'Failed MWD (no pulses at 3,100 m) back for repair',
    serials: ['VM675-1348'],
  },
  {
    from: 'yard:odessa',
    to: 'rig:ls27',
    state: 'delivered',
    plannedDay: -7,
    shippedDay: -7,
    deliveredDay: -6,
    carrier: 'Permian Tool Haulers',
    notes: 'Lateral BHA for Red Hawk 2H',
    serials: ['VD675-01412', 'VM675-1118', 'VB817421'],
  },
  {
    from: 'yard:odessa',
    to: 'rig:ls31',
    state: 'in_transit',
    plannedDay: -1,
    shippedDay: -1,
    carrier: 'Permian Tool Haulers',
    notes: 'Bits and a spare motor ahead of the next trip',
    serials: ['VB87-17455', 'VB85-17102', 'VD675-0389'],
  },
  {
    from: 'rig:ls27',
    to: 'yard:odessa',
    state: 'planned',
    plannedDay: 1,
    carrier: 'Permian Tool Haulers',
    notes: 'Intermediate bit and crossover back to the yard',
    serials: ['VB213318', 'PTR-XO-6618'],
  },
  {
    from: 'yard:odessa',
    to: 'rig:ls44',
    state: 'planned',
    plannedDay: 3,
    carrier: 'Basin Hot Shot',
    notes: 'Jar and string stabiliser before Bluebonnet 12-2H resumes',
    serials: ['VJ650-2290', 'PTR-IB85-0460'],
  },
];

const day = (anchorS: number, d: number) => new Date((anchorS + d * 86400) * 1000).toISOString().slice(0, 10);

function placeIds(rigs: Record<string, string>, yards: Record<string, string>, at: string) {
  const [kind, key] = at.split(':');
  const id = kind === 'rig' ? rigs[key] : yards[key];
  return { rig: kind === 'rig' ? id : null, yard: kind === 'yard' ? id : null, ok: Boolean(id) };
}

export const equipmentStep: SeedStep = {
  id: '029-equipment-inventory',
  async run({ db, anchorS, log }) {
    const keys = await loadDemoKeys(db);
    if (!keys) return;
    const models: Record<string, string> = {};
    for (const m of DEMO_MODELS) {
      const { rows } = await db.query<{ id: string }>(
        `insert into tool_catalog (tool_type, name, manufacturer, od_mm, id_mm, length_m, weight_kg, top_connection, bottom_connection, max_torque_knm, max_flow_lpm, notes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [m.type, m.name, m.manufacturer, m.odMm, m.idMm, m.lengthM, m.weightKg, m.top, m.bottom, m.torqueKnm, m.flowLpm, m.notes ?? ''],
      );
      models[m.key] = rows[0].id;
    }
    const yards: Record<string, string> = {};
    for (const y of YARDS) {
      const { rows } = await db.query<{ id: string }>('insert into equipment_yards (name, location) values ($1, $2) returning id', [y.name, y.location]);
      yards[y.key] = rows[0].id;
    }
    // Rigs drilling now: those of an active drilling well.
    const drilling = new Set(['ls27', 'ls31']);
    const pieces: Piece[] = [...yardPieces('odessa'), ...yardPieces('williston')];
    ['ls27', 'ls31', 'ls44'].forEach((rig, i) => {
      if (keys.rigs[rig]) pieces.push(...rigKit(rig, i + 1, drilling.has(rig)));
    });
    // The MWD that failed on Lone Star 44 sits in Odessa's repair bay.
    pieces.push({
      model: 'mwd-0675',
      serial: 'VM675-1348',
      status: 'repair',
      at: 'yard:odessa',
      hours: 118.5,
      inspectedDaysAgo: 12,
      notes: 'No pulses: pulser replaced, awaiting flow-loop test',
    });
    // What is on the road to Lone Star 31 left the yard yesterday.
    const onTheRoad = new Set(SHIPMENTS.filter((s) => s.state === 'in_transit').flatMap((s) => s.serials));
    const components: Record<string, string> = {};
    for (const c of pieces) {
      const place = placeIds(keys.rigs, yards, c.at!);
      if (!place.ok) continue;
      const moving = onTheRoad.has(c.serial);
      const { rows } = await db.query<{ id: string }>(
        `insert into rig_components (catalog_id, serial_number, status, rig_id, yard_id, hours_drilling, hours_circulating, last_inspection, notes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          models[c.model],
          c.serial,
          moving ? 'in_transit' : c.status,
          moving ? null : place.rig,
          moving ? null : place.yard,
          c.hours,
          Math.round(c.hours * 1.22 * 10) / 10,
          c.inspectedDaysAgo === null ? null : day(anchorS, -c.inspectedDaysAgo),
          c.notes ?? '',
        ],
      );
      components[c.serial] = rows[0].id;
    }
    let shipped = 0;
    for (const s of SHIPMENTS) {
      const from = placeIds(keys.rigs, yards, s.from);
      const to = placeIds(keys.rigs, yards, s.to);
      if (!from.ok || !to.ok || !s.serials.every((x) => components[x])) continue;
      const at = (d: number | undefined) => (d === undefined ? null : anchorS + d * 86400 + 9 * 3600);
      const { rows } = await db.query<{ id: string }>(
        `insert into shipments (from_rig_id, from_yard_id, to_rig_id, to_yard_id, state, planned_date, shipped_at, delivered_at, carrier, notes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [from.rig, from.yard, to.rig, to.yard, s.state, day(anchorS, s.plannedDay), at(s.shippedDay), at(s.deliveredDay), s.carrier, s.notes],
      );
      for (const serial of s.serials) {
        await db.query('insert into shipment_items (shipment_id, component_id) values ($1, $2)', [rows[0].id, components[serial]]);
      }
      shipped++;
    }
    log(`equipment: ${DEMO_MODELS.length} catalogue models, ${Object.keys(components).length} components, ${shipped} shipments`);
  },
};
