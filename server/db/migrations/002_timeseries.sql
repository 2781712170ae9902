-- Time series in chunks of 3600 buckets per channel and level of detail (see src/domain/timeseries/levels.ts).
-- Level 0 holds raw 1 Hz values (float32 x 3600); higher levels hold M4 stats (float32 x 4 x 3600, planar).
create table ts_chunks (
  well_id uuid not null references wells(id) on delete cascade,
  channel text not null,
  level smallint not null,
  chunk_start bigint not null,
  data bytea not null,
  primary key (well_id, channel, level, chunk_start)
);

-- What each well has: channel, unit, where it came from and the time it covers.
create table ts_channels (
  well_id uuid not null references wells(id) on delete cascade,
  channel text not null,
  unit text not null default '',
  label text not null default '',
  source text not null default 'simulator',
  first_s bigint,
  last_s bigint,
  primary key (well_id, channel)
);

-- Depth-indexed logs: one row per channel and run, index (float64 metres) and values (float32).
create table depth_logs (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  channel text not null,
  unit text not null default '',
  label text not null default '',
  source text not null default 'simulator',
  run_name text not null default '',
  depth_type text not null default 'MD' check (depth_type in ('MD', 'TVD')),
  index_m bytea not null,
  values_f32 bytea not null,
  top_m double precision not null,
  bottom_m double precision not null,
  created_at timestamptz not null default now()
);
create index depth_logs_well on depth_logs (well_id, channel);
