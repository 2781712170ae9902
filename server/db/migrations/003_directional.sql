-- Directional data: per-well survey settings, well plans (stations, targets, boundaries), surveyed
-- stations, saved projections and formation tops. Depths in metres, angles in degrees, timestamps
-- epoch seconds, as in the API.

-- One row per well that has directional data. `revision` goes up on every change to the well's
-- stations, plans or settings, so any server instance can tell whether its cached trajectory is stale.
create table well_survey_settings (
  well_id uuid primary key references wells(id) on delete cascade,
  -- Tie-in: the first point of the survey, with its position in the well's own frame (slot origin).
  tie_in_md_m double precision not null default 0,
  tie_in_inc_deg double precision not null default 0,
  tie_in_azi_deg double precision not null default 0,
  tie_in_tvd_m double precision not null default 0,
  tie_in_north_m double precision not null default 0,
  tie_in_east_m double precision not null default 0,
  vs_azimuth_deg double precision not null default 0,
  vs_origin_north_m double precision not null default 0,
  vs_origin_east_m double precision not null default 0,
  -- Reference of the stored azimuths; grid = true - convergence.
  north_reference text not null default 'grid' check (north_reference in ('true', 'grid')),
  convergence_deg double precision not null default 0,
  declination_deg double precision not null default 0,
  dip_deg double precision not null default 60,
  total_field_nt double precision not null default 50000,
  gravity_ms2 double precision not null default 9.80665,
  error_model text not null default 'iscwsa-mwd-rev4',
  hole_diameter_in double precision not null default 8.5,
  -- Where the well's frame sits: a site (pad) located by latitude/longitude, the slot's offset from the
  -- site centre (true north), and the depth datum's elevation. Wells on one site compare by slot offsets.
  site_name text,
  site_latitude double precision,
  site_longitude double precision,
  slot_name text,
  slot_north_m double precision not null default 0,
  slot_east_m double precision not null default 0,
  datum_elevation_m double precision not null default 0,
  revision bigint not null default 1,
  updated_at timestamptz not null default now()
);
create index well_survey_settings_site on well_survey_settings (site_name);

create table well_plans (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  variant text not null default 'PRINCIPAL' check (variant in ('PRINCIPAL', 'PROPOSAL', 'GEOSTEERING')),
  is_definitive boolean not null default false,
  description text not null default '',
  -- Design segments (hold, curve, curve-to ...) from a start state; null when the plan is a station list.
  design jsonb,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index well_plans_well on well_plans (well_id);
create unique index well_plans_one_definitive on well_plans (well_id) where is_definitive;

create table well_plan_stations (
  plan_id uuid not null references well_plans(id) on delete cascade,
  md_m double precision not null,
  inc_deg double precision not null,
  azi_deg double precision not null,
  primary key (plan_id, md_m)
);

create table well_targets (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  plan_id uuid references well_plans(id) on delete set null,
  name text not null,
  shape text not null check (shape in ('point', 'circle', 'ellipse', 'rectangle', 'polygon')),
  centre_tvd_m double precision not null,
  centre_north_m double precision not null,
  centre_east_m double precision not null,
  -- Shape dimensions: radius_m | semi_major_m, semi_minor_m, orientation_deg | length_m, width_m, orientation_deg | vertices.
  geometry jsonb not null default '{}'::jsonb,
  dip_deg double precision not null default 0,
  dip_azi_deg double precision not null default 0,
  color text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index well_targets_well on well_targets (well_id);

create table well_boundaries (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  kind text not null check (kind in ('contour', 'leaseline', 'other', 'river', 'road')),
  -- [{north_m, east_m}] in the well's frame.
  vertices jsonb not null,
  closed boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index well_boundaries_well on well_boundaries (well_id);

-- Surveyed (FACT) stations with the survey table's sensor columns at the survey depth.
create table survey_stations (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  md_m double precision not null,
  inc_deg double precision not null check (inc_deg >= 0 and inc_deg <= 180),
  azi_deg double precision not null check (azi_deg >= 0 and azi_deg < 360),
  diff_pressure_mpa double precision,
  gamma_api double precision,
  wob_t double precision,
  rpm double precision,
  -- Length slid in the course ending at this station, and the DLS it yielded (motor yield).
  slide_seen_m double precision,
  motor_yield_deg_per30m double precision,
  source text not null default 'manual' check (source in ('manual', 'import', 'mwd', 'simulator', 'demo')),
  surveyed_at bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (well_id, md_m)
);

create table well_projections (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  -- 'method': spec 9.2 real-time projection methods; 'mode': spec 9.1 trajectory modes.
  family text not null check (family in ('method', 'mode')),
  method_id text not null,
  inputs jsonb not null default '{}'::jsonb,
  from_md_m double precision not null,
  result jsonb not null,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index well_projections_well on well_projections (well_id);

create table formation_tops (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  md_m double precision,
  tvd_m double precision,
  lithology text,
  color text,
  source text not null default 'prognosis' check (source in ('prognosis', 'picked', 'import', 'demo')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (md_m is not null or tvd_m is not null)
);
create index formation_tops_well on formation_tops (well_id);
