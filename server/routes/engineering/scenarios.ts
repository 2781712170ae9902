/**
 * Stored engineering scenarios of a well (spec 7.8 engineering/scenarios; spec 4: a draft is created
 * (edit), applied (apply) or cancelled (cancel); issue 16).
 *
 *   GET    /wells/{id}/engineering/scenarios                       the well's scenarios, and which you are editing (VIEW_SCENARIO)
 *   POST   /wells/{id}/engineering/scenarios                       a new scenario, version 1 (EDIT_SCENARIO)
 *   GET    /wells/{id}/engineering/scenarios/{sid}                 one, with your draft of it when you are editing it (VIEW_SCENARIO)
 *   PATCH  /wells/{id}/engineering/scenarios/{sid}                 change your draft: name, description, inputs (EDIT_SCENARIO; 409 without a draft)
 *   DELETE /wells/{id}/engineering/scenarios/{sid}                 the scenario and any drafts of it (EDIT_SCENARIO)
 *   POST   /wells/{id}/engineering/scenarios/{sid}/edit            start (or resume) your draft (EDIT_SCENARIO)
 *   POST   /wells/{id}/engineering/scenarios/{sid}/cancel          drop your draft; nothing else is written (EDIT_SCENARIO)
 *   POST   /wells/{id}/engineering/scenarios/{sid}/apply           your draft becomes the scenario, version + 1 (EDIT_SCENARIO; 409 when
 *                                                                  someone applied since your draft began)
 *   GET    /wells/{id}/engineering/scenarios/{sid}/data            torque & drag and hydraulics on the scenario's inputs, or your draft's (VIEW_SCENARIO)
 *
 * Its cases (variations laid over its inputs) are in scenario-cases.ts, the real-time view in scenario-rt-view.ts.
 *
 * A draft belongs to one user, so two engineers may each try a case; the first to apply wins and the
 * other is told. Create, apply and delete are audited; edit and cancel leave no trace.
 */
import { z } from 'zod';
import { scenarioCreateSchema, scenarioDraftPatchSchema } from '../../../src/domain/engineering/scenario-schemas';
import type { Queryable } from '../../db/db';
import { listCases } from '../../engineering/scenario-cases';
import {
  assertScenarioNameFree,
  listScenarios,
  readDraft,
  readScenario,
  requireDraft,
  scenarioCalculations,
  type ScenarioRow,
} from '../../engineering/scenarios';
import { well } from '../../lib/access';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { epochS, idParams, queryBool, uuid } from '../../lib/schemas';

const tags = ['engineering'];
export const scenarioParams = z.object({ id: uuid, scenarioId: uuid }).strict();
const base = '/wells/:id/engineering/scenarios';

/** A scenario as answered: the applied one, the caller's draft of it (null when not editing) and its cases in order. */
async function answer(db: Queryable, s: ScenarioRow, userId: string) {
  return { ...s, draft: await readDraft(db, s.id, userId), cases: await listCases(db, s.id) };
}

export const auditScenario = (db: Queryable, userId: string, verb: string, s: { id: string; well_id: string }, details: Record<string, unknown>) =>
  audit(db, userId, `engineering_scenarios.${verb}`, { type: 'engineering_scenarios', id: s.id }, { well_id: s.well_id, ...details });

const list = defineRoute({
  method: 'GET',
  url: base,
  summary: "The well's engineering scenarios (name, version, inputs, who changed them last) and whether you have a draft of each",
  tags,
  access: well('VIEW_SCENARIO'),
  params: idParams,
  async handler({ params, db, user }) {
    const rows = await listScenarios(db, params.id);
    const { rows: mine } = await db.query<{ scenario_id: string }>(
      'select d.scenario_id from engineering_scenario_drafts d join engineering_scenarios s on s.id = d.scenario_id where s.well_id = $1 and d.user_id = $2',
      [params.id, user.id],
    );
    const editing = new Set(mine.map((r) => r.scenario_id));
    return { data: rows.map((r) => ({ ...r, editing: editing.has(r.id) })) };
  },
});

const create = defineRoute({
  method: 'POST',
  url: base,
  summary: 'A new engineering scenario of the well: its name, description and inputs (what is left out comes from the documented demo case)',
  tags,
  access: well('EDIT_SCENARIO'),
  params: idParams,
  body: scenarioCreateSchema,
  async handler({ params, body, db, user, reply }) {
    await assertScenarioNameFree(db, params.id, body.name, null);
    const s = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into engineering_scenarios (well_id, name, description, inputs, author_id, updated_by) values ($1, $2, $3, $4, $5, $5) returning id`,
        [params.id, body.name, body.description ?? '', JSON.stringify(body.inputs ?? {}), user.id],
      );
      const row = await readScenario(tx, params.id, rows[0].id);
      await auditScenario(tx, user.id, 'create', row, { name: row.name, inputs: row.inputs });
      return row;
    });
    reply.status(201);
    return { data: await answer(db, s, user.id) };
  },
});

const one = defineRoute({
  method: 'GET',
  url: `${base}/:scenarioId`,
  summary: 'One engineering scenario: its applied inputs and version, and your draft of it when you are editing it',
  tags,
  access: well('VIEW_SCENARIO'),
  params: scenarioParams,
  async handler({ params, db, user }) {
    return { data: await answer(db, await readScenario(db, params.id, params.scenarioId), user.id) };
  },
});

const patch = defineRoute({
  method: 'PATCH',
  url: `${base}/:scenarioId`,
  summary: 'Change your draft of a scenario (name, description, inputs; given inputs replace the draft’s whole); applied only by POST apply',
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  body: scenarioDraftPatchSchema,
  async handler({ params, body, db, user }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const d = await requireDraft(db, s, user.id);
    if (body.name !== undefined) await assertScenarioNameFree(db, params.id, body.name, s.id);
    await db.query(
      `update engineering_scenario_drafts set name = $3, description = $4, inputs = $5, updated_at = now() where scenario_id = $1 and user_id = $2`,
      [s.id, user.id, body.name ?? d.name, body.description ?? d.description, JSON.stringify(body.inputs ?? d.inputs)],
    );
    return { data: await answer(db, s, user.id) };
  },
});

const remove = defineRoute({
  method: 'DELETE',
  url: `${base}/:scenarioId`,
  summary: 'Delete a scenario with every draft of it',
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  async handler({ params, db, user }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    await db.transaction(async (tx) => {
      await tx.query('delete from engineering_scenarios where id = $1', [s.id]);
      await auditScenario(tx, user.id, 'delete', s, { name: s.name, version: s.version, inputs: s.inputs });
    });
    return { data: { id: s.id } };
  },
});

const edit = defineRoute({
  method: 'POST',
  url: `${base}/:scenarioId/edit`,
  summary: 'Start editing a scenario: your draft, a copy of its applied name, description and inputs (or the draft you already have)',
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  async handler({ params, db, user, reply }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const { rows } = await db.query(
      `insert into engineering_scenario_drafts (scenario_id, user_id, name, description, inputs, base_version) values ($1, $2, $3, $4, $5, $6)
        on conflict (scenario_id, user_id) do nothing returning scenario_id`,
      [s.id, user.id, s.name, s.description, JSON.stringify(s.inputs), s.version],
    );
    if (rows.length) reply.status(201);
    return { data: await answer(db, s, user.id) };
  },
});

const cancel = defineRoute({
  method: 'POST',
  url: `${base}/:scenarioId/cancel`,
  summary: 'Cancel your draft of a scenario: the draft is dropped and the scenario stays as it was',
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  async handler({ params, db, user }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    await requireDraft(db, s, user.id);
    await db.query('delete from engineering_scenario_drafts where scenario_id = $1 and user_id = $2', [s.id, user.id]);
    return { data: await answer(db, s, user.id) };
  },
});

const apply = defineRoute({
  method: 'POST',
  url: `${base}/:scenarioId/apply`,
  summary: 'Apply your draft: it becomes the scenario (version + 1) and is dropped; 409 when the scenario was applied by someone since your draft began',
  tags,
  access: well('EDIT_SCENARIO'),
  params: scenarioParams,
  async handler({ params, db, user }) {
    const before = await readScenario(db, params.id, params.scenarioId);
    const d = await requireDraft(db, before, user.id);
    if (d.base_version !== before.version)
      throw new HttpError(
        409,
        `${before.name} was changed to version ${before.version}${before.updated_by_name ? ` by ${before.updated_by_name}` : ''} since your draft of version ${d.base_version} began: cancel it and edit again`,
      );
    await assertScenarioNameFree(db, params.id, d.name, before.id);
    const after = await db.transaction(async (tx) => {
      await tx.query(
        `update engineering_scenarios set name = $2, description = $3, inputs = $4, version = version + 1, updated_by = $5, updated_at = now() where id = $1`,
        [before.id, d.name, d.description, JSON.stringify(d.inputs), user.id],
      );
      await tx.query('delete from engineering_scenario_drafts where scenario_id = $1 and user_id = $2', [before.id, user.id]);
      const next = await readScenario(tx, params.id, before.id);
      await auditScenario(tx, user.id, 'apply', next, {
        version: next.version,
        before: { name: before.name, inputs: before.inputs },
        after: { name: next.name, inputs: next.inputs },
      });
      return next;
    });
    return { data: await answer(db, after, user.id) };
  },
});

/** The measured hook load's window of a data query. */
export const measuredOf = (q: { measured_from?: number; measured_to?: number }) => ({ measured_from: q.measured_from, measured_to: q.measured_to });

export const dataQuery = z
  .object({
    /** Your draft's inputs rather than the applied ones (when you have a draft). */
    draft: queryBool.optional(),
    measured_from: z.coerce.number().pipe(epochS).optional(),
    measured_to: z.coerce.number().pipe(epochS).optional(),
  })
  .strict()
  .refine((q) => q.measured_from === undefined || q.measured_to === undefined || q.measured_from < q.measured_to, {
    message: 'measured_from must be before measured_to',
    path: ['measured_from'],
  });

const data = defineRoute({
  method: 'GET',
  url: `${base}/:scenarioId/data`,
  summary:
    'Torque & drag (broomstick, along-string profile, recorded hook load) and hydraulics (losses, bit drop, ECD, flow-rate curve) on the scenario’s inputs, or on your draft’s with draft=true',
  tags,
  access: well('VIEW_SCENARIO'),
  params: scenarioParams,
  query: dataQuery,
  async handler({ params, query, db, user, services }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const d = query.draft ? await readDraft(db, s.id, user.id) : null;
    const calc = await scenarioCalculations(db, services.logs.store, params.id, d?.inputs ?? s.inputs, measuredOf(query));
    return { data: { scenario_id: s.id, version: s.version, from_draft: d !== null, ...calc } };
  },
});

export const scenarioRoutes = [list, create, one, patch, remove, edit, cancel, apply, data];
