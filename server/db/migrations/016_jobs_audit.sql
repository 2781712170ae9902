-- Durable jobs (server/jobs/): one row per run of a declared job kind, claimed by one instance with
-- SELECT … FOR UPDATE SKIP LOCKED. A cron schedule's due time is enqueued once across instances by
-- the unique (kind, due_at). A failed attempt goes back to 'queued' with run_at pushed out by the
-- kind's backoff until max_attempts, then stays 'failed'; a 'running' row whose lease (locked_until)
-- ran out is taken back. The handler's lines go to job_log.
create table jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'failed', 'done')),
  attempts integer not null default 0,
  max_attempts integer not null check (max_attempts > 0),
  run_at timestamptz not null default now(),
  due_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid,
  started_at timestamptz,
  finished_at timestamptz,
  locked_by text,
  locked_until timestamptz,
  last_error text
);
create unique index jobs_due_once on jobs (kind, due_at) where due_at is not null;
create index jobs_claimable on jobs (run_at) where status = 'queued';
create index jobs_leased on jobs (locked_until) where status = 'running';
create index jobs_created on jobs (created_at desc);
create index jobs_status_created on jobs (status, created_at desc);
create index jobs_kind_created on jobs (kind, created_at desc);

create table job_log (
  id bigserial primary key,
  job_id uuid not null references jobs(id) on delete cascade,
  at timestamptz not null default now(),
  attempt integer not null,
  line text not null
);
create index job_log_job on job_log (job_id, id);

-- Audit search (GET /api/admin/audit): newest first by id with keyset paging, filtered by actor,
-- action, object or time; each filter walks its own index in id order.
create index audit_log_actor_id on audit_log (actor_id, id desc);
create index audit_log_action_id on audit_log (action text_pattern_ops, id desc);
-- By object id alone (the search's object filter rarely names the type too).
create index audit_log_object_id on audit_log (object_id, id desc);
