-- Live data from real rigs (issue 22) and integrations (issue 17; data-widgets-calls 7.16, 7.17).
--
-- 1. ETP 1.2 sources get their own protocol value. Until now they were rows of protocol 'witsml141'
--    whose remote said { protocol: 'etp12', uris } (migration 010's check admitted no other value).
alter table well_data_sources drop constraint if exists well_data_sources_protocol_check;
alter table well_data_sources drop constraint if exists well_data_sources_check;
update well_data_sources set protocol = 'etp12', remote = jsonb_build_object('uris', coalesce(remote -> 'uris', '[]'::jsonb))
  where protocol = 'witsml141' and remote ->> 'protocol' = 'etp12';
alter table well_data_sources add constraint well_data_sources_protocol_check check (protocol in ('wits0', 'witsml141', 'etp12'));
alter table well_data_sources add constraint well_data_sources_check
  check ((protocol = 'wits0' and host is not null and port is not null) or (protocol in ('witsml141', 'etp12') and url is not null));

-- 2. What a source feeds: 'log' the well's channels (all protocols), 'trajectory' its survey (a WITSML
--    1.4.1.1 trajectory object: remote { uid_well, uid_wellbore, uid_trajectory }), 'message' its rig
--    messages (the wellbore's WITSML message objects: remote { uid_well, uid_wellbore }).
alter table well_data_sources add column kind text not null default 'log' check (kind in ('log', 'trajectory', 'message'));
alter table well_data_sources add constraint well_data_sources_kind_protocol check (kind = 'log' or protocol = 'witsml141');

-- 3. Rig messages a source brought into the well's notes: the store's uid, so a message is taken once.
alter table well_notes add column source_id uuid references well_data_sources(id) on delete set null;
alter table well_notes add column external_uid text;
create unique index well_notes_external on well_notes (well_id, external_uid) where external_uid is not null;

-- 4. Integrations (data-widgets-calls 7.16): a link to an external provider, in a direction (import
--    from it or export to it), for a module (realtime logs, surveys, messages), with the provider's
--    channels (mnemonic and unit) mapped to ours through the shared mnemonic dictionary, optionally
--    run by a well data source. Each run is a session of steps, each with its status and counts.
create table integrations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  provider_id uuid not null references external_providers(id) on delete restrict,
  direction text not null default 'import' check (direction in ('import', 'export')),
  module text not null check (module in ('realtime', 'surveys', 'messages')),
  well_id uuid references wells(id) on delete set null,
  source_id uuid references well_data_sources(id) on delete set null,
  -- The provider's channels: [{ mnemonic, unit, description? }]; overrides: [{ mnemonic, channel|null }].
  channels jsonb not null default '[]'::jsonb,
  overrides jsonb not null default '[]'::jsonb,
  enabled boolean not null default true,
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index integrations_name on integrations (lower(name));
create index integrations_source on integrations (source_id);

create table integration_sessions (
  id uuid primary key default gen_random_uuid(),
  integration_id uuid not null references integrations(id) on delete cascade,
  status text not null default 'running' check (status in ('running', 'done', 'failed')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- What started it: a feed run (its source), or an administrator.
  trigger text not null default 'feed' check (trigger in ('feed', 'manual', 'demo')),
  error text,
  records_in bigint not null default 0,
  records_ok bigint not null default 0,
  records_bad bigint not null default 0
);
create index integration_sessions_integration on integration_sessions (integration_id, started_at desc);

create table integration_steps (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references integration_sessions(id) on delete cascade,
  seq integer not null,
  name text not null,
  status text not null default 'running' check (status in ('running', 'done', 'failed', 'skipped')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  count_in bigint not null default 0,
  count_ok bigint not null default 0,
  count_bad bigint not null default 0,
  message text,
  unique (session_id, seq)
);
