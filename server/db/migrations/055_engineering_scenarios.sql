-- Engineering scenarios (issue 16, spec 7.8 engineering/scenarios and spec 4): a well's named what-if
-- cases for torque & drag and hydraulics. A scenario holds its applied inputs (the JSON of
-- src/domain/engineering/scenario-schemas.ts: mud, friction, shoe, WOB, flow, nozzles, string,
-- rheology; what is absent comes from the documented demo case) and a version bumped on each apply.
-- Editing goes through a draft per user (POST edit): the draft is changed (PATCH), then applied into
-- the scenario (POST apply, refused with 409 when someone applied since the draft began) or
-- cancelled (POST cancel: the draft row is deleted and nothing else was written).
create table engineering_scenarios (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  description text not null default '',
  inputs jsonb not null default '{}',
  version integer not null default 1,
  source text not null default 'user' check (source in ('user', 'demo')),
  author_id uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index engineering_scenarios_name on engineering_scenarios (well_id, lower(name));

create table engineering_scenario_drafts (
  scenario_id uuid not null references engineering_scenarios(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  name text not null,
  description text not null default '',
  inputs jsonb not null,
  base_version integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (scenario_id, user_id)
);
