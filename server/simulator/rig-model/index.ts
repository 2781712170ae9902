/** The rig model: deterministic 1 Hz rig data with truth, for demo history and the live simulator. */
export { createRigModel, type DepthLogChunk, type RigModel } from './rig-model';
export type { RigModelOptions, RigModelState } from './model-state';
export { DEFAULT_RIG_PARAMS } from './rig-params';
