/**
 * Directional option lists (data-widgets-calls spec §3).
 * Option lists are declared once, `as const`, so unions derive from the data; where the spec is
 * silent the choice is ours and says so.
 */

export const TRAJECTORY_MODES = [
  'STRAIGHT_LINE',
  'LAST_DLS_TF',
  'TREND_DLS_TF',
  'MANUAL_CL_INC_AZM',
  'MANUAL_MD_INC_AZM',
  'MANUAL_CL_DLS_TF',
  'MANUAL_CL_DLS_MTF',
  'SMART',
  'MANUAL_TVD_INC_AZM',
  'MANUAL_TVD_DLS_TF',
  'SMART_TO_CL',
  'TARGET_RETURN',
  'TARGET_CL',
  'MINIMUM_TIME',
  'TARGET_DISTANCE',
  'MINIMUM_DISTANCE',
  'MINIMUM_SLIDE',
  'MAX_INC_AZM',
  'LIMIT_SLIDE',
] as const;

export type TrajectoryMode = (typeof TRAJECTORY_MODES)[number];

/** Real-time projection methods (§9.2); ids are ours, labels follow the spec. */
export const PROJECTION_METHODS = [
  { id: 'SMART_TO_BIT', label: 'Smart to bit' },
  { id: 'SMART_TO_CL', label: 'Smart to CL' },
  { id: 'LIVE_TO_BIT', label: 'MWD/RSS live to bit' },
  { id: 'LIVE_SMART_AZM_TO_BIT', label: 'Live + smart azimuth to bit' },
  { id: 'STRAIGHT_TO_BIT', label: 'Straight line to bit' },
  { id: 'STRAIGHT_TO_CL', label: 'Straight line to CL' },
  { id: 'STRAIGHT_TO_TVD', label: 'Straight line to TVD' },
  { id: 'STRAIGHT_TO_VS', label: 'Straight line to VS' },
  { id: 'LAST_DLS_TF', label: 'Last DLS/TF' },
  { id: 'TREND_DLS_TF', label: 'Trend DLS/TF (last 4 surveys)' },
  { id: 'CL_INC_AZM', label: 'CL/INC/AZM' },
  { id: 'MD_INC_AZM', label: 'MD/INC/AZM' },
  { id: 'TVD_INC_AZM', label: 'TVD/INC/AZM' },
  { id: 'CL_DLS_TF', label: 'CL/DLS/TF' },
  { id: 'TVD_DLS_TF', label: 'TVD/DLS/TF' },
  { id: 'INC_AZM_TO_BIT', label: 'INC/AZM to bit' },
  { id: 'DLS_TF_TO_BIT', label: 'DLS/TF to bit' },
] as const;

export type ProjectionMethodId = (typeof PROJECTION_METHODS)[number]['id'];

export const SURVEY_VARIANTS = [
  { id: 0, key: 'PRINCIPAL', label: 'Principal' },
  { id: 1, key: 'PROPOSAL', label: 'Proposal' },
  { id: 3, key: 'GEOSTEERING', label: 'Geosteering' },
] as const;

export const TARGET_SHAPES = ['point', 'circle', 'ellipse', 'rectangle', 'polygon'] as const;

export type TargetShape = (typeof TARGET_SHAPES)[number];

export const BOUNDARY_TYPES = ['contour', 'leaseline', 'other', 'river', 'road'] as const;

export type BoundaryType = (typeof BOUNDARY_TYPES)[number];
