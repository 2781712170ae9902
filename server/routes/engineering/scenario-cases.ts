/**
 * Cases of an engineering scenario (spec 7.8 "cases CRUD, data, reorder (PUT order)"; issue 16): the
 * variations an engineer runs against the scenario, each its own inputs laid over the scenario's.
 *
 *   GET    /wells/{id}/engineering/scenarios/{sid}/cases               the cases in order (VIEW_SCENARIO)
 *   POST   /wells/{id}/engineering/scenarios/{sid}/cases               a new case, last (EDIT_SCENARIO)
 *   PUT    /wells/{id}/engineering/scenarios/{sid}/cases/order         the cases' new order, every case once (EDIT_SCENARIO)
 *   GET    /wells/{id}/engineering/scenarios/{sid}/cases/{cid}         one case (VIEW_SCENARIO)
 *   PATCH  /wells/{id}/engineering/scenarios/{sid}/cases/{cid}         rename it or replace its inputs (EDIT_SCENARIO)
 *   DELETE /wells/{id}/engineering/scenarios/{sid}/cases/{cid}         (EDIT_SCENARIO)
 *   GET    /wells/{id}/engineering/scenarios/{sid}/cases/{cid}/data    torque & drag and hydraulics on the case (VIEW_SCENARIO)
 *
 * Cases are written at once and every write is audited; the scenario's draft (edit/apply/cancel)
 * covers the scenario's own name, description and inputs, so a cancelled draft leaves no trace. A
 * case's data is computed over the applied scenario, or over your draft of it with draft=true.
 */
import { z } from 'zod';
import { caseChanges, caseCreateSchema, caseInputs, caseOrderSchema, casePatchSchema } from '../../../src/domain/engineering/scenario-cases';
import type { Queryable } from '../../db/db';
import { assertCaseNameFree, listCases, nextCasePosition, readCase, type CaseRow } from '../../engineering/scenario-cases';
import { readDraft, readScenario, scenarioCalculations } from '../../engineering/scenarios';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { dataQuery, measuredOf, scenarioParams } from './scenarios';

const tags = ['engineering'];
const base = '/wells/:id/engineering/scenarios/:scenarioId/cases';
const caseParams = z.object({ id: uuid, scenarioId: uuid, caseId: uuid }).strict();

const auditCase = (db: Queryable, userId: string, verb: string, c: { id: string; scenario_id: string }, wellId: string, details: Record<string, unknown>) =>
  audit(
    db,
    userId,
    `engineering_scenario_cases.${verb}`,
    { type: 'engineering_scenario_cases', id: c.id },
    { well_id: wellId, scenario_id: c.scenario_id, ...details },
  );

const list = defineRoute({
  method: 'GET',
  url: base,
  summary: "The scenario's cases in the engineer's order: each its name and the inputs it lays over the scenario's",
  tags,
  access: well('VIEW_SCENARIO'),
  params: scenarioParams,
  async handler({ params, db }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    return { data: await listCases(db, s.id) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: base,
  summary: 'A new case of the scenario, after the others: its name and the inputs it changes (none: the scenario as it is)',
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  body: caseCreateSchema,
  async handler({ params, body, db, user, reply }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    await assertCaseNameFree(db, s.id, body.name, null);
    const c = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into engineering_scenario_cases (scenario_id, name, position, inputs, created_by, updated_by) values ($1, $2, $3, $4, $5, $5) returning id`,
        [s.id, body.name, await nextCasePosition(tx, s.id), JSON.stringify(body.inputs ?? {}), user.id],
      );
      const row = await readCase(tx, s.id, rows[0].id);
      await auditCase(tx, user.id, 'create', row, s.well_id, { name: row.name, inputs: row.inputs });
      return row;
    });
    reply.status(201);
    return { data: c };
  },
});

const order = defineRoute({
  method: 'PUT',
  url: `${base}/order`,
  summary: "Put the scenario's cases in a new order: body.ids lists every case of the scenario once, first to last",
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  body: caseOrderSchema,
  async handler({ params, body, db, user }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const rows = await db.transaction(async (tx) => {
      const { rows: held } = await tx.query<{ id: string }>('select id from engineering_scenario_cases where scenario_id = $1 for update', [s.id]);
      const have = new Set(held.map((r) => r.id));
      const unknown = body.ids.filter((id) => !have.has(id));
      const missing = held.filter((r) => !body.ids.includes(r.id)).length;
      if (unknown.length || missing)
        throw new HttpError(
          400,
          `body.ids: must list every case of this scenario once${unknown.length ? ` (${unknown.length} not of this scenario)` : ''}${missing ? ` (${missing} left out)` : ''}`,
          { field: 'body.ids' },
        );
      await tx.query(
        `update engineering_scenario_cases c set position = o.i - 1, updated_at = now(), updated_by = $2
          from unnest($1::uuid[]) with ordinality as o(id, i) where c.id = o.id and c.position <> o.i - 1`,
        [body.ids, user.id],
      );
      await audit(tx, user.id, 'engineering_scenarios.reorder_cases', { type: 'engineering_scenarios', id: s.id }, { well_id: s.well_id, ids: body.ids });
      return listCases(tx, s.id);
    });
    return { data: rows };
  },
});

const one = defineRoute({
  method: 'GET',
  url: `${base}/:caseId`,
  summary: 'One case of the scenario: its name, place and the inputs it lays over the scenario’s',
  tags,
  access: well('VIEW_SCENARIO'),
  params: caseParams,
  async handler({ params, db }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    return { data: await readCase(db, s.id, params.caseId) };
  },
});

const patch = defineRoute({
  method: 'PATCH',
  url: `${base}/:caseId`,
  summary: 'Rename a case or replace its inputs (the inputs given replace the case’s whole)',
  tags,
  access: well('EDIT_SCENARIO'),
  params: caseParams,
  body: casePatchSchema,
  async handler({ params, body, db, user }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const before = await readCase(db, s.id, params.caseId);
    if (body.name !== undefined) await assertCaseNameFree(db, s.id, body.name, before.id);
    const after = await db.transaction(async (tx) => {
      await tx.query('update engineering_scenario_cases set name = $2, inputs = $3, updated_by = $4, updated_at = now() where id = $1', [
        before.id,
        body.name ?? before.name,
        JSON.stringify(body.inputs ?? before.inputs),
        user.id,
      ]);
      const next = await readCase(tx, s.id, before.id);
      await auditCase(tx, user.id, 'update', next, s.well_id, {
        before: { name: before.name, inputs: before.inputs },
        after: { name: next.name, inputs: next.inputs },
      });
      return next;
    });
    return { data: after };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: `${base}/:caseId`,
  summary: 'Delete a case of the scenario (the others keep their order)',
  tags,
  access: well('EDIT_SCENARIO'),
  params: caseParams,
  async handler({ params, db, user }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const c: CaseRow = await readCase(db, s.id, params.caseId);
    await db.transaction(async (tx) => {
      await tx.query('delete from engineering_scenario_cases where id = $1', [c.id]);
      await auditCase(tx, user.id, 'delete', c, s.well_id, { name: c.name, inputs: c.inputs });
    });
    return { data: { id: c.id } };
  },
});

const data = defineRoute({
  method: 'GET',
  url: `${base}/:caseId/data`,
  summary:
    'Torque & drag and hydraulics on a case: the scenario’s inputs (or your draft’s with draft=true) with the case’s laid over them, and which inputs the case changes',
  tags,
  access: well('VIEW_SCENARIO'),
  params: caseParams,
  query: dataQuery,
  async handler({ params, query, db, user, services }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const c = await readCase(db, s.id, params.caseId);
    const d = query.draft ? await readDraft(db, s.id, user.id) : null;
    const over = d?.inputs ?? s.inputs;
    const calc = await scenarioCalculations(db, services.logs.store, params.id, caseInputs(over, c.inputs), measuredOf(query));
    return { data: { scenario_id: s.id, case_id: c.id, version: s.version, from_draft: d !== null, changes: caseChanges(over, c.inputs), ...calc } };
  },
});

export const scenarioCaseRoutes = [list, create, order, one, patch, remove, data];
