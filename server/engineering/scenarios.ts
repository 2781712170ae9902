/**
 * Stored engineering scenarios of a well and each user's draft of one (migration 055): reading them,
 * and turning a scenario's inputs into the bodies of the torque & drag and hydraulics calculations.
 */
import { DEMO_HOLE, DEMO_MUD, FLOW_CURVE_LPM } from '../../src/domain/engineering/demo-case';
import { hydraulicsBodySchema, torqueDragBodySchema } from '../../src/domain/engineering/request-schemas';
import type { ScenarioInputs } from '../../src/domain/engineering/scenario-schemas';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';
import type { TimeSeriesStore } from '../timeseries/store';
import { hydraulicsAnswer } from './hydraulics-run';
import { torqueDragAnswer } from './torque-drag-run';

export interface ScenarioRow {
  id: string;
  well_id: string;
  name: string;
  description: string;
  inputs: ScenarioInputs;
  version: number;
  source: 'user' | 'demo';
  author_name: string | null;
  updated_by_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface DraftRow {
  name: string;
  description: string;
  inputs: ScenarioInputs;
  base_version: number;
  created_at: string;
  updated_at: string;
}

const SELECT = `s.id, s.well_id, s.name, s.description, s.inputs, s.version, s.source, a.name as author_name, u.name as updated_by_name,
  s.created_at, s.updated_at`;
const FROM = 'engineering_scenarios s left join users a on a.id = s.author_id left join users u on u.id = s.updated_by';

export async function listScenarios(db: Queryable, wellId: string): Promise<ScenarioRow[]> {
  const { rows } = await db.query<ScenarioRow>(`select ${SELECT} from ${FROM} where s.well_id = $1 order by lower(s.name)`, [wellId]);
  return rows;
}

export async function readScenario(db: Queryable, wellId: string, id: string): Promise<ScenarioRow> {
  const { rows } = await db.query<ScenarioRow>(`select ${SELECT} from ${FROM} where s.id = $1 and s.well_id = $2`, [id, wellId]);
  if (!rows[0]) throw new HttpError(404, `Engineering scenario ${id} not found on this well`);
  return rows[0];
}

export async function readDraft(db: Queryable, scenarioId: string, userId: string): Promise<DraftRow | null> {
  const { rows } = await db.query<DraftRow>(
    'select name, description, inputs, base_version, created_at, updated_at from engineering_scenario_drafts where scenario_id = $1 and user_id = $2',
    [scenarioId, userId],
  );
  return rows[0] ?? null;
}

/** The caller's draft, or 409 saying how to start one. */
export async function requireDraft(db: Queryable, s: ScenarioRow, userId: string): Promise<DraftRow> {
  const d = await readDraft(db, s.id, userId);
  if (!d) throw new HttpError(409, `${s.name} is not being edited by you: start editing it first (POST edit)`);
  return d;
}

export async function assertScenarioNameFree(db: Queryable, wellId: string, name: string, id: string | null) {
  const { rows } = await db.query('select 1 from engineering_scenarios where well_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)', [
    wellId,
    name,
    id,
  ]);
  if (rows[0]) throw new HttpError(409, `body.name: a scenario of this well is already called ${name}`, { field: 'body.name' });
}

/** A scenario's inputs as the torque & drag body, with the measured hook load's window. */
export function torqueDragBodyOf(i: ScenarioInputs, measured: { measured_from?: number; measured_to?: number }) {
  return torqueDragBodySchema.parse({
    string: i.string,
    mud_density_kg_m3: i.mud_density_kg_m3,
    friction: i.friction,
    shoe_md_m: i.shoe_md_m,
    wob_t: i.wob_t,
    bit_torque_knm: i.bit_torque_knm,
    block_weight_t: i.block_weight_t,
    ...measured,
  });
}

/**
 * A scenario's inputs as the hydraulics body: the mud is its density with its rheology (each the demo
 * mud's when not given), the hole the demo 9⅝" casing and 8½" open hole below the scenario's shoe.
 */
export function hydraulicsBodyOf(i: ScenarioInputs, flowRatesLpm: readonly number[] | undefined) {
  const mudGiven = i.mud_density_kg_m3 !== undefined || i.rheology !== undefined;
  return hydraulicsBodySchema.parse({
    string: i.string,
    fluid: mudGiven
      ? {
          density_kg_m3: i.mud_density_kg_m3 ?? DEMO_MUD.densityKgM3,
          ...(i.rheology ?? { model: 'power_law', r600: DEMO_MUD.theta600, r300: DEMO_MUD.theta300 }),
        }
      : undefined,
    flow_lpm: i.flow_lpm,
    flow_rates_lpm: flowRatesLpm,
    hole: i.shoe_md_m !== undefined ? { casing_id_m: DEMO_HOLE.casingIdM, shoe_md_m: i.shoe_md_m, open_hole_m: DEMO_HOLE.openHoleM } : undefined,
    nozzles_32nds: i.nozzles_32nds,
    surface_loss_mpa: i.surface_loss_mpa,
  });
}

/** Torque & drag and hydraulics on one set of scenario inputs (a scenario's, a draft's or a case's). */
export async function scenarioCalculations(
  db: Queryable,
  store: TimeSeriesStore,
  wellId: string,
  inputs: ScenarioInputs,
  measured: { measured_from?: number; measured_to?: number },
) {
  const torque_drag = await torqueDragAnswer(db, store, wellId, torqueDragBodyOf(inputs, measured));
  const hydraulics = await hydraulicsAnswer(db, wellId, hydraulicsBodyOf(inputs, FLOW_CURVE_LPM));
  return { torque_drag, hydraulics };
}
