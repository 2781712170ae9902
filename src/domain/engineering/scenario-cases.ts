/**
 * Cases of an engineering scenario (spec 7.8 "cases CRUD, data, reorder (PUT order)"): each a name and
 * the inputs it changes, laid over the scenario's own. A case names only what it varies (a friction
 * pair, a mud, a flow rate); the rest is the scenario's, and what the scenario leaves out the documented
 * demo case's. Shared by the server's validation and the scenario pane.
 */
import { z } from 'zod';
import { scenarioInputsSchema, type ScenarioInputs } from './scenario-schemas';

const name = z.string().trim().min(1, 'This field could not be empty').max(80, 'must be at most 80 characters');

export const caseCreateSchema = z.object({ name, inputs: scenarioInputsSchema.optional() }).strict();

/** A change of a case: the inputs given replace the case's whole (so an input can be dropped). */
export const casePatchSchema = z
  .object({ name: name.optional(), inputs: scenarioInputsSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.inputs !== undefined, { message: 'give name or inputs', path: ['inputs'] });

/** The scenario's cases in their new order: every case once. */
export const caseOrderSchema = z
  .object({
    ids: z
      .array(z.uuid({ message: 'must be an id (uuid)' }))
      .min(1, 'give at least one id')
      .max(200, 'must be at most 200 ids'),
  })
  .strict()
  .refine((b) => new Set(b.ids).size === b.ids.length, { message: 'each case once', path: ['ids'] });

/**
 * The inputs a case computes on: the scenario's with the case's laid over them, input by input. A
 * friction pair, a string and a rheology each replace the scenario's whole, as they are given whole.
 */
export function caseInputs(scenario: ScenarioInputs, kase: ScenarioInputs): ScenarioInputs {
  return { ...scenario, ...kase };
}

/** The inputs a case changes from the scenario's, by name: what the case list shows beside each case. */
export function caseChanges(scenario: ScenarioInputs, kase: ScenarioInputs): string[] {
  return (Object.keys(kase) as (keyof ScenarioInputs)[]).filter((k) => JSON.stringify(kase[k]) !== JSON.stringify(scenario[k]));
}

/** A case as the API answers it: the server's row and the client's reading of it. */
export interface ScenarioCase {
  id: string;
  scenario_id: string;
  name: string;
  position: number;
  /** What the case lays over the scenario's inputs. */
  inputs: ScenarioInputs;
  updated_by_name: string | null;
}
