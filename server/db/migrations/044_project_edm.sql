-- Project EDM (issue 16; data-widgets-calls 7.7 "EDM: imports, datum, compare surveys, templates and
-- slots"): the engineering data model a project's directional team keeps beside the live wells, as a
-- Landmark EDM export holds it: sites (with their datum), templates grouping slots, wells on slots,
-- wellbores (a sidetrack names its parent and kick-off MD) and designs (definitive surveys and plans,
-- stations as measured: MD, inclination, azimuth; positions are always computed by our minimum
-- curvature, never stored). An EDM well may be linked to one of the project's wells so its definitive
-- survey can be compared with the well's own survey.
create table edm_imports (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects(id) on delete cascade,
  file_name text not null,
  source text not null default '',
  counts jsonb not null default '{}'::jsonb,
  imported_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);

create table edm_sites (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects(id) on delete cascade,
  import_id uuid references edm_imports(id) on delete set null,
  name text not null,
  latitude double precision,
  longitude double precision,
  datum_name text not null default '',
  datum_elevation_m double precision not null default 0,
  north_reference text not null default 'true' check (north_reference in ('true', 'grid')),
  convergence_deg double precision not null default 0,
  created_at timestamptz not null default now()
);
create unique index edm_sites_project_name on edm_sites (project_id, lower(name));

create table edm_templates (
  id uuid primary key default gen_random_uuid(),
  site_id uuid not null references edm_sites(id) on delete cascade,
  name text not null
);
create unique index edm_templates_site_name on edm_templates (site_id, lower(name));

create table edm_slots (
  id uuid primary key default gen_random_uuid(),
  site_id uuid not null references edm_sites(id) on delete cascade,
  template_id uuid references edm_templates(id) on delete set null,
  name text not null,
  north_m double precision not null,
  east_m double precision not null
);
create unique index edm_slots_site_name on edm_slots (site_id, lower(name));

create table edm_wells (
  id uuid primary key default gen_random_uuid(),
  site_id uuid not null references edm_sites(id) on delete cascade,
  slot_id uuid references edm_slots(id) on delete set null,
  name text not null,
  well_id uuid references wells(id) on delete set null
);
create unique index edm_wells_site_name on edm_wells (site_id, lower(name));

create table edm_wellbores (
  id uuid primary key default gen_random_uuid(),
  edm_well_id uuid not null references edm_wells(id) on delete cascade,
  parent_id uuid references edm_wellbores(id) on delete cascade,
  name text not null,
  kickoff_md_m double precision
);

create table edm_designs (
  id uuid primary key default gen_random_uuid(),
  wellbore_id uuid not null references edm_wellbores(id) on delete cascade,
  name text not null,
  phase text not null check (phase in ('actual', 'plan')),
  definitive boolean not null default false,
  -- [[md_m, inc_deg, azi_deg], ...] in MD order
  stations jsonb not null
);
create index edm_designs_wellbore on edm_designs (wellbore_id);
