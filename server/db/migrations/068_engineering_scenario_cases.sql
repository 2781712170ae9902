-- Cases of an engineering scenario (issue 16, spec 7.8 "cases CRUD, data, reorder (PUT order)"): the
-- variations an engineer runs against one scenario (a lighter mud, a higher friction, another flow),
-- each a partial set of inputs laid over the scenario's own (src/domain/engineering/scenario-cases.ts),
-- in the order the engineer arranged them. Cases are written at once and audited, like the
-- scenario's create and delete; the scenario's draft (edit / apply / cancel) covers its own name,
-- description and inputs only, so a cancelled draft still leaves no trace.
create table engineering_scenario_cases (
  id uuid primary key default gen_random_uuid(),
  scenario_id uuid not null references engineering_scenarios(id) on delete cascade,
  name text not null,
  position integer not null,
  inputs jsonb not null default '{}',
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index engineering_scenario_cases_name on engineering_scenario_cases (scenario_id, lower(name));
create index engineering_scenario_cases_order on engineering_scenario_cases (scenario_id, position);
