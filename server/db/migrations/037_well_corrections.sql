-- Well tuner corrections (Management › Well Tuner, WELL_PROCESSING): what a processing engineer
-- states over what rig-state detection found. Detection's rows (log_intervals, log_stands, log_trips)
-- are never rewritten: these are applied when they are read (src/domain/drilling/corrections), so a
-- re-detection keeps them and deleting one restores what detection said. Times are epoch seconds.

-- Over [from_s, to_s) the rig did `code` (an activity code).
create table well_activity_corrections (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  from_s bigint not null,
  -- Exclusive.
  to_s bigint not null,
  code smallint not null check (code between 0 and 8),
  comment text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  check (to_s > from_s)
);
create index well_activity_corrections_span on well_activity_corrections (well_id, to_s);

-- One correction per detected stand, named by the second its detection started (log_stands.start_s).
create table well_stand_corrections (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  stand_start_s bigint not null,
  action text not null check (action in ('not_connection', 'exclude', 'retime')),
  off_bottom_s bigint,
  slips_in_s bigint,
  slips_out_s bigint,
  on_bottom_s bigint,
  comment text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  unique (well_id, stand_start_s),
  check (action <> 'retime' or (slips_in_s is not null and slips_out_s > slips_in_s))
);

-- One correction per detected trip, named by the second its detection started (log_trips.start_s).
create table well_event_corrections (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  trip_start_s bigint not null,
  action text not null check (action in ('dismiss', 'set_direction')),
  direction text check (direction in ('in', 'out')),
  comment text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  unique (well_id, trip_start_s)
);

-- Time and / or depth zones of a well, tagged; exclude_from_kpis takes the stands and trips in them
-- out of the connection and tripping KPIs.
create table well_zones (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  kind text not null check (kind in ('exclude_kpi', 'casing_run', 'cementing', 'bop_test', 'fishing', 'well_control', 'other')),
  from_s bigint,
  to_s bigint,
  from_m double precision,
  to_m double precision,
  exclude_from_kpis boolean not null default false,
  comment text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  unique (well_id, name),
  check ((from_s is null) = (to_s is null) and (from_m is null) = (to_m is null) and (from_s is not null or from_m is not null)),
  check (from_s is null or to_s > from_s),
  check (from_m is null or to_m > from_m)
);
