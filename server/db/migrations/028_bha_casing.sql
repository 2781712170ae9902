-- BHA runs and the casing program of a well (issue 16, equipment). A BHA assembly is one run: its
-- number, hole size, depth in/out and the component string from the bit up (json lines: type,
-- description, OD/ID in inches, length m, weight in air kg/m, connection, serial, sensor offset
-- above the component's bottom m, motor bend °). A casing string is one row of the program: type
-- (spec 3.7: riser disabled), job type, OD/ID in inches, nominal weight lb/ft, grade, top and shoe
-- (m MD), hole size, and its cement slurries (json lines: kind lead/tail, top/bottom m, density kg/m³).
create table bha_assemblies (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  run_no integer not null check (run_no between 1 and 999),
  name text not null,
  hole_size_in double precision not null check (hole_size_in > 0 and hole_size_in < 60),
  status text not null default 'planned' check (status in ('planned', 'in_hole', 'pulled')),
  depth_in_m double precision check (depth_in_m >= 0 and depth_in_m <= 20000),
  depth_out_m double precision check (depth_out_m >= 0 and depth_out_m <= 20000),
  reason_pulled text,
  components jsonb not null default '[]',
  comment text not null default '',
  source text not null default 'user' check (source in ('user', 'demo')),
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (well_id, run_no)
);

create table casing_strings (
  id uuid primary key default gen_random_uuid(),
  well_id uuid not null references wells(id) on delete cascade,
  name text not null,
  casing_type text not null check (casing_type in ('riser', 'conductor', 'surface', 'intermediate', 'production', 'unknown')),
  job_type text not null default 'casing' check (job_type in ('casing', 'open_hole', 'cementing', 'unknown')),
  status text not null default 'planned' check (status in ('planned', 'set')),
  od_in double precision not null check (od_in > 0 and od_in < 60),
  id_in double precision not null check (id_in > 0 and id_in < 60),
  weight_lb_ft double precision not null check (weight_lb_ft > 0),
  grade text not null default '',
  connection text not null default '',
  top_m double precision not null check (top_m >= 0),
  shoe_m double precision not null check (shoe_m > 0 and shoe_m <= 20000),
  hole_size_in double precision not null check (hole_size_in > 0 and hole_size_in < 60),
  slurries jsonb not null default '[]',
  comment text not null default '',
  source text not null default 'user' check (source in ('user', 'demo')),
  created_by uuid references users(id) on delete set null,
  updated_by uuid references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (well_id, name)
);
create index casing_strings_well on casing_strings (well_id, shoe_m);
