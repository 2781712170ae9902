/** The rig model: deterministic 1 Hz rig data with truth, for demo history and the live simulator. */
export { createRigModel, shiftRigState, type DepthLogChunk, type RigChunk, type RigModel } from './rig-model';
export type { RigModelOptions, RigModelState } from './model-state';
