/**
 * The demo organisation as data: companies, people, roles, projects, rigs and wells. Keys are
 * stable names used by later seed steps ('redhawk-2h'); ids are drawn from the seeded PRNG.
 */
import { GLOBAL_PERMISSIONS, PROJECT_PERMISSIONS, WELL_PERMISSIONS, WELL_VIEWER, type GlobalPermission } from '../../src/domain/permissions';

export const DAY_S = 86_400;

export const DEMO_COMPANIES = [
  { key: 'pbe', name: 'Permian Basin Energy', type_id: 1 },
  { key: 'northstar', name: 'Northstar Petroleum', type_id: 1 },
  { key: 'vector', name: 'Vector Directional Services', type_id: 2 },
  { key: 'lonestar', name: 'Lone Star Drilling Co.', type_id: 3 },
  { key: 'redrock', name: 'Red Rock Frac Services', type_id: 5 },
  { key: 'legacy', name: 'Legacy Oilfield Services', type_id: 2, status: 2 },
] as const;

const edit = (...names: string[]) => names;
export const DEMO_ROLES = [
  {
    key: 'drilling-engineer',
    name: 'Drilling Engineer',
    object_type: 'WELL',
    permissions: [
      ...WELL_VIEWER,
      ...edit(
        'EDIT_WELL',
        'EDIT_SURVEY',
        'EDIT_PLAN',
        'EDIT_PROJECTION',
        'IMPORT_LOGS',
        'EDIT_TIMELOG',
        'EDIT_DESIGN',
        'EDIT_SCENARIO',
        'EDIT_MUD',
        'EDIT_COSTS',
        'EDIT_TICKETS',
        'EDIT_INCIDENTS',
        'EDIT_HAZARDS',
        'EDIT_RECOMMENDATIONS',
        'EDIT_FILES',
        'EDM_IMPORT',
        'EDM_EXPORT',
        'COMMENT_EVERYONE',
        'EDIT_WELL_HEADER',
        'DRILLING_PROGRAM_SUBMIT',
      ),
    ],
  },
  {
    key: 'directional-driller',
    name: 'Directional Driller',
    object_type: 'WELL',
    permissions: [...WELL_VIEWER, ...edit('EDIT_SURVEY', 'EDIT_PLAN', 'EDIT_PROJECTION', 'IMPORT_LOGS', 'COMMENT_EVERYONE')],
  },
  {
    key: 'completions-engineer',
    name: 'Completions Engineer',
    object_type: 'WELL',
    permissions: [...WELL_VIEWER, ...edit('EDIT_COMPLETION', 'EDIT_COSTS', 'EDIT_TICKETS', 'EDIT_TIMELOG', 'IMPORT_LOGS', 'COMMENT_EVERYONE')],
  },
  {
    key: 'production-engineer',
    name: 'Production Engineer',
    object_type: 'WELL',
    permissions: [...WELL_VIEWER, ...edit('EDIT_PRODUCTION', 'COMMENT_EVERYONE')],
  },
  {
    key: 'rig-crew',
    name: 'Rig Crew',
    object_type: 'WELL',
    permissions: [...edit('VIEW_WELL', 'VIEW_SURVEY', 'VIEW_PLAN', 'VIEW_LOGS', 'VIEW_TIMELOG', 'EDIT_TIMELOG', 'VIEW_HAZARDS', 'COMMENT_ONLY_ME')],
  },
  { key: 'viewer', name: 'Viewer', object_type: 'WELL', permissions: [...WELL_VIEWER] },
  {
    key: 'project-engineer',
    name: 'Project Engineer',
    object_type: 'PROJECT',
    permissions: [...WELL_PERMISSIONS.filter((p) => !p.startsWith('DRILLING_PROGRAM_APPROVE')), ...PROJECT_PERMISSIONS],
  },
  { key: 'project-viewer', name: 'Project Viewer', object_type: 'PROJECT', permissions: [...WELL_VIEWER, 'VIEW_PROJECT', 'VIEW_DRILLING_PROGRAM'] },
] as const;

type Stage = 'drilling' | 'completion_frac' | 'completion_wireline' | 'production';

export interface DemoUser {
  key: string;
  email: string;
  password: string;
  name: string;
  /** Where SMS alerts go (555-01xx: numbers reserved for fiction). */
  phone?: string;
  company: string;
  is_admin?: boolean;
  is_superadmin?: boolean;
  test_case_enabled?: boolean;
  multi_well_enabled?: boolean;
  must_change_password?: boolean;
  status?: 1 | 2 | 3;
  default_stage?: Stage;
  global: readonly GlobalPermission[];
  unit_system?: 'metric' | 'imperial';
  /** Roles on wells or projects: [role key, object key]. */
  roles: readonly (readonly [string, string])[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.drillspace',
    phone: '+1 713 555 0100',
    password: 'drillspace-admin',
    name: 'Avery Admin',
    company: 'pbe',
    is_admin: true,
    test_case_enabled: true,
    multi_well_enabled: true,
    global: GLOBAL_PERMISSIONS,
    roles: [],
  },
  {
    key: 'super',
    email: 'superadmin@demo.drillspace',
    password: 'drillspace-super',
    name: 'Sam Superadmin',
    company: 'pbe',
    is_admin: true,
    is_superadmin: true,
    multi_well_enabled: true,
    global: GLOBAL_PERMISSIONS,
    roles: [],
  },
  {
    key: 'engineer',
    email: 'engineer@demo.drillspace',
    phone: '+1 432 555 0134',
    password: 'drillspace-engineer',
    name: 'Dana Driller',
    company: 'pbe',
    multi_well_enabled: true,
    // A drilling engineer views and configures the roadmap (app-shell 6: Roadmap VIEW_ROADMAP,
    // Roadmap configuration EDIT_ROADMAP) and reads the drilling time journal.
    global: ['VIEW_ROADMAP', 'EDIT_ROADMAP', 'VIEW_DRILLING_TIMELOG', 'VIEW_JOB_SUMMARY', 'SHARE_TEMPLATES', 'AI_CHAT', 'VIEW_PROJECT_EDM'],
    roles: [
      ['project-engineer', 'delaware'],
      ['drilling-engineer', 'bluebonnet-1h'],
      ['drilling-engineer', 'bluebonnet-2h'],
    ],
  },
  {
    key: 'directional',
    email: 'directional@demo.drillspace',
    password: 'drillspace-directional',
    name: 'Diego Directional',
    company: 'vector',
    global: ['VIEW_DRILLING_TIMELOG'],
    roles: [
      ['directional-driller', 'redhawk-2h'],
      ['directional-driller', 'redhawk-3h'],
      ['directional-driller', 'bluebonnet-1h'],
    ],
  },
  {
    key: 'completions',
    email: 'completions@demo.drillspace',
    password: 'drillspace-completions',
    name: 'Casey Completions',
    company: 'pbe',
    default_stage: 'completion_frac',
    global: ['VIEW_JOB_SUMMARY'],
    roles: [
      ['completions-engineer', 'redhawk-1h'],
      ['completions-engineer', 'longhorn-4h'],
    ],
  },
  {
    key: 'production',
    email: 'production@demo.drillspace',
    password: 'drillspace-production',
    name: 'Pat Production',
    company: 'northstar',
    default_stage: 'production',
    unit_system: 'imperial',
    global: [],
    roles: [
      ['production-engineer', 'northstar-3h'],
      ['production-engineer', 'mesquite-7h'],
    ],
  },
  {
    key: 'rig',
    email: 'rigmanager@demo.drillspace',
    phone: '+1 432 555 0177',
    password: 'drillspace-rig',
    name: 'Riley Rigmanager',
    company: 'lonestar',
    global: ['VIEW_DRILLING_TIMELOG'],
    roles: [
      ['rig-crew', 'redhawk-2h'],
      ['rig-crew', 'bluebonnet-1h'],
    ],
  },
  {
    key: 'frac',
    email: 'frac@demo.drillspace',
    password: 'drillspace-frac',
    name: 'Frankie Frac',
    company: 'redrock',
    default_stage: 'completion_frac',
    global: [],
    roles: [['viewer', 'redhawk-1h']],
  },
  {
    key: 'analyst',
    email: 'analyst@demo.drillspace',
    password: 'drillspace-analyst',
    name: 'Alex Analyst',
    company: 'pbe',
    multi_well_enabled: true,
    unit_system: 'imperial',
    global: ['VIEW_PROJECT_EDM', 'CAN_VIEW_USAGE', 'SHARE_TEMPLATES', 'VIEW_DRILLING_TIMELOG'],
    roles: [
      ['project-viewer', 'delaware'],
      ['project-viewer', 'midland'],
      ['project-viewer', 'bakken'],
    ],
  },
  {
    key: 'viewer',
    email: 'viewer@demo.drillspace',
    password: 'drillspace-viewer',
    name: 'Vic Viewer',
    company: 'northstar',
    global: [],
    roles: [['viewer', 'prairie-5h']],
  },
  {
    key: 'suspended',
    email: 'suspended@demo.drillspace',
    password: 'drillspace-suspended',
    name: 'Sid Suspended',
    company: 'pbe',
    status: 3,
    global: [],
    roles: [['viewer', 'redhawk-2h']],
  },
  {
    key: 'newhire',
    email: 'newhire@demo.drillspace',
    password: 'drillspace-newhire',
    name: 'Nia Newhire',
    company: 'pbe',
    status: 1,
    must_change_password: true,
    global: [],
    roles: [['viewer', 'redhawk-2h']],
  },
  {
    key: 'legacy',
    email: 'legacy@demo.drillspace',
    password: 'drillspace-legacy',
    name: 'Lee Legacy',
    company: 'legacy',
    global: [],
    roles: [['viewer', 'redhawk-2h']],
  },
];

export const DEMO_GROUPS = [
  {
    key: 'ops-centre',
    name: 'Operations Centre',
    description: 'Real-time operations centre: watches every active drilling well',
    members: ['analyst', 'rig'],
    roles: [
      ['viewer', 'redhawk-2h'],
      ['viewer', 'bluebonnet-1h'],
    ],
  },
] as const;

export const DEMO_PROJECTS = [
  {
    key: 'delaware',
    name: 'Delaware Basin Pad Development',
    company: 'pbe',
    description: 'Red Hawk pad: four horizontal wells from one pad, 10 m slot spacing',
  },
  { key: 'midland', name: 'Midland Horizontal Program', company: 'pbe', description: 'Wolfcamp A and Spraberry laterals' },
  { key: 'bakken', name: 'Bakken North', company: 'northstar', description: 'Middle Bakken producers, McKenzie County' },
] as const;

export const DEMO_RIGS = [
  { key: 'ls27', name: 'Lone Star 27', contractor: 'lonestar', rig_type: 'land' },
  { key: 'ls31', name: 'Lone Star 31', contractor: 'lonestar', rig_type: 'land' },
  { key: 'ls44', name: 'Lone Star 44', contractor: 'lonestar', rig_type: 'land' },
] as const;

export const DEMO_FRAC_FLEETS = [
  { key: 'rr1', name: 'Red Rock Fleet 1', contractor: 'redrock' },
  { key: 'rr2', name: 'Red Rock Fleet 2', contractor: 'redrock' },
] as const;

export interface DemoWell {
  key: string;
  name: string;
  project: string;
  company: string;
  status: 1 | 2 | 3 | 4;
  stage: Stage;
  realtime: boolean;
  /** Spud and release relative to the anchor, in days (release null: still on the well). */
  spudDay: number | null;
  releaseDay: number | null;
  startDepthM: number;
  endDepthM: number;
  rig: string | null;
  lat: number;
  lon: number;
  field: string;
  state: string;
  county: string;
  uwi: string;
}

// Red Hawk pad: slots 10 m apart along east-west; 1 degree latitude ≈ 111 km.
const padLat = 31.9012;
const padLon = -103.8841;
const slot = (i: number) => padLon + (i * 10) / (111_320 * Math.cos((padLat * Math.PI) / 180));

export const DEMO_WELLS: readonly DemoWell[] = [
  {
    key: 'redhawk-1h',
    name: 'Red Hawk 1H',
    project: 'delaware',
    company: 'pbe',
    status: 1,
    stage: 'completion_frac',
    realtime: false,
    spudDay: -75,
    releaseDay: -48,
    startDepthM: 0,
    endDepthM: 6120,
    rig: 'ls27',
    lat: padLat,
    lon: slot(0),
    field: 'Delaware Basin',
    state: 'TX',
    county: 'Reeves',
    uwi: '42-389-40101',
  },
  {
    key: 'redhawk-2h',
    name: 'Red Hawk 2H',
    project: 'delaware',
    company: 'pbe',
    status: 1,
    stage: 'drilling',
    realtime: true,
    spudDay: -30,
    releaseDay: null,
    startDepthM: 0,
    endDepthM: 6250,
    rig: 'ls27',
    lat: padLat,
    lon: slot(1),
    field: 'Delaware Basin',
    state: 'TX',
    county: 'Reeves',
    uwi: '42-389-40102',
  },
  {
    key: 'redhawk-3h',
    name: 'Red Hawk 3H',
    project: 'delaware',
    company: 'pbe',
    status: 4,
    stage: 'drilling',
    realtime: false,
    spudDay: null,
    releaseDay: null,
    startDepthM: 0,
    endDepthM: 6180,
    rig: 'ls27',
    lat: padLat,
    lon: slot(2),
    field: 'Delaware Basin',
    state: 'TX',
    county: 'Reeves',
    uwi: '42-389-40103',
  },
  {
    key: 'redhawk-4h',
    name: 'Red Hawk 4H',
    project: 'delaware',
    company: 'pbe',
    status: 4,
    stage: 'drilling',
    realtime: false,
    spudDay: null,
    releaseDay: null,
    startDepthM: 0,
    endDepthM: 6300,
    rig: 'ls27',
    lat: padLat,
    lon: slot(3),
    field: 'Delaware Basin',
    state: 'TX',
    county: 'Reeves',
    uwi: '42-389-40104',
  },
  {
    key: 'bluebonnet-1h',
    name: 'Bluebonnet 12-1H',
    project: 'midland',
    company: 'pbe',
    status: 1,
    stage: 'drilling',
    realtime: true,
    spudDay: -30,
    releaseDay: null,
    startDepthM: 0,
    endDepthM: 5480,
    rig: 'ls31',
    lat: 32.0711,
    lon: -102.0779,
    field: 'Spraberry Trend',
    state: 'TX',
    county: 'Midland',
    uwi: '42-329-44821',
  },
  {
    key: 'bluebonnet-2h',
    name: 'Bluebonnet 12-2H',
    project: 'midland',
    company: 'pbe',
    status: 2,
    stage: 'drilling',
    realtime: false,
    spudDay: -62,
    releaseDay: null,
    startDepthM: 0,
    endDepthM: 5520,
    rig: 'ls44',
    lat: 32.0713,
    lon: -102.0751,
    field: 'Spraberry Trend',
    state: 'TX',
    county: 'Midland',
    uwi: '42-329-44822',
  },
  {
    key: 'longhorn-4h',
    name: 'Longhorn State 4H',
    project: 'midland',
    company: 'pbe',
    status: 1,
    stage: 'completion_wireline',
    realtime: false,
    spudDay: -120,
    releaseDay: -95,
    startDepthM: 0,
    endDepthM: 5610,
    rig: 'ls44',
    lat: 32.2213,
    lon: -101.9422,
    field: 'Spraberry Trend',
    state: 'TX',
    county: 'Martin',
    uwi: '42-317-41230',
  },
  {
    key: 'mesquite-7h',
    name: 'Mesquite 7H',
    project: 'midland',
    company: 'pbe',
    status: 3,
    stage: 'production',
    realtime: false,
    spudDay: -400,
    releaseDay: -372,
    startDepthM: 0,
    endDepthM: 5390,
    rig: 'ls31',
    lat: 32.1101,
    lon: -102.2303,
    field: 'Spraberry Trend',
    state: 'TX',
    county: 'Midland',
    uwi: '42-329-43009',
  },
  {
    key: 'northstar-3h',
    name: 'Northstar Federal 21-3H',
    project: 'bakken',
    company: 'northstar',
    status: 1,
    stage: 'production',
    realtime: false,
    spudDay: -300,
    releaseDay: -276,
    startDepthM: 0,
    endDepthM: 6400,
    rig: null,
    lat: 47.8011,
    lon: -103.2957,
    field: 'Bakken',
    state: 'ND',
    county: 'McKenzie',
    uwi: '33-053-09981',
  },
  {
    key: 'northstar-4h',
    name: 'Northstar Federal 21-4H',
    project: 'bakken',
    company: 'northstar',
    status: 4,
    stage: 'drilling',
    realtime: false,
    spudDay: null,
    releaseDay: null,
    startDepthM: 0,
    endDepthM: 6450,
    rig: null,
    lat: 47.8011,
    lon: -103.2954,
    field: 'Bakken',
    state: 'ND',
    county: 'McKenzie',
    uwi: '33-053-09982',
  },
  {
    key: 'prairie-5h',
    name: 'Prairie 5H',
    project: 'bakken',
    company: 'northstar',
    status: 3,
    stage: 'drilling',
    realtime: false,
    spudDay: -210,
    releaseDay: -186,
    startDepthM: 0,
    endDepthM: 6010,
    rig: null,
    lat: 47.7522,
    lon: -103.4108,
    field: 'Bakken',
    state: 'ND',
    county: 'McKenzie',
    uwi: '33-053-09412',
  },
];
