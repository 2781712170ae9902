-- Pad programs (issue 20): the order a rig drills a project's (pad's) wells in, each well with its
-- slot, planned spud date and planned duration. The anti-collision across the pad is computed from the
-- wells' surveys and definitive plans (never stored). A well appears once per program; positions are
-- 1..n without gaps (checked by the API, which rewrites the list on every save).
create table pad_programs (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects(id) on delete cascade,
  name text not null,
  rig_id uuid references rigs(id) on delete set null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index pad_programs_project_name on pad_programs (project_id, lower(name));

create table pad_program_wells (
  program_id uuid not null references pad_programs(id) on delete cascade,
  well_id uuid not null references wells(id) on delete cascade,
  position integer not null check (position >= 1),
  slot_name text not null default '',
  planned_spud date,
  duration_days double precision check (duration_days > 0 and duration_days <= 365),
  primary key (program_id, well_id)
);
create unique index pad_program_wells_position on pad_program_wells (program_id, position);
