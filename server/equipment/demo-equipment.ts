/**
 * Demo casing programs and BHA runs, told by each demo well's own trajectory and drilled depth.
 * Permian wells (Delaware, Midland) are drilled in the mud program's sections (plannedCasingPointsM):
 * 20" conductor, 13⅜" surface casing in 17½" hole, 9⅝" intermediate in 12¼" hole above the curve, and
 * 5½" production casing in the 8½" curve and lateral. Bakken wells run the basin's usual design:
 * 9⅝" surface in 13½" hole, 7" intermediate in 8¾" hole to the landing point, an uncemented 4½"
 * liner in the 6" lateral. Sizes, weights and grades are catalogue values (API 5CT, API RP 7G);
 * nothing is copied from a real well. A string is set, a run pulled or in the hole, as far as the
 * well has been drilled; the rest is the plan.
 */
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import { plainTubeWeightKgPerM } from '../../src/domain/equipment/bha';
import { inches } from '../../src/domain/equipment/inches';
import type { BhaComponentInput, CasingStringInput } from '../../src/domain/equipment/equipment-schemas';
import { BAKKEN_SURFACE_SHOE_M, plannedCasingPointsM } from '../../src/domain/drilling/mud/mud-program';
import type { DirectionalProfile } from '../seed/directional/demo-profiles';
import type { Queryable } from '../db/db';
import { createPrng } from '../seed/prng';

const r1 = (x: number) => Math.round(x * 10) / 10;

/** Where the curve starts (last point under 5° before the hole passes 60°) and lands (first point at 85°+), MD m. */
export function curvePoints(t: readonly TrajectoryPoint[], tdM: number): { kopM: number; landingM: number } {
  const steep = t.findIndex((p) => p.incDeg >= 60);
  let kop = steep > 0 ? steep : 0;
  while (kop > 0 && t[kop].incDeg >= 5) kop--;
  const land = t.find((p) => p.incDeg >= 85);
  return { kopM: r1(t[kop]?.mdM ?? tdM * 0.45), landingM: r1(land?.mdM ?? tdM * 0.55) };
}

type Casing = Omit<CasingStringInput, 'status'>;
const slurry = (kind: 'lead' | 'tail', top_m: number, bottom_m: number, density_kg_m3: number) => ({
  kind,
  top_m: r1(top_m),
  bottom_m: r1(bottom_m),
  density_kg_m3,
});

export function demoCasingProgram(p: DirectionalProfile, t: readonly TrajectoryPoint[]): Casing[] {
  const td = p.tdMdM;
  const { kopM, landingM } = curvePoints(t, td);
  const shoeM = r1(td - 8);
  if (p.field === 'bakken') return casingProgramAt('bakken', { surfaceM: BAKKEN_SURFACE_SHOE_M, intermediateM: r1(landingM + 15), shoeM, kopM });
  return casingProgramAt('permian', { ...plannedCasingPointsM(td), shoeM, kopM });
}

/**
 * An archive well's casing program (no trajectory is stored for them): its basin's strings at the
 * casing points its drilling history was generated with (demo-history-plan.ts archivePlan: casing at
 * 30 % and 65 % of the hole below the spud depth, then the lateral to TD), so its hole sections are
 * where the record has them. The curve is taken to start 100 m below the intermediate shoe.
 */
export function archiveCasingProgram(basin: 'bakken' | 'permian', casingPointsM: readonly [number, number], tdM: number): Casing[] {
  const [surfaceM, intermediateM] = casingPointsM.map(r1);
  return casingProgramAt(basin, { surfaceM, intermediateM, shoeM: r1(tdM - 8), kopM: r1(intermediateM + 100) });
}

/** Stores a demo casing string once (a seed run again keeps the row); answers 1 when it was added, 0 when it stood. */
export async function insertDemoCasing(db: Queryable, wellId: string, c: Casing, status: 'set' | 'planned'): Promise<number> {
  const { rows } = await db.query(
    `insert into casing_strings (well_id, name, casing_type, job_type, status, od_in, id_in, weight_lb_ft, grade, connection, top_m, shoe_m, hole_size_in, slurries, comment, source)
     values ($1, $2, $3, 'casing', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'demo') on conflict (well_id, name) do nothing returning id`,
    [
      wellId,
      c.name,
      c.casing_type,
      status,
      c.od_in,
      c.id_in,
      c.weight_lb_ft,
      c.grade,
      c.connection,
      c.top_m,
      c.shoe_m,
      c.hole_size_in,
      JSON.stringify(c.slurries),
      c.comment ?? '',
    ],
  );
  return rows.length;
}

function casingProgramAt(
  basin: 'bakken' | 'permian',
  { surfaceM, intermediateM, shoeM, kopM }: { surfaceM: number; intermediateM: number; shoeM: number; kopM: number },
): Casing[] {
  const shoe = shoeM;
  if (basin === 'bakken') {
    const surface = surfaceM;
    const intermediate = intermediateM;
    return [
      {
        name: '20" conductor',
        casing_type: 'conductor',
        od_in: 20,
        id_in: 19.124,
        weight_lb_ft: 94,
        grade: 'H-40',
        connection: 'Welded',
        top_m: 0,
        shoe_m: 24,
        hole_size_in: 26,
        slurries: [slurry('tail', 0, 24, 1890)],
      },
      {
        name: '9⅝" surface',
        casing_type: 'surface',
        od_in: 9.625,
        id_in: 8.921,
        weight_lb_ft: 36,
        grade: 'J-55',
        connection: 'LTC',
        top_m: 0,
        shoe_m: surface,
        hole_size_in: 13.5,
        slurries: [slurry('lead', 0, surface - 120, 1620), slurry('tail', surface - 120, surface, 1890)],
      },
      {
        name: '7" intermediate',
        casing_type: 'intermediate',
        od_in: 7,
        id_in: 6.094,
        weight_lb_ft: 32,
        grade: 'P-110',
        connection: 'BTC',
        top_m: 0,
        shoe_m: intermediate,
        hole_size_in: 8.75,
        slurries: [slurry('lead', surface - 150, kopM, 1560), slurry('tail', kopM, intermediate, 1900)],
      },
      {
        name: '4½" production liner',
        casing_type: 'production',
        od_in: 4.5,
        id_in: 3.92,
        weight_lb_ft: 13.5,
        grade: 'P-110',
        connection: 'BTC',
        top_m: r1(intermediate - 60),
        shoe_m: shoe,
        hole_size_in: 6,
        slurries: [],
        comment: 'Uncemented liner with swell packers between the frac sleeves.',
      },
    ];
  }
  return [
    {
      name: '20" conductor',
      casing_type: 'conductor',
      od_in: 20,
      id_in: 19.124,
      weight_lb_ft: 94,
      grade: 'H-40',
      connection: 'Welded',
      top_m: 0,
      shoe_m: 37,
      hole_size_in: 26,
      slurries: [slurry('tail', 0, 37, 1890)],
    },
    {
      name: '13⅜" surface',
      casing_type: 'surface',
      od_in: 13.375,
      id_in: 12.615,
      weight_lb_ft: 54.5,
      grade: 'J-55',
      connection: 'BTC',
      top_m: 0,
      shoe_m: surfaceM,
      hole_size_in: 17.5,
      slurries: [slurry('lead', 0, surfaceM - 150, 1620), slurry('tail', surfaceM - 150, surfaceM, 1890)],
    },
    {
      name: '9⅝" intermediate',
      casing_type: 'intermediate',
      od_in: 9.625,
      id_in: 8.835,
      weight_lb_ft: 40,
      grade: 'HCL-80',
      connection: 'LTC',
      top_m: 0,
      shoe_m: intermediateM,
      hole_size_in: 12.25,
      slurries: [slurry('lead', surfaceM - 150, intermediateM - 300, 1560), slurry('tail', intermediateM - 300, intermediateM, 1890)],
    },
    {
      name: '5½" production',
      casing_type: 'production',
      od_in: 5.5,
      id_in: 4.778,
      weight_lb_ft: 20,
      grade: 'P-110',
      connection: 'Premium (semi-flush)',
      top_m: 0,
      shoe_m: shoe,
      hole_size_in: 8.5,
      slurries: [slurry('lead', intermediateM - 150, kopM, 1500), slurry('tail', kopM, shoe, 1800)],
    },
  ];
}

interface Part {
  type: BhaComponentInput['type'];
  description: string;
  od: number;
  id: number;
  lengthM: number;
  /** kg/m in air; omitted: the plain steel tube's. */
  kgM?: number;
  connection: string;
  sensorM?: number;
  bendDeg?: number;
}

const collar = (od: number, id: number, joints: number, connection: string): Part => ({
  type: 'drill_collar',
  description: `${joints} × ${od}" drill collars`,
  od,
  id,
  lengthM: r1(joints * 9.3),
  connection,
});

function bhaOf(parts: readonly Part[], serialSeed: string): BhaComponentInput[] {
  const rnd = createPrng([...serialSeed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261));
  return parts.map((x) => ({
    type: x.type,
    description: x.description,
    od_in: x.od,
    id_in: x.id,
    length_m: x.lengthM,
    weight_kg_m: Math.round((x.kgM ?? plainTubeWeightKgPerM(x.od, x.id)) * 10) / 10,
    connection: x.connection,
    serial: ['bit', 'motor', 'mwd', 'jar', 'rss'].includes(x.type) ? `${x.type.toUpperCase()}-${Math.floor(10_000 + rnd.next() * 89_999)}` : '',
    sensor_offset_m: x.sensorM ?? null,
    bend_deg: x.bendDeg ?? null,
  }));
}

const HWDP5 = (joints: number): Part => ({
  type: 'hwdp',
  description: `${joints} × 5" HWDP 50 lb/ft`,
  od: 5,
  id: 3,
  lengthM: r1(joints * 9.3),
  kgM: 74.4,
  connection: 'NC50',
});
const JAR65: Part = { type: 'jar', description: '6½" hydraulic drilling jar', od: 6.5, id: 2.75, lengthM: 9.8, kgM: 131, connection: 'NC46' };

function sectionParts(hole: number, section: 'surface' | 'intermediate' | 'curve' | 'lateral' | 'vertical-curve'): Part[] {
  const bit = (kind: string, connection: string, kg: number): Part => ({
    type: 'bit',
    description: `${inches(hole)} ${kind}`,
    od: hole,
    id: 0,
    lengthM: hole > 10 ? 0.55 : 0.35,
    kgM: kg,
    connection,
  });
  if (hole >= 13) {
    return [
      bit('PDC, 6 blades 19 mm', '7⅝" REG', 380),
      { type: 'motor', description: '9⅝" mud motor 6/7 lobe, 0.78° bend', od: 9.625, id: 3, lengthM: 9.6, kgM: 300, connection: '7⅝" REG', bendDeg: 0.78 },
      { type: 'mwd', description: '8" MWD (directional, gamma)', od: 8, id: 3.25, lengthM: 9.5, kgM: 205, connection: '6⅝" REG', sensorM: 4.8 },
      { type: 'nmdc', description: '8" non-magnetic drill collar', od: 8, id: 2.8125, lengthM: 9.4, connection: '6⅝" REG' },
      collar(8, 2.8125, 3, '6⅝" REG'),
      { type: 'crossover', description: 'Crossover 6⅝" REG × NC46', od: 8, id: 2.8125, lengthM: 0.9, connection: 'NC46' },
      collar(6.5, 2.8125, 6, 'NC46'),
      HWDP5(12),
    ];
  }
  if (hole >= 12) {
    return [
      bit('PDC, 7 blades 16 mm', '6⅝" REG', 330),
      { type: 'motor', description: '8" mud motor 7/8 lobe, 1.15° bend', od: 8, id: 2.5, lengthM: 9.1, kgM: 225, connection: '6⅝" REG', bendDeg: 1.15 },
      { type: 'float_sub', description: 'Float sub', od: 8, id: 2.8125, lengthM: 0.9, connection: '6⅝" REG' },
      { type: 'mwd', description: '8" MWD (directional, gamma)', od: 8, id: 3.25, lengthM: 9.5, kgM: 205, connection: '6⅝" REG', sensorM: 4.8 },
      { type: 'nmdc', description: '8" non-magnetic drill collar', od: 8, id: 2.8125, lengthM: 9.4, connection: '6⅝" REG' },
      collar(8, 2.8125, 3, '6⅝" REG'),
      { type: 'crossover', description: 'Crossover 6⅝" REG × NC46', od: 8, id: 2.8125, lengthM: 0.9, connection: 'NC46' },
      collar(6.5, 2.8125, 6, 'NC46'),
      JAR65,
      HWDP5(15),
    ];
  }
  if (hole >= 8) {
    const bend = section === 'lateral' ? 1.5 : 2.12;
    return [
      bit(section === 'lateral' ? 'PDC, 5 blades 13 mm' : 'PDC, 6 blades 16 mm', '4½" REG', 150),
      { type: 'motor', description: `6¾" mud motor 7/8 lobe, ${bend}° bend`, od: 6.75, id: 2.25, lengthM: 8.4, kgM: 150, connection: '4½" REG', bendDeg: bend },
      { type: 'float_sub', description: 'Float sub', od: 6.75, id: 2.8125, lengthM: 0.9, connection: 'NC46' },
      { type: 'mwd', description: '6¾" MWD (directional, gamma)', od: 6.75, id: 3, lengthM: 9.3, kgM: 140, connection: 'NC46', sensorM: 4.3 },
      { type: 'nmdc', description: '6¾" non-magnetic drill collar', od: 6.75, id: 2.8125, lengthM: 9.4, connection: 'NC46' },
      ...(section === 'lateral' ? [] : [collar(6.5, 2.8125, 3, 'NC46')]),
      JAR65,
      HWDP5(section === 'lateral' ? 9 : 15),
    ];
  }
  return [
    bit('PDC, 5 blades 13 mm', '3½" REG', 90),
    { type: 'motor', description: '4¾" mud motor 7/8 lobe, 1.5° bend', od: 4.75, id: 1.5, lengthM: 7.6, kgM: 75, connection: '3½" REG', bendDeg: 1.5 },
    { type: 'mwd', description: '4¾" MWD (directional, gamma)', od: 4.75, id: 2.25, lengthM: 9.1, kgM: 68, connection: 'NC38', sensorM: 4.1 },
    { type: 'nmdc', description: '4¾" non-magnetic drill collar', od: 4.75, id: 2.25, lengthM: 9.4, connection: 'NC38' },
    { type: 'hwdp', description: '9 × 3½" HWDP 25.3 lb/ft', od: 3.5, id: 2.0625, lengthM: 83.7, kgM: 37.7, connection: 'NC38' },
  ];
}

export interface DemoRun {
  run_no: number;
  name: string;
  hole_size_in: number;
  status: 'planned' | 'in_hole' | 'pulled';
  depth_in_m: number | null;
  depth_out_m: number | null;
  reason_pulled: string | null;
  components: BhaComponentInput[];
}

/** The well's runs, one per section; `drilledM` is the deepest surveyed MD (0: not spudded). */
export function demoBhaRuns(p: DirectionalProfile, t: readonly TrajectoryPoint[], drilledM: number): DemoRun[] {
  const casing = demoCasingProgram(p, t);
  const { landingM } = curvePoints(t, p.tdMdM);
  const shoeOf = (type: string) => casing.find((c) => c.casing_type === type)!.shoe_m;
  const sections: { name: string; hole: number; kind: Parameters<typeof sectionParts>[1]; from: number; to: number; reason: string }[] =
    p.field === 'bakken'
      ? [
          { name: 'Surface 13½"', hole: 13.5, kind: 'surface', from: shoeOf('conductor'), to: shoeOf('surface'), reason: 'Section TD' },
          {
            name: 'Vertical and curve 8¾"',
            hole: 8.75,
            kind: 'vertical-curve',
            from: shoeOf('surface'),
            to: shoeOf('intermediate'),
            reason: 'Landed the curve, section TD',
          },
          { name: 'Lateral 6"', hole: 6, kind: 'lateral', from: shoeOf('intermediate'), to: p.tdMdM, reason: 'Well TD' },
        ]
      : [
          { name: 'Surface 17½"', hole: 17.5, kind: 'surface', from: shoeOf('conductor'), to: shoeOf('surface'), reason: 'Section TD' },
          { name: 'Intermediate 12¼"', hole: 12.25, kind: 'intermediate', from: shoeOf('surface'), to: shoeOf('intermediate'), reason: 'Section TD' },
          {
            name: 'Curve 8½"',
            hole: 8.5,
            kind: 'curve',
            from: shoeOf('intermediate'),
            to: landingM,
            reason: 'Landed the curve: change to the lateral assembly',
          },
          { name: 'Lateral 8½"', hole: 8.5, kind: 'lateral', from: landingM, to: p.tdMdM, reason: 'Well TD' },
        ];
  return sections.map((s, i) => {
    const done = drilledM >= s.to - 1;
    const inHole = !done && drilledM > s.from;
    return {
      run_no: i + 1,
      name: `Run ${i + 1}: ${s.name}`,
      hole_size_in: s.hole,
      status: done ? 'pulled' : inHole ? 'in_hole' : 'planned',
      depth_in_m: done || inHole ? r1(s.from) : null,
      depth_out_m: done ? r1(s.to) : inHole ? r1(drilledM) : null,
      reason_pulled: done ? s.reason : null,
      components: bhaOf(sectionParts(s.hole, s.kind), `${p.key}:${i}`),
    };
  });
}
