/**
 * Permission names, shared by server checks and client guards. Global permissions are named by the
 * spec (app-shell 6); the per-well and per-project catalogue's exact names are not in the spec, so
 * these are ours, one per feature and verb.
 */
export const GLOBAL_PERMISSIONS = [
  'VIEW_USERS',
  'MANAGE_WELLS',
  'CAN_VIEW_USAGE',
  'LOGIN_AS_USER',
  'SHARE_TEMPLATES',
  'AI_CHAT',
  'VIEW_ROADMAP',
  'EDIT_ROADMAP',
  'WELL_PROCESSING',
  'VIEW_JOB_SUMMARY',
  'VIEW_DRILLING_TIMELOG',
  'VIEW_PROJECT_EDM',
] as const;
export type GlobalPermission = (typeof GLOBAL_PERMISSIONS)[number];

export const WELL_PERMISSIONS = [
  'VIEW_WELL',
  'EDIT_WELL',
  'VIEW_SURVEY',
  'EDIT_SURVEY',
  'VIEW_PLAN',
  'EDIT_PLAN',
  'VIEW_PROJECTION',
  'EDIT_PROJECTION',
  'VIEW_LOGS',
  'IMPORT_LOGS',
  'VIEW_FILES_OWN',
  'VIEW_FILES_ALL',
  'EDIT_FILES',
  'VIEW_DESIGN',
  'EDIT_DESIGN',
  'VIEW_SCENARIO',
  'EDIT_SCENARIO',
  'VIEW_MUD',
  'EDIT_MUD',
  'EDM_IMPORT',
  'EDM_EXPORT',
  'VIEW_COMPLETION',
  'EDIT_COMPLETION',
  'VIEW_COSTS',
  'EDIT_COSTS',
  'VIEW_INCIDENTS',
  'EDIT_INCIDENTS',
  'VIEW_HAZARDS',
  'EDIT_HAZARDS',
  'VIEW_RECOMMENDATIONS',
  'EDIT_RECOMMENDATIONS',
  'VIEW_TIMELOG',
  'EDIT_TIMELOG',
  'VIEW_TICKETS',
  'EDIT_TICKETS',
  'VIEW_SERVICE_JOB',
  'DRILLING_PROGRAM_APPROVE',
  'DRILLING_PROGRAM_SUBMIT',
  'DRILLING_PROGRAM_COPY',
  'VIEW_GEOPROGNOSIS',
  'EDIT_GEOPROGNOSIS',
  'VIEW_JOB_SUPPLIES',
  'EDIT_WELL_HEADER',
  'EDIT_WELL_OBJECTIVES',
  'EDIT_WELL_END_SUMMARY',
  'VIEW_PRODUCTION',
  'EDIT_PRODUCTION',
  'COMMENT_EVERYONE',
  'COMMENT_ONLY_ME',
  'DOWNLOAD_EOU_REPORT',
] as const;
export type WellPermission = (typeof WELL_PERMISSIONS)[number];

export const PROJECT_PERMISSIONS = ['VIEW_PROJECT', 'VIEW_DRILLING_PROGRAM', 'EDIT_DRILLING_PROGRAM', 'SHOW_UNLINKED_WELLS', 'EDIT_PROJECT_EDM'] as const;

export type ObjectType = 'WELL' | 'PROJECT';

/** Read-only well access: every VIEW_ permission plus own-files and comments. */
export const WELL_VIEWER: readonly WellPermission[] = WELL_PERMISSIONS.filter((p) => p.startsWith('VIEW_') || p === 'COMMENT_ONLY_ME');
