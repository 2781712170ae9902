/**
 * A well's BHA runs as the API answers them: each assembly's components placed from the bit up
 * (cumulative length, air and buoyed weight, bit-to-sensor offsets: src/domain/equipment/bha.ts) in
 * the mud of its run (mud-for-interval.ts).
 */
import { summariseBha } from '../../src/domain/equipment/bha';
import type { BhaComponentInput } from '../../src/domain/equipment/equipment-schemas';
import type { Queryable } from '../db/db';
import type { MudSection } from '../../src/domain/drilling/mud/mud-program';
import { readMudProgram } from '../mud/mud-store';
import { mudForInterval, NO_MUD } from './mud-for-interval';

const COLUMNS = 'id, well_id, run_no, name, hole_size_in, status, depth_in_m, depth_out_m, reason_pulled, components, comment, source, updated_at';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const r3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
const r1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

function parse(v: unknown): BhaComponentInput[] {
  return (typeof v === 'string' ? JSON.parse(v) : v) as BhaComponentInput[];
}

async function view(db: Queryable, r: Record<string, unknown>, program?: readonly MudSection[]) {
  const components = parse(r.components);
  const depthIn = num(r.depth_in_m);
  const depthOut = num(r.depth_out_m);
  const holeSizeIn = Number(r.hole_size_in);
  const mud = await mudForInterval(db, String(r.well_id), depthIn, depthOut, holeSizeIn, program);
  const s = summariseBha(
    components.map((c) => ({
      ...c,
      odIn: c.od_in,
      idIn: c.id_in,
      lengthM: c.length_m,
      weightKgPerM: c.weight_kg_m,
      sensorOffsetM: c.sensor_offset_m,
    })),
    mud?.density_kg_m3 ?? null,
  );
  const footage = depthIn !== null && depthOut !== null ? depthOut - depthIn : null;
  const motor = components.find((c) => c.type === 'motor' && c.bend_deg !== null);
  const sensors = s.components.filter((p) => p.sensorFromBitM !== null);
  return {
    id: String(r.id),
    run_no: Number(r.run_no),
    name: String(r.name),
    hole_size_in: holeSizeIn,
    status: String(r.status) as 'planned' | 'in_hole' | 'pulled',
    depth_in_m: depthIn,
    depth_out_m: depthOut,
    footage_m: r1(footage),
    reason_pulled: (r.reason_pulled as string | null) ?? null,
    comment: String(r.comment ?? ''),
    source: String(r.source),
    updated_at: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
    bit: components[0]?.type === 'bit' ? components[0].description : null,
    motor_bend_deg: motor?.bend_deg ?? null,
    component_count: components.length,
    total_length_m: r3(s.totalLengthM)!,
    air_weight_kg: r1(s.airWeightKg)!,
    max_od_in: s.maxOdIn,
    mud_density_kg_m3: mud?.density_kg_m3 ?? null,
    mud_source: mud?.source ?? null,
    buoyancy_factor: s.buoyancyFactor === null ? null : Math.round(s.buoyancyFactor * 10_000) / 10_000,
    buoyed_weight_kg: r1(s.buoyedWeightKg),
    missing: mud ? [] : [NO_MUD],
    sensors: sensors.map((p) => ({
      position: p.position,
      type: p.component.type,
      description: p.component.description,
      bit_to_sensor_m: r3(p.sensorFromBitM)!,
    })),
    components: s.components.map((p) => ({
      position: p.position,
      type: p.component.type,
      description: p.component.description,
      od_in: p.component.od_in,
      id_in: p.component.id_in,
      length_m: p.component.length_m,
      weight_kg_m: p.component.weight_kg_m,
      connection: p.component.connection,
      serial: p.component.serial,
      sensor_offset_m: p.component.sensor_offset_m,
      bend_deg: p.component.bend_deg,
      cumulative_length_m: r3(p.topFromBitM)!,
      air_weight_kg: r1(p.airWeightKg)!,
      buoyed_weight_kg: r1(p.buoyedWeightKg),
      bit_to_sensor_m: r3(p.sensorFromBitM),
    })),
  };
}

export type BhaAssemblyDto = Awaited<ReturnType<typeof view>>;

export async function readBhaAssemblies(db: Queryable, wellId: string): Promise<BhaAssemblyDto[]> {
  const { rows } = await db.query<Record<string, unknown>>(`select ${COLUMNS} from bha_assemblies where well_id = $1 order by run_no`, [wellId]);
  const program = await readMudProgram(db, wellId);
  const out: BhaAssemblyDto[] = [];
  for (const r of rows) out.push(await view(db, r, program));
  return out;
}

export async function readBhaAssembly(db: Queryable, wellId: string, id: string): Promise<BhaAssemblyDto | null> {
  const { rows } = await db.query<Record<string, unknown>>(`select ${COLUMNS} from bha_assemblies where well_id = $1 and id = $2`, [wellId, id]);
  return rows[0] ? view(db, rows[0]) : null;
}
