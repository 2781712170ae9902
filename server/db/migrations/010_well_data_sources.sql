-- Live data from real rigs (issue 22): each well's data sources (a WITS0 feed, later a WITSML store
-- or an ETP endpoint), their secrets encrypted at rest, and the state of each feed: where it stopped
-- (so a restart resumes without gap or duplicate), its detection state, its health and its lease
-- (exactly one server instance holds a running feed).
create table well_data_sources (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  protocol text not null check (protocol in ('wits0', 'witsml141')),
  -- wits0: 'listen' (the EDR connects to us) or 'connect' (we connect to the EDR); a WITSML store is always 'connect'.
  mode text not null check (mode in ('listen', 'connect')),
  -- wits0: where to listen or connect.
  host text,
  port integer check (port between 1 and 65535),
  -- witsml141: the store's endpoint, the log's ids in it ({uid_well, uid_wellbore, uid_log}) and the poll interval.
  url text,
  remote jsonb not null default '{}'::jsonb,
  poll_s integer not null default 5 check (poll_s between 1 and 3600),
  username text,
  -- AES-256-GCM of the password (server/feeds/secrets.ts); never returned by the API.
  secret_enc text,
  -- Per-source item mapping overrides: [{ item, channel, unit }].
  mapping jsonb not null default '[]'::jsonb,
  -- Started by an administrator: the feed runs (on whichever instance holds its lease) until stopped.
  enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  check ((protocol = 'wits0' and host is not null and port is not null) or (protocol = 'witsml141' and url is not null))
);
create index well_data_sources_well on well_data_sources (well_id);
-- One listener per port and interface on a deployment.
create unique index well_data_sources_listen on well_data_sources (host, port) where mode = 'listen';

create table well_data_source_state (
  source_id uuid primary key references well_data_sources(id) on delete cascade,
  -- offline: not running or no connection; connecting; online: data within the quiet limit; quiet: connected, no data lately; error.
  status text not null default 'offline' check (status in ('offline', 'connecting', 'online', 'quiet', 'error')),
  error text,
  -- Epoch second of the last stored sample (the resume point: anything at or before it is a duplicate).
  last_s bigint,
  -- Wall-clock epoch ms when the last record arrived, and its lag behind the record's own time, s.
  last_data_ms bigint,
  lag_s double precision,
  good_records bigint not null default 0,
  bad_records bigint not null default 0,
  duplicate_records bigint not null default 0,
  -- The detection pipeline's state at last_s (server/timeseries/derived/well-pipeline.ts), and the held channel values.
  pipeline_state jsonb,
  held jsonb,
  clean_stop boolean not null default true,
  lease_instance text,
  lease_expires_s bigint,
  updated_at timestamptz not null default now()
);
