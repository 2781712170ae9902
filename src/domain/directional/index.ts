/**
 * The directional engine: one import for the server and the panes. Subfolders error-model/ and
 * anti-collision/ have their own entry points.
 */
export * from './types';
export * from './angles';
export * from './units';
export * from './north-reference';
export * from './minimum-curvature';
export * from './interpolate';
export * from './vertical-section';
export * from './toolface';
export * from './path';
export * from './closest-point';
export * from './slide-sheet';
export * from './plan/arc-stations';
export * from './plan/curve-hold';
export * from './plan/curve-hold-curve';
export * from './plan/plan-segments';
export * from './plan/build-hold-drop';
export * from './plan/targets';
export * from './plan/boundaries';
export * from './projection/projection';
export * from './projection/courses';
export * from './projection/trend';
export * from './projection/smart';
export * from './projection/live';
export * from './projection/target-steering';
export * from './projection/inputs';
export * from './projection/trajectory-modes';
export * from './projection/projection-methods';
export * from './comparison/plan-vs-actual';
export * from './comparison/back-to-plan';
export * from './comparison/build-walk';
