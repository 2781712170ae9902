-- Drilling programs (issue 16, spec 7.8 drill_prog): the per-section plan of a well. Its hole sections
-- are those of a drilling design (design_id), its casing, BHAs, mud, TVD, days and cost are read from
-- the casing program, BHA runs, mud program, trajectory and AFE: none of that is copied here. What a
-- program holds itself: its name, version (bumped on every change), status (draft → submitted →
-- approved), author and, per design section (matched by name), the drilling parameter ranges and
-- notes: [{section, wob_min_t, wob_max_t, rpm_min, rpm_max, flow_min_lpm, flow_max_lpm, spp_min_mpa,
-- spp_max_mpa, notes}] (WOB t, surface rpm, flow L/min, standpipe pressure MPa).
create table drilling_programs (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  version integer not null default 1,
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved')),
  design_id uuid references well_designs(id) on delete set null,
  sections jsonb not null default '[]',
  notes text not null default '',
  source text not null default 'user' check (source in ('user', 'demo')),
  author_id uuid references users(id) on delete set null,
  submitted_by uuid references users(id) on delete set null,
  submitted_at timestamptz,
  approved_by uuid references users(id) on delete set null,
  approved_at timestamptz,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index drilling_programs_name on drilling_programs (well_id, lower(name));
