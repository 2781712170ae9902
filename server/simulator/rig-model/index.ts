/** The rig model: deterministic 1 Hz rig data with truth, for demo history and the live simulator. */
export { createRigModel, shiftRigState, type CreateRigModelInput, type DepthLogChunk, type RigChunk, type RigModel, type RigSample } from './rig-model';
export type { RigModelOptions, RigModelState, RigMode } from './model-state';
export type { RigEvent, StandEvent, TripEvent, ZeroEvent } from './events';
export { DEFAULT_RIG_PARAMS, type RigParams } from './rig-params';
export { createFormation, LITHOLOGIES, type Formation } from './formation';
export { generateDepthLog, type DepthLog, type DepthLogOptions } from './depth-log';
