-- Drilling roadmaps (issue 15): the directional driller's target parameter ranges per depth
-- interval, for rotary and for slide drilling. A well may keep several roadmaps (a revision, an
-- offset's); each roadmap's intervals never overlap (checked by the API, which names the interval in
-- the way). The ranges are stored as JSON objects {parameter: {min, max}} in channel units (t, rpm,
-- L/min, MPa, m/h, kN·m), validated by src/domain/drilling/roadmap/roadmap-schemas.ts.
create table roadmaps (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index roadmaps_well_name on roadmaps (well_id, lower(name));

create table roadmap_intervals (
  id uuid primary key default gen_random_uuid(),
  roadmap_id uuid not null references roadmaps(id) on delete cascade,
  name text not null,
  md_from_m double precision not null check (md_from_m >= 0),
  md_to_m double precision not null check (md_to_m > md_from_m and md_to_m <= 20000),
  hole_size_in double precision check (hole_size_in > 0 and hole_size_in < 60),
  rotary jsonb not null default '{}',
  slide jsonb not null default '{}',
  comment text not null default '',
  updated_at timestamptz not null default now()
);
create index roadmap_intervals_roadmap on roadmap_intervals (roadmap_id, md_from_m);
