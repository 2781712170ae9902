/**
 * Around the engineering scenarios (spec 7.8 rt_data_view, engineering/meta, calculator; issue 16):
 *
 *   GET  /wells/{id}/engineering/scenarios/{sid}/rt_data_view  recorded hook load against the scenario's (or a case's) model at the same depth and mode (VIEW_SCENARIO)
 *   GET  /engineering/meta                                     what a scenario's inputs are: their JSON schema, the demo case's values, the modes and calculations (signed in)
 *   POST /engineering/calculator                               buoyancy, string weight, bit pressure drop, annular velocity, ECD (signed in: no well data)
 */
import { z } from 'zod';
import { CALCULATIONS, calculate, calculatorBodySchema } from '../../../src/domain/engineering/calculator';
import {
  BROOMSTICK_FRICTIONS,
  DEMO_BIT_TORQUE_KNM,
  DEMO_BLOCK_WEIGHT_T,
  DEMO_FLOW_LPM,
  DEMO_FRICTION,
  DEMO_MUD,
  DEMO_SURFACE_LOSS_MPA,
  DEMO_WOB_T,
} from '../../../src/domain/engineering/demo-case';
import { caseInputs } from '../../../src/domain/engineering/scenario-cases';
import { scenarioInputsSchema } from '../../../src/domain/engineering/scenario-schemas';
import { TORQUE_DRAG_MODES } from '../../../src/domain/engineering/torque-drag';
import { rtDataView } from '../../engineering/rt-data-view';
import { readCase } from '../../engineering/scenario-cases';
import { readDraft, readScenario, torqueDragBodyOf } from '../../engineering/scenarios';
import { SIGNED_IN, well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { epochS, queryBool, uuid } from '../../lib/schemas';
import { measuredOf, scenarioParams } from './scenarios';

const tags = ['engineering'];

const rtQuery = z
  .object({
    /** One case of the scenario rather than the scenario itself. */
    case_id: uuid.optional(),
    draft: queryBool.optional(),
    measured_from: z.coerce.number().pipe(epochS).optional(),
    measured_to: z.coerce.number().pipe(epochS).optional(),
  })
  .strict()
  .refine((q) => q.measured_from === undefined || q.measured_to === undefined || q.measured_from < q.measured_to, {
    message: 'measured_from must be before measured_to',
    path: ['measured_from'],
  });

const rtView = defineRoute({
  method: 'GET',
  url: '/wells/:id/engineering/scenarios/:scenarioId/rt_data_view',
  summary:
    'The rig’s recorded hook load (the last 300 points of tripping, reaming and drilling) against the scenario’s torque & drag model at the same bit depth and mode, or a case’s with case_id, and the mean deviation per mode',
  tags,
  access: well('VIEW_SCENARIO'),
  params: scenarioParams,
  query: rtQuery,
  async handler({ params, query, db, user, services }) {
    const s = await readScenario(db, params.id, params.scenarioId);
    const d = query.draft ? await readDraft(db, s.id, user.id) : null;
    const c = query.case_id ? await readCase(db, s.id, query.case_id) : null;
    const inputs = caseInputs(d?.inputs ?? s.inputs, c?.inputs ?? {});
    const view = await rtDataView(db, services.logs.store, params.id, torqueDragBodyOf(inputs, measuredOf(query)));
    return { data: { scenario_id: s.id, case_id: c?.id ?? null, version: s.version, from_draft: d !== null, ...view } };
  },
});

const meta = defineRoute({
  method: 'GET',
  url: '/engineering/meta',
  summary:
    'What an engineering scenario’s inputs are (their JSON schema: names, SI units in the names, limits), the documented demo case that fills what a scenario leaves out, the torque & drag modes and the calculator’s calculations',
  tags,
  access: SIGNED_IN,
  async handler() {
    return {
      data: {
        inputs_schema: z.toJSONSchema(scenarioInputsSchema, { io: 'input', unrepresentable: 'any' }),
        demo_case: {
          mud_density_kg_m3: DEMO_MUD.densityKgM3,
          rheology: { model: 'power_law', r600: DEMO_MUD.theta600, r300: DEMO_MUD.theta300 },
          friction: DEMO_FRICTION,
          wob_t: DEMO_WOB_T,
          bit_torque_knm: DEMO_BIT_TORQUE_KNM,
          block_weight_t: DEMO_BLOCK_WEIGHT_T,
          flow_lpm: DEMO_FLOW_LPM,
          surface_loss_mpa: DEMO_SURFACE_LOSS_MPA,
        },
        torque_drag_modes: TORQUE_DRAG_MODES,
        broomstick_frictions: BROOMSTICK_FRICTIONS,
        rheology_models: ['power_law', 'bingham', 'herschel_bulkley'],
        calculations: CALCULATIONS,
      },
    };
  },
});

const calculator = defineRoute({
  method: 'POST',
  url: '/engineering/calculator',
  summary: 'One engineering sum (calc: buoyancy, string_weight, bit_pressure_drop, annular_velocity or ecd) on the values given, SI units in the names',
  tags,
  access: SIGNED_IN,
  body: calculatorBodySchema,
  async handler({ body }) {
    return { data: { calc: body.calc, ...calculate(body) } };
  },
});

export const scenarioToolRoutes = [rtView, meta, calculator];
