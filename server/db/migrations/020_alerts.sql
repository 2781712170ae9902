-- Alerts (issue 18, spec data-widgets-calls 7.6 and 9.4): a user's alert subscriptions on a well and
-- the alerts they fired. Detectors on the live stream (server/alerts) open an alert per subscription
-- and condition; the partial unique index keeps one open alert per (subscription, condition) even
-- with several instances evaluating, until the condition clears.
create table alert_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- Newest (and clones) first: the list is ordered by position descending.
  position bigserial not null,
  owner_id uuid not null references users(id) on delete cascade,
  well_id uuid not null references wells(id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  type text not null,
  severity text not null,
  channels jsonb not null default '[]',
  -- Detector thresholds (e.g. {"threshold_mph": 5, "window_s": 120}); defaults fill what is absent.
  params jsonb not null default '{}',
  top_n int,
  enabled boolean not null default true,
  -- Muting boundaries: no alert fires before muted_until, nor while the hole depth is inside [mute_from_md_m, mute_to_md_m].
  muted_until timestamptz,
  mute_from_md_m double precision,
  mute_to_md_m double precision,
  -- A copy shared by another user (share_copy): who shared it and from which subscription.
  shared_by uuid references users(id) on delete set null,
  shared_from uuid references alert_subscriptions(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index alert_subscriptions_owner on alert_subscriptions (owner_id, position desc);
create index alert_subscriptions_well on alert_subscriptions (well_id) where enabled;

create table alert_events (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references alert_subscriptions(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  well_id uuid not null references wells(id) on delete cascade,
  type text not null,
  severity text not null,
  condition_key text not null,
  message text not null,
  -- The numbers that fired it: value, threshold, unit, depth, data time and what else the detector measured.
  numbers jsonb not null,
  -- Data time of the condition (epoch seconds) and when the server fired it.
  condition_s double precision not null,
  fired_at timestamptz not null default now(),
  open boolean not null default true,
  cleared_at timestamptz,
  read_at timestamptz,
  -- Per channel: {"status": "sent"|"not configured"|"failed"|"skipped", "at": ..., "latency_ms": ..., "error": ...}
  deliveries jsonb not null default '{}',
  incident jsonb
);
create unique index alert_events_one_open on alert_events (subscription_id, condition_key) where open;
create index alert_events_user on alert_events (user_id, fired_at desc);
