-- Well designs (issue 16): a drilling design is the well's trajectory plan (plan_id, the plan it was
-- designed on) with its hole sections, each with its depth range (metres MD), hole size and the
-- casing set in it (OD inches, shoe at the section's end) and the mud planned for it (type and
-- density window, kg/m³): [{name, from_m, to_m, hole_in, casing_od_in, mud_type, mud_min_kg_m3,
-- mud_max_kg_m3}]. Casing is only its size and shoe depth here: the casing strings and BHAs
-- themselves belong to the equipment assemblies. A completions design holds its stage set:
-- [{stage_no, top_md_m, bottom_md_m, clusters, proppant_t, clean_m3}]. Every change bumps the
-- version and keeps the previous one in well_design_versions.
create table well_designs (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  stage text not null check (stage in ('drilling', 'completions')),
  name text not null,
  version integer not null default 1,
  plan_id uuid references well_plans(id) on delete set null,
  sections jsonb not null default '[]',
  stages jsonb not null default '[]',
  notes text not null default '',
  source text not null default 'user' check (source in ('user', 'demo', 'generated')),
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index well_designs_name on well_designs (well_id, stage, lower(name));

create table well_design_versions (
  design_id uuid not null references well_designs(id) on delete cascade,
  version integer not null,
  snapshot jsonb not null,
  saved_by uuid references users(id) on delete set null,
  saved_at timestamptz not null default now(),
  primary key (design_id, version)
);
