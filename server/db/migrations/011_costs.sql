-- Drilling costs against the AFE (issue 15). An AFE estimate holds the well's planned days vs depth
-- (curve: [{depth_m, days}]) and its cost rates ([{code, name, basis: day|metre, rate}]); auto cost
-- lines are those rates applied to each reporting day, manual lines are stored here.
create table cost_codes (
  code text primary key,
  name text not null,
  category text not null check (category in ('rig', 'services', 'materials', 'rentals', 'other'))
);

create table afe_estimates (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  currency text not null default 'USD',
  curve jsonb not null,
  rates jsonb not null,
  contingency double precision not null default 0.1 check (contingency >= 0 and contingency <= 1),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (well_id, name)
);
create index afe_estimates_well on afe_estimates (well_id);

create table daily_cost_lines (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  report_date date not null,
  cost_code text not null references cost_codes(code),
  amount double precision not null check (amount >= 0),
  description text not null default '',
  created_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index daily_cost_lines_well on daily_cost_lines (well_id, report_date);
