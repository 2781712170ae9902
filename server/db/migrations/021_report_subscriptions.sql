-- Scheduled reports (issue 18, spec data-widgets-calls 7.6 and 9.5): a user's report subscriptions
-- and the log of every delivery. next_due_at is computed in the subscriber's time zone
-- (src/domain/reports/schedule.ts); the unique (subscription_id, due_at) keeps one delivery per due
-- time however many instances look (server/reports/report-jobs.ts).
create table report_subscriptions (
  id uuid primary key default gen_random_uuid(),
  -- Newest (and clones) first: the list is ordered by position descending.
  position bigserial not null,
  owner_id uuid not null references users(id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  type text not null,
  -- The well of a single-well or morning report; null for a multi-well report.
  well_id uuid references wells(id) on delete cascade,
  frequency text not null,
  -- 'HH:MM' in the subscriber's time zone, and the weekdays it runs on (monday … sunday).
  time_of_day text not null,
  days jsonb not null,
  format text not null,
  period text not null,
  paper_size text not null default 'A4',
  orientation text not null default 'portrait',
  enabled boolean not null default true,
  next_due_at timestamptz,
  shared_by uuid references users(id) on delete set null,
  shared_from uuid references report_subscriptions(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index report_subscriptions_owner on report_subscriptions (owner_id, position desc);
create index report_subscriptions_due on report_subscriptions (next_due_at) where enabled;

create table report_deliveries (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references report_subscriptions(id) on delete cascade,
  -- The due time it ran for; null for a test send (POST …/test).
  due_at timestamptz,
  period_from timestamptz not null,
  period_to timestamptz not null,
  -- queued, sent, failed, not configured (no SMTP_URL), not available (no PDF generator)
  status text not null default 'queued',
  detail text,
  recipient text,
  file_name text,
  bytes int,
  rows int,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create unique index report_deliveries_once on report_deliveries (subscription_id, due_at) where due_at is not null;
create index report_deliveries_subscription on report_deliveries (subscription_id, created_at desc);
