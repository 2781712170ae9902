import type { RouteDecl } from '../route-types';
import { group, needs } from './define';

const info = group({ stage: 'drilling', trail: ['Drilling', 'Well info'] });
const files = group({ stage: 'drilling', trail: ['Drilling'] });
const mgmt = group({ stage: 'drilling', trail: ['Drilling', 'Management'] });

export const drillingWellRoutes: RouteDecl[] = [
  info('drilling.well_header', '/drilling/well_header/{well_uid?}', 'Well Header', { keywords: ['well info', 'objectives'] }),
  info('drilling.location', '/drilling/location/{well_uid?}', 'Location', { keywords: ['map', 'coordinates', 'slot'] }),
  info('drilling.well_formations', '/drilling/well_formations/{well_uid?}', 'Formations', { keywords: ['formation tops', 'geology'] }),
  info('drilling.well_pressure', '/drilling/well_pressure/{well_uid?}', 'Pressure', { keywords: ['pore pressure', 'fracture gradient', 'geoprognosis'] }),
  info('drilling.well_temperature', '/drilling/well_temperature/{well_uid?}', 'Temperature', { keywords: ['geothermal gradient', 'geoprognosis'] }),
  info('drilling.job_summary', '/drilling/job_summary/{well_uid?}', 'Job Summary', { keywords: ['summary', 'end of well'], guard: needs('VIEW_JOB_SUMMARY') }),
  files('drilling.file_drive', '/drilling/file_drive/{well_uid?}', 'File Drive', {
    keywords: ['files', 'documents', 'upload'],
    query: [{ name: 'folder_id', required: false }],
  }),
  mgmt('drilling.management.control', '/drilling/management/control/{well_uid?}', 'Well Tuner', {
    keywords: ['control', 'processing'],
    guard: needs('WELL_PROCESSING'),
  }),
  mgmt('drilling.management.well_configuration', '/drilling/management/well_configuration/{well_uid?}', 'Well Configuration', {
    keywords: ['settings', 'channels', 'processing'],
    guard: needs('WELL_PROCESSING'),
  }),
];
