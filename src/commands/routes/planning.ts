import type { RouteDecl } from '../route-types';
import { group, needs } from './define';

const r = group({ stage: 'drilling', trail: ['Well planning'], guard: needs('VIEW_PROJECT_EDM', { hideInMobile: true }) });

export const planningRoutes: RouteDecl[] = [
  r('planning.well_trajectories', '/well_planning/{project_id?}/well_trajectories', 'Well Trajectories', { keywords: ['edm', 'pad', 'plans'] }),
  r('planning.pad_programs', '/well_planning/{project_id?}/pad_programs', 'Pad Programs', { keywords: ['pad', 'batch drilling'] }),
  r('planning.pad_program', '/well_planning/{project_id?}/pad_programs/{program_id}', 'Pad Program', { keywords: ['pad'] }),
];
