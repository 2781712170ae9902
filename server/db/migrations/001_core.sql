-- Core model: companies, users, permissions, projects, wells, rigs, app state, audit.
-- Domain timestamps (well dates, spud dates) are integer epoch seconds, as in the API.

create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  type_id smallint not null check (type_id in (1, 2, 3, 5)),
  status smallint not null default 1 check (status in (1, 2)),
  sso_provider_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text not null,
  phone text,
  password_hash text not null,
  company_id uuid references companies(id) on delete set null,
  status smallint not null default 2 check (status in (1, 2, 3)),
  role text not null default 'USER' check (role in ('ADMIN', 'USER')),
  is_admin boolean not null default false,
  is_superadmin boolean not null default false,
  test_case_enabled boolean not null default false,
  multi_well_enabled boolean not null default false,
  must_change_password boolean not null default false,
  default_stage text not null default 'drilling',
  locale jsonb not null default '{}'::jsonb,
  spatial jsonb not null default '{}'::jsonb,
  preferences jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_lower on users (lower(email));

create table user_global_permissions (
  user_id uuid not null references users(id) on delete cascade,
  permission text not null,
  primary key (user_id, permission)
);

create table password_tokens (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  purpose text not null check (purpose in ('reset', 'change')),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  impersonated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

create table roles (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  object_type text not null check (object_type in ('WELL', 'PROJECT')),
  description text not null default '',
  permissions jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index roles_name on roles (object_type, name);

create table user_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  description text not null default '',
  company_id uuid references companies(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table user_group_members (
  group_id uuid not null references user_groups(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  primary key (group_id, user_id)
);

create table projects (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  company_id uuid references companies(id) on delete set null,
  description text not null default '',
  nav_fields jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table wells (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  company_id uuid references companies(id) on delete set null,
  project_id uuid references projects(id) on delete set null,
  status smallint not null default 4 check (status in (1, 2, 3, 4)),
  stage text not null default 'drilling' check (stage in ('drilling', 'completion_frac', 'completion_wireline', 'production')),
  realtime boolean not null default false,
  start_date bigint,
  end_date bigint,
  start_depth double precision,
  end_depth double precision,
  day_shift integer not null default 21600,
  main_nav_title text,
  second_nav_title text,
  project_setting jsonb not null default '{}'::jsonb,
  params_with_defaults jsonb not null default '{}'::jsonb,
  uwi text,
  field text,
  country text,
  state text,
  county text,
  latitude double precision,
  longitude double precision,
  timezone text not null default 'UTC',
  unit_system text not null default 'metric',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index wells_project on wells (project_id);
create index wells_company on wells (company_id);

create table user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id) on delete cascade,
  object_id uuid not null,
  object_type text not null check (object_type in ('WELL', 'PROJECT')),
  role_id uuid not null references roles(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index user_roles_unique on user_roles (user_id, object_id, object_type);

create table group_roles (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references user_groups(id) on delete cascade,
  object_id uuid not null,
  object_type text not null check (object_type in ('WELL', 'PROJECT')),
  role_id uuid not null references roles(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index group_roles_unique on group_roles (group_id, object_id, object_type);

create table rigs (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  contractor_id uuid references companies(id) on delete set null,
  rig_type text not null default 'land',
  rig_info jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table well_rigs (
  well_id uuid not null references wells(id) on delete cascade,
  rig_id uuid not null references rigs(id) on delete cascade,
  spud_date bigint,
  release_date bigint,
  primary key (well_id, rig_id)
);

create table frac_fleets (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  contractor_id uuid references companies(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table favorites (
  user_id uuid not null references users(id) on delete cascade,
  object_type text not null check (object_type in ('WELL', 'RIG', 'FRAC_FLEET')),
  object_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (user_id, object_type, object_id)
);

create table well_visits (
  user_id uuid not null references users(id) on delete cascade,
  well_id uuid not null references wells(id) on delete cascade,
  visited_at timestamptz not null default now(),
  primary key (user_id, well_id)
);

create table app_state (
  user_id uuid primary key references users(id) on delete cascade,
  config jsonb not null,
  updated_at timestamptz not null default now()
);

create table shared_fragments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users(id) on delete set null,
  fragment jsonb not null,
  created_at timestamptz not null default now()
);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  action text not null,
  object_type text,
  object_id text,
  details jsonb not null default '{}'::jsonb
);
create index audit_log_at on audit_log (at desc);

create table settings (
  key text primary key,
  value jsonb not null
);
