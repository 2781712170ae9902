/**
 * Engineering calculations on a well (spec 7.8 engineering; issue 16): torque and drag, hydraulics.
 *
 *   POST /wells/{id}/engineering/torque_drag  broomstick, along-string profile, recorded hook load (VIEW_SCENARIO)
 *   POST /wells/{id}/engineering/hydraulics   losses by section, bit Δp, standpipe, ECD, flow-rate curve (VIEW_SCENARIO)
 *
 * Stored scenarios (name, inputs, edit/cancel/apply drafts) are in scenarios.ts, their cases in
 * scenario-cases.ts, the real-time view, meta and calculator in scenario-tools.ts.
 *
 * Both run on the well's definitive survey, else its definitive plan (422 when it has neither); what
 * the body leaves out comes from the documented demo case and the answer lists it in inputs.defaulted.
 */
import { hydraulicsBodySchema, torqueDragBodySchema } from '../../../src/domain/engineering/request-schemas';
import { hydraulicsAnswer } from '../../engineering/hydraulics-run';
import { torqueDragAnswer } from '../../engineering/torque-drag-run';
import { well } from '../../lib/access';
import { designRoutes } from './designs';
import { drillingProgramVersionRoutes } from './drilling-program-versions';
import { drillingProgramRoutes } from './drilling-programs';
import { scenarioCaseRoutes } from './scenario-cases';
import { scenarioToolRoutes } from './scenario-tools';
import { scenarioRoutes } from './scenarios';
import { defineRoute } from '../../lib/route';
import { idParams } from '../../lib/schemas';

const tags = ['engineering'];

const torqueDrag = defineRoute({
  method: 'POST',
  url: '/wells/:id/engineering/torque_drag',
  summary:
    'Soft-string torque and drag on the well’s survey (or plan): hook load and surface torque against bit depth per mode and friction factor (the broomstick), tension and torque along the string at TD, and the recorded hook load while tripping and drilling',
  tags,
  access: well('VIEW_SCENARIO'),
  params: idParams,
  body: torqueDragBodySchema,
  async handler({ params, body, db, services }) {
    return { data: await torqueDragAnswer(db, services.logs.store, params.id, body) };
  },
});

const hydraulicsRoute = defineRoute({
  method: 'POST',
  url: '/wells/:id/engineering/hydraulics',
  summary:
    'Hydraulics on the well’s survey (or plan): pipe and annular pressure losses by section (power-law or Herschel–Bulkley mud), bit nozzle drop, standpipe pressure and ECD at the bit and the shoe, and a curve over up to 100 flow rates',
  tags,
  access: well('VIEW_SCENARIO'),
  params: idParams,
  body: hydraulicsBodySchema,
  async handler({ params, body, db }) {
    return { data: await hydraulicsAnswer(db, params.id, body) };
  },
});

export const engineeringRoutes = [
  torqueDrag,
  hydraulicsRoute,
  ...designRoutes,
  ...drillingProgramRoutes,
  ...drillingProgramVersionRoutes,
  ...scenarioRoutes,
  ...scenarioCaseRoutes,
  ...scenarioToolRoutes,
];
