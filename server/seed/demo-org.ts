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
  // The Bakken's rig: every drilled Bakken well is its, so a comparison per rig covers three basins.
  { key: 'ls52', name: 'Lone Star 52', contractor: 'lonestar', rig_type: 'land' },
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
  /**
   * Drilled and released before the demo's story (the comparison wells of the multi-well reports): its
   * history is its whole drilling, spud to rig release at TD, generated only when DEMO_HISTORY_DAYS
   * spans it and kept as a summary record (demo-history-plan.ts).
   */
  archive?: boolean;
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
    // On production over two years (issue 19: 2+ years of daily rates for the decline and dashboards).
    spudDay: -830,
    releaseDay: -802,
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
    spudDay: -800,
    releaseDay: -776,
    startDepthM: 0,
    endDepthM: 6400,
    rig: 'ls52',
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
    rig: 'ls52',
    lat: 47.7522,
    lon: -103.4108,
    field: 'Bakken',
    state: 'ND',
    county: 'McKenzie',
    uwi: '33-053-09412',
  },
  ...archiveWells(),
];

/**
 * Wells drilled over the last ~18 months (the multi-well comparison's history): nine in the Delaware
 * project on Lone Star 27 before the Red Hawk pad, six in Midland on Lone Star 31 and 44, six in the
 * Bakken on Lone Star 52 (as Prairie 5H and Northstar Federal 21-3H). Each rig's wells follow one another without
 * overlap, 16 to 20 days spud to release (where the rig drills faster, the spud follows the fit).
 */
function archiveWells(): DemoWell[] {
  type Row = [
    key: string,
    name: string,
    project: 'delaware' | 'midland' | 'bakken',
    rig: string | null,
    spudDay: number,
    releaseDay: number,
    endDepthM: number,
    lat: number,
    lon: number,
    county: string,
    uwi: string,
  ];
  const rows: Row[] = [
    ['coyote-31-1h', 'Coyote 31-1H', 'delaware', 'ls27', -520, -501, 6180, 31.8874, -103.8512, 'Reeves', '42-389-39811'],
    ['coyote-31-2h', 'Coyote 31-2H', 'delaware', 'ls27', -492, -473, 6230, 31.8874, -103.8509, 'Reeves', '42-389-39812'],
    ['coyote-31-3h', 'Coyote 31-3H', 'delaware', 'ls27', -466, -447, 6150, 31.8874, -103.8506, 'Reeves', '42-389-39813'],
    ['sidewinder-1h', 'Sidewinder State 1H', 'delaware', 'ls27', -402, -383, 6290, 31.9433, -103.912, 'Reeves', '42-389-39957'],
    ['sidewinder-2h', 'Sidewinder State 2H', 'delaware', 'ls27', -378, -359, 6310, 31.9433, -103.9117, 'Reeves', '42-389-39958'],
    ['toyah-draw-1h', 'Toyah Draw 1H', 'delaware', 'ls27', -280, -261, 6100, 31.8121, -103.7939, 'Reeves', '42-389-40032'],
    ['toyah-draw-2h', 'Toyah Draw 2H', 'delaware', 'ls27', -251, -232, 6140, 31.8121, -103.7936, 'Reeves', '42-389-40033'],
    ['pecos-22-3h', 'Pecos Valley 22-3H', 'delaware', 'ls27', -140, -121, 6260, 31.926, -103.8378, 'Reeves', '42-389-40077'],
    ['pecos-22-4h', 'Pecos Valley 22-4H', 'delaware', 'ls27', -115, -96, 6240, 31.926, -103.8375, 'Reeves', '42-389-40078'],
    ['mesquite-5h', 'Mesquite 5H', 'midland', 'ls31', -470, -454, 5350, 32.1098, -102.2331, 'Midland', '42-329-42870'],
    ['mesquite-6h', 'Mesquite 6H', 'midland', 'ls31', -440, -424, 5420, 32.1099, -102.2317, 'Midland', '42-329-42871'],
    ['cactus-flat-9-1h', 'Cactus Flat 9-1H', 'midland', 'ls31', -300, -284, 5500, 32.0412, -102.1187, 'Midland', '42-329-43412'],
    ['cactus-flat-9-2h', 'Cactus Flat 9-2H', 'midland', 'ls31', -279, -263, 5470, 32.0412, -102.1184, 'Midland', '42-329-43413'],
    ['longhorn-2h', 'Longhorn State 2H', 'midland', 'ls44', -200, -184, 5540, 32.2217, -101.9452, 'Martin', '42-317-41228'],
    ['longhorn-3h', 'Longhorn State 3H', 'midland', 'ls44', -160, -144, 5580, 32.2215, -101.9449, 'Martin', '42-317-41229'],
    ['northstar-1h', 'Northstar Federal 21-1H', 'bakken', 'ls52', -540, -520, 6380, 47.8011, -103.2963, 'McKenzie', '33-053-09611'],
    ['northstar-2h', 'Northstar Federal 21-2H', 'bakken', 'ls52', -508, -488, 6420, 47.8011, -103.296, 'McKenzie', '33-053-09612'],
    ['prairie-2h', 'Prairie 2H', 'bakken', 'ls52', -412, -392, 6010, 47.7518, -103.4117, 'McKenzie', '33-053-09287'],
    ['prairie-3h', 'Prairie 3H', 'bakken', 'ls52', -380, -360, 6050, 47.7519, -103.4114, 'McKenzie', '33-053-09288'],
    ['prairie-4h', 'Prairie 4H', 'bakken', 'ls52', -348, -328, 6090, 47.752, -103.4111, 'McKenzie', '33-053-09289'],
    ['little-muddy-14-1h', 'Little Muddy 14-1H', 'bakken', 'ls52', -252, -232, 6200, 47.7254, -103.3522, 'McKenzie', '33-053-09507'],
  ];
  const place = {
    delaware: { company: 'pbe', field: 'Delaware Basin', state: 'TX' },
    midland: { company: 'pbe', field: 'Spraberry Trend', state: 'TX' },
    bakken: { company: 'northstar', field: 'Bakken', state: 'ND' },
  } as const;
  return rows.map(([key, name, project, rig, spudDay, releaseDay, endDepthM, lat, lon, county, uwi]) => ({
    key,
    name,
    project,
    ...place[project],
    status: 3,
    stage: 'drilling',
    realtime: false,
    spudDay,
    releaseDay,
    startDepthM: 0,
    endDepthM,
    rig,
    lat,
    lon,
    county,
    uwi,
    archive: true,
  }));
}
