/**
 * The cases of an engineering scenario (migration 068): reading them in the engineer's order, one by
 * id (404 when it is not the scenario's), and the position a new case takes (last).
 */
import type { ScenarioInputs } from '../../src/domain/engineering/scenario-schemas';
import type { Queryable } from '../db/db';
import { HttpError } from '../lib/http-error';

export interface CaseRow {
  id: string;
  scenario_id: string;
  name: string;
  position: number;
  inputs: ScenarioInputs;
  updated_by_name: string | null;
  created_at: string;
  updated_at: string;
}

const SELECT = `select c.id, c.scenario_id, c.name, c.position, c.inputs, u.name as updated_by_name, c.created_at, c.updated_at
  from engineering_scenario_cases c left join users u on u.id = c.updated_by`;

export async function listCases(db: Queryable, scenarioId: string): Promise<CaseRow[]> {
  const { rows } = await db.query<CaseRow>(`${SELECT} where c.scenario_id = $1 order by c.position, c.created_at`, [scenarioId]);
  return rows;
}

export async function readCase(db: Queryable, scenarioId: string, caseId: string): Promise<CaseRow> {
  const { rows } = await db.query<CaseRow>(`${SELECT} where c.scenario_id = $1 and c.id = $2`, [scenarioId, caseId]);
  if (!rows[0]) throw new HttpError(404, `Case ${caseId} not found in this scenario`);
  return rows[0];
}

export async function nextCasePosition(db: Queryable, scenarioId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select coalesce(max(position) + 1, 0)::int as n from engineering_scenario_cases where scenario_id = $1', [
    scenarioId,
  ]);
  return rows[0].n;
}

export async function assertCaseNameFree(db: Queryable, scenarioId: string, name: string, id: string | null) {
  const { rows } = await db.query(
    'select 1 from engineering_scenario_cases where scenario_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3)',
    [scenarioId, name, id],
  );
  if (rows[0]) throw new HttpError(409, `body.name: a case of this scenario is already called ${name}`, { field: 'body.name' });
}
