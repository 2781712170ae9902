-- Usage statistics (issue 17): every API request, written in batches (server/usage/request-log.ts),
-- rolled up per day by the usage.rollup job into requests per route and per user (and so per company).
create table request_log (
  id bigserial primary key,
  at timestamptz not null,
  user_id uuid,
  company_id uuid,
  method text not null,
  route text not null,
  status integer not null,
  duration_ms real not null
);
create index request_log_at on request_log (at);

create table usage_daily_routes (
  day date not null,
  method text not null,
  route text not null,
  requests integer not null,
  errors integer not null,
  duration_ms_sum double precision not null,
  primary key (day, method, route)
);

create table usage_daily_users (
  day date not null,
  user_id uuid not null,
  company_id uuid,
  requests integer not null,
  primary key (day, user_id)
);
create index usage_daily_users_company on usage_daily_users (company_id, day);
