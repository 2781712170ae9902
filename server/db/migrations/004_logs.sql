-- Logs: what is derived from the 1 Hz channels (auto time log, stands, trips, zero readings, activity
-- time per 15 minutes), import runs, and per-well generation / live-simulator state. Derived rows are
-- written as detection finalises them, so KPI endpoints read rows instead of recomputing 30 days.
-- Times are epoch seconds; the jsonb rows keep the domain records exactly as the domain computed them.

-- One import or simulator run: what was written where (time channels or depth logs).
create table log_runs (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  source text not null check (source in ('simulator', 'import')),
  name text not null default '',
  file_name text,
  format text,
  index_type text not null check (index_type in ('time', 'depth')),
  depth_type text check (depth_type in ('MD', 'TVD')),
  -- [{ channel, mnemonic, unit, unit_in_file }]
  channels jsonb not null default '[]'::jsonb,
  row_count integer not null default 0,
  -- Epoch seconds (time runs) or metres (depth runs).
  index_from double precision,
  index_to double precision,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index log_runs_well on log_runs (well_id, created_at);

alter table depth_logs add column run_id uuid references log_runs(id) on delete cascade;

-- Auto time log rows ('auto': detected from channels) and the simulator's truth ('truth').
create table log_intervals (
  well_id uuid not null references wells(id) on delete cascade,
  source text not null check (source in ('auto', 'truth')),
  start_s bigint not null,
  -- Exclusive.
  end_s bigint not null,
  code smallint not null,
  hole_from_m double precision,
  hole_to_m double precision,
  bit_from_m double precision,
  bit_to_m double precision,
  primary key (well_id, source, start_s)
);
create index log_intervals_end on log_intervals (well_id, source, end_s);

-- Seconds per activity code and drilled footage per 15 minutes: reporting days of any day shift and
-- any real time zone (all are whole quarter hours) are sums of these.
create table log_activity_bins (
  well_id uuid not null references wells(id) on delete cascade,
  source text not null check (source in ('auto', 'truth')),
  bin_s bigint not null,
  seconds integer[] not null,
  rotary_m double precision not null default 0,
  slide_m double precision not null default 0,
  rotary_s integer not null default 0,
  slide_s integer not null default 0,
  primary key (well_id, source, bin_s)
);

-- Detected stands with the connection that ended each (src/domain/drilling Stand, times in ms).
create table log_stands (
  well_id uuid not null references wells(id) on delete cascade,
  start_s bigint not null,
  end_s bigint not null,
  stand jsonb not null,
  primary key (well_id, start_s)
);

-- Detected trips (src/domain/drilling Trip).
create table log_trips (
  well_id uuid not null references wells(id) on delete cascade,
  start_s bigint not null,
  end_s bigint not null,
  direction text not null,
  trip jsonb not null,
  primary key (well_id, start_s)
);

-- Detected zero WOB / zero diff-P readings (src/domain/drilling ZeroReading).
create table log_zero_readings (
  well_id uuid not null references wells(id) on delete cascade,
  channel text not null,
  time_s bigint not null,
  reading jsonb not null,
  primary key (well_id, channel, time_s)
);

-- Per well: demo history generation progress, and the state the live simulator continues from.
create table log_well_state (
  well_id uuid primary key references wells(id) on delete cascade,
  -- none | generating | done | failed
  history_status text not null default 'none',
  fraction real not null default 0,
  detail text not null default '',
  history_from_s bigint,
  history_to_s bigint,
  -- Last second written to the store by the simulator.
  last_s bigint,
  rig_state jsonb,
  pipeline_state jsonb,
  -- False while a simulator holds unflushed coarse levels; a restart after a crash rebuilds them.
  clean_stop boolean not null default true,
  updated_at timestamptz not null default now()
);
