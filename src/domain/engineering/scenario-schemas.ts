/**
 * A stored engineering scenario (spec 7.8 engineering/scenarios, spec 4 "a draft is created (edit),
 * applied (apply) or cancelled (cancel)"): a named what-if case of a well whose inputs feed torque &
 * drag and hydraulics. Every input is optional: what a scenario leaves out comes from the documented
 * demo case, as for the calculation calls. Shared by the server's validation and the scenario editor.
 */
import { z } from 'zod';
import { caseFields, rheologySchema } from './request-schemas';

export const scenarioInputsSchema = z
  .object({
    ...caseFields,
    /** Fann readings of the mud; its density is mud_density_kg_m3. */
    rheology: rheologySchema.optional(),
  })
  .strict();
export type ScenarioInputs = z.infer<typeof scenarioInputsSchema>;

const name = z.string().trim().min(1, 'This field could not be empty').max(120, 'must be at most 120 characters');
const description = z.string().max(2000, 'must be at most 2000 characters');

export const scenarioCreateSchema = z.object({ name, description: description.optional(), inputs: scenarioInputsSchema.optional() }).strict();

/** A change of the caller's draft: the inputs given replace the draft's whole. */
export const scenarioDraftPatchSchema = z
  .object({ name: name.optional(), description: description.optional(), inputs: scenarioInputsSchema.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.description !== undefined || b.inputs !== undefined, {
    message: 'give name, description or inputs',
    path: ['inputs'],
  });
