/**
 * Shapes of the API answers the shell reads, as the server contract states them. When the server's
 * shared zod schemas land in src/api/schemas, these become `z.infer` of them.
 */
import type { Stage } from '../commands/route-types';
import type { AutoRefresh, Skin, ThemeName, WorkMode } from '../domain/constants/display';

export interface PublicConfig {
  welcome_title: string;
  welcome_subtitle: string;
  welcome_picture: string | null;
  hide_sso: boolean;
  hide_ai_chat: boolean;
  map_center: { lat: number; lon: number };
  contact_us: string;
}

export interface LoginAnswer {
  token: string;
  session_id: string;
  data: { is_admin: boolean; user_id: number | string };
}

export interface Preferences {
  theme: ThemeName;
  skin: Skin;
  footer: boolean;
  chat: boolean;
  /** Route ids pinned to the top bar. */
  pinned_menus: string[];
  /** Every pane on screen reloads at this interval (spec 9.6); absent: none. */
  auto_refresh?: AutoRefresh;
  /** The palette leaves out screens not built yet, even when typed for; absent: they are listed last. */
  hide_unbuilt?: boolean;
  /** Stage mode OFFICE or FIELD (domain/constants/display.ts WORK_MODES); absent: OFFICE. */
  work_mode?: WorkMode;
}

export interface UserProfile {
  id: number | string;
  email: string;
  name: string;
  company: { id: number | string; name: string; type_id: number };
  role: 'ADMIN' | 'USER';
  is_admin: boolean;
  is_superadmin: boolean;
  test_case_enabled: boolean;
  multi_well_enabled: boolean;
  default_stage: Stage;
  locale: {
    date_format: string;
    time_format: string;
    is24hr: boolean;
    number_format: string;
    unit_system: 'metric' | 'imperial';
    /** IANA zone scheduled reports fall due in; UTC when unset. */
    time_zone?: string;
  };
  spatial: { base_maps_allowed: unknown; layers_allowed: unknown };
  global_permissions: string[];
  preferences: Preferences;
}

export interface WellRig {
  rig_id: number | string;
  rig_name: string;
  spud_date: number | null;
  release_date?: number | null;
}

export interface Well {
  id: number | string;
  name: string;
  status: 1 | 2 | 3 | 4;
  status_name: string;
  stage: Stage;
  realtime: boolean;
  /** Spec 3: whether live data is arriving now (a data source online, or the simulator running). */
  connection?: 'online' | 'offline';
  /** Epoch seconds. */
  start_date: number | null;
  end_date: number | null;
  start_depth: number | null;
  end_depth: number | null;
  day_shift: number;
  well_rigs: WellRig[];
  main_nav_title: string | null;
  second_nav_title: string | null;
  project_id: number | string | null;
  company_id: number | string | null;
}

export interface Page<T> {
  data: T[];
  total: number;
}

export interface AdminUserRow {
  id: number | string;
  email: string;
  name: string;
  company_id: number | string | null;
  status: 1 | 2 | 3;
  role: 'ADMIN' | 'USER';
  is_admin: boolean;
  is_superadmin: boolean;
}

/** /wells/sync_filter answer: the period bounds the server settled on. */
export interface SyncedPeriod {
  start_date: number;
  end_date: number;
  start_depth: number | null;
  end_depth: number | null;
}
